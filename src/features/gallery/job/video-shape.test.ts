import { describe, expect, it } from 'vitest';
import { videoBoxStyle } from './video-shape';

describe('a player’s box (issue 54)', () => {
  it('takes its video’s shape, as wide as its column but never taller than the window allows', () => {
    expect(videoBoxStyle(720, 1280)).toEqual({
      aspectRatio: '720 / 1280',
      width: 'min(100%, calc(55dvh * 0.5625))',
    });
    expect(videoBoxStyle(1280, 720).aspectRatio).toBe('1280 / 720');
  });

  it('in a dialog, never taller than the room below it either', () => {
    expect(videoBoxStyle(720, 1280, 360).width).toBe('min(100%, calc(min(55dvh, 360px) * 0.5625))');
  });
});

import { describe, expect, it } from 'vitest';
import { chooseFormat, type EncoderSupport } from './formats';

const support = (
  video: Partial<EncoderSupport['video']>,
  audio: Partial<EncoderSupport['audio']>,
): EncoderSupport => ({
  video: { avc: null, vp9: null, av1: null, vp8: null, ...video },
  audio: { aac: false, opus: false, ...audio },
});

describe('chooseFormat', () => {
  it('makes MP4 with H.264 and AAC where both are encoded', () => {
    expect(
      chooseFormat('mp4', support({ avc: 'avc1.640028', vp9: 'vp09' }, { aac: true, opus: true })),
    ).toEqual({
      container: 'mp4',
      video: 'avc',
      videoCodecString: 'avc1.640028',
      audio: 'aac',
      note: null,
    });
  });

  it('puts Opus in the MP4 where there is no AAC encoder, and says so', () => {
    expect(
      chooseFormat('mp4', support({ avc: 'avc1.42001f', vp9: 'vp09' }, { opus: true })),
    ).toMatchObject({ container: 'mp4', video: 'avc', audio: 'opus', note: 'noAac' });
  });

  it('makes WebM with VP9 and Opus when asked', () => {
    expect(
      chooseFormat('webm', support({ avc: 'avc1.640028', vp9: 'vp09' }, { aac: true, opus: true })),
    ).toEqual({
      container: 'webm',
      video: 'vp9',
      videoCodecString: 'vp09',
      audio: 'opus',
      note: null,
    });
  });

  it('falls back to AV1 in WebM without VP9', () => {
    expect(chooseFormat('webm', support({ av1: 'av01' }, { opus: true }))).toMatchObject({
      container: 'webm',
      video: 'av1',
    });
  });

  it('makes WebM when MP4 is asked for but there is no H.264 encoder', () => {
    expect(chooseFormat('mp4', support({ vp9: 'vp09' }, { opus: true }))).toMatchObject({
      container: 'webm',
      video: 'vp9',
      note: 'noH264',
    });
  });

  it('makes MP4 when WebM is asked for but no WebM video codec is encoded', () => {
    expect(chooseFormat('webm', support({ avc: 'avc1.640028' }, { aac: true }))).toMatchObject({
      container: 'mp4',
      audio: 'aac',
      note: 'noWebmVideo',
    });
  });

  it('has nothing to make without a video or a sound encoder', () => {
    expect(chooseFormat('mp4', support({}, { opus: true, aac: true }))).toBeNull();
    expect(chooseFormat('mp4', support({ avc: 'avc1.640028', vp9: 'vp09' }, {}))).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { audioFileProblem } from './audio-file-check';

const file = (name: string, bytes = 'x') => new File([bytes], name);

describe('audioFileProblem: a song file is read as audio before it is taken', () => {
  afterEach(() => activateLocale('en'));

  it('takes a file the browser reads as audio, of any length it states', async () => {
    expect(await audioFileProblem(file('tune.mp3'), () => Promise.resolve(6.2))).toBeNull();
    expect(
      await audioFileProblem(file('live.webm'), () => Promise.resolve(Number.POSITIVE_INFINITY)),
    ).toBeNull();
  });

  it('refuses, by name, what the browser cannot read as audio', async () => {
    expect(await audioFileProblem(file('notes.txt'), () => Promise.resolve(null))).toBe(
      '“notes.txt” could not be read as audio: choose a sound file this browser can play (MP3, WAV, M4A…).',
    );
  });

  it('refuses an empty file without asking the browser', async () => {
    const measure = vi.fn(() => Promise.resolve(1));
    expect(await audioFileProblem(file('empty.mp3', ''), measure)).toMatch(/“empty\.mp3”/);
    expect(measure).not.toHaveBeenCalled();
  });

  it('says it in Chinese', async () => {
    await activateLocale('zh');
    expect(await audioFileProblem(file('notes.txt'), () => Promise.resolve(null))).toMatch(
      /^无法将“notes\.txt”读取为音频/,
    );
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from '@/lib/zod';
import { clearDraft, readDraft, restoreValues, saveDraft } from './drafts';

const shape = z.object({
  prompt: z.string().check(z.trim(), z.minLength(1), z.maxLength(10)),
  model: z.enum(['a', 'b']),
  seconds: z.number().check(z.int(), z.gte(3)),
  seed: z.pipe(
    z.string().check(z.regex(/^\d*$/)),
    z.transform((s) => (s === '' ? null : Number(s))),
  ),
  loop: z.boolean(),
}).shape;

describe('drafts', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a draft per generator until it is cleared', () => {
    saveDraft('video', { values: { prompt: 'a fox' }, files: {} });
    saveDraft('clip', { values: { prompt: 'a hummingbird' }, files: {} });
    expect(readDraft('video')).toEqual({ values: { prompt: 'a fox' }, files: {} });
    expect(readDraft('clip')?.values).toEqual({ prompt: 'a hummingbird' });
    clearDraft('video');
    expect(readDraft('video')).toBeNull();
    expect(readDraft('clip')).not.toBeNull();
  });

  it('keeps a file only by its name', () => {
    saveDraft('video', { values: { firstFrame: null }, files: { firstFrame: 'boat.png' } });
    expect(readDraft('video')?.files).toEqual({ firstFrame: 'boat.png' });
  });

  it('drops a damaged draft instead of failing', () => {
    localStorage.setItem('media-studio.draft.video', '{"values":');
    expect(readDraft('video')).toBeNull();
    expect(localStorage.getItem('media-studio.draft.video')).toBeNull();
    localStorage.setItem('media-studio.draft.video', JSON.stringify({ values: 'prompt' }));
    expect(readDraft('video')).toBeNull();
    localStorage.setItem('media-studio.draft.video', JSON.stringify({ values: {}, files: 7 }));
    expect(readDraft('video')).toEqual({ values: {}, files: {} });
  });

  it('restores what the form accepts field by field, keeping text in progress', () => {
    const restored = restoreValues(shape, {
      // Too long for Generate, but the person's own text: kept for them to shorten.
      prompt: 'a very long prompt',
      model: 'gone',
      seconds: 'five',
      seed: '12x',
      loop: true,
      stranger: 'x',
    });
    expect(restored).toEqual({ prompt: 'a very long prompt', seed: '12x', loop: true });
  });
});

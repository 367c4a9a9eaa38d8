import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { frameTarget } from '@/jobs/frames/image-inputs';
import { generators, imageInputs } from './registry';

/**
 * Image's "Use as first frame", the gallery's "Use this frame" and the storyboard's next shot read
 * the image inputs each generator declares (issue 39 item 2), placed by the app.
 */
describe('the declared image inputs, as the app places them', () => {
  it('are every generator’s, in navigation order, each with its generator’s kind and route', () => {
    const ids = imageInputs.map((i) => i.id);
    expect(ids).toEqual(generators.flatMap((g) => (g.imageInputs ?? []).map((i) => i.id)));
    // Today's: Video's first frame, Clip's start and end images, Pixa's image, in that order.
    expect(ids.filter((id) => ['video', 'clip-start', 'clip-end', 'pixa'].includes(id))).toEqual([
      'video',
      'clip-start',
      'clip-end',
      'pixa',
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const input of imageInputs) {
      const generator = generators.find((g) => g.kind === input.kind);
      expect(generator?.path).toBe(input.path);
      expect(generator?.imageInputs?.some((i) => i.id === input.id)).toBe(true);
    }
  });

  it('give a frame made in the browser to the image to video, which starts the next shot', () => {
    const target = frameTarget(imageInputs);
    expect(target?.kind).toBe('video');
    expect(target?.field).toBe('firstFrame');
    expect(target?.frame.start).toBeDefined();
  });

  it('keep their labels in the language shown', async () => {
    const before = imageInputs.map((i) => i.label);
    await activateLocale('zh');
    try {
      expect(imageInputs.map((i) => i.label)).not.toEqual(before);
    } finally {
      await activateLocale('en');
    }
  });
});

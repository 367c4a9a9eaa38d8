import { describe, expect, it } from 'vitest';
import { acceptedBySchema } from '@/jobs/forms/recall';
import { zClipForm } from '@/features/clip/schema';
import { firstFrameTargets } from '@/features/image/first-frame-targets';
import { zPixaForm } from '@/features/pixa/schema';
import { zVideoForm } from '@/features/video/schema';

/**
 * "Use as first frame" names other generators' forms by their kind, route and field names (features
 * never import each other); this holds those names to the forms' own schemas, from outside both.
 */
const shapes: Record<string, Readonly<Record<string, { safeParse: (v: unknown) => unknown }>>> = {
  video: zVideoForm.shape,
  clip: zClipForm.shape,
  pixa: zPixaForm.shape,
};

const URL = 'https://media.example/demo/image-wide.png?variation=2';

describe('first-frame targets', () => {
  it.each(firstFrameTargets.map((t) => [t.id, t] as const))(
    '%s: every value it sets is a field its form accepts, the image among them',
    (_id, target) => {
      const shape = shapes[target.kind];
      expect(shape).toBeDefined();
      const recall = target.recall(URL);
      const { rejected } = acceptedBySchema(
        shape as never,
        recall.values as Record<string, unknown>,
      );
      expect(rejected).toEqual([]);
      for (const field of Object.keys(recall.pending)) expect(shape).toHaveProperty(field);
      const carried = [...Object.values(recall.values), ...Object.values(recall.pending)];
      expect(carried).toContain(URL);
      // The field it names is the one that carries the image (the form shows the picture there).
      expect(recall.values[target.field] ?? recall.pending[target.field]).toBe(URL);
    },
  );

  // What the person had typed stays: the form sets these over its draft (form-start.test.ts).
  it('set only the image (and Video’s model)', () => {
    const clipEnd = firstFrameTargets.find((t) => t.id === 'clip-end');
    expect(clipEnd?.recall(URL)).toEqual({
      values: { imageEndUrl: URL },
      missing: [],
      pending: {},
    });
    const video = firstFrameTargets.find((t) => t.id === 'video');
    expect(video?.recall(URL)).toEqual({
      values: { model: 'videomodel-1.0-i2v', firstFrame: null },
      missing: [],
      pending: { firstFrame: URL },
    });
  });

  it('Video’s first frame judges the image by Video’s own limits (300 px, 1:2.5–2.5:1)', () => {
    const frame = { source: 'url', url: URL, name: 'x.png', bytes: null };
    const check = (width: number, height: number) =>
      zVideoForm.shape.firstFrame.safeParse({ ...frame, width, height }).success;
    expect(check(640, 360)).toBe(true);
    expect(check(200, 200)).toBe(false);
    expect(check(1000, 300)).toBe(false);
  });
});

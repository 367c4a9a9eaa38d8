import { describe, expect, it } from 'vitest';
import { IMAGE_URL, itTakesImagesItsFormAccepts } from '@/testing/image-inputs';
import { videoImageInputs } from './image-inputs';
import { zVideoForm } from './schema';

describe('Video’s image inputs', () => {
  itTakesImagesItsFormAccepts(videoImageInputs, zVideoForm.shape);

  // What the person had typed stays: the form sets these over its draft (form-start.test.ts).
  it('sets only the image and the image-to-video model', () => {
    const video = videoImageInputs.find((t) => t.id === 'video');
    expect(video?.recall(IMAGE_URL)).toEqual({
      values: { model: 'videomodel-1.0-i2v', firstFrame: null },
      missing: [],
      pending: { firstFrame: IMAGE_URL },
    });
  });

  it('Video’s first frame judges the image by Video’s own limits (300 px, 1:2.5–2.5:1)', () => {
    const frame = { source: 'url', url: IMAGE_URL, name: 'x.png', bytes: null };
    const check = (width: number, height: number) =>
      zVideoForm.shape.firstFrame.safeParse({ ...frame, width, height }).success;
    expect(check(640, 360)).toBe(true);
    expect(check(200, 200)).toBe(false);
    expect(check(1000, 300)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { IMAGE_URL, itTakesImagesItsFormAccepts } from '@/testing/image-inputs';
import { clipImageInputs } from './image-inputs';
import { zClipForm } from './schema';

describe('Clip’s image inputs', () => {
  itTakesImagesItsFormAccepts(clipImageInputs, zClipForm.shape);

  // What the person had typed stays: the form sets these over its draft (form-start.test.ts).
  it('set only the image', () => {
    const clipEnd = clipImageInputs.find((t) => t.id === 'clip-end');
    expect(clipEnd?.recall(IMAGE_URL)).toEqual({
      values: { imageEndUrl: IMAGE_URL },
      missing: [],
      pending: {},
    });
  });
});

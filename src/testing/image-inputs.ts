import { expect, it } from 'vitest';
import { acceptedBySchema } from '@/jobs/forms/recall';
import type { ImageInput } from '@/jobs/frames/image-inputs';

/** A web image, as Image's "Use as first frame" hands one over. */
export const IMAGE_URL = 'https://media.example/demo/image-wide.png?variation=2';

type Shape = Readonly<Record<string, { safeParse: (v: unknown) => unknown }>>;

/**
 * Holds a generator's declared image inputs to its own form's schema (issue 39 item 2): every value
 * an input sets is a field the form accepts, the image among them, in the field it names (a renamed
 * field fails here, not in a person's hands). Called from each generator's own test.
 */
export function itTakesImagesItsFormAccepts(inputs: readonly ImageInput[], shape: Shape): void {
  it.each(inputs.map((t) => [t.id, t] as const))(
    '%s: every value it sets is a field its form accepts, the image among them',
    (_id, target) => {
      const recall = target.recall(IMAGE_URL);
      const { rejected } = acceptedBySchema(
        shape as never,
        recall.values as Record<string, unknown>,
      );
      expect(rejected).toEqual([]);
      for (const field of Object.keys(recall.pending)) expect(shape).toHaveProperty(field);
      const carried = [...Object.values(recall.values), ...Object.values(recall.pending)];
      expect(carried).toContain(IMAGE_URL);
      // The field it names is the one that carries the image (the form shows the picture there).
      expect(recall.values[target.field] ?? recall.pending[target.field]).toBe(IMAGE_URL);
      if (target.frame) {
        expect(acceptedBySchema(shape as never, { ...target.frame.values }).rejected).toEqual([]);
        expect(shape).toHaveProperty(target.field);
      }
    },
  );
}

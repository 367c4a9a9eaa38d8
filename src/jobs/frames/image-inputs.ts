import { createContext, useContext } from 'react';
import type { BoundPicture, FrameImage, FrameInput, ImageInput } from '@/jobs/generator-types';

export type { BoundPicture, FrameImage, FrameInput, ImageInput };

/** A declaration with its generator's kind and route, as the app provides it. */
export interface PlacedImageInput extends ImageInput {
  kind: string;
  /** The generator's page under `#/`. */
  path: string;
}

/** Each declared image input with its generator's kind and route (the label stays a getter). */
export function placeImageInputs(
  generators: readonly { kind: string; path: string; imageInputs?: readonly ImageInput[] }[],
): PlacedImageInput[] {
  return generators.flatMap((g) =>
    (g.imageInputs ?? []).map(
      (input): PlacedImageInput =>
        Object.defineProperties(
          { id: input.id, field: input.field, recall: input.recall, kind: g.kind, path: g.path },
          {
            label: { get: () => input.label, enumerable: true },
            ...(input.frame ? { frame: { value: input.frame, enumerable: true } } : {}),
            ...(input.withPicture
              ? { withPicture: { value: input.withPicture, enumerable: true } }
              : {}),
          },
        ) as PlacedImageInput,
    ),
  );
}

/** The input a frame made in the browser goes to: the first one, in navigation order, that takes one. */
export function frameTarget(
  inputs: readonly PlacedImageInput[],
): (PlacedImageInput & { frame: FrameInput }) | undefined {
  return inputs.find((i): i is PlacedImageInput & { frame: FrameInput } => i.frame !== undefined);
}

/** Given by the app to the pages that hand an image on (features never import each other). */
export const ImageInputsContext = createContext<readonly PlacedImageInput[]>([]);

export function useImageInputs(): readonly PlacedImageInput[] {
  return useContext(ImageInputsContext);
}

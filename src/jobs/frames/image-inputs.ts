import { createContext, useContext } from 'react';
import type { GeneratorRecall } from '@/jobs/forms/recall';
import type { JobCreator } from '../generator';
import type { FrameLimits } from './fit-frame';

/** A frame made in the browser, as an image-to-video's first frame takes it. */
export interface FrameImage {
  file: File;
  /** The same bytes as a `data:` URL, which the create body carries. */
  dataUrl: string;
  width: number;
  height: number;
}

/**
 * An image a generator's form takes (issue 39 item 2): declared in the generator's own module
 * (`GeneratorModule.imageInputs`), read by whoever hands it an image — Image's "Use as first
 * frame", the gallery's "Use this frame", the storyboard's next shot — so no feature names another
 * feature's kind, route, field or model. The app places each declaration (its generator's kind and
 * route) and provides them (`ImageInputsContext`).
 */
export interface ImageInput {
  /** Unique in the studio: the menu item's key ('video', 'clip-start'…). */
  id: string;
  /** The form's field the image goes in: the form shows the picture there. */
  field: string;
  /** The choice's words in a menu of forms ("Video — image to video"). */
  readonly label: string;
  /**
   * What the form sets to take the image at this address: the image, and only what it needs to
   * take one (Video: the image-to-video model). Its draft stays (issue 38 item 5).
   */
  recall: (url: string) => GeneratorRecall;
  /**
   * It takes a frame made in the browser (a file, not a link): "Use this frame" under a video and
   * the storyboard's next shot. Omitted by an input that takes links only.
   */
  frame?: FrameInput;
}

export interface FrameInput {
  /** The limits the frame is fitted to before it is handed over (size, shape, bytes). */
  limits: FrameLimits;
  /** What the form sets beside the frame, which waits for the field (`leaveFrame`). */
  values: Readonly<Record<string, unknown>>;
  /**
   * Started outside the form from a frame and a prompt (the storyboard's next shot): the
   * creator bound to these values by the form's own schema, or why it refuses them.
   */
  start?: (
    prompt: string,
    frame: FrameImage,
  ) => { creator: JobCreator<void> } | { problem: string };
}

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

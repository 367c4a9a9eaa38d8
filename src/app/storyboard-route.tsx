import { StoryboardPage } from '@/features/storyboard/storyboard-page';
import { ImageInputsContext } from '@/jobs/frames/image-inputs';
import { QueryProvider } from './query-provider';
import { imageInputs, kindViews } from './registry';

/** Each take's generator by its name in the language shown ("Video", "视频"), not its kind. */
const kindLabel = (kind: string) => kindViews[kind]?.label ?? kind;

/**
 * The Storyboard, a chunk of its own; Mediabunny is a further chunk, loaded by "Export film". Its
 * next shot starts from the image input that declares a start from a frame.
 */
export function StoryboardRoute() {
  return (
    <QueryProvider>
      <ImageInputsContext.Provider value={imageInputs}>
        <StoryboardPage kindLabel={kindLabel} />
      </ImageInputsContext.Provider>
    </QueryProvider>
  );
}

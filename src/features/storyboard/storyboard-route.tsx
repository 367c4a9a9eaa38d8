import { ImageInputsContext } from '@/jobs/frames/image-inputs';
import type { StudioParts } from '@/jobs/page-about';
import { StoryboardPage } from './storyboard-page';

/**
 * The Storyboard, a chunk of its own; Mediabunny is a further chunk, loaded by "Export film". Its
 * next shot starts from the image input that declares a start from a frame; each take's generator
 * is named in the language shown ("Video", "视频"), not by its kind.
 */
export function StoryboardRoute({ parts }: { parts: StudioParts }) {
  const kindLabel = (kind: string) => parts.kindViews[kind]?.label ?? kind;
  return (
    <ImageInputsContext.Provider value={parts.imageInputs}>
      <StoryboardPage kindLabel={kindLabel} shotMakers={parts.shotMakers} />
    </ImageInputsContext.Provider>
  );
}

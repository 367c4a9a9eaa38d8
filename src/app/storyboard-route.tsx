import { StoryboardPage } from '@/features/storyboard/storyboard-page';
import { FrameStartContext } from '@/jobs/frames/frame-start';
import { QueryProvider } from './query-provider';
import { generators, kindViews } from './registry';

/** The generator that starts an image to video from a frame: the storyboard's next shot. */
const frameStart = generators.find((g) => g.frameStart !== undefined)?.frameStart ?? null;

/** Each take's generator by its name in the language shown ("Video", "视频"), not its kind. */
const kindLabel = (kind: string) => kindViews[kind]?.label ?? kind;

/** The Storyboard, a chunk of its own; Mediabunny is a further chunk, loaded by "Export film". */
export function StoryboardRoute() {
  return (
    <QueryProvider>
      <FrameStartContext.Provider value={frameStart}>
        <StoryboardPage kindLabel={kindLabel} />
      </FrameStartContext.Provider>
    </QueryProvider>
  );
}

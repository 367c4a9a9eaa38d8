import { StoryboardPage } from '@/features/storyboard/storyboard-page';
import { FrameStartContext } from '@/jobs/frames/frame-start';
import { QueryProvider } from './query-provider';
import { generators } from './registry';

/** The generator that starts an image to video from a frame: the storyboard's next shot. */
const frameStart = generators.find((g) => g.frameStart !== undefined)?.frameStart ?? null;

/** The Storyboard, a chunk of its own; Mediabunny is a further chunk, loaded by "Export film". */
export function StoryboardRoute() {
  return (
    <QueryProvider>
      <FrameStartContext.Provider value={frameStart}>
        <StoryboardPage />
      </FrameStartContext.Provider>
    </QueryProvider>
  );
}

import { StoryboardPage } from '@/features/storyboard/storyboard-page';
import { QueryProvider } from './query-provider';

/** The Storyboard, a chunk of its own; Mediabunny is a further chunk, loaded by "Export film". */
export function StoryboardRoute() {
  return (
    <QueryProvider>
      <StoryboardPage />
    </QueryProvider>
  );
}

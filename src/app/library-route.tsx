import { KindsProvider } from '@/features/gallery/job/kinds-provider';
import { LibraryPage } from '@/features/gallery/library-page';
import { registerLibraryPart } from '@/jobs/ledger/library-parts';
import { installParts } from './parts';
import { boardsPart } from '@/jobs/boards/library-part';
import { postersPart } from '@/jobs/posters/library-part';
import { ImageInputsContext } from '@/jobs/frames/image-inputs';
import { QueryProvider } from './query-provider';
import { imageInputs, kindViews } from './registry';

// The library file carries what the features' parts add (the storyboards, issue 28): the Library's
// Export and Import.
installParts();
// And the boards (issue 40); which results are on each travels on the jobs.
registerLibraryPart(boardsPart);
// And the posters grabbed here (issue 40, decision 033): an import shows them without a grab.
registerLibraryPart(postersPart);

/** The Library, a chunk of its own: every generator's result views come with it. */
export function LibraryRoute() {
  return (
    <QueryProvider>
      <KindsProvider kinds={kindViews}>
        <ImageInputsContext.Provider value={imageInputs}>
          <LibraryPage />
        </ImageInputsContext.Provider>
      </KindsProvider>
    </QueryProvider>
  );
}

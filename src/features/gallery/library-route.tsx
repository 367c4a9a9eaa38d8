import { ImageInputsContext } from '@/jobs/frames/image-inputs';
import type { StudioParts } from '@/jobs/page-about';
import { KindsProvider } from './job/kinds-provider';
import { LibraryPage } from './library-page';

/** The Library, a chunk of its own: every generator's result views come with it (`parts`). */
export function LibraryRoute({ parts }: { parts: StudioParts }) {
  return (
    <KindsProvider kinds={parts.kindViews}>
      <ImageInputsContext.Provider value={parts.imageInputs}>
        <LibraryPage />
      </ImageInputsContext.Provider>
    </KindsProvider>
  );
}

import { KindsProvider } from '@/features/gallery/job/kinds-provider';
import { LibraryPage } from '@/features/gallery/library-page';
import { QueryProvider } from './query-provider';
import { kindViews } from './registry';

/** The Library, a chunk of its own: every generator's result views come with it. */
export function LibraryRoute() {
  return (
    <QueryProvider>
      <KindsProvider kinds={kindViews}>
        <LibraryPage />
      </KindsProvider>
    </QueryProvider>
  );
}

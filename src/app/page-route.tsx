import type { ComponentType } from 'react';
import type { StudioParts } from '@/jobs/page-about';
import { featureParts, installParts } from './parts';
import { QueryProvider } from './query-provider';
import { assumedPaths, imageInputs, kindViews, shotMakers } from './registry';

// The library file carries what the parts add (music's personas, the storyboards, the boards, the
// posters): the Library's Export and Import.
installParts();

/** What every part offers, composed once (`registry.ts`), handed to each feature's page. */
const parts: StudioParts = {
  kindViews,
  imageInputs,
  assumedPaths,
  shotMakers,
  captionTargets: featureParts.flatMap((part) => part.captionTargets ?? []),
};

/**
 * A feature's page (`PageAbout.loadPage`) inside what the app provides every page: the query client,
 * and the parts composed. A chunk shared by the pages, loaded beside the page's own.
 */
export function PageRoute({ Page }: { Page: ComponentType<{ parts: StudioParts }> }) {
  return (
    <QueryProvider>
      <Page parts={parts} />
    </QueryProvider>
  );
}

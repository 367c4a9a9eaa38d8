import { lazy, Suspense } from 'react';
import { GallerySkeleton } from '@/features/gallery/grid/gallery-skeleton';
import { LibraryHeading } from '@/features/gallery/library-heading';
import { SettingsHeading } from '@/features/settings/settings-heading';
import { aboutFor } from './abouts';
import { AfterConfig } from './after-config';
import { GeneratorPage } from './generator-page';
import { StoryboardHeading } from '@/features/storyboard/storyboard-heading';
import { loadLibrary, loadSettings, loadStoryboard } from './route-chunks';

const LibraryRoute = lazy(loadLibrary);
const SettingsRoute = lazy(loadSettings);
const StoryboardRoute = lazy(loadStoryboard);

/**
 * Each page is a chunk of its own. While it loads, the page's heading is already in place (the
 * shell knows every heading) with a skeleton of what comes below it.
 */
export function Routes({ path }: { path: string }) {
  if (path === 'library') {
    return (
      <Suspense
        fallback={
          <section className="flex flex-col gap-6" aria-labelledby="library-title">
            <LibraryHeading />
            <GallerySkeleton />
          </section>
        }
      >
        <AfterConfig>
          <LibraryRoute />
        </AfterConfig>
      </Suspense>
    );
  }
  if (path === 'storyboard') {
    return (
      <Suspense
        fallback={
          <section className="flex flex-col gap-6" aria-labelledby="storyboard-title">
            <StoryboardHeading />
          </section>
        }
      >
        <AfterConfig>
          <StoryboardRoute />
        </AfterConfig>
      </Suspense>
    );
  }
  if (path === 'settings') {
    return (
      <Suspense
        fallback={
          <section className="flex max-w-2xl flex-col gap-section" aria-labelledby="settings-title">
            <SettingsHeading />
          </section>
        }
      >
        <AfterConfig>
          <SettingsRoute />
        </AfterConfig>
      </Suspense>
    );
  }
  const generator = aboutFor(path);
  return generator ? <GeneratorPage key={generator.kind} generator={generator} /> : null;
}

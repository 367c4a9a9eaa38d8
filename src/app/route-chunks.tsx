import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageAbout } from '@/jobs/page-about';
import { aboutFor, pageAbouts, pageFor } from './abouts';
import { ownPart } from './own-parts';

export const loadGeneratorBody = () =>
  import('./generator-body').then((m) => ({ default: m.GeneratorBody }));

/**
 * A feature's page, ready to render: its own chunk and the app's page frame (`page-route.tsx`),
 * fetched side by side. Loading twice is free: the browser keeps one module per URL.
 */
export const loadPageRoute = (page: PageAbout) =>
  Promise.all([import('./page-route'), page.loadPage()]).then(([route, own]) => ({
    default: () => <route.PageRoute Page={own.default} />,
  }));

/**
 * Each feature page with its lazy component, made once (a page drawn again is not loaded again),
 * by route.
 */
export const pageRoutes: ReadonlyMap<
  string,
  { about: PageAbout; Page: LazyExoticComponent<ComponentType> }
> = new Map(
  pageAbouts.map((about) => [about.path, { about, Page: lazy(() => loadPageRoute(about)) }]),
);

/**
 * Starts fetching the chunks of the page a cold start opens on, before React renders, so they
 * arrive alongside the studio's own instead of after it.
 */
export function preloadRoute(path: string): void {
  const page = pageFor(path);
  if (page !== undefined) void loadPageRoute(page);
  else {
    const about = aboutFor(path);
    void loadGeneratorBody();
    void about?.loadPage();
    if (about !== undefined) void ownPart(about.kind);
  }
}

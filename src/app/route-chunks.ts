import { aboutFor } from './abouts';

/** Each page's chunk, by route. Loading twice is free: the browser keeps one module per URL. */
export const loadLibrary = () =>
  import('./library-route').then((m) => ({ default: m.LibraryRoute }));
export const loadSettings = () =>
  import('./settings-route').then((m) => ({ default: m.SettingsRoute }));
export const loadStoryboard = () =>
  import('./storyboard-route').then((m) => ({ default: m.StoryboardRoute }));
export const loadGeneratorBody = () =>
  import('./generator-body').then((m) => ({ default: m.GeneratorBody }));

/**
 * Starts fetching the chunks of the page a cold start opens on, before React renders, so they
 * arrive alongside the studio's own instead of after it.
 */
export function preloadRoute(path: string): void {
  if (path === 'library') void loadLibrary();
  else if (path === 'settings') void loadSettings();
  else if (path === 'storyboard') void loadStoryboard();
  else {
    void loadGeneratorBody();
    void aboutFor(path)?.loadPage();
  }
}

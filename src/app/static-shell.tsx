import { renderToString } from 'react-dom/server';
import { activateLocale } from '@/i18n/i18n';
import { setServerHash } from '@/lib/hash-route';
import { generatorAbouts, pageAbouts } from './abouts';
import { App } from './app';
import { renderingPaintedShell } from './painted-shell';

/** Every route the shell is painted for: each generator, then each feature's page (the Library, …). */
export const shellRoutes: readonly string[] = [
  ...generatorAbouts.map((g) => g.path),
  ...pageAbouts.map((p) => p.path),
];

/**
 * The studio as React first renders it for a first visit (English, the demo gateway, the system's
 * theme), one per route, as HTML: the build paints it into index.html (scripts/prerender-shell.ts)
 * so the frame, navigation and page heading show before any JavaScript runs. Lazy parts render
 * their fallbacks here, exactly as the browser's hydration first draws them (`LazyPart`).
 */
export async function renderShells(): Promise<Record<string, string>> {
  await activateLocale('en');
  // Lazy parts as plain fallbacks, which the browser's hydration then finds as they are.
  renderingPaintedShell();
  const shells: Record<string, string> = {};
  for (const route of shellRoutes) {
    setServerHash(`#/${route}`);
    shells[route] = renderToString(<App />);
  }
  setServerHash('');
  return shells;
}

import type { GeneratorAbout } from '@/jobs/generator';
import { isPageAbout, type PageAbout } from '@/jobs/page-about';

/**
 * Every generator as the shell knows it before any generator code loads: navigation, page
 * headings and the painted shell come from here. Found in the folders (`features/<name>/about.ts`,
 * Vite's glob; issue 39 item 1), in navigation order (each about's `order`, from its
 * `generator.json`); `registry.ts` finds each module in its folder's part (decision 025).
 */
const folders = import.meta.glob<Record<string, unknown>>('../features/*/about.ts', {
  eager: true,
});

const isAbout = (value: unknown): value is GeneratorAbout =>
  typeof value === 'object' &&
  value !== null &&
  'kind' in value &&
  'order' in value &&
  'loadPage' in value;

export const generatorAbouts: readonly GeneratorAbout[] = Object.values(folders)
  .flatMap((exports) => Object.values(exports).filter(isAbout))
  .sort((a, b) => a.order - b.order);

/** The route's generator, or the first one for an unknown route (as the studio opens on `/`). */
export function aboutFor(path: string): GeneratorAbout | undefined {
  return generatorAbouts.find((g) => g.path === path) ?? generatorAbouts[0];
}

const pageFolders = import.meta.glob<Record<string, unknown>>('../features/*/page-about.tsx', {
  eager: true,
});

/**
 * Every page a feature offers beside the generators (the Library, the Storyboard, Settings), found
 * the same way (`features/<name>/page-about.tsx`), in their order under the generators.
 */
export const pageAbouts: readonly PageAbout[] = Object.values(pageFolders)
  .flatMap((exports) => Object.values(exports).filter(isPageAbout))
  .sort((a, b) => a.order - b.order);

/** The feature page on this route, if it is one. */
export function pageFor(path: string): PageAbout | undefined {
  return pageAbouts.find((p) => p.path === path);
}

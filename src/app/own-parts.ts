import { isFeaturePart, type FeaturePart } from '@/jobs/part';

/**
 * Each generator folder's part by its kind, fetched alone (decision 061): a generator's page needs
 * its own module (its form's batch, follow-by-id, try again, its jobs' views) before its body
 * draws, and the other generators' only once the studio's working parts come (`registry.ts`, at
 * the first idle moment). The build keeps each folder's part with its page's files
 * (scripts/route-modules.ts), so the shell preloads it with the page.
 */
const loaders = import.meta.glob<{ part?: unknown }>('../features/*/index.ts');
const declarations = import.meta.glob<{ kind?: unknown }>('../features/*/generator.json', {
  eager: true,
  import: 'default',
});

/** The folder's part loader for a generator's kind, found through its `generator.json`. */
function loaderOf(kind: string) {
  for (const [file, declared] of Object.entries(declarations))
    if (declared.kind === kind) return loaders[file.replace(/generator\.json$/, 'index.ts')];
  return undefined;
}

const loading = new Map<string, Promise<FeaturePart | undefined>>();

/**
 * The part of the generator of this kind, fetched once: the page asks for it (`GeneratorBody`),
 * and before it the shell's preload of a cold start's page (`preloadRoute`).
 */
export function ownPart(kind: string): Promise<FeaturePart | undefined> {
  let found = loading.get(kind);
  if (found === undefined) {
    const load = loaderOf(kind);
    found = (load ? load() : Promise.resolve({ part: undefined })).then(({ part }) =>
      isFeaturePart(part) ? part : undefined,
    );
    loading.set(kind, found);
  }
  return found;
}

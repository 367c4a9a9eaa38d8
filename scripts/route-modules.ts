import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** The page frames (src/app/route-chunks.tsx) and the working parts (src/app/app.tsx). */
const GENERATOR_FRAME = '/src/app/generator-body.tsx';
const PAGE_FRAME = '/src/app/page-route.tsx';
const WORKING_PARTS = '/src/app/studio.tsx';
/**
 * What a generator page's first job needs and its first screen does not (issue 57): the recent
 * jobs as cards (fetched with the first job the page shows) and the create path behind Generate.
 */
const FIRST_JOB = ['/src/features/gallery/grid/card-list.tsx', '/src/jobs/create/create-path.ts'];
/**
 * What every generator page loads at its first idle moment (decision 061): the work in the
 * background (polling, the queue's sending) and every generator's module, which it needs.
 */
const AFTER_START_UP = ['/src/app/studio-background.tsx', '/src/app/registry.ts'];
/** Where the catalogs are loaded from (a language's own chunk, or the rest of English). */
const MESSAGES = '/src/i18n/i18n.ts';
/** A feature's route as the shell knows it: a generator's `about.ts`, or a page's `page-about.tsx`. */
const ABOUT = /[\\/]src[\\/]features[\\/][^\\/]+[\\/](about\.ts|page-about\.tsx)$/;
const CATALOG = /[\\/]catalogs[\\/]([\w-]+)\.json(\?|$)/;

/** What index.html carries for public/shell.js: each route's and each language's files. */
interface RouteModules {
  routes: Record<string, string[]>;
  languages: Record<string, string[]>;
}

const posix = (id: string) => id.replaceAll('\\', '/');

/** The modules a generator page loads, found once each build has its module graph. */
let generatorSide: ReadonlySet<string> = new Set();
/** The modules the first generator page loads (the studio opens on it at `/`): a part of those. */
let firstPageSide: ReadonlySet<string> = new Set();
/** What a page's first job loads beyond the first page's side (`FIRST_JOB`). */
let firstJobSide: ReadonlySet<string> = new Set();

/**
 * Finds what a generator page loads (issue 57, decision 054): the generator frame, the working
 * parts every page loads, each generator's page chunk and part (what its `about.ts` imports, the
 * `index.ts` beside it), what comes at the first idle moment (the registry and the background
 * work, decision 061), and all they import statically; and of that, what the first generator page
 * loads before its first idle moment (decision 057: the frame, the working parts that draw, its
 * own page chunk and part). Read by the
 * bundler's chunk groups (`onGeneratorSide`, `onFirstPageSide`, vite.config.ts), after the graph
 * is complete and before any chunk is made; found again for every build.
 */
export function generatorSideOfTheGraph(): Plugin {
  return {
    name: 'media-studio-generator-side',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const frames = ids.filter((id) =>
        [GENERATOR_FRAME, WORKING_PARTS].some((root) => posix(id).endsWith(root)),
      );
      const afterStartUp = ids.filter((id) =>
        AFTER_START_UP.some((root) => posix(id).endsWith(root)),
      );
      const abouts = ids.filter((m) => ABOUT.test(m) && posix(m).endsWith('/about.ts'));
      const pageOf = (about: string) => [
        ...(this.getModuleInfo(about)?.dynamicallyImportedIds ?? []),
        // Its folder's part: the page needs its own generator's module (decision 061).
        ...partOf(about, (id) => this.getModuleInfo(id) !== null),
      ];
      /** The modules `from` reaches by static imports, `from` included. */
      const reached = (from: readonly string[]) => {
        const stack = [...from];
        const seen = new Set<string>();
        for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
          if (seen.has(next)) continue;
          seen.add(next);
          stack.push(...(this.getModuleInfo(next)?.importedIds ?? []));
        }
        return seen;
      };
      generatorSide = reached([...frames, ...afterStartUp, ...abouts.flatMap(pageOf)]);
      const first = firstGenerator(abouts);
      firstPageSide = first === undefined ? new Set() : reached([...frames, ...pageOf(first)]);
      const firstJob = ids.filter((id) => FIRST_JOB.some((root) => posix(id).endsWith(root)));
      if (firstJob.length !== FIRST_JOB.length)
        throw new Error(`chunk groups: not every one of ${FIRST_JOB.join(', ')} was found`);
      firstJobSide = new Set([...reached(firstJob)].filter((id) => !firstPageSide.has(id)));
    },
  };
}

/** Whether a generator page loads this module (`generatorSideOfTheGraph`). */
export function onGeneratorSide(id: string): boolean {
  if (generatorSide.size === 0)
    throw new Error('chunk groups: the generator frame and the working parts were not found');
  return generatorSide.has(id);
}

/**
 * Whether the first generator page loads this module: the page a first visit most often is, as
 * the studio opens on it (decision 057). What the other generator pages share and it does not use
 * (their image and audio inputs) then need not come with it.
 */
export function onFirstPageSide(id: string): boolean {
  if (firstPageSide.size === 0)
    throw new Error('chunk groups: the first generator page was not found');
  return firstPageSide.has(id);
}

/**
 * Whether a page's first job loads this module and the first page's side does not: a chunk of
 * its own, so that the first job shown or the first Generate fetches it alone, not with the other
 * generators (`generators`) or what only the other pages share (`pages`).
 */
export function onFirstJobSide(id: string): boolean {
  if (firstJobSide.size === 0) throw new Error('chunk groups: the first job was not found');
  return firstJobSide.has(id);
}

/** The `about.ts` of the generator first in navigation (lowest `order` in its `generator.json`). */
function firstGenerator(abouts: readonly string[]): string | undefined {
  let first: { about: string; order: number } | undefined;
  for (const about of abouts) {
    const { order } = readDeclaration(about);
    if (typeof order !== 'number') throw new Error(`route modules: no order beside ${about}`);
    if (first === undefined || order < first.order) first = { about, order };
  }
  return first?.about;
}

/**
 * Writes each route's JavaScript (its page chunk, the page frame, the working parts and what they
 * import, less what the start already is) and each language's messages into index.html, for
 * public/shell.js to ask for as soon as the painted shell is in place (issue 57). Without it they
 * were asked for only once the start chunk had arrived and run: on a phone's network (Lighthouse's
 * applied throttling) `start.js` landed at 2.9 s, and only then were the page's `shared` chunk
 * (200 KB gzip) and the rest of English (35 KB) requested, landing at 4.5 and 3.8 s. The shell's
 * script runs after the stylesheet has arrived (a classic script waits for it), so nothing is asked
 * for before what the first paint needs. The build fails if a route's chunks cannot be found,
 * rather than ship a list that is wrong.
 */
export function routeModules(): Plugin {
  /** The project's root, as module ids begin (forward slashes). */
  let root = '';
  return {
    name: 'media-studio-route-modules',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = posix(config.root);
    },
    generateBundle(_options, bundle) {
      // The service worker's own build (vite-plugin-pwa) runs the plugins too: it has no page.
      const html = bundle['index.html'];
      if (html === undefined) return;
      if (html.type !== 'asset' || typeof html.source !== 'string')
        throw new Error('route modules: index.html is not a text asset');
      const page = html.source;
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      // The page's module scripts: the runtime and the start chunk (the bundler's groups leave
      // them unmarked as entries).
      const scripts = [...page.matchAll(/<script type="module"[^>]* src="\.\/([^"]+\.js)"/g)];
      const starts = chunks.filter((c) => scripts.some((m) => m[1] === c.fileName));
      if (starts.length === 0) throw new Error('route modules: index.html has no module script');

      const startingAt = (id: string) =>
        chunks.find((c) => c.facadeModuleId !== null && posix(c.facadeModuleId) === id);
      const chunkOf = (id: string) => {
        const chunk = startingAt(id);
        if (chunk === undefined) throw new Error(`route modules: no chunk starts at ${id}`);
        return chunk;
      };
      // A generator's part is fetched alone (src/app/own-parts.ts), but the bundler's groups may
      // have put it in a shared chunk, which then is what the page loads for it.
      const chunkHolding = (id: string) => {
        const chunk =
          startingAt(id) ?? chunks.find((c) => c.moduleIds.some((m) => posix(m) === id));
        if (chunk === undefined) throw new Error(`route modules: no chunk holds ${id}`);
        return chunk;
      };
      const closure = (from: OutputChunk, into: Set<string>) => {
        if (into.has(from.fileName)) return;
        into.add(from.fileName);
        for (const name of from.imports) {
          const next = bundle[name];
          if (next?.type === 'chunk') closure(next, into);
        }
      };
      const atStart = new Set<string>();
      for (const start of starts) closure(start, atStart);
      const filesOf = (from: OutputChunk[]) => {
        const files = new Set<string>();
        for (const chunk of from) closure(chunk, files);
        return [...files].filter((f) => !atStart.has(f));
      };
      const startModules = starts.flatMap((c) => c.moduleIds).map(posix);

      const routes: Record<string, string[]> = {};
      for (const id of startModules.filter((m) => ABOUT.test(m))) {
        const info = this.getModuleInfo(id);
        const own = info?.dynamicallyImportedIds.map(posix) ?? [];
        const [pageModule] = own;
        if (pageModule === undefined || own.length !== 1)
          throw new Error(`route modules: ${id} should load one page, not ${own.length}`);
        const isGenerator = id.endsWith('/about.ts');
        const route = isGenerator ? generatorPath(id) : pagePath(id, info?.code ?? '');
        routes[route] = filesOf([
          chunkOf(pageModule),
          ...(isGenerator
            ? partOf(id, (part) => this.getModuleInfo(part) !== null).map(chunkHolding)
            : []),
          chunkOf(root + (isGenerator ? GENERATOR_FRAME : PAGE_FRAME)),
          chunkOf(root + WORKING_PARTS),
        ]);
      }
      if (Object.keys(routes).length === 0) throw new Error('route modules: no route found');

      const messages = root + MESSAGES;
      if (!startModules.includes(messages))
        throw new Error(`route modules: the start has no ${MESSAGES}`);
      const languages: Record<string, string[]> = {};
      for (const id of this.getModuleInfo(messages)?.dynamicallyImportedIds.map(posix) ?? []) {
        const language = CATALOG.exec(id)?.[1];
        if (language !== undefined) languages[language] = filesOf([chunkOf(id)]);
      }
      if (languages.en === undefined) throw new Error('route modules: no chunk for English');

      const found: RouteModules = { routes, languages };
      const meta = `<meta name="route-modules" content="${JSON.stringify(found).replaceAll('"', '&quot;')}">`;
      if (!page.includes('</head>')) throw new Error('route modules: index.html has no </head>');
      html.source = page.replace('</head>', `  ${meta}\n  </head>`);
    },
  };
}

/**
 * The part beside a generator's `about.ts` (`index.ts`, exporting `part`), where the build has it:
 * what its page loads besides its form (src/app/own-parts.ts).
 */
function partOf(aboutId: string, inBuild: (id: string) => boolean): string[] {
  const part = aboutId.replace(/about\.ts$/, 'index.ts');
  return part !== aboutId && inBuild(part) ? [part] : [];
}

/** A generator's route, from the `generator.json` beside its `about.ts`. */
function generatorPath(aboutId: string): string {
  const declared = readDeclaration(aboutId);
  if (typeof declared.path !== 'string')
    throw new Error(`route modules: no path beside ${aboutId}`);
  return declared.path;
}

/** The `generator.json` beside a generator's `about.ts`: its kind, path and order. */
function readDeclaration(aboutId: string): { path?: unknown; order?: unknown } {
  return JSON.parse(readFileSync(join(dirname(aboutId), 'generator.json'), 'utf8')) as {
    path?: unknown;
    order?: unknown;
  };
}

/** A page's route, as its `page-about.tsx` writes it (`path: 'library'`). */
function pagePath(aboutId: string, code: string): string {
  const found = /\bpath:\s*["']([\w-]+)["']/.exec(code)?.[1];
  if (found === undefined) throw new Error(`route modules: no path in ${aboutId}`);
  return found;
}

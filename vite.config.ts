/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { contentSecurityPolicy, trustedTypesDirectives } from './csp.ts';
import { compileCatalogs } from './src/i18n/compile-catalog.ts';
import { TEST_BUDGET_MS, WAIT_BUDGET_MS } from './src/testing/budgets.ts';
import { COMPILE_HINT } from './scripts/compile-hint.ts';
import { LOGIC_TEST_FILES, LOGIC_TEST_ROOTS, domLogicTests } from './scripts/dom-logic-tests.ts';
import { prerenderShell } from './scripts/prerender-shell.ts';
import {
  generatorSideOfTheGraph,
  onFirstJobSide,
  onFirstPageSide,
  onGeneratorSide,
  routeModules,
} from './scripts/route-modules.ts';

/** The CSP meta tag goes into the build only: the dev server injects inline styles for HMR. */
function cspMeta(): Plugin {
  return {
    name: 'media-studio-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * The start scripts are fetched at low priority. The painted shell (scripts/prerender-shell.ts)
 * needs only the stylesheet and the two small blocking scripts to show, so the JavaScript need not
 * compete with them; at High priority Lighthouse's simulation counted the 100 KB start chunk as
 * render-blocking and put the first paint after it (FCP 1.66 s → 0.91 s; decision 020).
 */
function startScriptsAtLowPriority(): Plugin {
  return {
    name: 'media-studio-start-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tag = /<script type="module" crossorigin src=/g;
        if (!tag.test(html)) throw new Error('index.html has no module script for the start chunk');
        return html.replace(tag, '<script type="module" fetchpriority="low" crossorigin src=');
      },
    },
  };
}

/**
 * The unit suite's logic test files that ask for a DOM: a project of their own (below). Found only
 * when Vitest loads this config (it sets VITEST): a build or the dev server reads no test files.
 */
const logicTestsWithDom = process.env.VITEST
  ? domLogicTests(fileURLToPath(new URL('.', import.meta.url)))
  : [];

/**
 * What the first generator page loads, and so every generator page (decision 057): its group below
 * names it, and the compile hint finds it by it.
 */
const SHARED_CHUNK = 'shared';
/** What only the other generator pages share beyond `shared` (decision 057). */
const GENERATORS_CHUNK = 'generators';
/** What a page's first job needs beyond `shared`: its card and the create path (issue 57). */
const FIRST_JOB_CHUNK = 'first-job';
/** The modules the shared groups take: the studio's own and its packages'. */
const OWN_OR_PACKAGE = /[\\/](src|node_modules)[\\/]/;

/**
 * V8's explicit compile hint (Chrome 136 and later) on the generator pages' `shared` chunk: the
 * comment `//# allFunctionsCalledOnLoad` as its first line has the whole chunk compiled off the
 * main thread while it downloads, instead of each function on the main thread at its first call.
 * About a third of `shared`'s code runs on a first visit (`npm run bench`'s coverage), and that
 * code, compiled cold, was most of the long tasks after the first paint on a phone; the rest is
 * compiled too, in the background (issue 57, decision 056). Only `shared`: on the start
 * chunk it moved the first render later. Other browsers read a comment. It goes in last (after
 * Vite's list of preloads, which it puts at the top), and the source map moves down a line.
 * (`npm run bench:page-load` measures a copy of the build without it, and the e2e suite is served
 * one: scripts/compile-hint.ts.)
 */
function compileSharedEagerly(): Plugin {
  return {
    name: 'media-studio-compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.name !== SHARED_CHUNK) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          const mapAsset = bundle[`${chunk.fileName}.map`];
          if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
            const map = JSON.parse(mapAsset.source) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapAsset.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}

/**
 * The stylesheet is requested before the blocking theme script (issue 57). Vite puts it last in
 * the head, after `theme.js`; on a phone's network (Lighthouse's applied throttling) Chromium
 * asked for it only once that script had arrived, a whole round trip later (the stylesheet
 * started at 1.24 s and ended at 1.99 s, the first paint at 2.16 s). Before it, both round trips
 * run side by side. Nothing is inlined: the policy allows no inline style (decision 023).
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'media-studio-stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const link = /\s*<link rel="stylesheet" crossorigin href="[^"]+\.css">/.exec(html)?.[0];
        const theme = '<!-- Blocking on purpose: a chosen theme';
        if (link === undefined || !html.includes(theme))
          throw new Error('index.html has no stylesheet link or no theme script to put it before');
        return html.replace(link, '').replace(theme, `${link.trim()}\n    ${theme}`);
      },
    },
  };
}

/**
 * The installable studio (issue 29 item 7, decision 029): a web app manifest and a service worker
 * that precaches the studio's own files, so an installed studio starts offline. Only the build's
 * files are cached: no runtime caching at all, so the gateway's answers, its media, the demo
 * gateway's /__demo routes, config.json (the deployment's, always fetched fresh) and the sync
 * socket go to the network as before. No navigation fallback either: the studio routes by hash,
 * so the only page is index.html, and any other address in the scope is left to the server.
 * `registerType: 'prompt'`: a new version waits until the person chooses to reload
 * (src/app/pwa/), never while a job is being created. The plugin injects no registration script
 * (`injectRegister: false`): the studio registers it itself after load, through a Trusted Types
 * policy (decision 023), from its own bundle.
 */
function installableStudio() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: 'Media Studio',
      short_name: 'Studio',
      description:
        'Generate video and music through a media generation gateway, follow every job, keep every result.',
      // Relative, like `base`: the manifest's own address is the root of the install's scope.
      start_url: './',
      scope: './',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#4f46e5',
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // The studio's own worker (src/app/pwa/sw.ts, decision 038): what the generated one did —
    // precache the build, clean outdated caches, claim on activate, SKIP_WAITING on Reload.
    // Bundled into one `sw.js` (an IIFE) that imports nothing: the worker's
    // `importScripts('./workbox-….js')` took a string, a Trusted Types sink, and under a host's
    // CSP header with `require-trusted-types-for 'script'` (docs/deploy.md), which reaches the
    // worker too, it threw and the worker installed with an empty cache (issue 38).
    strategies: 'injectManifest',
    srcDir: 'src/app/pwa',
    filename: 'sw.ts',
    injectManifest: {
      rollupFormat: 'iife',
      // The icons come in through the manifest (includeManifestIcons), the manifest itself too.
      globPatterns: ['**/*.{js,css,html,svg,woff2}'],
      // The demo's sample media are media (large, and fetched by range); config.json is the host's.
      globIgnores: ['demo/**', 'config.json', '**/*.map'],
      // The largest chunk (the video tools' mediabunny) is ~1 MB; the default limit is 2 MiB.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  });
}

export default defineConfig({
  // Relative asset paths: one static build serves any origin and any sub-path.
  base: './',
  plugins: [
    compileCatalogs(),
    react(),
    tailwindcss(),
    cspMeta(),
    prerenderShell(),
    startScriptsAtLowPriority(),
    stylesheetFirst(),
    routeModules(),
    generatorSideOfTheGraph(),
    compileSharedEagerly(),
    installableStudio(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    strictPort: false,
    // The dev server cannot take the build's whole policy (HMR injects inline styles, and the React
    // refresh preamble is an inline script), but it does take Trusted Types, which neither needs: a
    // DOM sink fed a string fails here first, not only in the build (decision 023).
    headers: { 'Content-Security-Policy': trustedTypesDirectives.join('; ') },
  },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Sizes are tracked by `npm run bench` (start ≤ 100 KB gzip, issue 44).
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Left alone, the bundler made ~95 files, most under a kilobyte: a page took 70 requests.
        // Groups instead (decision 017): everything the first paint needs in one `start` chunk,
        // and code that two or more lazy chunks share in `shared` (what a generator page loads)
        // or `pages` (what only the other pages share; decision 054). What only one page uses
        // (its form, the Library, Settings, the dialog, the demo, Chinese) stays in that page's
        // own chunk, fetched when it opens.
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 3 },
            // The in-page demo in one chunk, fetched with its first request: its engine, every
            // generator's routes (`features/<g>/demo.ts`) and the app's list of them
            // (src/app/demo-routes.ts). Split, each would be a chunk of its own, the engine they
            // share would go to `shared` (downloaded by a studio pointed at a real gateway), and
            // the list and the routes could import each other (a cycle: the list read a route
            // before it existed). lossless-json's stringify is the demo's alone (Pixa's big ids):
            // left out, it became a chunk that the demo and it imported from each other.
            {
              name: 'demo',
              test: /[\\/]src[\\/](gateway[\\/]demo[\\/]|features[\\/][^\\/]+[\\/]demo(\.ts$|[\\/])|app[\\/]demo-routes\.ts$)|[\\/]lossless-json[\\/]lib[\\/]esm[\\/]stringify\.js$/,
              priority: 4,
              // Only these modules: what they import from the rest of src stays where it was.
              includeDependenciesRecursively: false,
            },
            // A group's modules take what they import along (the bundler's default), so the
            // first page's group goes first, then the other generator pages': what each imports
            // is all on its side already. `shared` is what the first generator page loads (the
            // studio opens on it); `generators` what only the other generator pages share, such
            // as their image and audio inputs (decision 057).
            {
              name: (id) => (onFirstPageSide(id) ? SHARED_CHUNK : null),
              // Its label in the bundler's timing report (a name that is a function has none).
              debugName: SHARED_CHUNK,
              test: OWN_OR_PACKAGE,
              minShareCount: 2,
              priority: 2,
            },
            // What a page's first job needs (its card, the create path): after `shared`, before
            // `generators`, so that `generators` imports it rather than holding it.
            {
              name: (id) => (onFirstJobSide(id) ? FIRST_JOB_CHUNK : null),
              debugName: FIRST_JOB_CHUNK,
              test: OWN_OR_PACKAGE,
              priority: 1.5,
            },
            {
              name: (id) => (onGeneratorSide(id) ? GENERATORS_CHUNK : null),
              debugName: GENERATORS_CHUNK,
              test: OWN_OR_PACKAGE,
              minShareCount: 2,
              priority: 1,
            },
            { name: 'pages', test: OWN_OR_PACKAGE, minShareCount: 2, priority: 0 },
          ],
        },
      },
    },
  },
  test: {
    setupFiles: ['./src/testing/setup.ts'],
    // Worker threads start faster than forked processes; the suite is ~10 s quicker on 2 cores.
    pool: 'threads',
    // Every core: Vitest leaves one free by default, which on a 2-core machine is half of it
    // (103 s → 73 s for the suite, measured).
    maxWorkers: availableParallelism(),
    restoreMocks: true,
    // Many tests are CPU-bound (a page rendered in jsdom, a job run through the demo in the page,
    // every catalog compiled): on a busy 2-core machine (load ≈ 19) fifteen passed 5 s and failed
    // a full run; at load ≈ 17 Settings' page, grown by issues 54–56's fields, took 20–27 s a test.
    // No test waits for a timer this long, so a real hang still fails. Beside the e2e suite at a
    // low priority (`npm test`: scripts/validate.mjs sets UNIT_BESIDE_E2E) a component test gets
    // only what the e2e leaves: price-list's save, 0.9 s alone, took 47 s there on a slow host and
    // hit 45 s (2026-12). There the budget is 120 s: a hang still fails, later (src/testing/budgets).
    testTimeout: TEST_BUDGET_MS,
    // expect.poll gives up after 1 s by default: it waits as long as every other wait here.
    expect: { poll: { timeout: WAIT_BUDGET_MS } },
    // Logic tests run in Node; only component tests pay for a DOM (a file may opt in with
    // `// @vitest-environment jsdom`). jsdom start-up was most of the suite's time.
    projects: [
      // Logic files share their worker's module graph (no re-import per file): 32 → 12 s, and
      // they pass in any order (checked with shuffled files). Component files keep isolation: they
      // share module-level stores (settings, IndexedDB) that leak between files.
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          isolate: false,
          include: [...LOGIC_TEST_ROOTS.map((root) => `${root}/**/*.test.ts`), ...LOGIC_TEST_FILES],
          exclude: ['**/node_modules/**', ...logicTestsWithDom],
        },
      },
      // The logic files that ask for a DOM (`// @vitest-environment jsdom`), in a project of their
      // own with the same sharing: among the others each broke it (scripts/dom-logic-tests.ts).
      {
        extends: true,
        test: {
          name: 'logic-dom',
          environment: 'jsdom',
          isolate: false,
          include: logicTestsWithDom,
        },
      },
      // Component files run each in a fresh VM context of a long-lived worker, not a fresh worker:
      // the same isolation (their own module graph and window) without starting a worker and
      // loading jsdom again per file, which was most of their time (environment 248 s → 9 s summed
      // over files; 155 → 69 CPU-seconds for the 61 files, all passing; measured on 2 cores).
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          pool: 'vmThreads',
          include: ['src/**/*.test.tsx'],
        },
      },
    ],
  },
});

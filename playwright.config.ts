import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 8787);
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
// A separate build folder lets several runs (and `npm run dev`) share a checkout.
const DIST = process.env.E2E_DIST ?? 'dist';
export const E2E_GATEWAY_URL = `http://127.0.0.1:${GATEWAY_PORT}`;
export const E2E_GATEWAY_KEY = 'e2e-demo-key';
// A second demo gateway, for gateway profiles: two gateways, two profiles, one studio.
const GATEWAY2_PORT = Number(process.env.E2E_GATEWAY2_PORT ?? 8797);
export const E2E_GATEWAY2_URL = `http://127.0.0.1:${GATEWAY2_PORT}`;
export const E2E_GATEWAY2_KEY = 'e2e-second-key';

// Debian's Chromium where Playwright cannot download its own (this machine has no such network).
const chromiumPath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
// Its headless shell, which is what Playwright itself runs headless tests in: the same engine
// without the desktop browser around it. Four workers on two cores are CPU-bound, and the shell
// cut the whole e2e run from ~8.3 to ~6.3 min (measured). It has no notification service, so the
// notification spec runs in the full browser. Without Debian's, Playwright's own shell is used.
export const shellPath =
  process.env.CHROME_SHELL_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : undefined);
// Without these Chromium reaches for Google's hosts, which this network refuses. (Exported, with
// `shellPath`: `npm run bench:page-load` loads the studio in the e2e's browser, as it runs here.)
export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required',
  // No optimizing compilers (V8's baseline tier at most): a test's page lives seconds, and
  // optimizing its code cost more CPU than it saved. On 2 cores the suite is CPU-bound, so CPU is
  // its wall time: 296 → 284 CPU-seconds over the a11y, storyboard and bulk specs (their media and
  // zip work included), 157 → 150 over five form and library specs (measured, 2026-12). Behaviour
  // is the same; only how fast the engine runs the studio's code differs.
  '--js-flags=--max-opt=1',
];
const needsFullBrowser = /notify\.spec\.ts$/;
// The spec whose tests run one after another in one worker (`mode: 'serial'`).
const runsSerially = /sync\.spec\.ts$/;
// The specs whose tests mostly wait on the demo gateway's clock (jobs, polls, Retry-After): at
// most ~0.18 CPU-seconds per second of test, where the suite's average is ~0.3 (measured with
// `E2E_CPU_FILE`, 2026-12-06). Queued first (a project of their own, below), they run while the
// unit and lint lane beside the e2e is still going (scripts/validate.mjs), which takes up the
// cores their waits leave idle. Queued in file order they ran after it had ended, and the cores
// sat 30-60 % idle for ~25 s mid-run and ~35 s at its end: `npm test` 12.07-12.31 min,
// 11.36-11.63 with them first (cores 95-96 % busy, then 98 %; decision 060). A spec missing here
// only runs in its usual place.
const mostlyWaits =
  /\/(first-load|hostile|image|make-more|music|pikb|queue|video|words-store|words)\.spec\.ts$/;
// Every project but the full-browser one: a desktop Chrome's settings, in the headless shell.
const inTheShell = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: shellPath, args: chromiumArgs },
};

export default defineConfig({
  testDir: './e2e',
  // Specs only: e2e/harness holds a unit test of its own (vitest's, in the unit suite).
  testMatch: '**/*.spec.ts',
  // Parallel runs in one checkout (E2E_DIST set) keep their artifacts apart: each run clears its own.
  outputDir: process.env.E2E_DIST ? `${process.env.E2E_DIST}-results` : 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries, on CI either: a test that fails once fails the run, so a race shows the first time
  // it happens instead of hiding behind a pass. The two races once hidden by a retry were real:
  // a page link's late hashchange (text typed into the page that was leaving; src/lib/hash-route.ts)
  // and a fold closing when the whole ledger arrived (both in e2e/races.spec.ts).
  retries: 0,
  // Most of an e2e test is waiting for demo jobs and poll ticks, not CPU. On this machine kind
  // (2 cores, 2026-12) four workers kept the cores ~37% busy (CPU time of every browser, server
  // and worker process, sampled from /proc over two specs): 334 tests in 10.9 min. Six: all 334
  // green even with the machine loaded by other work (load 20), which four workers never met.
  // (An older, slower machine of this kind was CPU-bound from four on: six timed out there.)
  // On 2026-12-05's slow host fewer workers cost less CPU but not less time: eight specs (60
  // tests) took 340–419 CPU-s and 181–222 s at six, 308 and 176 s at four, 275–278 and 181–183 s
  // at three; the whole `npm test` took 3,097 CPU-s and 26.1 min at six, 2,793 and 25.5 min at
  // four (cores 99 % and 91 % busy). Four, then: the same time, and each test runs on a less
  // crowded machine. At six a CI host slower still (30 min, cores 99 % busy) stretched one test
  // to 81 s, and a page reloaded there did not draw within the 15 s an assertion waits
  // (durable-writes.spec.ts, 2026-12-05); no retries means that one stretch fails the run.
  // A fast host is the other case: on 2026-12-06's, four left the cores ~30 % idle, and seven
  // took 12.6 min against 17.1, all green. So `npm test` times its checks and sets `E2E_WORKERS`
  // to seven where they were quick, four elsewhere (scripts/validate.mjs, decision 059); run
  // alone, four.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  // A test's whole budget (its own waits are its expects'): 60 s until 2026-12-04, when the
  // slowest tests without a budget of their own took 40-46 s of it on a host ~1.7x slower than
  // the one they were written on (the axe pass over the gallery and its dialog 46.2 s, music's
  // infill 44.6 s), and a CI run went red in the e2e on such a host with its failure out of the
  // log's end. A longer budget changes no assertion; a test that hangs fails 30 s later.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // The slowest-tests reporter ends every run with the 20 slowest tests (issue 53).
  reporter: process.env.CI
    ? [['list'], ['./e2e/harness/slowest-reporter.ts']]
    : [['list'], ['./e2e/harness/slowest-reporter.ts'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    // A failed test keeps its trace (DOM snapshots of every step, the sources) without the
    // screencast: streaming frames from every page made the compositor the suite's busiest
    // process, and dropping them cut a run by about a third on 2 cores (measured). The failure
    // screenshot below still shows the page as it ended.
    // On CI no trace at all: its files are not kept there, and recording every step's DOM cost a
    // tenth of the suite's CPU (measured: 227 → 204 CPU-seconds on three specs).
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    // The suite runs as a person who asked for less motion: no pulsing progress bars, skeletons or
    // spinning icons while it waits for jobs, which is most of its time. Drawing those frames
    // without a GPU was about a sixth of the suite's CPU (57 → 49 CPU-seconds over the video and
    // queue specs, measured twice on 2 cores), and on two cores CPU is the suite's wall time.
    // What moves only with motion allowed (a tile's preview playing on hover, a template's
    // preview) is tested with `test.use({ reducedMotion: 'no-preference' })` in its spec.
    reducedMotion: 'reduce',
    // The installed studio's service worker (decision 029) would serve the build from its cache
    // and hide those requests from `page.route`; only e2e/offline.spec.ts, which is about it,
    // lets it register.
    serviceWorkers: 'block',
    // One browser context and one tab per worker, reset by Playwright between tests (issue 53):
    // a new tab is a new renderer process to start. Measured on 2 cores: 30 tests that only open
    // the Video page, 66.7 CPU-s with a context each, 49.3 reused; 60 tests of eight specs (video,
    // music, library-bulk, form-errors, boards, gallery, drafts, theme) at 2 workers, 291 and 313
    // CPU-s with a context each, 287.6 and 287.2 reused. What the reset clears, what it keeps and
    // the fixture that puts that back: e2e/README.md, "One tab per worker, reset between tests".
    reuseContext: true,
  },
  // Projects are queued in this order, and each worker takes the next test from the queue. The
  // two that hold a worker longest go first, so the other workers run the rest beside them
  // instead of idling at the end of the run while they finish: the serial sync spec (one worker
  // for all its tests, in file order it came last but three) and the full-browser spec (queued
  // after every other test, as the second project). Then the specs that mostly wait
  // (`mostlyWaits`), while the lane beside the e2e can use what they leave idle; the rest last.
  projects: [
    {
      // Desktop notifications: the headless shell blocks them whatever the permission says.
      name: 'chromium-full',
      testMatch: needsFullBrowser,
      // (Playwright's own full browser is its 'chromium' channel; its default is the shell.)
      use: {
        ...devices['Desktop Chrome'],
        // A context per test: these tests grant the notification permission and test it.
        reuseContext: false,
        ...(chromiumPath ? {} : { channel: 'chromium' }),
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
    {
      name: 'chromium-serial',
      testMatch: runsSerially,
      use: inTheShell,
    },
    {
      // The specs that mostly wait (`mostlyWaits`, above), ahead of the rest.
      name: 'chromium-waits',
      testMatch: mostlyWaits,
      use: inTheShell,
    },
    {
      name: 'chromium',
      testIgnore: [needsFullBrowser, runsSerially, mostlyWaits],
      use: inTheShell,
    },
  ],
  webServer: [
    {
      // Fast clock: a video job takes ~3 s instead of ~27 s. The key makes 401 testable.
      command: `npx tsx --tsconfig tsconfig.node.json scripts/demo-gateway.ts --port ${GATEWAY_PORT} --speed 8 --key ${E2E_GATEWAY_KEY}`,
      url: `${E2E_GATEWAY_URL}/__demo/requests`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      // The second gateway of the profile specs, with a key of its own.
      command: `npx tsx --tsconfig tsconfig.node.json scripts/demo-gateway.ts --port ${GATEWAY2_PORT} --speed 8 --key ${E2E_GATEWAY2_KEY}`,
      url: `${E2E_GATEWAY2_URL}/__demo/requests`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      // The static build, as it ships, served as plain files (scripts/serve-dist.ts). `npm test`
      // builds it during its checks (scripts/validate.mjs sets E2E_PREBUILT); alone, built here.
      // One comment differs: `shared`'s compile hint is made inert (`--no-compile-hint`), so V8
      // compiles each function at its first call, as it would without the hint, instead of the
      // whole chunk at every load (decision 056). The hint is for a phone's first visit; here
      // every test loads the page afresh and most of the chunk never runs: a load of the Video
      // page took 0.68 CPU-s against 0.81 with the hint (`npm run bench:page-load`). Eight specs
      // (60 tests, four workers), four pairs taken in turns on 2026-12-05: 248, 250, 260 and 263
      // CPU-s against 287, 264, 252 and 267 with the hint (5 % less on average; the host's own
      // spread is about as large). The same code runs; only when the engine compiles it differs.
      command: `${process.env.E2E_PREBUILT ? '' : `npx vite build --logLevel warn --outDir ${DIST} --emptyOutDir && `}npx tsx --tsconfig tsconfig.node.json scripts/serve-dist.ts --dir ${DIST} --port ${APP_PORT} --no-compile-hint`,
      url: `http://127.0.0.1:${APP_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});

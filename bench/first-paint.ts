/**
 * `npm run bench:first-paint`: the first-paint stall of decision 024 ("Eighth session"), without
 * Lighthouse. In most Lighthouse runs the studio's first contentful paint comes one or two whole
 * seconds late (1.2 or 2.2 s instead of 0.25 s). The same happens here, in a fresh headless
 * Chromium per load with Lighthouse's mobile emulation and steps, but only while scrollbars are
 * shown: Playwright hides them by default (`--hide-scrollbars`), Lighthouse's Chrome does not. Each
 * load takes ~4 s against Lighthouse's ~20, so a change can be tried over dozens of loads.
 *
 * The cause is in the display compositor, not in the page's work: the renderer paints on time,
 * but its frames are not drawn, so viz withholds its BeginFrames (`ThrottleUndrawnFrames`) and
 * lets one through a second; the paint lands on the next of those. It needs no JavaScript (the
 * painted shell as static HTML and CSS alone: 8 of 8 late) and is not the studio's alone (a plain
 * page of 200 paragraphs with a script in its head: 5 of 6 late; without the script: 0 of 6).
 * Decision 024 has the experiments.
 *
 * Prints each load's first contentful paint, how many were late (over 1 s) and how many
 * BeginFrames were withheld as undrawn before it, with scrollbars shown and hidden. Figures only,
 * nothing asserted. `FIRST_PAINT_RUNS` (16) loads each way, `FIRST_PAINT_PORT` (4198);
 * `-- --no-build` serves the last build in `dist-first-paint/`.
 */
import { execFileSync } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { startPreview } from '../scripts/preview-server';
import { fullChromiumPath } from './chromium';

const RUNS = Number(process.env.FIRST_PAINT_RUNS ?? 16);
const PORT = Number(process.env.FIRST_PAINT_PORT ?? 4198);
const OUT_DIR = 'dist-first-paint';
const LATE_MS = 1000;

/** Lighthouse's mobile device (moto g power): its viewport, scale and user agent. */
const device = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true };
const userAgent =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Mobile Safari/537.36';
/** Lighthouse's own trace categories that matter here: with screenshots, as it records them. */
const traceCategories = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.screenshot',
  'disabled-by-default-devtools.v8-source-rundown',
  'disabled-by-default-devtools.v8-source-rundown-sources',
  'blink.user_timing',
  'loading',
  'latencyInfo',
  'v8',
  'v8.execute',
  // Not Lighthouse's: the display compositor's reason for each BeginFrame it withholds.
  'viz',
];
/** chrome-launcher's flags, as Lighthouse starts Chrome (`RenderDocument` off among them). */
const launcherFlags = [
  '--headless=new',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,CalculateNativeWinOcclusion,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4,RenderDocument',
  '--disable-extensions',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--mute-audio',
  '--no-first-run',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--disable-hang-monitor',
];

interface Load {
  /** The first contentful paint, ms after navigation (NaN if none came). */
  fcp: number;
  /**
   * BeginFrames the display compositor withheld from the page's renderer before that paint
   * because frames it had sent were never drawn (viz's `ThrottleUndrawnFrames`; it then sends
   * one a second): the late paint's cause, counted so a change can be seen to remove it.
   */
  throttled: number;
}

/** One load in a browser of its own, as Lighthouse does it. */
async function loadOnce(url: string, scrollbars: boolean): Promise<Load> {
  const browser: Browser = await chromium.launch({
    executablePath: fullChromiumPath(),
    args: launcherFlags,
    ignoreDefaultArgs: scrollbars ? ['--hide-scrollbars'] : [],
  });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await page.goto('about:blank');
    await cdp.send('Debugger.enable');
    await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 8 });
    await cdp.send('Page.enable');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'all',
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      ...device,
      screenWidth: device.width,
      screenHeight: device.height,
    });
    await cdp.send('Network.setUserAgentOverride', { userAgent });
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: traceCategories },
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    // A late paint comes a second or two after the load: wait past it.
    await page.waitForTimeout(2600);
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    );
    const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.end');
    await complete;
    return { fcp, throttled: throttledBeforePaint(events, url, fcp) };
  } finally {
    await browser.close();
  }
}

interface TraceEvent {
  name: string;
  ts: number;
  args?: { reason?: string; data?: { documentLoaderURL?: string } };
}

/** `ThrottleUndrawnFrames` decisions from the page's navigation to its first paint (or 3 s). */
function throttledBeforePaint(events: readonly TraceEvent[], url: string, fcp: number): number {
  const start = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url,
  )?.ts;
  if (start === undefined) return NaN;
  const end = start + (Number.isFinite(fcp) ? fcp : 3000) * 1000;
  return events.filter(
    (e) =>
      e.name === 'SendBeginFrameDecision' &&
      e.args?.reason === 'ThrottleUndrawnFrames' &&
      e.ts >= start &&
      e.ts <= end,
  ).length;
}

if (!process.argv.includes('--no-build'))
  execFileSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', OUT_DIR, '--emptyOutDir'],
    {
      stdio: 'inherit',
    },
  );
const server = await startPreview({ outDir: OUT_DIR, port: PORT });
try {
  console.log(`\n## First contentful paint, ${RUNS} fresh loads each (Lighthouse's mobile setup)`);
  for (const scrollbars of [true, false]) {
    const loads: Load[] = [];
    for (let i = 0; i < RUNS; i += 1) loads.push(await loadOnce(`${server.origin}/`, scrollbars));
    const paints = loads.map((load) => load.fcp);
    // A load that never painted (NaN) counts as late too.
    const late = paints.filter((ms) => !(ms <= LATE_MS)).length;
    const label = scrollbars
      ? 'scrollbars shown (as Lighthouse)'
      : 'scrollbars hidden (Playwright)';
    console.log(
      `${label.padEnd(34)} late ${late} of ${RUNS}:  ${paints.map((ms) => Math.round(ms)).join(' ')} ms`,
    );
    console.log(
      `${''.padEnd(34)} frames withheld as undrawn before it: ${loads.map((load) => load.throttled).join(' ')}`,
    );
  }
} finally {
  server.stop();
}

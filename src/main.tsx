import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/app/start-in-two-tasks';
// The generators' assumed paths, declared to the gateway before the settings are first read.
import '@/app/assumed-path-rules';
// What each generator's jobs are charged by, for the profiles' price lists (decision 048).
import '@/app/charge-rules';
import { App } from '@/app/app';
import { renderingPaintedShell } from '@/app/painted-shell';
import { preloadRoute } from '@/app/route-chunks';
import { activateLocale, loadAllMessages, startLocale } from '@/i18n/i18n';
import { warmIntl } from '@/i18n/intl-warm';
import { intlTag } from '@/i18n/locales';
import {
  parseDeploymentConfig,
  rememberDeploymentConfig,
  rememberedDeploymentConfig,
  settingsStore,
  type DeploymentConfig,
} from '@/gateway/settings';
import { parseHash, routeLinkClicks, setServerHash } from '@/lib/hash-route';
import { readableByUse } from '@/lib/readable-by-use';
import { whenQuiet } from '@/lib/when-quiet';
import { applyTheme, readTheme } from '@/lib/theme';
import './index.css';

/**
 * The request for config.json that public/shell.js made right after the first paint, beside the
 * route's files, if it did; marked taken either way, so the shell does not ask once this has.
 */
function takeEarlyConfig(): Promise<Response> | undefined {
  const early: unknown = Reflect.get(window, '__mediaStudioConfig');
  Reflect.set(window, '__mediaStudioConfig', 'taken');
  return early instanceof Promise ? (early as Promise<Response>) : undefined;
}

/**
 * A deployment may preset the gateway in config.json beside index.html; it is optional. Null when
 * it could not be fetched (offline, or the host failing with a 5xx): the deployment did not say
 * "none" then. A 4xx is "none" (static hosts answer 403 as well as 404 for a missing file).
 */
async function loadDeploymentConfig(): Promise<DeploymentConfig | null> {
  let response: Response;
  try {
    response = await (takeEarlyConfig() ?? fetch('./config.json', { cache: 'no-store' }));
  } catch {
    return null;
  }
  if (response.status >= 500) return null;
  if (!response.ok) return {};
  try {
    const config = parseDeploymentConfig(await response.json());
    if (config === undefined)
      console.warn('config.json ignored: it does not match the expected shape.');
    return config ?? {};
  } catch {
    return {};
  }
}

// public/theme.js did this before the first paint; again here for a page served without it.
applyTheme(readTheme());
// In-studio links change the page within the click, not a task later (see routeLinkClicks).
routeLinkClicks();
// The page the studio opens on: its chunks start now, alongside the rest of start-up, from a task
// of its own (asking for a chunk and its imports adds their preload links: ~7 ms).
setTimeout(() => preloadRoute(parseHash(window.location.hash).path.split('/')[1] ?? ''));
// Rendering does not wait for config.json: the frame and headings show at once, and the parts that
// send requests (pages, polling, the balance) wait for it (src/app/app.tsx), so no request goes to
// a gateway the deployment did not mean.
// The first render already uses the config the last visit found (src/gateway/settings.ts), so a
// deployment that presets its gateway never shows the demo banner only to take it away.
const remembered = rememberedDeploymentConfig();
if (remembered !== undefined) settingsStore.init(remembered);
// Readable by `use` without suspending once settled (AfterConfig), as it has by the first render
// when the shell asked for config.json.
const configured = readableByUse(
  loadDeploymentConfig().then((fetched) => {
    const config = fetched ?? remembered ?? {};
    if (fetched !== null) rememberDeploymentConfig(fetched);
    settingsStore.init(config);
  }),
);
const locale = startLocale();
// The language's number and date formats are set up off the main thread meanwhile (intl-warm.ts),
// from a task of its own: starting a worker takes ~8 ms, which the start chunk's task need not hold.
setTimeout(() => warmIntl(intlTag(locale)));
// English is built in; another language's catalog is fetched before the first render, so nothing flashes in English.
await activateLocale(locale);
// The rest of the language's messages, which every page body waits for, start now too (the shell
// has its own few already).
void loadAllMessages();

// The installable studio's service worker (decision 029), in a chunk of its own, once the page has
// been quiet for five seconds (no main-thread task of 50 ms or more) and the browser is idle: its
// install precaches the whole build, which on one core stretched the start's tasks by a quarter
// (bench:long-tasks; decision 036), so it waits for the start and the first steps to be over. The
// build only: the dev server has no worker to register.
if (import.meta.env.PROD) {
  const register = () =>
    void import('./app/pwa/register-service-worker')
      .then((m) => m.registerServiceWorker())
      // Its chunk did not come (offline on a first visit, a host fault): next visit, then.
      .catch(() => undefined);
  // At the latest 15 s after load, busy or not: an installed studio starts offline from then on.
  const registerWhenIdle = () => void whenQuiet(register, { latestMs: 15_000 });
  // The awaits above may outlast the load event (a language's catalog on a slow network).
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}

const root = document.getElementById('root');
if (root) {
  // Whatever public/shell.js did (or if it never came), the page is React's from here on: shown.
  root.setAttribute('data-shell-ready', '');
  const app = (
    <StrictMode>
      <App configured={configured} />
    </StrictMode>
  );
  if (root.firstElementChild !== null) {
    // The painted shell is there (public/shell.js kept it): React adopts its nodes instead of
    // replacing them, so what already shows stays — the same heading, the same navigation — and
    // only the skeletons give way. It was rendered from this route (scripts/prerender-shell.ts).
    setServerHash(window.location.hash);
    // In a transition, so React hydrates in slices of a few milliseconds instead of one task of
    // 25-45 ms after the first paint (decision 024): the painted page shows meanwhile, and a click
    // or a key on it makes React finish hydrating at once, before the event is handled.
    // Its lazy parts were painted as their fallbacks, and take over once it is hydrated (lazy-part.tsx).
    renderingPaintedShell();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

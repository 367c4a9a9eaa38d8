import type { QueryClient } from '@tanstack/react-query';
import { Clapperboard } from 'lucide-react';
import { lazy, useLayoutEffect, useRef, type ReactNode } from 'react';
import { parseHash, useHash } from '@/lib/hash-route';
import { useLocale, useT } from '@/i18n/use-t';
import { ErrorBoundary } from '@/components/error-boundary';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DemoBanner } from './demo-banner';
import { GatewayIndicator } from './gateway-indicator';
import { ThemeSwitch } from './theme-switch';
import { aboutFor, generatorAbouts, pageAbouts, pageFor } from './abouts';
import { Nav } from './nav';
import { Routes } from './routes';
import { AfterConfig, AfterStartUp } from './after-config';
import { LazyPart } from './lazy-part';
import { AfterPageDrawn, PageDrawn } from './page-drawn';
import { StudioConfigured, StudioQueryClient } from './studio-client';
import { useDocumentTitle } from './unseen';

// The studio's working parts that draw in the frame (banners, the balance, the Queue button, the
// shortcut sheet) come in one chunk after the shell.
const loadStudio = () => import('./studio');
// The parts that need every generator (polling, the queue's sending; decision 061) come at the
// page's first idle moment, after what the page opened for.
const StudioBackground = lazy(() =>
  import('./studio-background').then((m) => ({ default: m.StudioBackground })),
);
const StudioBanners = lazy(() => loadStudio().then((m) => ({ default: m.StudioBanners })));
const StudioBalance = lazy(() => loadStudio().then((m) => ({ default: m.StudioBalance })));
const StudioQueue = lazy(() => loadStudio().then((m) => ({ default: m.StudioQueue })));
const StudioShortcuts = lazy(() => loadStudio().then((m) => ({ default: m.ShortcutSheet })));

const alreadyConfigured: Promise<unknown> = Promise.resolve();

/** The Queue button's room in the header's row, kept while its code and the page come. */
const queueRoom = <span aria-hidden="true" className="block h-8 w-31 shrink-0 max-sm:w-17" />;

/**
 * A working part of the frame that sends requests or reads the gateway (the banners, the balance,
 * the shortcut sheet with the background work): its code comes in a chunk of its own, and it
 * waits for config.json and then for the first page to be drawn (decision 064).
 */
function StudioPart({ children }: { children: ReactNode }) {
  return (
    <LazyPart fallback={null}>
      <AfterConfig>
        <AfterPageDrawn>{children}</AfterPageDrawn>
      </AfterConfig>
    </LazyPart>
  );
}

/**
 * The studio's frame: header, navigation and the current page's heading render at once; every
 * page body and the working parts are lazy chunks. `queryClient` is a test's own; the studio
 * otherwise makes one with its first lazy part.
 */
export function App({
  queryClient = null,
  configured = alreadyConfigured,
}: {
  queryClient?: QueryClient | null;
  configured?: Promise<unknown>;
}) {
  const hash = useHash();
  const route = parseHash(hash);
  // The route the page on screen was drawn for, as \`data-route\` on <main>: a test that goes to a
  // URL waits for it, since the browser announces a hash change a task after the address changes
  // (e2e/fixtures/studio.ts). Set after each commit, so the painted shell's markup stays as built.
  const mainRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (mainRef.current) mainRef.current.dataset.route = hash;
  }, [hash]);
  // The whole tree follows a language switch: the app renders again, and every element with it.
  useLocale();
  const t = useT();
  const current = route.path.split('/')[1] || (generatorAbouts[0] ?? pageAbouts[0])?.path || '';
  const pageName = (pageFor(current) ?? aboutFor(current))?.label;
  // The tab, the history list and a screen reader name the page that is showing (WCAG 2.4.2).
  useDocumentTitle(pageName ? t('app.title.page', { page: pageName }) : 'Media Studio');
  return (
    <StudioQueryClient value={queryClient}>
      <StudioConfigured value={configured}>
        <StudioPart>
          <StudioShortcuts />
          <AfterStartUp>
            <StudioBackground />
          </AfterStartUp>
        </StudioPart>
        {/* Not href="#main": the hash is the route. Focus moves to the page's content instead. */}
        <a
          href="#main"
          onClick={(e) => {
            e.preventDefault();
            document.getElementById('main')?.focus();
          }}
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-medium dark:focus:bg-zinc-900"
        >
          {t('app.skipLink')}
        </a>
        <DemoBanner />
        <header className="border-b border-line bg-surface">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-2 gap-y-2 px-4 py-3 sm:gap-x-4">
            <div className="flex min-w-0 items-center gap-2.5">
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-lg bg-indigo-600 text-white shadow-sm"
              >
                <Clapperboard className="size-4.5" focusable="false" />
              </span>
              {/* What the studio is, in one line, for a first visit (issue 24.17): painted with the shell. */}
              <div className="flex min-w-0 flex-col">
                <p className="text-base font-semibold tracking-tight whitespace-nowrap">
                  Media Studio
                </p>
                <p className="text-xs text-zinc-600 dark:text-zinc-400">{t('app.tagline')}</p>
              </div>
            </div>
            {/* On a narrow phone the balance, gateway and theme take a row of their own; the gateway's
              name gives way (it truncates), not the studio's. The row grows to fill its line and
              sets its items at the end, so the balance arriving later moves nothing. */}
            <div className="flex min-w-0 flex-auto items-center justify-end gap-2 sm:gap-3">
              <StudioPart>
                <StudioBalance />
              </StudioPart>

              <GatewayIndicator />
              <ThemeSwitch />
              {/* Last in the row, its room kept from the first paint: the Queue button (decision 031)
                arrives with the studio's chunk, after the page (decision 064), and moves nothing. */}
              <LazyPart fallback={queueRoom}>
                <AfterPageDrawn fallback={queueRoom}>
                  <StudioQueue />
                </AfterPageDrawn>
              </LazyPart>
            </div>
          </div>
        </header>
        <div className="mx-auto flex min-h-screen max-w-7xl flex-col gap-section px-4 py-section md:flex-row md:gap-10">
          <aside className="md:w-48 md:shrink-0">
            <Nav current={current} />
          </aside>
          <main
            id="main"
            tabIndex={-1}
            ref={mainRef}
            className="flex min-w-0 flex-1 flex-col gap-4 focus-visible:outline-none"
          >
            <StudioPart>
              <StudioBanners />
            </StudioPart>
            <ErrorBoundary
              key={current}
              fallback={(error, reset) => (
                <Alert tone="danger" title={t('app.pageFailed')}>
                  <PageDrawn />
                  <p>{error.message}</p>
                  <Button variant="secondary" onClick={reset}>
                    {t('job.action.tryAgain')}
                  </Button>
                </Alert>
              )}
            >
              <Routes path={current} />
            </ErrorBoundary>
          </main>
        </div>
      </StudioConfigured>
    </StudioQueryClient>
  );
}

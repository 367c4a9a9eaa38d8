import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Clapperboard } from 'lucide-react';
import { LibraryPage } from '@/features/gallery/library-page';
import { SettingsPage } from '@/features/settings/settings-page';
import { ActivePolling } from '@/jobs/active-polling';
import { useHashRoute } from '@/lib/hash-route';
import { useLocale, useT } from '@/i18n/use-t';
import { ErrorBoundary } from '@/components/error-boundary';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BalanceIndicator } from './balance-indicator';
import { DemoBanner } from './demo-banner';
import { GatewayIndicator } from './gateway-indicator';
import { StatusBanners } from './status-banners';
import { ThemeSwitch } from './theme-switch';
import { GeneratorPage } from './generator-page';
import { JobAnnouncer } from './job-announcer';
import { Nav } from './nav';
import { ShortcutSheet } from './shortcut-sheet';
import { useDocumentTitle } from './unseen';
import { generators, kindViews } from './registry';

function Routes({ path }: { path: string }) {
  if (path === 'library') return <LibraryPage kinds={kindViews} />;
  if (path === 'settings') return <SettingsPage />;
  const generator = generators.find((g) => g.path === path) ?? generators[0];
  return generator ? <GeneratorPage key={generator.kind} generator={generator} /> : null;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  const route = useHashRoute();
  // The whole tree follows a language switch: the app renders again, and every element with it.
  useLocale();
  const t = useT();
  const current = route.path.split('/')[1] || (generators[0]?.path ?? 'library');
  const pageName =
    current === 'library' ? t('nav.library') : current === 'settings' ? t('nav.settings') : (generators.find((g) => g.path === current) ?? generators[0])?.label;
  // The tab, the history list and a screen reader name the page that is showing (WCAG 2.4.2).
  useDocumentTitle(pageName ? t('app.title.page', { page: pageName }) : 'Media Studio');
  return (
    <QueryClientProvider client={queryClient}>
      <ActivePolling generators={generators} />
      <JobAnnouncer />
      <ShortcutSheet />
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
          <p className="flex shrink-0 items-center gap-2.5 text-base font-semibold tracking-tight whitespace-nowrap">
            <span
              aria-hidden="true"
              className="grid size-8 place-items-center rounded-lg bg-indigo-600 text-white shadow-sm"
            >
              <Clapperboard className="size-4.5" focusable="false" />
            </span>
            Media Studio
          </p>
          {/* On a narrow phone the balance, gateway and theme take a row of their own; the gateway's
              name gives way (it truncates), not the studio's. */}
          <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
            <BalanceIndicator />
            <GatewayIndicator />
            <ThemeSwitch />
          </div>
        </div>
      </header>
      <div className="mx-auto flex min-h-screen max-w-7xl flex-col gap-section px-4 py-section md:flex-row md:gap-10">
        <aside className="md:w-48 md:shrink-0">
          <Nav current={current} />
        </aside>
        <main id="main" tabIndex={-1} className="flex min-w-0 flex-1 flex-col gap-4 focus-visible:outline-none">
          <StatusBanners />
          <ErrorBoundary
            key={current}
            fallback={(error, reset) => (
              <Alert tone="danger" title={t('app.pageFailed')}>
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
    </QueryClientProvider>
  );
}

import { provideDemoDeclarations } from '@/gateway/demo-provided';
import { providePartsInstaller } from '@/jobs/characters/picture-editor';
import { QueueButton } from '@/features/queue/queue-button';
import { BalanceIndicator } from './balance-indicator';
import { QueryProvider } from './query-provider';
import { StatusBanners } from './status-banners';

// `?` opens the sheet of every shortcut from the first moment the page answers keys.
export { ShortcutSheet } from './shortcut-sheet';

// The in-page demo answers with the generators' own routes; the gateway cannot look into the
// features, so the app hands it their declarations. Fetched only once the demo gets a request.
provideDemoDeclarations(() => import('./demo-routes').then((m) => m.demoDeclarations));

// A character's first frame is made by a part's picture editor (issue 56): asked for before the
// studio's background work has handed the parts over, it is fetched then (decision 061).
providePartsInstaller(() => import('./parts').then((m) => m.installParts()));

/**
 * The working parts that draw in the frame (the status banners, the balance, the Queue button): a
 * chunk every page loads with its own. The parts that draw nothing at first and need every
 * generator come later (`studio-background.tsx`).
 */
export function StudioBanners() {
  return (
    <QueryProvider>
      <StatusBanners />
    </QueryProvider>
  );
}

export function StudioBalance() {
  return (
    <QueryProvider>
      <BalanceIndicator />
    </QueryProvider>
  );
}

/**
 * The header's Queue button and its panel (decision 031); in the query client, whose balance the
 * waiting jobs' cost is said against (decision 048).
 */
export function StudioQueue() {
  return (
    <QueryProvider>
      <QueueButton />
    </QueryProvider>
  );
}

import { t } from '@/i18n/i18n';
import type { DerivedOperation } from '@/jobs/derived-operation';
import { remixCreator } from './remix';
import { lazyView } from '@/jobs/lazy-view';

// Fetched when a card first shows it (jobs/lazy-view.ts): not with every page.
const RemixPanel = lazyView(() => import('./remix-panel').then((m) => m.RemixPanel));

/** What can be made from a finished video: a remix (a new prompt on the same video). */
export const videoOperations: readonly DerivedOperation[] = [
  {
    id: 'remix',
    get label() {
      return t('job.action.remix');
    },
    icon: 'sparkles',
    form: RemixPanel,
    request: remixCreator,
    lineage: {
      source: 'lineage.source.remix',
      child: 'lineage.child.remix',
    },
  },
];

import { t } from '@/i18n/i18n';
import type { DerivedOperation } from '@/jobs/derived-operation';
import { extendCreator } from './extend';
import { lazyView } from '@/jobs/lazy-view';

// Fetched when a card first shows it (jobs/lazy-view.ts): not with every page.
const ExtendPanel = lazyView(() => import('./extend-panel').then((m) => m.ExtendPanel));

/** What can be made from a finished clip: an extension (the clip form's fields, from its end). */
export const clipOperations: readonly DerivedOperation[] = [
  {
    id: 'extend',
    get label() {
      return t('job.action.extend');
    },
    icon: 'sparkles',
    form: ExtendPanel,
    request: extendCreator,
    lineage: {
      source: 'lineage.source.extend',
      child: 'lineage.child.extend',
    },
  },
];

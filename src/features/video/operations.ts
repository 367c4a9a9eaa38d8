import { t } from '@/i18n/i18n';
import type { DerivedOperation } from '@/jobs/derived-operation';
import { remixCreator } from './remix';
import { RemixPanel } from './remix-panel';

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

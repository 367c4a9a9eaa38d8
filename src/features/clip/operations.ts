import { t } from '@/i18n/i18n';
import type { DerivedOperation } from '@/jobs/derived-operation';
import { extendCreator } from './extend';
import { ExtendPanel } from './extend-panel';

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

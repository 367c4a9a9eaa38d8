import { t } from '@/i18n/i18n';
import type { AssumedPathField } from '@/jobs/generator';

/** What this generator assumes where the contract shows nothing: the clip query and extend paths (Settings → Advanced). */
export const clipAssumedPaths: readonly AssumedPathField[] = [
  {
    key: 'clipQueryPath',
    serves: 'create',
    id: 'clip-query',
    get label() {
      return t('settings.path.clipQuery');
    },
    get name() {
      return t('settings.pathName.clipQuery');
    },
    help: (path) => t('settings.path.default', { path }),
    placeholder: '{id}',
  },
  {
    key: 'clipExtendPath',
    serves: 'derive',
    id: 'clip-extend',
    get label() {
      return t('settings.path.clipExtend');
    },
    get name() {
      return t('settings.pathName.clipExtend');
    },
    help: (path) => t('settings.path.default', { path }),
    placeholder: '{id}',
  },
];

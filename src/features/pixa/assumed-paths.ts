import { t } from '@/i18n/i18n';
import type { AssumedPathField } from '@/jobs/generator';

/** What this generator assumes where the contract shows nothing: the effect templates' path (Settings → Advanced). */
export const pixaAssumedPaths: readonly AssumedPathField[] = [
  {
    key: 'pixaTemplatesPath',
    serves: 'choices',
    id: 'pixa-templates',
    get label() {
      return t('settings.path.pixaTemplates');
    },
    get name() {
      return t('settings.pathName.pixaTemplates');
    },
    help: (path) => t('settings.path.default', { path }),
    placeholder: null,
  },
];

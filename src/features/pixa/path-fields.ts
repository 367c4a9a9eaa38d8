import { t } from '@/i18n/i18n';
import type { AssumedPathField } from '@/jobs/generator';
import { assumedPaths } from './paths';

/** What this generator assumes where the contract shows nothing: the effect templates' path (Settings → Advanced; their defaults and rules are `paths.ts`). */
export const pixaAssumedPaths: readonly AssumedPathField[] = [
  {
    key: 'pixaTemplatesPath',
    ...assumedPaths.pixaTemplatesPath,
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

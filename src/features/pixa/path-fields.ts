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
      return t('pixa.path.templates');
    },
    get name() {
      return t('pixa.pathName.templates');
    },
    help: (path) => t('common.defaultPath', { path }),
    placeholder: null,
  },
];

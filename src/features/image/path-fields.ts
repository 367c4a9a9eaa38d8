import { t } from '@/i18n/i18n';
import type { AssumedPathField } from '@/jobs/generator';
import { assumedPaths } from './paths';

/** What this generator assumes where the contract shows nothing: the text-to-image path (Settings → Advanced; their defaults and rules are `paths.ts`). */
export const imageAssumedPaths: readonly AssumedPathField[] = [
  {
    key: 'imageGenerationsPath',
    ...assumedPaths.imageGenerationsPath,
    serves: 'create',
    id: 'image-generations',
    get label() {
      return t('image.path.generations');
    },
    get name() {
      return t('image.pathName.generations');
    },
    help: (path) => t('common.defaultPath', { path }),
    placeholder: null,
  },
];

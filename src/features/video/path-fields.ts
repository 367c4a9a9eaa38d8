import { t } from '@/i18n/i18n';
import type { AssumedPathField } from '@/jobs/generator';
import { assumedPaths } from './paths';

/** What this generator assumes where the contract shows nothing: the first-frame field of an image-to-video create, and the remix path (Settings → Advanced; their defaults and rules are `paths.ts`). */
export const videoAssumedPaths: readonly AssumedPathField[] = [
  {
    key: 'videoImageField',
    ...assumedPaths.videoImageField,
    serves: 'create',
    id: 'image-field',
    get label() {
      return t('video.path.imageField');
    },
    get name() {
      return t('video.path.imageField');
    },
    help: (path) => t('video.path.imageField.hint', { name: path }),
    placeholder: null,
  },
  {
    key: 'videoRemixPath',
    ...assumedPaths.videoRemixPath,
    serves: 'derive',
    id: 'video-remix',
    get label() {
      return t('video.path.remix');
    },
    get name() {
      return t('video.pathName.remix');
    },
    help: (path) => t('common.defaultPath', { path }),
    placeholder: '{id}',
  },
];

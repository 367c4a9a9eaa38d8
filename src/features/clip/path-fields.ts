import { t } from '@/i18n/i18n';
import type { AssumedPathField } from '@/jobs/generator';
import { assumedPaths } from './paths';
import { gatewayPaths } from '@/gateway/assumed-paths';

/** What this generator assumes where the contract shows nothing: the clip query, image upload and extend paths (Settings → Advanced; their defaults and rules are `paths.ts`). */
export const clipAssumedPaths: readonly AssumedPathField[] = [
  {
    key: 'clipQueryPath',
    ...assumedPaths.clipQueryPath,
    serves: 'create',
    id: 'clip-query',
    get label() {
      return t('clip.path.query');
    },
    get name() {
      return t('clip.pathName.query');
    },
    help: (path) => t('common.defaultPath', { path }),
    placeholder: '{id}',
  },
  {
    // Clip's start and end images and Pixa's image take a file through it; declared once, here.
    key: 'imageUploadPath',
    ...gatewayPaths.imageUploadPath,
    serves: 'create',
    id: 'image-upload',
    get label() {
      return t('frame.settings.uploadPath');
    },
    get name() {
      return t('frame.settings.uploadPathName');
    },
    help: (path) => t('frame.settings.uploadPathHelp', { path }),
    placeholder: null,
  },
  {
    key: 'clipExtendPath',
    ...assumedPaths.clipExtendPath,
    serves: 'derive',
    id: 'clip-extend',
    get label() {
      return t('clip.path.extend');
    },
    get name() {
      return t('clip.pathName.extend');
    },
    help: (path) => t('common.defaultPath', { path }),
    placeholder: '{id}',
  },
];

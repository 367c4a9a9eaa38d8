import { t } from '@/i18n/i18n';
import type { AssumedPathField } from '@/jobs/generator';
import { assumedPaths } from './paths';

/** The talking head's assumed paths in Settings → Advanced (defaults and rules: `paths.ts`). */
export const avatarAssumedPaths: readonly AssumedPathField[] = [
  {
    key: 'avatarCreatePath',
    ...assumedPaths.avatarCreatePath,
    serves: 'create',
    id: 'avatar-create',
    get label() {
      return t('avatar.path.create');
    },
    get name() {
      return t('avatar.pathName.create');
    },
    help: (path) => t('common.defaultPath', { path }),
    placeholder: null,
  },
  {
    key: 'avatarPollPath',
    ...assumedPaths.avatarPollPath,
    serves: 'create',
    id: 'avatar-poll',
    get label() {
      return t('avatar.path.poll');
    },
    get name() {
      return t('avatar.pathName.poll');
    },
    help: (path) => t('common.defaultPath', { path }),
    placeholder: '{id}',
  },
  {
    key: 'avatarVideoField',
    ...assumedPaths.avatarVideoField,
    serves: 'create',
    id: 'avatar-video-field',
    get label() {
      return t('avatar.path.videoField');
    },
    get name() {
      return t('avatar.pathName.videoField');
    },
    help: (path) => t('avatar.path.videoFieldHelp', { path }),
    placeholder: null,
  },
];

import { t } from '@/i18n/i18n';
import type { AssumedPathField } from '@/jobs/generator';
import { assumedPaths } from './paths';

/** What this generator assumes where the contract shows nothing: music's create, feed, join and lyrics paths (Settings → Advanced; their defaults and rules are `paths.ts`). */
export const musicAssumedPaths: readonly AssumedPathField[] = [
  {
    key: 'tuneCreatePath',
    ...assumedPaths.tuneCreatePath,
    serves: 'create',
    id: 'tune-create',
    get label() {
      return t('settings.path.tuneCreate');
    },
    get name() {
      return t('settings.pathName.tuneCreate');
    },
    help: (path) => t('settings.path.default', { path }),
    placeholder: null,
  },
  {
    key: 'tuneFeedPath',
    ...assumedPaths.tuneFeedPath,
    serves: 'create',
    id: 'tune-feed',
    get label() {
      return t('settings.path.tuneFeed');
    },
    get name() {
      return t('settings.pathName.tuneFeed');
    },
    help: (path) => t('settings.path.default', { path }),
    placeholder: '{ids}',
  },
  {
    key: 'tuneConcatPath',
    ...assumedPaths.tuneConcatPath,
    serves: 'derive',
    id: 'tune-concat',
    get label() {
      return t('settings.path.tuneConcat');
    },
    get name() {
      return t('settings.pathName.tuneConcat');
    },
    help: (path) => t('settings.path.default', { path }),
    placeholder: null,
  },
  {
    key: 'tuneLyricsPath',
    ...assumedPaths.tuneLyricsPath,
    serves: 'writing',
    id: 'tune-lyrics',
    get label() {
      return t('settings.path.tuneLyrics');
    },
    get name() {
      return t('settings.pathName.tuneLyrics');
    },
    help: (path) => t('settings.path.default', { path }),
    placeholder: null,
  },
  {
    key: 'tuneLyricsQueryPath',
    ...assumedPaths.tuneLyricsQueryPath,
    serves: 'writing',
    id: 'tune-lyrics-query',
    get label() {
      return t('settings.path.tuneLyricsQuery');
    },
    get name() {
      return t('settings.pathName.tuneLyricsQuery');
    },
    help: (path) => t('settings.path.default', { path }),
    placeholder: '{id}',
  },
  {
    key: 'tunePersonaPath',
    ...assumedPaths.tunePersonaPath,
    serves: 'derive',
    id: 'tune-persona',
    get label() {
      return t('music.persona.setting');
    },
    get name() {
      return t('music.persona.settingName');
    },
    help: (path) => t('settings.path.default', { path }),
    placeholder: null,
  },
  {
    key: 'tuneUploadPath',
    ...assumedPaths.tuneUploadPath,
    serves: 'create',
    id: 'tune-upload',
    get label() {
      return t('music.upload.setting.label');
    },
    get name() {
      return t('music.upload.setting.name');
    },
    help: (path) =>
      t('music.upload.setting.help', {
        path,
        steps: ['{id}/upload-finish', '{id}', '{id}/initialize-clip']
          .map((step) => `${path}/${step}`)
          .join(', '),
      }),
    placeholder: null,
  },
  {
    key: 'tuneTagsPath',
    ...assumedPaths.tuneTagsPath,
    serves: 'writing',
    id: 'tune-tags',
    get label() {
      return t('music.tags.setting.label');
    },
    get name() {
      return t('music.tags.setting.name');
    },
    help: (path) => t('settings.path.default', { path }),
    placeholder: null,
  },
  {
    key: 'tuneTimingPath',
    ...assumedPaths.tuneTimingPath,
    serves: 'derive',
    id: 'tune-timing',
    get label() {
      return t('music.timing.path');
    },
    get name() {
      return t('music.timing.pathName');
    },
    help: (path) => t('music.timing.pathHelp', { path }),
    placeholder: '{clip_id}',
  },
];

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
      return t('music.path.create');
    },
    get name() {
      return t('music.pathName.create');
    },
    help: (path) => t('common.defaultPath', { path }),
    placeholder: null,
  },
  {
    key: 'tuneFeedPath',
    ...assumedPaths.tuneFeedPath,
    serves: 'create',
    id: 'tune-feed',
    get label() {
      return t('music.path.feed');
    },
    get name() {
      return t('music.pathName.feed');
    },
    help: (path) => t('common.defaultPath', { path }),
    placeholder: '{ids}',
  },
  {
    key: 'tuneConcatPath',
    ...assumedPaths.tuneConcatPath,
    serves: 'derive',
    id: 'tune-concat',
    get label() {
      return t('music.path.concat');
    },
    get name() {
      return t('music.pathName.concat');
    },
    help: (path) => t('common.defaultPath', { path }),
    placeholder: null,
  },
  {
    key: 'tuneLyricsPath',
    ...assumedPaths.tuneLyricsPath,
    serves: 'writing',
    id: 'tune-lyrics',
    get label() {
      return t('music.path.lyrics');
    },
    get name() {
      return t('music.pathName.lyrics');
    },
    help: (path) => t('common.defaultPath', { path }),
    placeholder: null,
  },
  {
    key: 'tuneLyricsQueryPath',
    ...assumedPaths.tuneLyricsQueryPath,
    serves: 'writing',
    id: 'tune-lyrics-query',
    get label() {
      return t('music.path.lyricsQuery');
    },
    get name() {
      return t('music.pathName.lyricsQuery');
    },
    help: (path) => t('common.defaultPath', { path }),
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
    help: (path) => t('common.defaultPath', { path }),
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
    help: (path) => t('common.defaultPath', { path }),
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
  {
    key: 'tuneWavPath',
    ...assumedPaths.tuneWavPath,
    serves: 'derive',
    id: 'tune-wav',
    get label() {
      return t('music.path.wav');
    },
    get name() {
      return t('music.pathName.wav');
    },
    help: (path) => t('common.defaultPath', { path }),
    placeholder: '{clip_id}',
  },
  {
    key: 'tuneMidiPath',
    ...assumedPaths.tuneMidiPath,
    serves: 'derive',
    id: 'tune-midi',
    get label() {
      return t('music.path.midi');
    },
    get name() {
      return t('music.pathName.midi');
    },
    help: (path) => t('common.defaultPath', { path }),
    placeholder: '{clip_id}',
  },
  {
    key: 'tuneFetchPath',
    ...assumedPaths.tuneFetchPath,
    serves: 'derive',
    id: 'tune-fetch',
    get label() {
      return t('music.path.fetch');
    },
    get name() {
      return t('music.pathName.fetch');
    },
    help: (path) => t('common.defaultPath', { path }),
    placeholder: '{id}',
  },
];

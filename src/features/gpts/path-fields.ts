import { t } from '@/i18n/i18n';
import type { AssumedPathField } from '@/jobs/generator';
import { assumedPaths } from './paths';

type Key = keyof typeof assumedPaths;

function field(
  key: Key,
  id: string,
  words: { label: () => string; name: () => string; help: (value: string) => string },
): AssumedPathField {
  return {
    key,
    ...assumedPaths[key],
    serves: 'writing',
    id: `gpts-${id}`,
    get label() {
      return words.label();
    },
    get name() {
      return words.name();
    },
    help: words.help,
    placeholder: null,
  };
}

const model = (value: string) => t('gpts.setting.model.hint', { model: value });
const path = (value: string) => t('common.defaultPath', { path: value });

/** The GPT store's settings in Settings → Advanced (their defaults and rules: `paths.ts`). */
export const gptsAssumedPaths: readonly AssumedPathField[] = [
  field('gptsFormat', 'format', {
    label: () => t('gpts.setting.format'),
    name: () => t('gpts.settingName.format'),
    help: (value) => t('gpts.setting.format.hint', { value }),
  }),
  field('gptsSearchModel', 'search-model', {
    label: () => t('gpts.setting.searchModel'),
    name: () => t('gpts.settingName.searchModel'),
    help: model,
  }),
  field('gptsBatchModel', 'batch-model', {
    label: () => t('gpts.setting.batchModel'),
    name: () => t('gpts.settingName.batchModel'),
    help: model,
  }),
  field('gptsGizmoModelPrefix', 'gizmo-prefix', {
    label: () => t('gpts.setting.gizmoPrefix'),
    name: () => t('gpts.settingName.gizmoPrefix'),
    help: (prefix) => t('gpts.setting.gizmoPrefix.hint', { prefix }),
  }),
  field('gptsSearchPath', 'search-path', {
    label: () => t('gpts.setting.searchPath'),
    name: () => t('gpts.settingName.searchPath'),
    help: path,
  }),
  field('gptsDetailsPath', 'details-path', {
    label: () => t('gpts.setting.detailsPath'),
    name: () => t('gpts.settingName.detailsPath'),
    help: path,
  }),
];

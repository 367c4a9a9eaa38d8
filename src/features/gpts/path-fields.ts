import { t } from '@/i18n/i18n';
import { assumedPathField, type AssumedPathField, type AssumedPathWords } from '@/jobs/generator';
import { assumedPaths } from './paths';

const field = (key: keyof typeof assumedPaths, id: string, words: AssumedPathWords) =>
  assumedPathField(key, assumedPaths[key], `gpts-${id}`, 'writing', words);

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

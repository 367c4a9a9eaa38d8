import { t } from '@/i18n/i18n';
import type { AssumedPathField } from '@/jobs/generator';
import { assumedPaths } from './paths';

/** What this generator assumes where the contract shows nothing: the text-to-image and picture-edit paths, the edit's form and model (Settings → Advanced; their defaults and rules are `paths.ts`). */
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
  {
    key: 'imageEditsPath',
    ...assumedPaths.imageEditsPath,
    serves: 'create',
    id: 'image-edits',
    get label() {
      return t('image.path.edits');
    },
    get name() {
      return t('image.pathName.edits');
    },
    help: (path) => t('common.defaultPath', { path }),
    placeholder: null,
  },
  {
    key: 'imageEditForm',
    ...assumedPaths.imageEditForm,
    serves: 'create',
    id: 'image-edit-form',
    get label() {
      return t('image.path.editForm');
    },
    get name() {
      return t('image.pathName.editForm');
    },
    help: (form) => t('image.path.editForm.help', { form }),
    placeholder: null,
  },
  {
    key: 'imageEditModel',
    ...assumedPaths.imageEditModel,
    serves: 'create',
    id: 'image-edit-model',
    get label() {
      return t('image.path.editModel');
    },
    get name() {
      return t('image.pathName.editModel');
    },
    help: (model) => t('image.path.editModel.help', { model }),
    placeholder: null,
  },
  {
    key: 'generateContentPath',
    ...assumedPaths.generateContentPath,
    serves: 'create',
    id: 'image-generate-content',
    get label() {
      return t('image.path.generateContent');
    },
    get name() {
      return t('image.pathName.generateContent');
    },
    help: (path) => t('common.defaultPath', { path }),
    placeholder: '{model}',
  },
];

import { t } from '@/i18n/i18n';
import type { ImageInput } from '@/jobs/frames/image-inputs';

/** The images Clip's form takes, by link: a start image and an end image. */
export const clipImageInputs: readonly ImageInput[] = [
  {
    id: 'clip-start',
    field: 'imageUrl',
    get label() {
      return t('clip.imageInput.start');
    },
    recall: (url) => ({ values: { imageUrl: url }, missing: [], pending: {} }),
  },
  {
    id: 'clip-end',
    field: 'imageEndUrl',
    get label() {
      return t('clip.imageInput.end');
    },
    recall: (url) => ({ values: { imageEndUrl: url }, missing: [], pending: {} }),
  },
];

import { t } from '@/i18n/i18n';
import type { ImageInput } from '@/jobs/frames/image-inputs';

/** The image Pixa's form takes, by link. */
export const pixaImageInputs: readonly ImageInput[] = [
  {
    id: 'pixa',
    field: 'imgUrl',
    get label() {
      return t('pixa.imageInput.image');
    },
    recall: (url) => ({ values: { imgUrl: url }, missing: [], pending: {} }),
  },
];

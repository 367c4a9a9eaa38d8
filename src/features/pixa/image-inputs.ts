import { t } from '@/i18n/i18n';
import { withValues } from '@/jobs/create/try-again';
import type { ImageInput } from '@/jobs/frames/image-inputs';
import { pixaCreator } from './api';
import { pixaDefaults, zPixaForm } from './schema';

/** The image Pixa's form takes, by link. */
export const pixaImageInputs: readonly ImageInput[] = [
  {
    id: 'pixa',
    field: 'imgUrl',
    get label() {
      return t('pixa.imageInput.image');
    },
    recall: (url) => ({ values: { imgUrl: url }, missing: [], pending: {} }),
    // A character's first frame (issue 56): the image, by the link the upload answered.
    withPicture(values, picture) {
      if (!('link' in picture)) return { problem: t('pixa.imgUrl.invalid') };
      const parsed = zPixaForm.safeParse({ ...pixaDefaults, ...values, imgUrl: picture.link });
      if (!parsed.success)
        return { problem: parsed.error.issues[0]?.message ?? t('pixa.imgUrl.invalid') };
      return { creator: withValues(pixaCreator, parsed.data) };
    },
  },
];

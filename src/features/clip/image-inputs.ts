import { t } from '@/i18n/i18n';
import { withValues } from '@/jobs/create/try-again';
import type { ImageInput } from '@/jobs/frames/image-inputs';
import { clipCreator } from './api';
import { clipDefaults, zClipForm } from './schema';

/** The images Clip's form takes, by link: a start image and an end image. */
export const clipImageInputs: readonly ImageInput[] = [
  {
    id: 'clip-start',
    field: 'imageUrl',
    get label() {
      return t('clip.imageInput.start');
    },
    recall: (url) => ({ values: { imageUrl: url }, missing: [], pending: {} }),
    // A character's first frame (issue 56): the start image, by the link the upload answered.
    withPicture(values, picture) {
      if (!('link' in picture)) return { problem: t('clip.startImage.invalid') };
      const parsed = zClipForm.safeParse({ ...clipDefaults, ...values, imageUrl: picture.link });
      if (!parsed.success)
        return { problem: parsed.error.issues[0]?.message ?? t('clip.startImage.invalid') };
      return { creator: withValues(clipCreator, parsed.data) };
    },
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

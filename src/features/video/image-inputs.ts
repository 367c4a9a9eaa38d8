import { withValues } from '@/jobs/create/try-again';
import type { GeneratorRecall } from '@/jobs/forms/recall';
import type { FrameLimits } from '@/jobs/frames/fit-frame';
import type { FrameImage, ImageInput } from '@/jobs/frames/image-inputs';
import { t } from '@/i18n/i18n';
import { videoCreator } from './api';
import {
  FRAME_MAX_ASPECT,
  FRAME_MAX_BYTES,
  FRAME_MIN_PX,
  videoDefaults,
  zVideoForm,
  type VideoFormValues,
} from './schema';

/** Image to video: the model that takes a first frame. */
const IMAGE_TO_VIDEO_MODEL: VideoFormValues['model'] = 'videomodel-1.0-i2v';

/** The contract's image-to-video limits: what every frame made for this form is fitted to. */
export const imageToVideoLimits: FrameLimits = {
  minPx: FRAME_MIN_PX,
  maxAspect: FRAME_MAX_ASPECT,
  maxBytes: FRAME_MAX_BYTES,
};

const firstFrame: ImageInput = {
  id: 'video',
  field: 'firstFrame',
  get label() {
    return t('video.imageInput.firstFrame');
  },
  // Image to video; the field loads and measures a pending URL into an empty first frame.
  recall: (url): GeneratorRecall => ({
    values: { model: IMAGE_TO_VIDEO_MODEL, firstFrame: null },
    missing: [],
    pending: { firstFrame: url },
  }),
  frame: {
    limits: imageToVideoLimits,
    // The frame waits for the field; the form opens in image to video.
    values: { model: IMAGE_TO_VIDEO_MODEL, firstFrame: null },
    /**
     * Image to video from a frame and a prompt, outside the form (the storyboard's next shot): the
     * form's own schema checks the values (the frame's size and shape among them), and the form's
     * own creator sends them.
     */
    start: (prompt, frame) => boundToFrame({ prompt }, frame),
  },
  // A character's first frame (issue 56): the form's values at Generate, in image to video.
  withPicture: (values, picture) =>
    'frame' in picture
      ? boundToFrame(values, picture.frame)
      : { problem: t('video.frame.readFailed') },
};

/**
 * Image to video from values and a frame made in the browser, outside the form: the form's own
 * schema checks them (the frame's size and shape among them), the form's own creator sends them.
 */
function boundToFrame(values: Readonly<Record<string, unknown>>, frame: FrameImage) {
  const parsed = zVideoForm.safeParse({
    ...videoDefaults,
    ...values,
    model: IMAGE_TO_VIDEO_MODEL,
    firstFrame: {
      source: 'file',
      url: frame.dataUrl,
      name: frame.file.name,
      bytes: frame.file.size,
      width: frame.width,
      height: frame.height,
    },
  });
  if (!parsed.success)
    return { problem: parsed.error.issues[0]?.message ?? t('video.frame.readFailed') };
  return { creator: withValues(videoCreator, parsed.data) };
}

/** The images Video's form takes: a first frame (image to video). */
export const videoImageInputs: readonly ImageInput[] = [firstFrame];

import { withValues } from '@/jobs/create/try-again';
import type { FrameStart } from '@/jobs/frames/frame-start';
import { t } from '@/i18n/i18n';
import { videoCreator } from './api';
import { videoDefaults, zVideoForm } from './schema';

/**
 * Image to video from a frame and a prompt, outside the form (the storyboard's next shot): the
 * form's own schema checks the values (the frame's size and shape among them), and the form's own
 * creator sends them.
 */
export const videoFrameStart: FrameStart = {
  kind: videoCreator.kind,
  bind(prompt, frame) {
    const parsed = zVideoForm.safeParse({
      ...videoDefaults,
      model: 'videomodel-1.0-i2v',
      prompt,
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
  },
};

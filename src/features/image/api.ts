import { t } from '@/i18n/i18n';
import { ResponseShapeError } from '@/gateway/errors';
import { zImageAnswer } from '@/features/image/gateway-schema';
import type { CreateResult, JobCreator, JobPoller } from '@/jobs/generator';
import type { JobUpdate } from '@/jobs/job';
import declared from './generator.json';
import { normaliseImageAnswer } from './normalise';
import { toImageRequest } from './request';
import { estimateSeconds, type ImageFormValues } from './schema';
import { imagePath } from './paths';

// The kind from the folder's plain data, not its about: the about's lazy page imports this file.
export const IMAGE_KIND = declared.kind;

/**
 * The request answers only when the images are made: it gets a deadline of its own, well past the
 * estimate (the client's usual 30 s would cut a slow HD batch off and leave its fate unknown).
 */
export function imageDeadlineMs(values: ImageFormValues): number {
  return Math.max(120_000, estimateSeconds(values) * 4 * 1000);
}

/**
 * Text to image is one POST that ends with the images: `create` returns the finished job, and
 * nothing is ever polled. What the spine does is the same as for every job: the record is
 * written before the POST, a refusal (401, 429, 502…) is thrown for it to record, and a request
 * that gets no answer (dropped, timed out, the page closed) is thrown too, so the job stays
 * "submitted — answer unknown": paid images may exist, and it is never sent again.
 *
 * A 200 whose body cannot be read is a failed job with the text kept (as a GPT lookup's is), not
 * "the task may exist, follow it by its id": there is no id to follow, and the answer was all there
 * was to have.
 */
export const imageCreator: JobCreator<ImageFormValues> = {
  kind: IMAGE_KIND,
  // The answer is the pictures themselves: there is no task id to follow if it is lost.
  followable: false,
  summarize: (values) => ({
    prompt: values.prompt,
    fields: { model: values.model, size: values.size, images: values.n },
  }),
  describeRequest: (values) => toImageRequest(values),
  async create({ client, settings, signal }, values) {
    try {
      const answer = await client.json({
        method: 'POST',
        path: imagePath(settings.paths, 'imageGenerationsPath'),
        body: toImageRequest(values),
        schema: zImageAnswer,
        signal,
        timeoutMs: imageDeadlineMs(values),
      });
      const { update, bytes } = normaliseImageAnswer(answer, answerPage());
      return { remoteIds: [], update, bytes };
    } catch (error) {
      if (error instanceof ResponseShapeError) return unreadableAnswer(error);
      throw error;
    }
  },
};

/** The page's address, which names pictures that came as bytes (none outside a browser: tests). */
export function answerPage(): string {
  return typeof location === 'undefined' ? 'http://localhost/' : location.href;
}

/**
 * A 200 whose body cannot be read: the answer was all there was, so the job ends failed with its
 * text kept (text to image's and a picture edit's alike), rather than "may exist: follow it".
 */
export function unreadableAnswer(error: ResponseShapeError): CreateResult {
  return {
    remoteIds: [],
    update: {
      status: 'failed',
      error: t('image.answer.unreadable', { reason: error.message }),
      raw: { answer: error.body },
    },
  };
}

/** Every request ends in its create call: there is never anything to follow. */
export const imagePoller: JobPoller = {
  batched: false,
  poll: () => Promise.resolve(new Map<string, JobUpdate>()),
};

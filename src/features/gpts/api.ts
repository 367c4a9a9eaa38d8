import { t } from '@/i18n/i18n';
import { NetworkError, ResponseShapeError } from '@/gateway/errors';
import { gptsPaths, zChatCompletion } from '@/features/gpts/gateway-schema';
import type { JobCreator, JobPoller } from '@/jobs/generator';
import type { JobUpdate } from '@/jobs/job';
import { normaliseGptsAnswer, type UnreadableAnswer } from './normalise';
import { toGptsRequest } from './request';
import type { GptLookupValues } from './schema';
import declared from './generator.json';

// The kind from the folder's plain data, not its about: the about's lazy page imports this file.
export const GPTS_KIND = declared.kind;

/**
 * A lookup is one POST that ends at once: `create` returns the terminal update itself, so the
 * lookup is kept in the library like any job and nothing is ever polled.
 *
 * Why an unreadable answer is a `failed` update and not a thrown error: the spine's refused path
 * (`recordCreateRefused`) is taken only for a `GatewayError`; a thrown shape error would leave the
 * job "submitting" with "the task may exist, follow it by its id" — wrong for a read, and the text
 * the gateway did send would be lost. Returned as an update, the job ends `failed` with a clear
 * message and the raw answer kept, and the form stays ready for the next lookup. An HTTP refusal
 * (401, 400, 500…) is still thrown: the spine records it with the body, and the form shows the
 * gateway's words with the link to Settings on 401/403.
 */
export const gptsCreator: JobCreator<GptLookupValues> = {
  kind: GPTS_KIND,
  summarize: (values) => ({ prompt: values.id, fields: {} }),
  describeRequest: (values) => toGptsRequest(values.id),
  async create({ client, signal }, values) {
    const remoteIds = [values.id];
    try {
      const completion = await client.json({
        method: 'POST',
        path: gptsPaths.chatCompletions,
        body: toGptsRequest(values.id),
        schema: zChatCompletion,
        signal,
      });
      return { remoteIds, update: normaliseGptsAnswer(completion) };
    } catch (error) {
      if (error instanceof ResponseShapeError) {
        const raw: UnreadableAnswer = { content: error.body };
        return {
          remoteIds,
          update: {
            status: 'failed',
            error: t('gpts.lookup.unreadable', { reason: error.message }),
            raw,
          },
        };
      }
      if (error instanceof NetworkError) {
        // A lookup creates nothing at the gateway, so "no answer" is simply a failed lookup that
        // the person can repeat, not a task of unknown fate.
        return {
          remoteIds,
          update: {
            status: 'failed',
            error: t('gpts.lookup.noAnswer', { reason: error.message }),
          },
        };
      }
      throw error;
    }
  },
};

/** Every lookup ends in its create call: there is never anything to follow. */
export const gptsPoller: JobPoller = {
  batched: false,
  poll: () => Promise.resolve(new Map<string, JobUpdate>()),
};

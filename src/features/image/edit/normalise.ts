import { message, word } from '@/i18n/i18n';
import type { JobUpdate } from '@/jobs/job';
import { normaliseImageAnswer, type ImageOutcome } from '../normalise';
import { contentOf, type GenerateContentAnswer } from './gateway-schema';

/** Words of a model's answer shown with a failure, cut short: an answer is untrusted and may be long. */
const WORDS_SHOWN = 300;

/** The answer as the ledger keeps it: the pictures' base64 left out (they are kept as copies). */
function withoutPictureData(answer: GenerateContentAnswer): unknown {
  return JSON.parse(
    JSON.stringify(answer, (key, value: unknown) =>
      key === 'data' && typeof value === 'string' && value.length > 256
        ? `(${Math.round((value.length * 3) / 4 / 1024)} KB of base64, kept in this browser)`
        : value,
    ),
  );
}

/**
 * A generate-content answer → the job's end: each picture of any part a result, kept as bytes
 * as an images answer's `b64_json` is. With no picture, a failed job that says why — the model's
 * words (text only, cut short) or its stop reason — with the answer kept to read.
 */
export function normaliseGenerated(answer: GenerateContentAnswer, pageUrl: string): ImageOutcome {
  const content = contentOf(answer);
  const raw = withoutPictureData(answer);
  if (content.pictures.length > 0) {
    const outcome = normaliseImageAnswer(
      { data: content.pictures.map((p) => ({ b64_json: p.data })) },
      pageUrl,
    );
    return { update: { ...outcome.update, raw }, bytes: outcome.bytes };
  }
  const words = content.texts.join(' ').trim();
  const said =
    words !== ''
      ? message('image.edit.answer.wordsOnly', {
          words: words.length > WORDS_SHOWN ? `${words.slice(0, WORDS_SHOWN)}…` : words,
        })
      : content.stopped !== null
        ? message('image.edit.answer.stopped', { reason: content.stopped })
        : message('image.answer.noImage');
  const update: JobUpdate = {
    status: 'failed',
    error: word(said) ?? said.key,
    errorMessage: said,
    raw,
  };
  return { update, bytes: [] };
}

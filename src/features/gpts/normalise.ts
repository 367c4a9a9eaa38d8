import { t } from '@/i18n/i18n';
import {
  zGptsDocument,
  type ChatCompletion,
  type GptsDocument,
} from '@/features/gpts/gateway-schema';
import type { JobUpdate, MediaInput } from '@/jobs/job';
import { extractDocument, type Extraction } from './extract';

/** What a failed lookup keeps as its raw record: the message text as it came, and the envelope. */
export interface UnreadableAnswer {
  content: string;
  completion?: unknown;
}

/** The text of the first choice. Parts (`[{type:"text", text}]`) are joined; none is null. */
export function readMessage(completion: ChatCompletion): {
  content: string | null;
  finishReason: string | null;
} {
  const choice = completion.choices?.[0];
  const content = choice?.message?.content;
  const text =
    typeof content === 'string'
      ? content
      : Array.isArray(content)
        ? content.map((part) => part.text ?? '').join('')
        : null;
  return { content: text, finishReason: choice?.finish_reason ?? null };
}

function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
}

function problemMessage(
  failure: Extract<Extraction, { ok: false }>,
  content: string,
  finishReason: string | null,
): string {
  switch (failure.problem) {
    case 'empty':
      return t('gpts.answer.empty');
    case 'no-document':
      return t('gpts.answer.noDocument', { said: quote(content) });
    case 'truncated':
      return finishReason === 'length'
        ? t('gpts.answer.truncatedLength')
        : t('gpts.answer.truncated');
    case 'not-json':
      return failure.detail
        ? t('gpts.answer.notJsonDetail', { detail: failure.detail })
        : t('gpts.answer.notJson');
  }
}

function failed(error: string, raw: UnreadableAnswer, finishReason: string | null): JobUpdate {
  return { status: 'failed', statusWord: finishReason, progress: null, error, raw };
}

/** What the library shows in the card's fields once the GPT is known. */
/** The GPT's picture as an image medium titled with its name, when the answer gave an address. */
function gptPicture(document: GptsDocument): MediaInput[] {
  const url = document.gizmo.display.profile_picture_url?.trim();
  return url ? [{ kind: 'image', url, title: gptName(document) }] : [];
}

export function gptName(document: GptsDocument): string {
  const name = document.gizmo.display.name?.trim();
  return name ? name : document.gizmo.id;
}

/**
 * A chat completion → the lookup's one and final update. A readable document is `succeeded` with
 * the document as the raw record; anything else is `failed` with a message a person understands
 * and the message text kept, so "what did it actually say?" always has an answer.
 */
export function normaliseGptsAnswer(completion: ChatCompletion): JobUpdate {
  const { content, finishReason } = readMessage(completion);
  if (content === null) {
    return failed(t('gpts.answer.none'), { content: '', completion }, finishReason);
  }
  const extracted = extractDocument(content);
  if (!extracted.ok)
    return failed(
      problemMessage(extracted, content, finishReason),
      { content, completion },
      finishReason,
    );
  const parsed = zGptsDocument.safeParse(extracted.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const problem = issue?.message ?? 'invalid';
    return failed(
      issue && issue.path.length > 0
        ? t('gpts.answer.notGptAt', { where: issue.path.join('.'), problem })
        : t('gpts.answer.notGpt', { problem }),
      { content, completion },
      finishReason,
    );
  }
  return {
    status: 'succeeded',
    statusWord: finishReason,
    progress: 100,
    error: null,
    raw: parsed.data,
    fields: { GPT: gptName(parsed.data) },
    // The gallery's tile shows the GPT's picture and name; the card draws its own (GptResult).
    media: gptPicture(parsed.data),
  };
}

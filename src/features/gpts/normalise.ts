import { zGptsDocument, type ChatCompletion, type GptsDocument } from '@/gateway/schemas/gpts';
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
      return 'The gateway answered with an empty message: there are no GPT details to show.';
    case 'no-document':
      return `The gateway did not send the GPT’s details. It said: “${quote(content)}”`;
    case 'truncated':
      return `The answer was cut off before the GPT’s details ended${finishReason === 'length' ? ' (finish_reason "length")' : ''}, so they cannot be read. Try the lookup again.`;
    case 'not-json':
      return `The answer’s JSON block could not be read${failure.detail ? ` (${failure.detail})` : ''}.`;
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
    return failed(
      'The gateway answered without a message: there are no GPT details to show.',
      { content: '', completion },
      finishReason,
    );
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
    const where = issue && issue.path.length > 0 ? ` at "${issue.path.join('.')}"` : '';
    return failed(
      `The answer holds JSON, but not a GPT’s details${where}: ${issue?.message ?? 'invalid'}.`,
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

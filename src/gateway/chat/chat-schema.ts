import { lazySchema, z } from '@/lib/zod';

/**
 * The chat family's answers, read tolerantly (field notes, "Words"): each streamed event's
 * `chat.completion.chunk` and the plain `chat.completion` of a gateway that does not stream. Every
 * field may be missing or null; unknown fields are kept. Content is a string in the contract;
 * OpenAI-compatible gateways also send an array of parts (`[{type: "text", text}]`).
 */
const zContentPart = lazySchema(() =>
  z.looseObject({ type: z.nullish(z.string()), text: z.nullish(z.string()) }),
);
const zContent = lazySchema(() => z.nullish(z.union([z.string(), z.array(zContentPart)])));

/** What a reasoning model thinks aloud: `reasoning_content` (most relays) or `reasoning`. */
const zReasoning = lazySchema(() => z.nullish(z.string()));

const zTurn = lazySchema(() =>
  z.looseObject({
    role: z.nullish(z.string()),
    content: zContent,
    reasoning_content: zReasoning,
    reasoning: zReasoning,
  }),
);

const zChoice = lazySchema(() =>
  z.looseObject({
    index: z.nullish(z.number()),
    delta: z.nullish(zTurn),
    message: z.nullish(zTurn),
    finish_reason: z.nullish(z.string()),
  }),
);

/** An error a relay sends inside a 200 stream (`data: {"error":{…}}`) or as a whole answer. */
const zInlineError = lazySchema(() =>
  z.nullish(z.union([z.string(), z.looseObject({ message: z.nullish(z.string()) })])),
);

/** One `data:` event of a stream, or a whole plain answer: the same envelope, loosely. */
export const zChatEnvelope = lazySchema(() =>
  z.looseObject({
    object: z.nullish(z.string()),
    model: z.nullish(z.string()),
    choices: z.nullish(z.array(zChoice)),
    error: zInlineError,
  }),
);
export type ChatEnvelope = z.infer<typeof zChatEnvelope>;
type Turn = z.infer<typeof zTurn>;

/** A content value as text: a string, or its parts' texts joined. */
export function contentText(content: Turn['content']): string {
  if (typeof content === 'string') return content;
  return (content ?? []).map((part) => part.text ?? '').join('');
}

/** What one envelope adds: answer text, reasoning text, why it stopped, a relay's error. */
export interface EnvelopePieces {
  content: string;
  reasoning: string;
  finishReason: string | null;
  error: string | null;
}

/** The first choice's new text (a chunk's `delta`, a plain answer's `message`). */
export function piecesOf(envelope: ChatEnvelope): EnvelopePieces {
  const choice = envelope.choices?.[0];
  const turn = choice?.delta ?? choice?.message ?? null;
  const error = envelope.error;
  return {
    content: contentText(turn?.content),
    reasoning: turn?.reasoning_content ?? turn?.reasoning ?? '',
    finishReason: choice?.finish_reason ?? null,
    error:
      error === null || error === undefined
        ? null
        : typeof error === 'string'
          ? error
          : (error.message ?? ''),
  };
}

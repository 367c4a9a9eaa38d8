import { fillPath } from '@/gateway/path';
import { lazySchema, z } from '@/lib/zod';

/**
 * The generate-content answer (issue 56): `{candidates: [{content: {parts: [{text} |
 * {inlineData: {mimeType, data}}]}}]}`. Loose everywhere: relays pass the vendor's answer on
 * with their own fields, write `inline_data`/`mime_type` as the request does, and put the picture
 * in any part (after a text part, in a second candidate), so every part of every candidate is
 * looked through. An answer with no picture is still an answer: its words are kept to show.
 */
export const zGenerateContentAnswer = lazySchema(() =>
  z.looseObject({
    candidates: z.nullish(z.array(z.unknown())),
    /** Why a vendor stopped before answering (a safety block), when it says. */
    promptFeedback: z.optional(z.unknown()),
  }),
);
export type GenerateContentAnswer = z.infer<typeof zGenerateContentAnswer>;

const zInline = lazySchema(() =>
  z.looseObject({
    mimeType: z.nullish(z.string()),
    mime_type: z.nullish(z.string()),
    data: z.string(),
  }),
);

const zPart = lazySchema(() =>
  z.looseObject({
    text: z.nullish(z.string()),
    inlineData: z.nullish(zInline),
    inline_data: z.nullish(zInline),
  }),
);

const zCandidate = lazySchema(() =>
  z.looseObject({
    content: z.nullish(z.looseObject({ parts: z.nullish(z.array(z.unknown())) })),
    finishReason: z.nullish(z.string()),
  }),
);

/** What an answer carries: its pictures (base64, in order) and its words. */
export interface GeneratedContent {
  pictures: { data: string; mimeType: string | null }[];
  texts: string[];
  /** The first candidate's reason for stopping, when it is not a normal end (SAFETY…). */
  stopped: string | null;
}

/** Every picture and text of every part of every candidate; parts that are neither are skipped. */
export function contentOf(answer: GenerateContentAnswer): GeneratedContent {
  const out: GeneratedContent = { pictures: [], texts: [], stopped: null };
  for (const entry of answer.candidates ?? []) {
    const candidate = zCandidate.safeParse(entry);
    if (!candidate.success) continue;
    const reason = candidate.data.finishReason;
    if (
      out.stopped === null &&
      reason != null &&
      !/^(STOP|FINISH_REASON_UNSPECIFIED)$/i.test(reason)
    )
      out.stopped = reason;
    for (const raw of candidate.data.content?.parts ?? []) {
      const part = zPart.safeParse(raw);
      if (!part.success) continue;
      const inline = part.data.inlineData ?? part.data.inline_data;
      if (inline != null && inline.data.trim() !== '')
        out.pictures.push({
          data: inline.data,
          mimeType: inline.mimeType ?? inline.mime_type ?? null,
        });
      else if (part.data.text != null && part.data.text.trim() !== '')
        out.texts.push(part.data.text);
    }
  }
  return out;
}

/** The generate-content path with the model put in (`{model}` in the setting). */
export const generateContentPathFor = (template: string, model: string): string =>
  fillPath(template, { model });

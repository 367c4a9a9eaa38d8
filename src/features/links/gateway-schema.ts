import { lazySchema, z } from '@/lib/zod';

/**
 * From a link's answers (issue 55), as BibiGPT's open API gives them (field notes, "Words"):
 * summary `{success, summary, detail: {title, duration, cover, subtitlesArray}}`, subtitle
 * `{success, detail: {subtitlesArray}}`, chat `{answer}`. Relays that copy it differ in the small
 * things, so all three are read through one loose shape: anything may be missing, unknown fields
 * are kept, and what sits under `data` (a relay's envelope) is read as if it were at the top. A
 * present value of the wrong type fails: that answer is not this one. No `t` here: the demo's Node
 * server loads this file.
 */

/** A time as relays write it: seconds as a number or a numeric string, or a clock "00:01:02.5". */
const zTime = lazySchema(() => z.nullish(z.union([z.number(), z.string()])));

/** One timed line. BibiGPT writes `{startTime, end, text}`; others `start`/`end`, `endTime`, `content`. */
export const zSubtitleLine = lazySchema(() =>
  z.looseObject({
    startTime: zTime,
    start: zTime,
    from: zTime,
    end: zTime,
    endTime: zTime,
    to: zTime,
    text: z.nullish(z.string()),
    content: z.nullish(z.string()),
  }),
);
export type SubtitleLine = z.infer<typeof zSubtitleLine>;

export const zLinkDetail = lazySchema(() =>
  z.looseObject({
    title: z.nullish(z.string()),
    /** Seconds, or a clock as text. */
    duration: zTime,
    /** Untrusted: never loaded (nothing in an answer is fetched on its own). */
    cover: z.nullish(z.string()),
    url: z.nullish(z.string()),
    /** Lines are read one by one (`subtitle-lines.ts`): one bad line does not lose the others. */
    subtitlesArray: z.nullish(z.array(z.unknown())),
  }),
);
export type LinkDetail = z.infer<typeof zLinkDetail>;

const fields = () => ({
  success: z.nullish(z.boolean()),
  /** Markdown, rendered safely (never as HTML). */
  summary: z.nullish(z.string()),
  answer: z.nullish(z.string()),
  detail: z.nullish(zLinkDetail),
  /** Why it did not succeed, where the relay says. */
  message: z.nullish(z.string()),
  msg: z.nullish(z.string()),
  error: z.optional(z.unknown()),
});

const zLinkBody = lazySchema(() => z.looseObject(fields()));

/** Any of the three answers, with an optional `data` envelope holding the same fields. */
export const zLinkAnswer = lazySchema(() =>
  z.looseObject({ ...fields(), data: z.catch(z.nullish(zLinkBody), null) }),
);
export type LinkAnswer = z.infer<typeof zLinkAnswer>;

/** The requests, as BibiGPT's open API takes them. */
export interface LinkSummaryRequest {
  url: string;
  includeDetail: boolean;
  promptConfig: { outputLanguage: string };
}
export interface LinkSubtitleRequest {
  url: string;
  audioLanguage: string;
}
export interface LinkChatRequest {
  url: string;
  question: string;
  /** Earlier questions and their answers, oldest first: `[question, answer]`. */
  history: [string, string][];
}

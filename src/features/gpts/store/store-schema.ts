import { lazySchema, z } from '@/lib/zod';

/**
 * The GPT store's answers (issue 55; field notes, "Words"). Search finds `{id, title, link,
 * description}`; the official format wraps its answers in `{code, msg, data}`. Relays differ in
 * the small things, so both are loose: a search entry may say `name` or `url`, an envelope `message`
 * for `msg`; a present value of the wrong type fails that entry only (each is read alone). No `t`
 * here: the demo's Node server loads this file.
 */

/** One search result. Only the id is needed (it is what a conversation and details ask with). */
export const zGptSummary = lazySchema(() =>
  z.looseObject({
    id: z.string().check(z.trim(), z.minLength(1)),
    title: z.nullish(z.string()),
    name: z.nullish(z.string()),
    /** Untrusted: a link only through `safeLinkUrl`. */
    link: z.nullish(z.string()),
    url: z.nullish(z.string()),
    description: z.nullish(z.string()),
  }),
);
export type GptSummaryRecord = z.infer<typeof zGptSummary>;

/** The official format's envelope; `data` is read by each answer's own reader. */
export const zOfficialEnvelope = lazySchema(() =>
  z.looseObject({
    code: z.nullish(z.union([z.number(), z.string()])),
    msg: z.nullish(z.string()),
    message: z.nullish(z.string()),
    data: z.optional(z.unknown()),
  }),
);
export type OfficialEnvelope = z.infer<typeof zOfficialEnvelope>;

/** A GPT as the store shows it in a list. */
export interface GptSummary {
  id: string;
  title: string;
  link: string | null;
  description: string | null;
}

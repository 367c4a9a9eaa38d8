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
    id: z.string().trim().min(1),
    title: z.string().nullish(),
    name: z.string().nullish(),
    /** Untrusted: a link only through `safeLinkUrl`. */
    link: z.string().nullish(),
    url: z.string().nullish(),
    description: z.string().nullish(),
  }),
);
export type GptSummaryRecord = z.infer<typeof zGptSummary>;

/** The official format's envelope; `data` is read by each answer's own reader. */
export const zOfficialEnvelope = lazySchema(() =>
  z.looseObject({
    code: z.union([z.number(), z.string()]).nullish(),
    msg: z.string().nullish(),
    message: z.string().nullish(),
    data: z.unknown().optional(),
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

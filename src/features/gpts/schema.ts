import { t } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';

/**
 * The lookup form's schema. The contract says only that the id is "a string of the form
 * `g-<id>`"; real ids are `g-` and nine letters or digits, sometimes followed by a `-slug`. The form
 * takes any run of letters, digits, `-` and `_` after `g-`, so a slugged id works too.
 */
export const GPT_ID_MAX = 128;
export const GPT_ID_EXAMPLE = 'g-2fkFE8rbu';

/** One message per problem, in the order a person fixes them; null when the id is fine. */
export function gptIdProblem(id: string): string | null {
  const example = GPT_ID_EXAMPLE;
  if (id === '') return t('gpts.id.empty', { example });
  if (!id.startsWith('g-')) return t('gpts.id.prefix', { example });
  if (id.length === 2) return t('gpts.id.short', { example });
  if (!/^g-[A-Za-z0-9_-]+$/.test(id)) return t('gpts.id.characters');
  if (id.length > GPT_ID_MAX) return t('gpts.id.tooLong', { max: GPT_ID_MAX });
  return null;
}

export const zGptLookupForm = lazySchema(() =>
  z.object({
    id: z.string().check(
      z.trim(),
      z.superRefine((id, ctx) => {
        const problem = gptIdProblem(id);
        if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
      }),
    ),
  }),
);

export type GptLookupInput = z.input<typeof zGptLookupForm>;
export type GptLookupValues = z.output<typeof zGptLookupForm>;

export const gptLookupDefaults: GptLookupInput = { id: '' };

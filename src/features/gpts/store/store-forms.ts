import { t } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';
import { GPT_ID_EXAMPLE, gptIdProblem } from '../schema';

/** The GPT store's forms (issue 55): checked before anything is sent, each problem by its field. */

export const KEYWORD_MAX = 200;
export const IDS_MAX = 20;
export const MESSAGE_MAX = 8_000;
export const IDS_EXAMPLE = `${GPT_ID_EXAMPLE}, g-demo2`;

export const zSearchForm = lazySchema(() =>
  z.object({
    keyword: z.string().check(
      z.trim(),
      z.minLength(1, { error: () => t('gpts.search.keyword.empty') }),
      z.maxLength(KEYWORD_MAX, {
        error: () => t('gpts.search.keyword.tooLong', { max: KEYWORD_MAX }),
      }),
    ),
  }),
);
export type SearchFormInput = z.input<typeof zSearchForm>;
export type SearchFormValues = z.output<typeof zSearchForm>;

/** Ids as a person types them: separated by commas (or spaces, or new lines), each once. */
export const splitIds = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,，]+/)
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  ),
];

export const zDetailsForm = lazySchema(() =>
  z.object({
    ids: z.pipe(z.string(), z.transform(splitIds)).check(
      z.superRefine((ids, ctx) => {
        if (ids.length === 0)
          ctx.addIssue({ code: 'custom', message: t('gpts.details.ids.empty') });
        else if (ids.length > IDS_MAX)
          ctx.addIssue({
            code: 'custom',
            message: t('gpts.details.ids.tooMany', { max: IDS_MAX }),
          });
        for (const id of ids) {
          const problem = gptIdProblem(id);
          if (problem !== null) {
            ctx.addIssue({ code: 'custom', message: t('gpts.details.ids.bad', { id, problem }) });
            return;
          }
        }
      }),
    ),
  }),
);
export type DetailsFormInput = z.input<typeof zDetailsForm>;
export type DetailsFormValues = z.output<typeof zDetailsForm>;

export const zMessageForm = lazySchema(() =>
  z.object({
    message: z.string().check(
      z.trim(),
      z.minLength(1, { error: () => t('gpts.talk.message.empty') }),
      z.maxLength(MESSAGE_MAX, {
        error: () => t('gpts.talk.message.tooLong', { max: MESSAGE_MAX }),
      }),
    ),
  }),
);
export type MessageFormInput = z.input<typeof zMessageForm>;
export type MessageFormValues = z.output<typeof zMessageForm>;

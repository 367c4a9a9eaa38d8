import { t } from '@/i18n/i18n';
import { isWebUrl } from '@/lib/safe-url';
import { lazySchema, z } from '@/lib/zod';

export const LINK_MAX = 2048;
export const QUESTION_MAX = 2000;
export const LINK_EXAMPLE = 'https://www.youtube.com/watch?v=abc123';

/** The link every request is about: a web address, checked before anything is sent. */
export const zLinkForm = lazySchema(() =>
  z.object({
    url: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: () => t('links.url.empty', { example: LINK_EXAMPLE }) }),
        z.maxLength(LINK_MAX, { error: () => t('links.url.tooLong', { max: LINK_MAX }) }),
        z.refine(isWebUrl, { error: () => t('links.url.invalid', { example: LINK_EXAMPLE }) }),
      ),
  }),
);
export type LinkFormInput = z.input<typeof zLinkForm>;
export type LinkFormValues = z.output<typeof zLinkForm>;

export const zQuestionForm = lazySchema(() =>
  z.object({
    question: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: () => t('links.ask.empty') }),
        z.maxLength(QUESTION_MAX, { error: () => t('links.ask.tooLong', { max: QUESTION_MAX }) }),
      ),
  }),
);
export type QuestionFormInput = z.input<typeof zQuestionForm>;
export type QuestionFormValues = z.output<typeof zQuestionForm>;

import { t } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';
import { UUID_PATTERN } from '@/lib/id';

/**
 * The follow form's schema. Creation is not shown in the contract, so the only thing a person
 * gives is the id of a task made elsewhere: `GET /pikb/task?id=` documents it as a UUID.
 */
export const TASK_ID_PATTERN = UUID_PATTERN;

// Functions: each is read when shown, in the language of that moment.
export const taskIdEmptyMessage = (): string => t('pikb.taskId.empty');
export const taskIdFormatMessage = (): string => t('pikb.taskId.invalid');

export const zPikbFollowForm = lazySchema(() =>
  z.object({
    taskId: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: taskIdEmptyMessage }),
        z.regex(TASK_ID_PATTERN, { error: taskIdFormatMessage }),
      ),
  }),
);

export type PikbFollowInput = z.input<typeof zPikbFollowForm>;
export type PikbFollowValues = z.output<typeof zPikbFollowForm>;

export const pikbFollowDefaults: PikbFollowInput = { taskId: '' };

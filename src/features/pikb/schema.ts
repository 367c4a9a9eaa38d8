import { z } from '@/lib/zod';
import { UUID_PATTERN } from '@/lib/id';

/**
 * The follow form's schema. Creation is not shown in the contract, so the only thing a person
 * gives is the id of a task made elsewhere: `GET /pikb/task?id=` documents it as a UUID.
 */
export const TASK_ID_PATTERN = UUID_PATTERN;

export const taskIdEmptyMessage = 'Enter the Task ID of a pikb task.';
export const taskIdFormatMessage = 'A Task ID is a UUID: 32 hexadecimal digits as 8-4-4-4-12, like 9b2f6c1e-4a7d-4e3b-8c5a-1f2e3d4c5b6a.';

export const zPikbFollowForm = z.object({
  taskId: z.string().trim().min(1, taskIdEmptyMessage).regex(TASK_ID_PATTERN, taskIdFormatMessage),
});

export type PikbFollowInput = z.input<typeof zPikbFollowForm>;
export type PikbFollowValues = z.output<typeof zPikbFollowForm>;

export const pikbFollowDefaults: PikbFollowInput = { taskId: '' };

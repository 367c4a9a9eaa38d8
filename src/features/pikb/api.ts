import { GatewayError } from '@/gateway/errors';
import { pikbTaskPath, zPikbTask } from '@/features/pikb/gateway-schema';
import type { JobPoller } from '@/jobs/generator';
import type { JobUpdate } from '@/jobs/job';
import { normalisePikbTask, pikbNotFoundUpdate } from './normalise';
import declared from './generator.json';

// The kind from the folder's plain data, not its about: the about's lazy page imports this file.
export const PIKB_KIND = declared.kind;

/**
 * One task per call (the query takes one id). A 404 for a task that never answered before ends the
 * job with a clear message; a 404 after good answers stays a poll error and polling goes on, since a
 * gateway that knew the task may only be briefly confused.
 */
export const pikbPoller: JobPoller = {
  batched: false,
  async poll({ client, signal }, jobs) {
    const updates = new Map<string, JobUpdate>();
    for (const job of jobs) {
      const taskId = job.remoteIds[0];
      if (taskId === undefined) continue;
      try {
        const task = await client.json({
          method: 'GET',
          path: pikbTaskPath(taskId),
          schema: zPikbTask,
          signal,
        });
        updates.set(job.id, normalisePikbTask(task));
      } catch (error) {
        if (error instanceof GatewayError && error.status === 404 && job.raw === undefined) {
          updates.set(job.id, pikbNotFoundUpdate(error));
          continue;
        }
        throw error;
      }
    }
    return updates;
  },
};

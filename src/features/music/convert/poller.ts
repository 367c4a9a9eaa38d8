import { fillPath } from '@/gateway/path';
import { zTaskEnvelope } from '@/gateway/schemas/task-envelope';
import { answeredTask } from '@/gateway/task-answers';
import type { JobPoller } from '@/jobs/generator';
import type { JobUpdate } from '@/jobs/job';
import { musicPath } from '../paths';
import { conversionOf } from './convert';
import { normaliseConversion } from './normalise';

/**
 * A conversion is followed alone, at `tuneFetchPath` (one GET per job), never in the feed's batch
 * (`musicPoller.alone`): its task is no clip, and its faults are its own.
 */
export const conversionPoller: JobPoller = {
  batched: false,
  async poll({ client, settings, signal }, jobs) {
    const updates = new Map<string, JobUpdate>();
    for (const job of jobs) {
      const format = conversionOf(job);
      const id = job.remoteIds[0];
      if (format === null || id === undefined) continue;
      const path = fillPath(musicPath(settings.paths, 'tuneFetchPath'), { id });
      const envelope = answeredTask(
        await client.json({ method: 'GET', path, schema: zTaskEnvelope, signal }),
      );
      updates.set(job.id, normaliseConversion(format, envelope));
    }
    return updates;
  },
};

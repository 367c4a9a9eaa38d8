import { GatewayError } from '@/gateway/errors';
import { fillPath } from '@/gateway/path';
import { taskRecordOf, zTaskEnvelope } from '@/gateway/schemas/task-envelope';
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
      const envelope = await client.json({ method: 'GET', path, schema: zTaskEnvelope, signal });
      // A 200 envelope whose code says it failed, with no task in it: a poll problem, said on
      // the card and asked again, never a failed conversion.
      const refused = taskRecordOf(envelope).refused;
      if (refused !== null) throw new GatewayError(200, refused, JSON.stringify(envelope));
      updates.set(job.id, normaliseConversion(format, envelope));
    }
    return updates;
  },
};

import {
  pixaPaths,
  pixaTaskPath,
  zPixaCreateResult,
  zPixaRecord,
} from '@/features/pixa/gateway-schema';
import type { JobCreator, JobPoller } from '@/jobs/generator';
import type { JobUpdate } from '@/jobs/job';
import { normalisePixaRecord } from './normalise';
import { toPixaRequest } from './request';
import type { PixaFormValues } from './schema';
import declared from './generator.json';

// The kind from the folder's plain data, not its about: the about's lazy page imports this file.
export const PIXA_KIND = declared.kind;

export const pixaCreator: JobCreator<PixaFormValues> = {
  kind: PIXA_KIND,
  summarize: (values) => ({
    prompt: values.prompt,
    // Labels and formats are the module's `summaryFields` (index.ts).
    fields: {
      model: values.model,
      seconds: values.duration,
      quality: values.quality,
      motionMode: values.motionMode,
      templateId: values.templateId,
      seed: values.seed,
      imageUrl: values.imgUrl,
      removeWatermark: values.removeWatermark,
    },
  }),
  describeRequest: (values) => toPixaRequest(values),
  async create({ client, signal }, values) {
    const result = await client.json({
      method: 'POST',
      path: pixaPaths.create,
      body: toPixaRequest(values),
      schema: zPixaCreateResult,
      signal,
    });
    // The answer holds only the id: the job waits until the first poll says more.
    return {
      remoteIds: [result.video_id],
      update: { status: 'queued', statusWord: null, raw: result },
    };
  },
};

export const pixaPoller: JobPoller = {
  batched: false,
  async poll({ client, signal }, jobs) {
    const updates = new Map<string, JobUpdate>();
    for (const job of jobs) {
      const videoId = job.remoteIds[0];
      if (videoId === undefined) continue;
      const record = await client.json({
        method: 'GET',
        path: pixaTaskPath(videoId),
        schema: zPixaRecord,
        signal,
      });
      updates.set(job.id, normalisePixaRecord(record));
    }
    return updates;
  },
};

import { clipPaths, clipQueryPath, zClipRecord } from '@/features/clip/gateway-schema';
import type { JobCreator, JobPoller } from '@/jobs/generator';
import type { JobUpdate } from '@/jobs/job';
import { firstAnswer } from '@/jobs/status';
import { normaliseClipRecord } from './normalise';
import { toClipRequest } from './request';
import type { ClipFormValues } from './schema';
import declared from './generator.json';
import { clipPath } from './paths';

// The kind from the folder's plain data, not its about: the about's lazy page imports this file.
export const CLIP_KIND = declared.kind;

/** What the card shows of an image URL: its host and file, enough to recognise it. */
function shortUrl(value: string): string | null {
  if (value === '') return null;
  try {
    const url = new URL(value);
    const segments = url.pathname.split('/').filter(Boolean);
    const file = segments.at(-1);
    if (file === undefined) return url.hostname;
    return `${url.hostname}/${segments.length > 1 ? '…/' : ''}${decodeURIComponent(file)}`;
  } catch {
    return value;
  }
}

export const clipCreator: JobCreator<ClipFormValues> = {
  kind: CLIP_KIND,
  summarize: (values) => ({
    prompt: values.prompt,
    // Labels and formats are the module's `summaryFields` (index.ts).
    fields: {
      ratio: values.aspectRatio,
      expandPrompt: values.expandPrompt,
      loop: values.loop,
      startImage: shortUrl(values.imageUrl),
      endImage: shortUrl(values.imageEndUrl),
    },
  }),
  describeRequest: (values) => toClipRequest(values),
  async create({ client, signal }, values) {
    const task = await client.json({
      method: 'POST',
      path: clipPaths.create,
      body: toClipRequest(values),
      schema: zClipRecord,
      signal,
    });
    const update = normaliseClipRecord(task);
    // The documented first state is `pending`; a word we do not know yet still means "created".
    return { remoteIds: [task.id], update: firstAnswer(update) };
  },
};

/**
 * One GET per clip, at the query path from Settings: the contract does not show the query
 * operation, so `GET /v1/clipapro/generations/{id}` is an assumption a person can change.
 */
export const clipPoller: JobPoller = {
  batched: false,
  async poll({ client, settings, signal }, jobs) {
    const updates = new Map<string, JobUpdate>();
    for (const job of jobs) {
      const id = job.remoteIds[0];
      if (id === undefined) continue;
      const path = clipQueryPath(clipPath(settings.paths, 'clipQueryPath'), id);
      const record = await client.json({ method: 'GET', path, schema: zClipRecord, signal });
      updates.set(job.id, normaliseClipRecord(record));
    }
    return updates;
  },
};

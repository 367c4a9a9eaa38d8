import { joinUrl } from '@/gateway/client';
import { GatewayError } from '@/gateway/errors';
import {
  tuneFeedPath,
  zTuneCreateAnswer,
  zTuneFeed,
  type TuneClip,
} from '@/features/music/gateway-schema/tune';
import type { JobCreator, JobPoller } from '@/jobs/generator';
import type { JobSummary, JobUpdate } from '@/jobs/job';
import { firstAnswer } from '@/jobs/status';
import { clipKey, knownClips, pendingClipIds, summariseClips } from './normalise';
import { toMusicRequest } from './request';
import type { MusicFormValues } from './schema';
import declared from './generator.json';
import { musicPath } from './paths';
import { isConversion } from './convert/convert';
import { conversionPoller } from './convert/poller';

// The kind from the folder's plain data, not its about: the about's lazy page imports this file.
export const MUSIC_KIND = declared.kind;

/** Above about 2,000 characters some proxies and servers refuse a URL. */
export const MAX_FEED_URL_LENGTH = 2_000;

export const musicCreator: JobCreator<MusicFormValues> = {
  kind: MUSIC_KIND,
  summarize: (values): JobSummary =>
    values.mode === 'description'
      ? {
          prompt: values.description,
          fields: { mode: 'description', model: values.model, instrumental: values.instrumental },
        }
      : {
          prompt: values.instrumental ? '' : values.lyrics,
          fields: {
            mode: 'lyrics',
            model: values.model,
            title: values.title || null,
            tags: values.tags || null,
            instrumental: values.instrumental,
          },
        },
  describeRequest: (values) => toMusicRequest(values),
  async create({ client, settings, signal }, values) {
    const clips = await client.json({
      method: 'POST',
      path: musicPath(settings.paths, 'tuneCreatePath'),
      body: toMusicRequest(values),
      schema: zTuneCreateAnswer,
      signal,
    });
    const remoteIds = [...new Set(clips.map((clip) => clip.id))];
    const update = summariseClips(
      remoteIds,
      new Map(clips.map((clip) => [clipKey(clip.id), clip])),
    );
    // A fresh generation is waiting even if a gateway leaves its status out.
    return { remoteIds, update: firstAnswer(update) };
  },
};

/**
 * Splits ids into as few groups as fit: each group's URL stays under `maxLength`. A single id
 * longer than that still goes alone rather than not at all.
 */
export function chunkIds(
  ids: readonly string[],
  urlFor: (ids: readonly string[]) => string,
  maxLength = MAX_FEED_URL_LENGTH,
): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  for (const id of ids) {
    const next = [...current, id];
    if (current.length > 0 && urlFor(next).length > maxLength) {
      chunks.push(current);
      current = [id];
    } else {
      current = next;
    }
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * The tune feed takes many ids at once, so every pending clip of every music job goes in one
 * request per tick (split only when the URL would grow too long). Clips come back in any order,
 * and unknown ones are simply absent: an absent clip stays pending while another of its song's
 * comes back; a song none of whose waiting clips came back is left out of the answer, counted as
 * not found (three times in a row, two minutes after the create, and it is given up: `isLost`).
 * A 404 means the gateway knew none of the ids asked: a poll problem on every job asked, counted
 * the same way, never a failed job.
 */
export const musicPoller: JobPoller = {
  batched: true,
  // A take's WAV or MIDI is a task of its own, not a clip of the feed (convert/).
  alone: (job) => (isConversion(job) ? conversionPoller : null),
  async poll({ client, settings, signal }, all) {
    const jobs = all.filter((job) => !isConversion(job));
    const known = new Map(jobs.map((job) => [job.id, knownClips(job)]));
    const pending = [
      ...new Map(
        jobs
          .flatMap((job) => pendingClipIds(job, known.get(job.id)))
          .map((id) => [clipKey(id), id]),
      ).values(),
    ];
    const pathFor = (ids: readonly string[]) =>
      tuneFeedPath(musicPath(settings.paths, 'tuneFeedPath'), ids);
    const chunks = chunkIds(pending, (ids) => joinUrl(client.baseUrl, pathFor(ids)));

    const fresh = new Map<string, TuneClip>();
    let notFound: GatewayError | null = null;
    let answered = 0;
    for (const chunk of chunks) {
      const asked = new Set(chunk.map(clipKey));
      try {
        const clips = await client.json({
          method: 'GET',
          path: pathFor(chunk),
          schema: zTuneFeed,
          signal,
        });
        answered += 1;
        for (const clip of clips)
          if (asked.has(clipKey(clip.id))) fresh.set(clipKey(clip.id), clip);
      } catch (error) {
        // One group of unknown ids must not hide the answers to the others.
        if (error instanceof GatewayError && error.status === 404) notFound = error;
        else throw error;
      }
    }
    if (notFound !== null && answered === 0) throw notFound;

    const updates = new Map<string, JobUpdate>();
    for (const job of jobs) {
      // The feed answered and listed none of the clips this song waits for: left out, so the
      // studio counts it as not found (`JobPoller`) rather than waiting for it forever.
      const waiting = pendingClipIds(job, known.get(job.id));
      if (answered > 0 && waiting.length > 0 && !waiting.some((id) => fresh.has(clipKey(id))))
        continue;
      const clips = new Map(known.get(job.id));
      for (const id of job.remoteIds) {
        const clip = fresh.get(clipKey(id));
        if (clip !== undefined) clips.set(clipKey(id), clip);
      }
      updates.set(job.id, summariseClips(job.remoteIds, clips));
    }
    return updates;
  },
};

import { t } from '@/i18n/i18n';
import type { GatewayClient } from '@/gateway/client';
import { fetchResultBlob } from '@/gateway/media-fetch';
import { getCopy } from '@/jobs/copies/kept-copies';
import type { Job } from '@/jobs/job';
import type { FrameSource } from './grab-frame';

/**
 * A result's bytes for the studio to draw from (a picture to edit, a character's reference, a
 * frame to take): the copy kept in this browser first — the only copy of a picture that came as
 * bytes, and one that outlives an expired link — else the result's own address (a gateway path
 * with the key, a media host without credentials), as Download reads it.
 */
export async function resultBlob(job: Job, slot: number, client: GatewayClient): Promise<Blob> {
  const kept = await getCopy(job.id, slot).catch(() => undefined);
  if (kept !== undefined) return kept.blob;
  const media = job.media[slot];
  if (media === undefined) throw new Error(t('media.noAddress'));
  const answer = await fetchResultBlob(media, { client });
  if (!answer.ok) throw new Error(answer.message);
  return answer.blob;
}

/**
 * Where a video result's frames can be read: its kept copy or a gateway path's bytes (always
 * readable), else its link (read with CORS: `grabFrame` says so when the host refuses).
 */
export async function resultFrameSource(
  job: Job,
  slot: number,
  client: GatewayClient,
): Promise<FrameSource> {
  const kept = await getCopy(job.id, slot).catch(() => undefined);
  if (kept !== undefined) return { blob: kept.blob };
  const media = job.media[slot];
  if (media === undefined) throw new Error(t('media.noAddress'));
  if (media.viaGateway) return { blob: await client.blob(media.url) };
  return { url: media.url };
}

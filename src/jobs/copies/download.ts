import { t } from '@/i18n/i18n';
import type { FetchLike, GatewayClient } from '@/gateway/client';
import { fetchResultBlob } from '@/gateway/media-fetch';
import type { Job, Media } from '@/jobs/job';
import { madeNameText } from '@/jobs/lineage';
import { safeMediaUrl } from '@/lib/safe-url';
import { nonEmptyText } from '@/lib/text';
import { keptCopiesDb } from './kept-copies-db';
import { saveBlob } from '@/lib/save-file';

/** File extensions for the types gateways serve; anything else falls back to the URL's own. */
const extensionByType: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/ogg': 'ogg',
  'audio/flac': 'flac',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const extensionByKind: Record<Media['kind'], string> = { video: 'mp4', audio: 'mp3', image: 'png' };

const PROMPT_SLUG_MAX = 40;
const SHORT_ID = 8;

/**
 * Lower-case letters (of any script: a Chinese title stays Chinese), digits and single hyphens:
 * no spaces, slashes or symbols, so the name is safe on every file system and in every shell.
 */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/gu, '');
}

/**
 * What a person calls the result: the piece's own title (a song's take, a stem), else the title
 * asked for, else the prompt without a song's section tags ("[Verse]").
 */
function nameOf(
  job: Pick<Job, 'prompt'> & Partial<Pick<Job, 'fields' | 'name' | 'madeName' | 'media'>>,
  media: Pick<Media, 'title' | 'remoteId'>,
): string {
  const asked = job.fields?.title;
  // A derived version is saved under its made name ("Chi — vocals"), its take's where it has one.
  const slot =
    media.remoteId === null
      ? -1
      : (job.media?.findIndex((m) => m.remoteId === media.remoteId) ?? -1);
  const made =
    job.madeName === undefined
      ? null
      : madeNameText({ madeName: job.madeName }, slot < 0 ? null : slot);
  return (
    nonEmptyText(job.name) ??
    made ??
    nonEmptyText(media.title) ??
    (typeof asked === 'string' ? nonEmptyText(asked) : null) ??
    job.prompt.replace(/\[[^\]\n]{0,40}\]/gu, ' ')
  );
}

/** The prompt's first words, cut at a word boundary so a name never ends in half a word. */
function promptSlug(prompt: string): string {
  const whole = slug(prompt);
  if (whole.length <= PROMPT_SLUG_MAX) return whole;
  const cut = whole.slice(0, PROMPT_SLUG_MAX + 1);
  const boundary = cut.lastIndexOf('-');
  return (boundary > 0 ? cut.slice(0, boundary) : cut.slice(0, PROMPT_SLUG_MAX)).replace(
    /-+$/u,
    '',
  );
}

function extensionFromUrl(url: string): string | null {
  try {
    const last = new URL(url, 'https://x.invalid/').pathname.split('/').pop() ?? '';
    const match = /\.([a-z0-9]{1,5})$/iu.exec(last);
    return match?.[1]?.toLowerCase() ?? null;
  } catch {
    return null;
  }
}

/**
 * A name that says what the file is: `<generator>-<its name>-<short id>.<ext>`, the name being its
 * title or else the first words of its prompt (`nameOf`), e.g. `music-harbour-lights-3f2a9c1b.mp3`,
 * `video-a-red-boat-at-dawn-68d2ab90.mp4`. The id is the piece's own (a music clip, a pikb video)
 * when it has one, so the clips of one job get different names.
 */
export function downloadFileName(
  job: Pick<Job, 'kind' | 'prompt' | 'id' | 'remoteIds'> &
    Partial<Pick<Job, 'fields' | 'name' | 'madeName' | 'media'>>,
  media: Pick<Media, 'kind' | 'url' | 'remoteId'> & Partial<Pick<Media, 'title'>>,
  mimeType = '',
): string {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  // Own keys only: a host's Content-Type of "__proto__" must not reach Object.prototype.
  const known = Object.hasOwn(extensionByType, type) ? extensionByType[type] : undefined;
  const ext = known ?? extensionFromUrl(media.url) ?? extensionByKind[media.kind];
  const id = slug(media.remoteId ?? job.remoteIds[0] ?? job.id).replace(/-/gu, '');
  const parts = [
    slug(job.kind).slice(0, 20) || 'media',
    promptSlug(nameOf(job, { title: media.title ?? null, remoteId: media.remoteId })),
    id.slice(-SHORT_ID),
  ];
  return `${parts.filter((p) => p !== '').join('-')}.${ext}`;
}

// One save-a-file helper (decision 026): lib's, named here too for the callers of this module.
export { saveBlob };

export type DownloadOutcome =
  | { outcome: 'saved'; name: string }
  /** The host does not let the page read the file: keep the link so the person can "Save as". */
  | { outcome: 'link-only'; url: string; message: string }
  | { outcome: 'failed'; message: string };

/**
 * The copy of this result kept in this browser (decision 012), if any: saved as it is, with no
 * network. A film made on the storyboard has no other bytes (its link is the page that made it).
 */
async function keptCopy(jobId: string, url: string): Promise<Blob | null> {
  try {
    const [copy] = await (
      await keptCopiesDb()
    ).read(['copies'], (tx) =>
      tx
        .store('copies')
        .index('jobId')
        .take(1, { query: jobId }, (c) => c.url === url),
    );
    return copy?.blob ?? null;
  } catch {
    // Copies that cannot be read are no reason not to fetch the result.
    return null;
  }
}

export interface DownloadInput {
  job: Pick<Job, 'kind' | 'prompt' | 'id' | 'remoteIds'> & Partial<Pick<Job, 'fields'>>;
  media: Media;
  /** The gateway client: a `/content` path is fetched with the key, in a header, never in a URL. */
  client: GatewayClient;
  /** How media hosts are reached (the page's fetch; a test's fake). */
  fetch?: FetchLike;
  save?: (blob: Blob, name: string) => void;
  signal?: AbortSignal;
}

/**
 * Downloads one result. A gateway path goes through the gateway client (key in the header); a
 * media host is asked without credentials. Nothing here throws for a failed download: the
 * outcome says what the person can do next. An abort still throws, as aborts do.
 */
export async function downloadMedia({
  job,
  media,
  client,
  fetch = (url, init) => globalThis.fetch(url, init),
  save = saveBlob,
  signal,
}: DownloadInput): Promise<DownloadOutcome> {
  const url = media.viaGateway ? media.url : safeMediaUrl(media.url);
  if (url === null) return { outcome: 'failed', message: t('download.noAddress') };
  const kept = await keptCopy(job.id, media.url);
  const answer = kept
    ? { ok: true as const, blob: kept }
    : await fetchResultBlob(media, { client, fetch, signal });
  if (!answer.ok) {
    return answer.refused
      ? { outcome: 'link-only', url, message: answer.message }
      : { outcome: 'failed', message: answer.message };
  }
  const name = downloadFileName(job, media, answer.blob.type);
  save(answer.blob, name);
  return { outcome: 'saved', name };
}

import { message, t } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';
import { zTuneClip, type TuneClip } from '@/features/music/gateway-schema/tune';
import type { Job, JobUpdate, MediaInput } from '@/jobs/job';
import { isTerminal, normaliseStatusWord, settleSucceeded, type RemoteStatus } from '@/jobs/status';
import { nonEmptyText } from '@/lib/text';
import { restyledSource } from '@/features/music/derive/restyled-source';

/** One clip as the studio shows it, read from the vendor's record. */
export interface ClipView {
  id: string;
  status: RemoteStatus;
  /** The vendor's own word: submitted, queued, streaming, complete, error, or something new. */
  word: string | null;
  title: string | null;
  tags: string | null;
  lyrics: string | null;
  /** A streaming clip already has one (a progressive stream); it changes when the clip completes. */
  audioUrl: string | null;
  videoUrl: string | null;
  coverUrl: string | null;
  /** Null until the clip completes. */
  durationSeconds: number | null;
  error: string | null;
  /** A stem's part, where the record says which it is (its group name, else whether it has a voice). */
  stem: 'vocals' | 'instrumental' | null;
  /** A clip made from a person's own file (`metadata.type` `upload`). */
  uploaded: boolean;
}

const failedWithoutReason = () => t('status.clipFailedWithoutReason');

/** Clip ids are UUIDs; compared without regard to case, as UUIDs are. */
export function clipKey(id: string): string {
  return id.trim().toLowerCase();
}

/** A clip's status. "complete" without an audio URL is still running for us (decision 008). */
export function clipStatus(clip: TuneClip): RemoteStatus {
  return settleSucceeded(normaliseStatusWord(clip.status), nonEmptyText(clip.audio_url) !== null);
}

function stemPart(metadata: TuneClip['metadata']): ClipView['stem'] {
  const group = nonEmptyText(metadata?.stem_type_group_name)?.toLowerCase() ?? '';
  if (group.includes('instrumental') || group.includes('accompaniment')) return 'instrumental';
  if (group.includes('vocal')) return 'vocals';
  if (nonEmptyText(metadata?.stem_from_id) === null || typeof metadata?.has_vocal !== 'boolean')
    return null;
  return metadata.has_vocal ? 'vocals' : 'instrumental';
}

export function describeClip(clip: TuneClip): ClipView {
  const status = clipStatus(clip);
  const metadata = clip.metadata;
  return {
    id: clip.id,
    status,
    word: clip.status ?? null,
    title: nonEmptyText(clip.title),
    tags: nonEmptyText(metadata?.tags),
    lyrics: nonEmptyText(metadata?.prompt),
    audioUrl: nonEmptyText(clip.audio_url),
    videoUrl: nonEmptyText(clip.video_url),
    coverUrl: nonEmptyText(clip.image_url) ?? nonEmptyText(clip.image_large_url),
    durationSeconds: metadata?.duration ?? null,
    error:
      status === 'failed' ? (nonEmptyText(metadata?.error_message) ?? failedWithoutReason()) : null,
    stem: stemPart(metadata),
    uploaded: nonEmptyText(metadata?.type)?.toLowerCase() === 'upload',
  };
}

/** One media entry per clip the gateway has told us about; the URL is empty until audio exists. */
export function clipMedia(view: ClipView): MediaInput {
  return {
    kind: 'audio',
    url: view.audioUrl ?? '',
    poster: view.coverUrl,
    title: view.title,
    remoteId: view.id,
    status: view.status,
    durationSeconds: view.durationSeconds,
    error: view.error,
  };
}

const zStoredClips = lazySchema(() => z.array(zTuneClip));

/**
 * The clips a job already knows, by id. A job keeps the latest record of each of its clips as its
 * raw record, so a feed answer that leaves a clip out (it may) does not make the studio forget it.
 */
export function knownClips(job: Pick<Job, 'raw'>): Map<string, TuneClip> {
  const parsed = zStoredClips.safeParse(job.raw);
  const clips = parsed.success ? parsed.data : [];
  return new Map(clips.map((clip) => [clipKey(clip.id), clip]));
}

/** The job's clips that have not reached complete or error: the ids the next feed request carries. */
export function pendingClipIds(
  job: Pick<Job, 'raw' | 'remoteIds'>,
  known = knownClips(job),
): string[] {
  return job.remoteIds.filter((id) => {
    const clip = known.get(clipKey(id));
    return clip === undefined || !isTerminal(clipStatus(clip));
  });
}

function countWords(words: string[]): string {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].map(([word, n]) => `${n} ${word}`).join(', ');
}

/**
 * The job as a whole, from its clips. It runs while any clip is pending (queued only while none
 * has started), succeeds when every clip has finished and at least one completed — a failed clip
 * beside a complete one keeps its own error — and fails only when every clip failed.
 */
/**
 * What a music job's clips tell of their source — a continued clip names `continue_clip_id` and
 * `continue_at`, a stem `stem_from_id` — so a clip followed by id keeps its lineage.
 */
function sourceOfClips(clips: readonly TuneClip[]): Pick<JobUpdate, 'source'> {
  for (const clip of clips) {
    const metadata = clip.metadata;
    const restyled = restyledSource(metadata);
    if (restyled !== null) return { source: restyled };
    const continued = nonEmptyText(metadata?.continue_clip_id);
    if (continued !== null && metadata?.type === 'infill')
      return {
        source: {
          relation: 'infill',
          remoteId: continued,
          at: metadata.infill_start_s ?? null,
          until: metadata.infill_end_s ?? null,
        },
      };
    if (continued !== null)
      return {
        source: { relation: 'continue', remoteId: continued, at: metadata?.continue_at ?? null },
      };
    const stemOf = nonEmptyText(metadata?.stem_from_id);
    if (stemOf !== null) return { source: { relation: 'stems', remoteId: stemOf, at: null } };
  }
  return {};
}

export function summariseClips(
  remoteIds: readonly string[],
  clips: ReadonlyMap<string, TuneClip>,
): JobUpdate {
  const entries = remoteIds.map((id) => clips.get(clipKey(id)));
  const seen = entries.filter((clip): clip is TuneClip => clip !== undefined);
  const views = seen.map(describeClip);
  const statuses: RemoteStatus[] = entries.map((clip) => (clip ? clipStatus(clip) : 'queued'));
  const pending = statuses.filter((s) => !isTerminal(s));
  const words = [...new Set(views.map((v) => v.word).filter((w): w is string => w !== null))];

  let status: RemoteStatus;
  if (pending.length === 0) {
    status = statuses.every((s) => s === 'failed') ? 'failed' : 'succeeded';
  } else if (statuses.some((s) => s === 'running' || isTerminal(s))) {
    status = 'running';
  } else if (statuses.some((s) => s === 'unknown')) {
    status = 'unknown';
  } else {
    status = 'queued';
  }

  const missing = entries.length - seen.length;
  const waiting = [
    countWords(views.map((v) => v.word ?? t('music.clip.withoutStatus'))),
    missing > 0 ? t('music.clip.notInAnswer', { missing }) : '',
  ].filter((part) => part !== '');
  const errors = [...new Set(views.map((v) => v.error).filter((e): e is string => e !== null))];

  return {
    status,
    statusWord: words.length > 0 ? words.join(', ') : null,
    progress: status === 'succeeded' ? 100 : null,
    media: views.map(clipMedia),
    detail: pending.length > 0 ? t('music.clip.detail', { waiting: waiting.join('; ') }) : null,
    error: status === 'failed' ? errors.join(' · ') || failedWithoutReason() : null,
    // No reason from the gateway: the studio's words, kept as their key too so the card says them
    // in the language of the moment (issue 38). A gateway's reason stays as it came.
    ...(status === 'failed' && errors.every((e) => e === failedWithoutReason())
      ? { errorMessage: message('status.clipFailedWithoutReason') }
      : {}),
    // The raw record of a music job is the latest record of each of its clips.
    raw: seen,
    ...sourceOfClips(seen),
  };
}

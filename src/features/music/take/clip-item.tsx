import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button-class';
import { Clapperboard, Download } from 'lucide-react';
import { zMedia, type Job } from '@/jobs/job';
import { statusPresentation } from '@/jobs/status';
import { SaveLink } from '@/jobs/ui/save-link';
import { GeneratedCover } from '@/jobs/ui/generated-cover';
import { posterKey } from '@/jobs/posters/poster-rules';
import { useKeptSource } from '@/jobs/ui/use-kept-source';
import { useDemoFile } from '@/jobs/ui/demo-file';
import { useBlobSource } from '@/lib/use-blob-source';
import { safeLinkUrl, safeMediaUrl } from '@/lib/safe-url';
import { formatDuration } from '@/lib/time';
import { ClipActions, type ClipDerivations } from './clip-actions';
import { ClipWaveform } from './clip-waveform';
import type { ClipView } from '@/features/music/normalise';
import { TimedLyrics } from './timed-lyrics';
import { anyTimed, timedLines } from './timing';
import { useClipTimingLoad } from './use-clip-timing';

const noDerivations: ClipDerivations = {
  continue: false,
  stems: false,
  concat: false,
  infill: false,
};

/** The vendor's words read better than the studio's here: "Streaming" says the audio is coming. */
const clipWords: Record<string, () => string> = {
  submitted: () => t('music.clip.submitted'),
  queued: () => t('status.queued'),
  streaming: () => t('music.clip.streaming'),
  complete: () => t('music.clip.complete'),
  error: () => t('music.clip.error'),
};

function statusLabel(clip: ClipView | null): string {
  if (clip === null) return t('music.clip.waiting');
  const word = clip.word?.trim().toLowerCase() ?? '';
  // Own keys only: "__proto__" or "constructor" from the gateway must not reach Object.prototype.
  const known = Object.hasOwn(clipWords, word) ? clipWords[word]?.() : undefined;
  return (
    known ??
    (clip.word
      ? t('music.clip.statusWithWord', {
          status: statusPresentation[clip.status].label,
          word: clip.word,
        })
      : statusPresentation[clip.status].label)
  );
}

/**
 * One clip of a music job — one take of the song: its title and "Take N" (the takes of one song
 * often share a title), cover, style, its own status, a player as soon as any audio exists (a
 * streaming clip already plays), the lyrics folded away, and the clip's own error. `clip` is null
 * while the gateway has not answered for this id yet; the title asked for stands in until then.
 */
export function ClipItem({
  job,
  id,
  index,
  clip,
  askedTitle,
  offered = noDerivations,
}: {
  job: Job;
  id: string;
  index: number;
  clip: ClipView | null;
  askedTitle: string | null;
  /** What the job view offers to make from this job; a clip offers it only once finished. */
  offered?: ClipDerivations;
}) {
  // Follows a language switch; the words come from `t`, which statusLabel shares.
  useT();
  // A stems job's two clips are its parts, not takes: "Vocals", "Instrumental" (in the order
  // `stem_task: "two"` makes them when the record does not say).
  const part =
    job.source?.relation === 'stems'
      ? (clip?.stem ?? (index === 0 ? 'vocals' : 'instrumental'))
      : null;
  const take =
    part === null
      ? t('music.clip.take', { n: index + 1 })
      : t(part === 'vocals' ? 'music.stem.vocals' : 'music.stem.instrumental');
  // The gateway's title, else one worded here from the title the job asked for (a stem's from
  // its source's: "A Warm Summer Indie-pop (Vocals)"); "Take N" only when nothing names it.
  const named =
    clip?.title ??
    (askedTitle !== null && part !== null
      ? t('music.stem.title', { title: askedTitle, part: take })
      : askedTitle);
  const title = named ?? take;
  const audio = safeMediaUrl(clip?.audioUrl);
  const cover = safeMediaUrl(clip?.coverUrl);
  const download = clip?.status === 'succeeded' ? safeLinkUrl(clip.audioUrl) : null;
  const video = clip?.status === 'succeeded' ? safeLinkUrl(clip.videoUrl) : null;
  const tone = clip === null ? 'neutral' : statusPresentation[clip.status].tone;
  // A kept copy of this take plays first: the link may have expired since.
  const slot = job.media.findIndex(
    (m) => m.remoteId === id || (clip?.audioUrl != null && m.url === clip.audioUrl),
  );
  const kept = useKeptSource(job.id, slot, audio);
  // A take of a file uploaded to the in-page demo: its bytes, kept by the demo (issue 54).
  const demoFile = useDemoFile(kept.src);
  const playerRef = useBlobSource<HTMLAudioElement>(kept.blob ?? demoFile.blob);
  // Timed lyrics and the waveform (issue 26): asked once the take is finished, else nothing.
  const { timing, loading: timingLoading } = useClipTimingLoad(job, clip);
  const lines = timing && clip?.lyrics ? timedLines(clip.lyrics, timing.words) : [];

  return (
    <li
      data-clip-id={id}
      data-clip-status={clip?.status ?? 'queued'}
      className="flex flex-col gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
    >
      <div className="flex items-start gap-3">
        {cover ? (
          <img
            src={cover}
            alt={t('music.clip.cover', { title })}
            className="size-16 shrink-0 rounded-md object-cover"
          />
        ) : clip?.status === 'succeeded' ? (
          // No picture from the gateway: the song's generated cover, the same as on its tile
          // (issue 40), drawn from the job and the take's place in it.
          <GeneratedCover
            seed={posterKey(job.id, Math.max(0, slot))}
            className="size-16 shrink-0 rounded-md"
          />
        ) : (
          <div aria-hidden className="size-16 shrink-0 rounded-md bg-zinc-200 dark:bg-zinc-800" />
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="truncate text-sm font-semibold">{title}</h3>
            <span className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{take}</span>
            <Badge tone={tone}>{statusLabel(clip)}</Badge>
          </div>
          {clip?.tags ? (
            <p className="text-xs text-zinc-600 dark:text-zinc-400">{clip.tags}</p>
          ) : null}
          <p className="text-xs text-zinc-500 dark:text-zinc-400">
            {clip?.durationSeconds != null
              ? t('music.clip.duration', { duration: formatDuration(clip.durationSeconds) })
              : t('music.clip.durationUnknown')}
          </p>
        </div>
      </div>

      {clip?.error ? (
        <Alert tone="danger" title={t('music.clip.failed')}>
          {clip.error}
        </Alert>
      ) : null}

      {audio ? (
        <audio
          ref={playerRef}
          src={demoFile.blob !== undefined || demoFile.pending ? undefined : kept.src}
          controls
          preload="metadata"
          aria-label={t('music.clip.audio', { title })}
          className="w-full"
        />
      ) : clip?.audioUrl ? (
        <p className="text-sm text-amber-800 dark:text-amber-300">
          {t('music.clip.badAudio')} <code className="break-all">{clip.audioUrl}</code>
        </p>
      ) : clip?.status !== 'failed' ? (
        <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('music.clip.noAudio')}</p>
      ) : null}

      {/* The waveform, or its room while the timing is on its way (none when the gateway has none). */}
      {audio && (timingLoading || (timing !== undefined && timing.waveform.length > 0)) ? (
        <ClipWaveform
          peaks={timing?.waveform ?? null}
          player={playerRef}
          source={kept.src ?? audio}
          durationSeconds={clip?.durationSeconds ?? null}
          title={title}
        />
      ) : null}

      {clip?.lyrics ? (
        <details>
          <summary className="cursor-pointer text-xs font-medium">{t('music.lyrics')}</summary>
          {anyTimed(lines) ? (
            <TimedLyrics lines={lines} player={playerRef} source={kept.src ?? audio} />
          ) : (
            /* Focusable: long lyrics scroll inside their box, and the keyboard must reach that too. */
            <pre
              tabIndex={0}
              className="mt-1 max-h-64 overflow-auto font-sans text-sm whitespace-pre-wrap"
            >
              {clip.lyrics}
            </pre>
          )}
        </details>
      ) : null}

      {/*
       * One row of actions, one style, the primary first (issue 24.14): the take's download and
       * video, then what can be made from it (whose forms open on a line of their own).
       */}
      {download || video || clip?.status === 'succeeded' ? (
        <div data-actions="" className="flex flex-wrap items-start gap-2 empty:hidden">
          {download ? (
            <SaveLink
              className={buttonClass('secondary')}
              job={job}
              media={zMedia.parse({
                kind: 'audio',
                url: download,
                title: named,
                remoteId: id,
              })}
              href={download}
            >
              <Download aria-hidden="true" focusable="false" className="size-4" />
              {t('music.clip.download')}
            </SaveLink>
          ) : null}
          {video ? (
            <a
              className={buttonClass('secondary')}
              href={video}
              target="_blank"
              rel="noreferrer noopener"
            >
              <Clapperboard aria-hidden="true" focusable="false" className="size-4" />
              {t('media.video')}
            </a>
          ) : null}
          {clip?.status === 'succeeded' ? (
            <ClipActions job={job} clip={clip} title={title} audio={playerRef} offered={offered} />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

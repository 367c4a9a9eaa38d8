import { CircleX, Clapperboard, Music, Image as ImageIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { Job } from '@/jobs/job';
import { fetchable, offered } from '@/jobs/job-view';
import { useKeptSource } from '@/jobs/ui/use-kept-source';
import { ResultPicture } from '@/jobs/ui/result-picture';
import { VideoThumbnail } from '@/jobs/ui/video-thumbnail';
import { useBlobSource } from '@/lib/use-blob-source';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/time';
import { BatchBadge } from '@/features/gallery/job/batch-badge';
import { DownloadButton } from '@/features/gallery/job/download-button';
import { jobAttributes } from '@/features/gallery/job/job-attributes';
import { KeptBadge } from '@/features/gallery/job/kept-badge';
import { SelectBox, type Selectable } from '@/features/gallery/selection/select-box';
import { startJobDrag } from '@/features/gallery/boards/job-drag';
import { useKindView } from '@/features/gallery/job/kinds';
import { StarButton } from '@/features/gallery/job/star-button';
import { tileView, type TilePreview } from './tile-view';
import { useJobView } from '@/features/gallery/job/use-job-view';
import { useT } from '@/i18n/use-t';

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const placeholderIcons = { video: Clapperboard, audio: Music, image: ImageIcon } as const;

/** A picture, from the copy kept in this browser first: one that came as bytes has no other. */
function TileImage({ jobId, slot, src }: { jobId: string; slot: number; src: string }) {
  const source = useKeptSource(jobId, slot, src);
  const imageRef = useBlobSource<HTMLImageElement>(source.blob);
  return <img ref={imageRef} src={source.src} alt="" className="size-full object-cover" />;
}

function Preview({
  preview,
  kind,
  videoRef,
  job,
  slot,
}: {
  preview: TilePreview;
  kind: keyof typeof placeholderIcons;
  videoRef: React.RefObject<HTMLVideoElement | null>;
  job: Job;
  /** Which of the job's media the preview is (where its kept copy and poster are found). */
  slot: number;
}) {
  const className = 'size-full object-cover';
  switch (preview.type) {
    case 'video':
    case 'gateway-video':
    case 'audio':
      // A finished result's picture: the gateway's, else a poster grabbed once here or a
      // song's generated cover (issue 40); before it is finished, what the medium offers.
      if (job.status === 'succeeded')
        return (
          <ResultPicture
            job={job}
            slot={slot}
            videoRef={videoRef}
            className={className}
            placeholder={<Placeholder kind={kind} />}
          />
        );
      if (preview.type === 'video')
        return (
          <VideoThumbnail
            jobId={job.id}
            slot={slot}
            src={preview.src}
            poster={preview.poster}
            videoRef={videoRef}
            className={className}
          />
        );
      return preview.type === 'audio' && preview.cover ? (
        <img src={preview.cover} alt="" className={className} />
      ) : (
        <Placeholder kind={kind} />
      );
    case 'image':
      return <TileImage jobId={job.id} slot={slot} src={preview.src} />;
    case 'none':
      return <Placeholder kind={kind} />;
  }
}

function Placeholder({ kind }: { kind: keyof typeof placeholderIcons }) {
  const Icon = placeholderIcons[kind];
  return (
    <div className="flex size-full items-center justify-center bg-gradient-to-br from-zinc-100 to-zinc-200 text-zinc-400 dark:from-zinc-800 dark:to-zinc-900 dark:text-zinc-500">
      <Icon aria-hidden="true" focusable="false" className="size-10" />
    </div>
  );
}

/**
 * One job in the gallery grid: its picture (a video's poster or first frame, which plays muted
 * while pointed at or focused; a song's cover; a GPT's avatar), its name, its state, the star and
 * Download. The whole tile opens the detail dialog. The picture keeps a fixed aspect, so every
 * row of the grid has one height a virtualizer can measure (issue 8).
 */
export function JobTile({
  job,
  onOpen,
  selectable,
}: {
  job: Job;
  onOpen: (id: string) => void;
  /** The selection box (the library); none where nothing can be selected. */
  selectable?: Selectable;
}) {
  const t = useT();
  const kind = useKindView(job.kind);
  const view = useJobView(job);
  const tile = tileView(job, view);
  const download = offered(view, 'download');
  const videoRef = useRef<HTMLVideoElement>(null);
  const reasonId = useId();
  // Before a result arrives, what its generator declares its results are (issue 39 item 2).
  const mediaKind = job.media[0]?.kind ?? kind.resultMedia ?? 'video';

  // Pointed at or focused: the preview should be playing. Kept apart from the element, which can
  // arrive or change its source after the pointer did (the poster read, then the player drawn;
  // the kept copy's bytes replacing the link), and a new source starts paused: each new load
  // below plays again while this holds (a hover that left the preview still was seen in a run).
  const wantsPlay = useRef(false);
  const play = () => {
    wantsPlay.current = true;
    const video = videoRef.current;
    if (video === null || reducedMotion()) return;
    video.play().catch(() => undefined);
  };
  const stop = () => {
    wantsPlay.current = false;
    const video = videoRef.current;
    if (video === null) return;
    video.pause();
    video.currentTime = 0;
  };
  // `loadstart` does not bubble, but it passes the tile on its way down (the capture phase): a
  // player just drawn, or one whose source changed, begins its load with it.
  const playAgainIfWanted = (event: React.SyntheticEvent) => {
    if (wantsPlay.current && event.target === videoRef.current) play();
  };

  return (
    <article
      {...jobAttributes(job)}
      aria-label={t('gallery.job.label', { kind: kind.label })}
      onMouseEnter={play}
      onMouseLeave={stop}
      onLoadStartCapture={playAgainIfWanted}
      // Dragged onto a board in the Library's drop list (issue 40); "Add to board" for keyboards.
      draggable={selectable !== undefined}
      onDragStart={selectable === undefined ? undefined : (event) => startJobDrag(event, job.id)}
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-xs transition-shadow hover:shadow-md has-[[data-open]:focus-visible]:ring-2 has-[[data-open]:focus-visible]:ring-indigo-500 dark:border-zinc-800 dark:bg-zinc-900',
        selectable?.selected === true &&
          'border-indigo-500 ring-2 ring-indigo-500 dark:border-indigo-400 dark:ring-indigo-400',
      )}
    >
      <div className="relative aspect-video overflow-hidden bg-zinc-100 dark:bg-zinc-800">
        <Preview
          preview={tile.preview}
          kind={mediaKind}
          videoRef={videoRef}
          job={job}
          slot={Math.max(0, job.media.findIndex(fetchable))}
        />
        {/* Top left: the top right corner is the selection box's. */}
        <span className="absolute top-2 left-2 flex flex-wrap items-center gap-1 empty:hidden">
          {job.status !== 'succeeded' && view.failure === null ? (
            <Badge tone={view.tone}>{view.label}</Badge>
          ) : null}
          <BatchBadge job={job} over />
        </span>
        {view.failure !== null ? (
          // The mark is drawn and worded, on its own dark ground: never colour alone.
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-red-950/80 text-sm font-semibold text-white">
            <CircleX aria-hidden="true" focusable="false" className="size-9" />
            {view.label}
          </div>
        ) : null}
        {selectable !== undefined ? (
          // Above the stretched opener, on its own light ground so it reads on any picture.
          <span className="absolute top-2 right-2 z-10 flex rounded-md bg-white/90 p-1 shadow-sm dark:bg-zinc-900/90">
            <SelectBox jobId={job.id} title={tile.heading} selectable={selectable} />
          </span>
        ) : null}
        {view.progress !== null ? (
          <div className="absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-zinc-950/70 px-3 py-2 text-xs text-white">
            <ProgressBar
              value={view.progress.value}
              label={t('gallery.job.progress', { kind: kind.label })}
            />
            <span>{view.progress.text}</span>
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 px-3 pt-3">
        <p className="flex items-center justify-between gap-2 text-xs text-zinc-500 dark:text-zinc-400">
          <span className="font-semibold text-zinc-700 dark:text-zinc-300">{kind.label}</span>
          <time dateTime={new Date(job.createdAt).toISOString()}>{formatTime(job.createdAt)}</time>
        </p>
        <h3 className="line-clamp-2 text-sm font-medium break-words text-zinc-900 dark:text-zinc-50">
          {/* The stretched button: its ::after covers the whole tile, so any click on it opens. */}
          <button
            type="button"
            data-open=""
            aria-label={t('gallery.tile.open', { title: tile.heading })}
            aria-describedby={view.failure !== null ? reasonId : undefined}
            onClick={() => onOpen(job.id)}
            onFocus={play}
            onBlur={stop}
            className="rounded-sm text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
          >
            {tile.heading}
          </button>
        </h3>
        {view.failure !== null ? (
          // Clamped at rest; whole while the tile is pointed at or focused.
          <p
            id={reasonId}
            className="line-clamp-2 text-xs text-red-700 group-focus-within:line-clamp-none group-hover:line-clamp-none dark:text-red-400"
          >
            {view.failure}
          </p>
        ) : null}
      </div>
      <div className="relative z-10 flex items-center gap-1 px-2 pt-1 pb-2">
        <StarButton job={job} size="sm" />
        <KeptBadge jobId={job.id} compact />
        {download !== null && view.download !== null ? (
          <DownloadButton
            job={job}
            media={view.download}
            action={download}
            variant="ghost"
            className="ml-auto"
          />
        ) : null}
      </div>
    </article>
  );
}

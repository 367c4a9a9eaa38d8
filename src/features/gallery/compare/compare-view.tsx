import { useQuery } from '@tanstack/react-query';
import { Pause, Play } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useGatewayConnection } from '@/gateway/connection';
import { describeError } from '@/gateway/errors';
import type { Job, Media } from '@/jobs/job';
import { useKeptCopy } from '@/jobs/copies/use-kept-copies';
import { posterKey } from '@/jobs/posters/poster-rules';
import { GeneratedCover } from '@/jobs/ui/generated-cover';
import { useLedgerEntries } from '@/jobs/ledger/use-ledger';
import { useHashRoute } from '@/lib/hash-route';
import { useBlobSource } from '@/lib/use-blob-source';
import { safeMediaUrl } from '@/lib/safe-url';
import { cn } from '@/lib/cn';
import { BatchBadge } from '@/features/gallery/job/batch-badge';
import { closeCompare } from './compare-route';
import { comparableMedia, compareFromParams, type CompareItem } from './compare-link';
import { clockTime } from './compare-sync';
import { contentQuery } from '@/features/gallery/job/content-query';
import { useKindView } from '@/features/gallery/job/kinds';
import { tileView } from '@/features/gallery/grid/tile-view';
import { useCompareSync, type Side } from './use-compare-sync';
import { useJobView } from '@/features/gallery/job/use-job-view';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';

const sideNames = ['A', 'B'] as const;

type Playable = Media & { kind: 'video' | 'audio' };

/** The bytes or the address a compared result plays from: a kept copy first, as everywhere. */
function useSource(jobId: string, slot: number, media: Playable) {
  const kept = useKeptCopy(jobId, slot);
  const { client } = useGatewayConnection();
  const content = useQuery({
    ...contentQuery(client, media.url),
    enabled: media.viaGateway && kept === null,
  });
  if (kept === undefined) return { state: 'loading' as const };
  if (kept !== null) return { state: 'ready' as const, blob: kept };
  if (!media.viaGateway) {
    const url = safeMediaUrl(media.url);
    return url === null
      ? { state: 'failed' as const, message: t('gallery.compare.notWebLink') }
      : { state: 'ready' as const, url };
  }
  if (content.isError) return { state: 'failed' as const, message: describeError(content.error) };
  return content.data === undefined
    ? { state: 'loading' as const }
    : { state: 'ready' as const, blob: content.data };
}

type Bind = ReturnType<ReturnType<typeof useCompareSync>['bind']>;

function Player({
  jobId,
  slot,
  media,
  label,
  audible,
  bind,
}: {
  jobId: string;
  slot: number;
  media: Playable;
  label: string;
  audible: boolean;
  bind: Bind;
}) {
  const t = useT();
  const source = useSource(jobId, slot, media);
  const blob = source.state === 'ready' && 'blob' in source ? source.blob : undefined;
  const elementRef = useBlobSource<HTMLMediaElement>(blob);
  useEffect(() => {
    if (elementRef.current !== null) elementRef.current.muted = !audible;
  }, [audible, elementRef]);
  if (source.state === 'failed')
    return (
      <p className="text-sm text-red-700 dark:text-red-400">
        {t('gallery.compare.loadFailed', { reason: source.message })}
      </p>
    );
  const ref = (el: HTMLMediaElement | null) => {
    elementRef.current = el;
    bind.ref(el);
  };
  const src = source.state === 'ready' && 'url' in source ? source.url : undefined;
  const common = {
    ref,
    src,
    preload: 'auto' as const,
    'aria-label': label,
    muted: !audible,
    onLoadedMetadata: bind.onLoadedMetadata,
    onDurationChange: bind.onDurationChange,
    onTimeUpdate: bind.onTimeUpdate,
    onEnded: bind.onEnded,
  };
  if (media.kind === 'audio') {
    const cover = safeMediaUrl(media.poster);
    return (
      <div className="flex aspect-video w-full items-center justify-center overflow-hidden rounded-lg bg-gradient-to-br from-indigo-100 to-zinc-200 dark:from-indigo-950 dark:to-zinc-900">
        {cover !== null ? (
          <img src={cover} alt="" className="size-full object-cover" />
        ) : (
          // No picture from the gateway: the song's generated cover, as on its tile (issue 40).
          <GeneratedCover seed={posterKey(jobId, slot)} className="size-full" />
        )}
        <audio {...common} />
      </div>
    );
  }
  return (
    <video
      {...common}
      playsInline
      className="aspect-video w-full rounded-lg bg-black object-contain"
    />
  );
}

/** One side of the comparison: its job's take, or a note when the job is not in this library. */
interface PaneProps {
  side: Side;
  item: CompareItem;
  job: Job;
  audible: boolean;
  bind: Bind;
  duration: string;
}

function Pane({ job, ...pane }: Omit<PaneProps, 'job'> & { job: Job | null }) {
  const t = useT();
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      {job === null ? (
        <p className="rounded-lg border border-dashed border-line p-6 text-sm text-muted">
          {t('gallery.compare.notInLibrary', { side: sideNames[pane.side] })}
        </p>
      ) : (
        <PaneBody {...pane} job={job} />
      )}
    </figure>
  );
}

function PaneBody({ side, item, job, audible, bind, duration }: PaneProps) {
  const t = useT();
  const kind = useKindView(job.kind);
  const view = useJobView(job);
  const heading = tileView(job, view).heading;
  const playable = comparableMedia(job).find((m) => m.slot === item.slot);
  const name = sideNames[side];
  return (
    <>
      <figcaption className="flex min-w-0 items-baseline gap-2 text-sm">
        <span
          aria-hidden="true"
          className="grid size-6 shrink-0 place-items-center rounded-full bg-indigo-600 text-xs font-bold text-white"
        >
          {name}
        </span>
        <span className="sr-only">{t('gallery.compare.sideName', { side: name })}</span>
        <span className="min-w-0 flex-1 truncate font-medium" title={heading}>
          {heading}
        </span>
        {/* Two variations of one Generate share their heading: the badge tells them apart. */}
        <BatchBadge job={job} />
        <span className="shrink-0 text-xs text-muted tabular-nums">
          {job.media.length > 1
            ? t('gallery.compare.paneTake', { kind: kind.label, take: item.slot + 1, duration })
            : t('gallery.compare.pane', { kind: kind.label, duration })}
        </span>
      </figcaption>
      {playable === undefined ? (
        <p className="text-sm text-muted">{t('gallery.compare.nothingPlays')}</p>
      ) : (
        <Player
          jobId={job.id}
          slot={item.slot}
          media={playable.media}
          label={t('gallery.compare.playerLabel', { side: name, label: view.resultLabel })}
          audible={audible}
          bind={bind}
        />
      )}
    </>
  );
}

/**
 * Two results side by side (stacked on a phone) under one play/pause and one position, in the
 * library's URL (`compare=a,b`) so it survives a reload and can be linked. Sound comes from one
 * side at a time: switching A/B keeps the position, which is how two takes are compared by ear.
 */
export function CompareView() {
  const { path, params } = useHashRoute();
  const t = useT();
  const items = path === '/library' ? compareFromParams(params) : null;
  return (
    <Dialog
      open={items !== null}
      onClose={closeCompare}
      size="xl"
      title={t('gallery.compare.button')}
      description={t('gallery.compare.description')}
    >
      {items !== null ? <CompareBody key={params.get('compare')} items={items} /> : null}
    </Dialog>
  );
}

function CompareBody({ items }: { items: [CompareItem, CompareItem] }) {
  const t = useT();
  const entries = useLedgerEntries();
  const sync = useCompareSync();
  const listenId = useId();
  const [heard, setHeard] = useState<Side>(0);
  const jobs = items.map((item) => {
    const entry = entries?.find((e) => e.ok && e.job.id === item.jobId);
    return entry?.ok === true ? entry.job : null;
  });
  if (entries === undefined)
    return <p className="text-sm text-muted">{t('gallery.compare.reading')}</p>;
  const binds = [sync.bind(0), sync.bind(1)] as const;
  const durations = sync.durations;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {items.map((item, i) => {
          const side = i as Side;
          return (
            <Pane
              key={side}
              side={side}
              item={item}
              job={jobs[i] ?? null}
              audible={heard === side}
              bind={binds[side]}
              duration={clockTime(durations[side])}
            />
          );
        })}
      </div>
      <div className="flex flex-col gap-3 rounded-lg border border-line bg-well p-3 sm:flex-row sm:items-center">
        <Button onClick={sync.toggle} className="shrink-0 sm:w-36">
          {sync.playing ? (
            <Pause aria-hidden="true" focusable="false" className="size-4" />
          ) : (
            <Play aria-hidden="true" focusable="false" className="size-4" />
          )}
          {sync.playing ? t('gallery.compare.pause') : t('gallery.compare.play')}
        </Button>
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <input
            type="range"
            aria-label={t('gallery.compare.position')}
            aria-valuetext={t('gallery.compare.positionText', {
              position: clockTime(sync.position),
              length: clockTime(sync.length),
            })}
            min={0}
            max={sync.length > 0 ? sync.length : 1}
            step={0.1}
            value={Math.min(sync.position, sync.length > 0 ? sync.length : 1)}
            disabled={sync.length === 0}
            onChange={(e) => sync.seek(Number(e.currentTarget.value))}
            className="h-2 min-w-0 flex-1 cursor-pointer accent-indigo-600 disabled:cursor-not-allowed"
          />
          <span className="shrink-0 text-sm text-muted tabular-nums">
            {clockTime(sync.position)} / {clockTime(sync.length)}
          </span>
        </div>
        <fieldset className="flex shrink-0 items-center gap-2">
          <legend id={listenId} className="float-left mr-1 text-sm text-muted">
            {t('gallery.compare.soundFrom')}
          </legend>
          <div
            role="presentation"
            className="inline-flex overflow-hidden rounded-md border border-zinc-300 dark:border-zinc-700"
          >
            {sideNames.map((name, i) => (
              <label
                key={name}
                className={cn(
                  'relative cursor-pointer px-3 py-1.5 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-indigo-500',
                  heard === i
                    ? 'bg-indigo-600 text-white'
                    : 'bg-white text-zinc-800 hover:bg-zinc-100 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800',
                )}
              >
                <input
                  type="radio"
                  name={listenId}
                  // Over the drawn label, transparent: a click or a tap reaches the real radio.
                  className="absolute inset-0 cursor-pointer opacity-0"
                  checked={heard === i}
                  onChange={() => setHeard(i as Side)}
                />
                {name}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </div>
  );
}

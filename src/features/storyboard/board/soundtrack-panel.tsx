import { Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control';
import { ErrorLine } from '@/components/ui/field';
import { FilePicker } from '@/components/ui/file-picker';
import { useT } from '@/i18n/use-t';
import type { Job } from '@/jobs/job';
import { takeName } from '@/jobs/names';
import { audioFileProblem } from '@/jobs/ui/audio-file-check';
import { ResultPicture } from '@/jobs/ui/result-picture';
import { formatClock } from '@/lib/time';
const takeValue = (jobId: string, slot: number) => `${jobId}#${slot}`;
import type { Soundtrack, Storyboard } from './storyboard-db';
import { filmLength, songOverhang } from './timeline';
import { useBlobSource } from '@/lib/use-blob-source';
import { songTakes, useSongBlob } from './song';
import { DuckingFields } from '../finish/ducking-fields';

type Change = (edit: (board: Storyboard) => Storyboard) => void;

/**
 * One song under the film: a music result's take or a file from this computer; where it starts
 * in the film, how loud it is against the shots' own sound, and its fade out at the film's end.
 */
export function SoundtrackPanel({
  board,
  jobOf,
  libraryJobs,
  onChange,
}: {
  board: Storyboard;
  jobOf: (id: string) => Job | undefined;
  libraryJobs: readonly Job[];
  onChange: Change;
}) {
  const t = useT();
  const id = useId();
  const takes = songTakes(libraryJobs);
  const song = board.soundtrack;
  const { blob, error } = useSongBlob(board, jobOf);
  const audio = useBlobSource<HTMLAudioElement>(blob);
  // A file that is not audio is refused here, by name, and the board is left as it was: taken,
  // it would be a silent song the export still says is mixed in.
  const [fileError, setFileError] = useState<string | null>(null);
  const lastPick = useRef(0);
  const takeFile = async (file: File) => {
    const pick = ++lastPick.current;
    const problem = await audioFileProblem(file);
    if (pick !== lastPick.current) return;
    setFileError(problem);
    if (problem === null)
      setSong({ kind: 'file', name: file.name, blob: file.slice(0, file.size, file.type) });
  };
  const setSong = (from: Soundtrack['from']) =>
    onChange((b) => ({
      ...b,
      soundtrack: {
        from,
        offsetSeconds: b.soundtrack?.offsetSeconds ?? 0,
        volume: b.soundtrack?.volume ?? 0.8,
        fadeOutSeconds: b.soundtrack?.fadeOutSeconds ?? 2,
        durationSeconds: null,
      },
    }));
  const setMix = (edit: Partial<Soundtrack>) =>
    onChange((b) =>
      b.soundtrack === null ? b : { ...b, soundtrack: { ...b.soundtrack, ...edit } },
    );
  const songJob = song?.from.kind === 'job' ? jobOf(song.from.jobId) : undefined;
  const chosen = song?.from.kind === 'job' ? takeValue(song.from.jobId, song.from.slot) : '';
  const film = filmLength(board.shots);
  const overhang = song === null ? null : songOverhang(song, film);
  return (
    <section aria-labelledby="storyboard-song" className="flex flex-col gap-3">
      <h2 id="storyboard-song" className="text-lg font-semibold">
        {t('storyboard.song.title')}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-56 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-take`} className="text-sm font-medium">
            {t('storyboard.song.take')}
          </label>
          <select
            id={`${id}-take`}
            className={controlClass}
            value={chosen}
            onChange={(e) => {
              const take = takes.find((k) => takeValue(k.job.id, k.slot) === e.target.value);
              if (take === undefined) return;
              lastPick.current += 1;
              setFileError(null);
              setSong({ kind: 'job', jobId: take.job.id, slot: take.slot });
            }}
          >
            <option value="" disabled>
              {takes.length === 0 ? t('storyboard.song.noTakes') : t('storyboard.song.choose')}
            </option>
            {takes.map(({ job, slot }) => (
              <option key={takeValue(job.id, slot)} value={takeValue(job.id, slot)}>
                {takeName(job, slot)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-file`} className="text-sm font-medium">
            {t('storyboard.song.file')}
          </label>
          {/* Drawn as every file field of the studio is, not the browser's "Choose File". */}
          <FilePicker
            id={`${id}-file`}
            accept="audio/*"
            fileName={song?.from.kind === 'file' ? song.from.name : null}
            aria-invalid={fileError !== null}
            aria-describedby={fileError !== null ? `${id}-file-error` : undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file !== undefined) void takeFile(file);
              e.target.value = '';
            }}
          />
          {fileError !== null ? <ErrorLine id={`${id}-file-error`}>{fileError}</ErrorLine> : null}
        </div>
      </div>
      {song === null ? (
        <p className="text-sm text-muted">{t('storyboard.song.none')}</p>
      ) : (
        <div className="flex flex-col gap-3 rounded-lg border border-line p-3">
          <div className="flex items-center gap-3">
            {/* The chosen song's cover (the gateway's, else its generated one, issue 40). */}
            {songJob !== undefined && song.from.kind === 'job' ? (
              <ResultPicture
                job={songJob}
                slot={song.from.slot}
                className="size-12 shrink-0 rounded object-cover"
              />
            ) : null}
            <p className="min-w-0 text-sm font-medium break-words">
              {song.from.kind === 'file'
                ? t('storyboard.song.fromFile', { name: song.from.name })
                : t('storyboard.song.fromTake', {
                    name: (() => {
                      const job = jobOf(song.from.jobId);
                      return job === undefined
                        ? t('storyboard.shot.missingName')
                        : takeName(job, song.from.slot);
                    })(),
                  })}
            </p>
          </div>
          {blob !== undefined ? (
            <audio
              ref={audio}
              controls
              preload="metadata"
              aria-label={t('storyboard.song.preview')}
              className="w-full"
              onLoadedMetadata={(event) => {
                const duration = event.currentTarget.duration;
                if (Number.isFinite(duration) && duration !== song.durationSeconds)
                  setMix({ durationSeconds: Math.round(duration * 1000) / 1000 });
              }}
            />
          ) : error !== null ? (
            <p className="text-sm text-red-700 dark:text-red-400">{error}</p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <NumberBox
              id={`${id}-offset`}
              label={t('storyboard.song.offset')}
              value={song.offsetSeconds}
              step={0.1}
              onValue={(v) => setMix({ offsetSeconds: Math.max(0, v) })}
            />
            <NumberBox
              id={`${id}-volume`}
              label={t('storyboard.song.volume')}
              value={Math.round(song.volume * 100)}
              step={5}
              max={100}
              onValue={(v) => setMix({ volume: Math.min(1, Math.max(0, v / 100)) })}
            />
            <NumberBox
              id={`${id}-fade`}
              label={t('storyboard.song.fade')}
              value={song.fadeOutSeconds}
              step={0.5}
              onValue={(v) => setMix({ fadeOutSeconds: Math.max(0, v) })}
            />
            <NumberBox
              id={`${id}-shots`}
              label={t('storyboard.song.shotsVolume')}
              value={Math.round(board.shotsVolume * 100)}
              step={5}
              max={100}
              onValue={(v) =>
                onChange((b) => ({ ...b, shotsVolume: Math.min(1, Math.max(0, v / 100)) }))
              }
            />
          </div>
          <DuckingFields board={board} onChange={onChange} />
          <p className="text-sm text-muted">
            {song.durationSeconds === null || overhang === null
              ? t('storyboard.song.lengthUnknown', { film: formatClock(film) })
              : overhang >= 0
                ? t('storyboard.song.longer', {
                    song: formatClock(song.durationSeconds),
                    film: formatClock(film),
                    cut: formatClock(overhang),
                  })
                : t('storyboard.song.shorter', {
                    song: formatClock(song.durationSeconds),
                    film: formatClock(film),
                    silent: formatClock(-overhang),
                  })}
          </p>
          <div>
            <Button variant="danger" onClick={() => onChange((b) => ({ ...b, soundtrack: null }))}>
              <Trash2 aria-hidden="true" focusable="false" className="size-4" />
              {t('storyboard.song.remove')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function NumberBox({
  id,
  label,
  value,
  step,
  max,
  onValue,
}: {
  id: string;
  label: ReactNode;
  value: number;
  step: number;
  max?: number;
  onValue: (value: number) => void;
}) {
  return (
    <div className="flex w-32 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium">
        {label}
      </label>
      <input
        id={id}
        type="number"
        min={0}
        max={max}
        step={step}
        className={controlClass}
        value={value}
        onChange={(e) => {
          if (Number.isFinite(e.target.valueAsNumber)) onValue(e.target.valueAsNumber);
        }}
      />
    </div>
  );
}

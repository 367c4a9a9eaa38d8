import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-class';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import type { Job } from '@/jobs/job';
import { downloadFileName } from '@/jobs/copies/download';
import { jobName } from '@/jobs/lineage';
import { useDemoFile } from '@/jobs/ui/demo-file';
import { useKeptSource } from '@/jobs/ui/use-kept-source';
import { saveBlob } from '@/lib/save-file';
import { safeLinkUrl, safeMediaUrl } from '@/lib/safe-url';
import { useBlobSource } from '@/lib/use-blob-source';
import { conversionOf } from './convert';
import { MidiReadError, type MidiProblem } from './midi';
import { PianoRoll } from './piano-roll';
import { midiLinkOf, useMidiFile } from './use-midi-song';

/**
 * A conversion's card body (issue 56): a WAV plays here (the card's Download saves it, a storyboard
 * may take it as its song); a MIDI file is drawn as its notes, with **Download .mid**. Nothing is
 * shown before the job has finished: its status says where it is.
 */
export function ConversionResult({ job }: { job: Job }) {
  if (job.status !== 'succeeded') return null;
  return conversionOf(job) === 'wav' ? <WavResult job={job} /> : <MidiResult job={job} />;
}

function WavResult({ job }: { job: Job }) {
  const t = useT();
  const link = safeMediaUrl(job.media[0]?.url);
  // A copy kept in this browser first; the in-page demo's file by its kept bytes.
  const kept = useKeptSource(job.id, 0, link);
  const demoFile = useDemoFile(kept.src);
  const playerRef = useBlobSource<HTMLAudioElement>(kept.blob ?? demoFile.blob);
  if (link === null) return null;
  return (
    <audio
      ref={playerRef}
      src={demoFile.blob !== undefined || demoFile.pending ? undefined : kept.src}
      controls
      preload="metadata"
      aria-label={t('music.convert.wavPlayer', { name: jobName(job) })}
      className="w-full"
    />
  );
}

/** What the reader could not draw, in the studio's words. */
const problemWords: Record<MidiProblem, () => string> = {
  notMidi: () => t('music.convert.midi.notMidi'),
  broken: () => t('music.convert.midi.broken'),
  tooBig: () => t('music.convert.midi.tooBig'),
  format: () => t('music.convert.midi.format'),
};

/** The .mid's name: the card's download name (`music-<name>-<id>`), ending `.mid`. */
const midName = (job: Job) =>
  downloadFileName(job, { kind: 'audio', url: '', remoteId: null }).replace(/\.[a-z0-9]+$/, '.mid');

function MidiResult({ job }: { job: Job }) {
  // Follows a language switch; the words come from `t`, which the problem words share.
  useT();
  const { file, error, pending } = useMidiFile(job);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const name = jobName(job);
  const link = safeLinkUrl(midiLinkOf(job));
  const reason =
    error instanceof MidiReadError
      ? problemWords[error.problem]()
      : error instanceof Error
        ? error.message
        : null;
  return (
    <div className="flex flex-col gap-2">
      {file !== null ? (
        <PianoRoll song={file.song} name={name} />
      ) : pending ? (
        <p role="status" className="text-sm text-muted">
          {t('music.convert.notesLoading')}
        </p>
      ) : reason !== null ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('music.convert.notesUnreadable', { reason })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {file !== null ? (
          <Button
            variant="secondary"
            onClick={() => {
              try {
                saveBlob(new Blob([file.bytes], { type: 'audio/midi' }), midName(job));
                setSaveProblem(null);
              } catch (cause) {
                setSaveProblem(cause instanceof Error ? cause.message : String(cause));
              }
            }}
          >
            <Download aria-hidden="true" focusable="false" className="size-4" />
            {t('music.convert.downloadMid')}
          </Button>
        ) : link !== null && !pending ? (
          // The host would not let the page read it: the link opens the file for "Save as".
          <a
            className={buttonClass('secondary')}
            href={link}
            target="_blank"
            rel="noreferrer noopener"
            download
          >
            <Download aria-hidden="true" focusable="false" className="size-4" />
            {t('music.convert.downloadMid')}
          </a>
        ) : null}
        {saveProblem !== null ? (
          <span role="status" className="text-xs text-amber-800 dark:text-amber-300">
            {t('music.convert.downloadFailed', { reason: saveProblem })}
          </span>
        ) : null}
      </div>
    </div>
  );
}

import { ExternalLink } from 'lucide-react';
import { buttonClass } from '@/components/ui/button-class';
import { useT } from '@/i18n/use-t';
import type { Job } from '@/jobs/job';
import type { LedgerEntry } from '@/jobs/ledger/records';
import { useLedgerView } from '@/jobs/ledger/use-ledger';
import { DeriveButton } from '@/jobs/ui/derive';
import { hrefFor } from '@/lib/hash-route';
import type { MusicSource } from '@/features/music/derive/music-source';
import { conversionCreator, conversionOf, isConversion, type ConversionFormat } from './convert';

const keepConversions = (entry: LedgerEntry) => entry.ok && isConversion(entry.job);

/** Ended without a file: asking again is a new request the person means to send. */
const givenUp = (job: Job) => job.status === 'failed' || job.status === 'refused';

/**
 * **WAV** or **MIDI** on a finished take (issue 56): one click, one conversion. A take whose file
 * is already made, or on its way, at this gateway — in this tab or another, before a reload or
 * after — offers **Open the WAV** instead: the paid request is never sent twice for one take.
 * Only a conversion that failed or was refused may be asked for again.
 */
export function ConvertButton({
  format,
  source,
  gateway,
}: {
  format: ConversionFormat;
  source: MusicSource;
  gateway: string;
}) {
  const t = useT();
  const conversions = useLedgerView('music-conversions', keepConversions);
  const made = conversions
    ?.flatMap((entry) => (entry.ok ? [entry.job] : []))
    .find(
      (job) =>
        conversionOf(job) === format &&
        job.source?.remoteId === source.clipId &&
        job.gateway === gateway &&
        !givenUp(job),
    );
  const name = format === 'wav' ? t('music.convert.wav') : t('music.convert.midi');
  if (made !== undefined)
    return (
      <a
        className={buttonClass('secondary')}
        href={hrefFor('/library', { open: made.id })}
        title={t('music.convert.madeAlready', { format: name })}
      >
        <ExternalLink aria-hidden="true" focusable="false" className="size-4" />
        {format === 'wav' ? t('music.convert.openWav') : t('music.convert.openMidi')}
      </a>
    );
  return (
    <DeriveButton
      action={name}
      icon="download"
      creator={conversionCreator(format, source)}
      startedText={
        format === 'wav' ? t('music.convert.wavStarted') : t('music.convert.midiStarted')
      }
    />
  );
}

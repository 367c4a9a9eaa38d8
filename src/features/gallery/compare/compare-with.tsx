import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import type { Job } from '@/jobs/job';
import { ResultPicture } from '@/jobs/ui/result-picture';
import type { JobAction } from '@/jobs/job-view';
import { madeNameText } from '@/jobs/lineage';
import { nonEmptyText } from '@/lib/text';
import { ActionLabel } from '@/features/gallery/job/action-label';
import { useLedgerEntries } from '@/jobs/ledger/use-ledger';
import { formatTime } from '@/lib/time';
import { openCompare } from './compare-route';
import { batchPosition } from '@/features/gallery/job/batch';
import { comparableMedia, compareParam, type CompareItem } from './compare-link';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';

/** A long library is not a long menu: the newest results of the same kind of medium. */
const MOST = 200;

interface Choice {
  value: string;
  text: string;
  /** Whose picture shows beside the menu while it is the one chosen. */
  job: Job;
  slot: number;
}

/**
 * One line of the menu. The variations one Generate made share their prompt and their minute, so
 * each says which of them it is, as its tile does ("2 of 3").
 */
function choiceText(job: Job, name: string, take: number | null): string {
  const position = batchPosition(job);
  const args = {
    name: name.slice(0, 70),
    take: take ?? 0,
    number: position?.number ?? 0,
    size: position?.size ?? 0,
    time: formatTime(job.createdAt),
  };
  if (position === null)
    return take === null
      ? t('gallery.compare.choice', args)
      : t('gallery.compare.choiceTake', args);
  return take === null
    ? t('gallery.compare.choiceVariation', args)
    : t('gallery.compare.choiceVariationTake', args);
}

function choicesFor(
  job: Job,
  slot: number,
  entries: ReturnType<typeof useLedgerEntries>,
): Choice[] {
  const mine = comparableMedia(job).find((m) => m.slot === slot);
  if (mine === undefined || entries === undefined) return [];
  const choices: Choice[] = [];
  for (const entry of entries) {
    if (!entry.ok) continue;
    const other = entry.job;
    const media = comparableMedia(other).filter((m) => m.media.kind === mine.media.kind);
    for (const { slot: otherSlot, media: m } of media) {
      if (other.id === job.id && otherSlot === slot) continue;
      // A derived version is named by its source and what was done ("Chi — cover: jazz noir"),
      // so a song's versions are told apart; a stem's part needs no take number.
      const name =
        nonEmptyText(other.name) ??
        madeNameText(other, otherSlot) ??
        m.title ??
        (other.prompt || other.remoteIds[0] || other.id);
      const part = other.name === null && other.madeName?.takes[otherSlot] !== undefined;
      choices.push({
        value: compareParam([{ jobId: other.id, slot: otherSlot }]),
        text: choiceText(other, name, media.length > 1 && !part ? otherSlot + 1 : null),
        job: other,
        slot: otherSlot,
      });
    }
    if (choices.length >= MOST) break;
  }
  return choices;
}

/**
 * "Compare with…" in a result's dialog, where the job view offers it (`action`): pick a second
 * result of the same kind (a video with a video, a song with a song) and open both in the
 * comparison.
 */
export function CompareWith({ job, action }: { job: Job; action: JobAction | null }) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const entries = useLedgerEntries();
  const first = comparableMedia(job)[0];
  const choices = picking && first !== undefined ? choicesFor(job, first.slot, entries) : [];
  const [chosen, setChosen] = useState('');
  const selectId = useId();
  if (action === null || first === undefined) return null;
  if (!picking)
    return (
      <Button variant="secondary" onClick={() => setPicking(true)}>
        <ActionLabel action={action} />
      </Button>
    );
  const value = chosen !== '' ? chosen : (choices[0]?.value ?? '');
  // A menu's lines cannot hold pictures: the chosen one's poster or cover shows beside it.
  const picked = choices.find((c) => c.value === value);
  const self: CompareItem = { jobId: job.id, slot: first.slot };
  return (
    <div className="flex w-full flex-wrap items-end gap-2 rounded-lg border border-line bg-well p-2 sm:w-auto">
      {choices.length === 0 ? (
        <p className="text-sm text-muted">
          {first.media.kind === 'audio'
            ? t('gallery.compare.noOtherSong')
            : t('gallery.compare.noOtherVideo')}
        </p>
      ) : (
        <>
          {picked !== undefined ? (
            <ResultPicture
              job={picked.job}
              slot={picked.slot}
              className="aspect-video w-16 shrink-0 self-end rounded bg-well object-cover"
            />
          ) : null}
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={selectId} className="text-xs font-medium text-muted">
              {t('gallery.compare.withLabel')}
            </label>
            <Select
              id={selectId}
              value={value}
              onChange={(e) => setChosen(e.currentTarget.value)}
              className="max-w-full sm:w-72"
            >
              {choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.text}
                </option>
              ))}
            </Select>
          </div>
        </>
      )}
      {choices.length > 0 ? (
        <Button variant="primary" onClick={() => openCompare([self, value])}>
          {t('gallery.compare.button')}
        </Button>
      ) : null}
      <Button variant="ghost" onClick={() => setPicking(false)}>
        {t('gallery.cancel')}
      </Button>
    </div>
  );
}

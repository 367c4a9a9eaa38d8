import { t, type StoredMessage } from '@/i18n/i18n';
import { nonEmptyText } from '@/lib/text';
import type { Job } from './job';
import { jobName, madeNameText } from './lineage';

/**
 * Names a person gives (issue 40): a result's (Rename) and a board's. Pure, so the field, the
 * store and the tests judge a name alike.
 */

/** The longest name a person may give: longer reads as a prompt, not a name. */
export const NAME_MAX = 80;

export type NameProblem = 'empty' | 'tooLong' | 'duplicate';

/** A name as it is kept: its outer spaces dropped, inner runs of space kept as typed. */
export function cleanName(typed: string): string {
  return typed.trim();
}

/** Two names are the same name whatever their case ("Harbour" and "harbour"). */
export function sameName(a: string, b: string): boolean {
  return cleanName(a).toLocaleLowerCase('en-US') === cleanName(b).toLocaleLowerCase('en-US');
}

/**
 * What is wrong with a typed name, or null: empty, longer than `NAME_MAX` characters (counted as
 * a person counts them, not in UTF-16 units), or already one of `taken` (the other boards' names;
 * a result's name may repeat, so it passes none).
 */
export function nameProblem(typed: string, taken: readonly string[] = []): NameProblem | null {
  const name = cleanName(typed);
  if (name === '') return 'empty';
  if ([...name].length > NAME_MAX) return 'tooLong';
  if (taken.some((other) => sameName(other, name))) return 'duplicate';
  return null;
}

/** The problem in the person's words, beside the field. */
export function nameProblemText(problem: NameProblem): string {
  switch (problem) {
    case 'empty':
      return t('names.problem.empty');
    case 'tooLong':
      return t('names.problem.tooLong', { max: NAME_MAX });
    case 'duplicate':
      return t('names.problem.duplicate');
  }
}

/**
 * What a result is called wherever it is chosen or saved (a card, search, Compare, the storyboard's
 * pickers, a file's name): the name the person gave it, else what the studio names it
 * (`jobName`: its title, else its prompt's first line, else its id).
 */
export function resultName(job: Job): string {
  return jobName(job);
}

/**
 * One take of a result (`slot`, counted from 0) in a picker: the name, and "take n" when the job
 * made several, so the takes of one job are told apart without opening them. A take's own title
 * (a song's clip) names it when the person gave the job no name.
 */
export function takeName(job: Job, slot: number): string {
  const given = nonEmptyText(job.name);
  // A take that is a part (a stem) has its own made name, told apart without a number.
  const part = given === null ? job.madeName?.takes[slot] : undefined;
  const partName = part === undefined ? null : madeNameText(job, slot);
  if (partName !== null) return partName;
  // A song's clip titles its take; a video's title names its template, not the take (issue 54).
  const own = job.media[slot];
  const name =
    given ??
    madeNameText(job) ??
    (own?.kind === 'video' ? null : nonEmptyText(own?.title)) ??
    resultName(job);
  return job.media.length > 1 ? t('names.take', { name, n: slot + 1 }) : name;
}

/**
 * A source's name as a derived result made from it keeps it (`Job.madeName`'s `name`): the name
 * the person gave the source, else the name it was itself made with (kept as its keys, so "Chi —
 * cover: jazz noir — vocals" reads in the language of the moment), else the take's title, else
 * what `jobName` says. `slot` is the take it was made from, where it was made from one.
 */
export function sourceName(job: Job, slot: number | null = null): string | StoredMessage {
  const given = nonEmptyText(job.name);
  if (given !== null) return given;
  const made = job.madeName;
  if (made !== null) return (slot === null ? undefined : made.takes[slot]) ?? made.whole;
  return (slot === null ? null : nonEmptyText(job.media[slot]?.title)) ?? jobName(job);
}

/** The slot of the take with the vendor id `remoteId` (a song's clip), or null. */
export function slotOf(job: Job, remoteId: string | null): number | null {
  if (remoteId === null) return null;
  const key = remoteId.toLowerCase();
  const slot = job.media.findIndex((m) => m.remoteId?.toLowerCase() === key);
  return slot < 0 ? null : slot;
}

/** A style for a name ("cover: jazz noir"): its first words, cut so the name stays short. */
export function shortStyle(tags: string, max = 40): string {
  const one = tags.replace(/\s+/gu, ' ').trim();
  const chars = [...one];
  return chars.length <= max
    ? one
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

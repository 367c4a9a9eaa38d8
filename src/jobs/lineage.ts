import { word } from '@/i18n/i18n';
import { nonEmptyText } from '@/lib/text';
import { formatClock } from '@/lib/time';
import { lineageKeys } from './derived-operation';
import type { Job, JobSource } from './job';

/**
 * Lineage (issue 13): what a derived job was made from, and what was made from a job. Pure, so
 * the card, the dialog and the library's "made from this" filter say the same.
 */

/**
 * A short name for a job in a lineage link: the name the person gave it (Rename, issue 40), else
 * the name it was made with (a derived result's, `madeNameText`), else its title, else its
 * prompt's first line, else its id.
 */
export function jobName(job: Job): string {
  return nonEmptyText(job.name) ?? madeNameText(job) ?? ownName(job);
}

/**
 * A job's name without the name it was made with: a link from its source already says what was
 * made ("Remix: “the boat at night”"), so it names the job by its own words. The order is the job
 * view's headline's, so a result is called the same in the storyboard and on its Library tile
 * (issue 54): a title asked for, a song's or a picture's own title, then the prompt — and only
 * then a video's title, which names its template or its place (a Pixa template, "Video 2"), not
 * what was asked for.
 */
function ownName(job: Job): string {
  const firstLine = job.prompt.split('\n').find((line) => nonEmptyText(line) !== null);
  return (
    nonEmptyText(job.name) ??
    nonEmptyText(job.fields.title) ??
    mediaTitle(job, (kind) => kind !== 'video') ??
    nonEmptyText(firstLine) ??
    mediaTitle(job, (kind) => kind === 'video') ??
    job.remoteIds[0] ??
    job.id
  );
}

/** The first title among a job's media of the kinds `which` takes, or null. */
function mediaTitle(
  job: Pick<Job, 'media'>,
  which: (kind: Job['media'][number]['kind']) => boolean,
): string | null {
  return (
    job.media.map((m) => (which(m.kind) ? nonEmptyText(m.title) : null)).find((t) => t !== null) ??
    null
  );
}

/**
 * The name a derived result was made with (`Job.madeName`: "Chi — cover: jazz noir"), in the
 * language of the moment; for a take (`slot`), that take's own where the takes are parts ("Chi —
 * vocals"). Null for a result made from nothing, an older record, or keys this studio does not know.
 */
export function madeNameText(
  job: Pick<Job, 'madeName'>,
  slot: number | null = null,
): string | null {
  const made = job.madeName;
  if (made === null) return null;
  const part = slot === null ? undefined : made.takes[slot];
  return (part === undefined ? null : word(part)) ?? word(made.whole);
}

// Whole sentences, not a word glued to a name: the name's place differs between languages. Each
// operation's words are its module's messages, found by its id (`lineageKeys`).
function sentence(
  id: string,
  which: 'source' | 'child',
  name: string,
  at: number | null,
  until: number | null = null,
): string {
  const keys = lineageKeys(id);
  const timed =
    at === null
      ? null
      : word({
          key: which === 'source' ? keys.sourceAt : keys.childAt,
          // `end`: where a span from `at` ends (a replaced section), for the words that name it.
          values: { name, at: formatClock(at), end: formatClock(until ?? at) },
        });
  return (
    timed ??
    word({ key: which === 'source' ? keys.source : keys.child, values: { name } }) ??
    // A relation no module declares (a library from a newer studio): still a link, by its name.
    name
  );
}

/** "Remix of “A paper boat”", "Continued from “Streetlights” at 1:12": the source link's words. */
export function sourceSentence(source: JobSource, name: string): string {
  return sentence(source.relation, 'source', name, source.at, source.until ?? null);
}

/** "Remix: “the boat at night”": a link to one job made from this one. */
export function childSentence(child: Job): string {
  return sentence(
    child.source?.relation ?? 'remix',
    'child',
    ownName(child),
    child.source?.at ?? null,
    child.source?.until ?? null,
  );
}

/** Whether `job` was made from the job `fromId` (the library's `from=` filter). */
export function madeFrom(job: Job, fromId: string): boolean {
  return job.source?.jobId === fromId;
}

/** The jobs made from each job, by the source's id, oldest first: built once per ledger version. */
export function childrenBySource(jobs: readonly Job[]): Map<string, Job[]> {
  const map = new Map<string, Job[]>();
  for (const job of jobs) {
    const from = job.source?.jobId;
    if (from === null || from === undefined) continue;
    const list = map.get(from) ?? [];
    list.push(job);
    map.set(from, list);
  }
  for (const list of map.values()) list.sort((a, b) => a.createdAt - b.createdAt);
  return map;
}

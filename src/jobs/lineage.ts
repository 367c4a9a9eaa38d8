import { t } from '@/i18n/i18n';
import { nonEmptyText } from '@/lib/text';
import { formatClock } from '@/lib/time';
import type { Job, JobRelation, JobSource } from './job';

/**
 * Lineage (issue 13): what a derived job was made from, and what was made from a job. Pure, so
 * the card, the dialog and the library's "made from this" filter say the same.
 */

/** A short name for a job in a lineage link: its title, else its prompt's first line, else its id. */
export function jobName(job: Job): string {
  const firstLine = job.prompt.split('\n').find((line) => nonEmptyText(line) !== null);
  return (
    nonEmptyText(job.fields.title) ??
    job.media.map((m) => nonEmptyText(m.title)).find((t) => t !== null) ??
    nonEmptyText(firstLine) ??
    job.remoteIds[0] ??
    job.id
  );
}

// Whole sentences, each its own message: the name's place differs between languages.
function sourceWords(relation: JobRelation, name: string): string {
  switch (relation) {
    case 'remix': return t('gallery.lineage.source.remix', { name });
    case 'extend': return t('gallery.lineage.source.extend', { name });
    case 'continue': return t('gallery.lineage.source.continue', { name });
    case 'concat': return t('gallery.lineage.source.concat', { name });
    case 'stems': return t('gallery.lineage.source.stems', { name });
  }
}

function childWords(relation: JobRelation, name: string): string {
  switch (relation) {
    case 'remix': return t('gallery.lineage.child.remix', { name });
    case 'extend': return t('gallery.lineage.child.extend', { name });
    case 'continue': return t('gallery.lineage.child.continue', { name });
    case 'concat': return t('gallery.lineage.child.concat', { name });
    case 'stems': return t('gallery.lineage.child.stems', { name });
  }
}

/** "Remix of “A paper boat”", "Continued from “Streetlights” at 1:12": the source link's words. */
export function sourceSentence(source: JobSource, name: string): string {
  if (source.relation === 'continue' && source.at !== null)
    return t('gallery.lineage.source.continueAt', { name, at: formatClock(source.at) });
  return sourceWords(source.relation, name);
}

/** "Remix: “the boat at night”": a link to one job made from this one. */
export function childSentence(child: Job): string {
  const name = jobName(child);
  if (child.source?.relation === 'continue' && child.source.at !== null)
    return t('gallery.lineage.child.continueAt', { name, at: formatClock(child.source.at) });
  return childWords(child.source?.relation ?? 'remix', name);
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

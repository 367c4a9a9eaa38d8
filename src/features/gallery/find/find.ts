import { profileOfJob } from '@/gateway/settings';
import type { Job } from '@/jobs/job';
import { shownInLibrary } from '@/jobs/library-view';
import { madeFrom, madeNameText } from '@/jobs/lineage';
import { jobStatuses, type JobStatus } from '@/jobs/status';

/**
 * Finding a job in the library: a search as you type plus filters, all combined, and an order.
 * Pure functions over a job, so the gallery can run them over the live list today and an
 * in-memory index later (issue 8): `searchText` is computed once per stored job, `matcher` once
 * per keystroke, and each job then costs only plain comparisons.
 */

export const dateRanges = ['all', 'today', '7d', '30d'] as const;
export type DateRange = (typeof dateRanges)[number];

export const sortOrders = ['newest', 'oldest'] as const;
export type SortOrder = (typeof sortOrders)[number];

export { jobStatuses };

export interface FindCriteria {
  /** What the person typed, as typed (spaces included, so the box never fights the cursor). */
  q: string;
  /** A generator (the job's kind), or every generator. */
  kind: string | null;
  status: JobStatus | null;
  favourites: boolean;
  date: DateRange;
  sort: SortOrder;
  /** "Made from this": only the jobs derived from this job (its id), or null. */
  from?: string | null | undefined;
  /** A gateway profile's id (`default` for the first); absent: every profile. */
  profile?: string | null | undefined;
  /** A board's id, or `notOnABoard`; absent: every result (issue 40). */
  board?: string | null | undefined;
}

/** The board filter's "Not on a board" (a board's id is random, never this word). */
export const notOnABoard = 'none';

export const allJobs: FindCriteria = {
  q: '',
  kind: null,
  status: null,
  favourites: false,
  date: 'all',
  sort: 'newest',
};

/** Whether anything narrows the list (the order alone does not), for "Clear filters". */
export function isNarrowed(criteria: FindCriteria): boolean {
  return (
    searchTerms(criteria.q).length > 0 ||
    criteria.kind !== null ||
    criteria.status !== null ||
    criteria.favourites ||
    criteria.date !== 'all' ||
    (criteria.from ?? null) !== null ||
    (criteria.profile ?? null) !== null ||
    (criteria.board ?? null) !== null
  );
}

/**
 * The board looked at, when a board (not "Not on a board") is all that narrows the list: an empty
 * view then means an empty board, said as such (issue 54), not "No jobs match… Clear filters".
 */
export function boardAlone(criteria: FindCriteria): string | null {
  const board = criteria.board ?? null;
  if (board === null || board === notOnABoard) return null;
  return isNarrowed({ ...criteria, board: null }) ? null : board;
}

/** Case-folded the same way for the job and the query, so "CAFÉ" finds "café". */
function fold(text: string): string {
  return text.toLocaleLowerCase('en-US');
}

/**
 * Everything a search looks in, case-folded and joined by newlines. A search term never holds
 * whitespace, so no term can match across two parts.
 */
export function searchText(job: Job): string {
  // A derived result's made name in the language of the moment the text is computed (once per
  // record): "cover", "vocals" find the versions of a song.
  const made = [
    madeNameText(job),
    ...(job.madeName?.takes.map((_, slot) => madeNameText(job, slot)) ?? []),
  ];
  const parts: string[] = [
    job.name ?? '',
    ...made.map((m) => m ?? ''),
    job.prompt,
    job.id,
    ...job.remoteIds,
  ];
  for (const key of ['title', 'tags'] as const) {
    const value = job.fields[key];
    if (typeof value === 'string') parts.push(value);
  }
  for (const media of job.media) {
    if (media.title) parts.push(media.title);
    if (media.remoteId) parts.push(media.remoteId);
  }
  return fold(parts.filter((p) => p !== '').join('\n'));
}

/** The query split into terms: every term must appear somewhere (order and place do not matter). */
export function searchTerms(q: string): string[] {
  return fold(q)
    .split(/\s+/u)
    .filter((term) => term !== '');
}

const DAY = 24 * 60 * 60 * 1000;

/** The earliest creation time a date filter keeps; "today" starts at local midnight. */
export function dateFloor(range: DateRange, now: number): number {
  switch (range) {
    case 'all':
      return -Infinity;
    case 'today':
      return new Date(now).setHours(0, 0, 0, 0);
    case '7d':
      return now - 7 * DAY;
    case '30d':
      return now - 30 * DAY;
  }
}

/**
 * A test for the criteria with the query split and the date floor worked out once, so a search
 * over thousands of jobs does per job only comparisons. `text` is the job's `searchText`: pass
 * the precomputed one from an index or the index's reader of it (called only when needed), or
 * leave it out to compute it here.
 */
export function matcher(
  criteria: FindCriteria,
  now: number,
): (job: Job, text?: string | ((job: Job) => string)) => boolean {
  const terms = searchTerms(criteria.q);
  const floor = dateFloor(criteria.date, now);
  return (job, text) => {
    if (criteria.kind !== null && job.kind !== criteria.kind) return false;
    if (criteria.profile != null && profileOfJob(job.profileId) !== criteria.profile) return false;
    // "Not started" jobs hold nothing paid: left out unless their status is chosen.
    if (!shownInLibrary(job.status, criteria.status)) return false;
    if (criteria.favourites && !job.favourite) return false;
    if (criteria.from && !madeFrom(job, criteria.from)) return false;
    if (criteria.board != null && !onBoard(job, criteria.board)) return false;
    if (job.createdAt < floor) return false;
    if (terms.length === 0) return true;
    // Made only when a search asks for it and the cheap tests passed: a whole library's search
    // texts, made on the first Board filter choice, cost more than the filter (bench).
    const haystack = typeof text === 'function' ? text(job) : (text ?? searchText(job));
    return terms.every((term) => haystack.includes(term));
  };
}

/** Whether the job is on the board (or, for `notOnABoard`, on none). */
function onBoard(job: Job, board: string): boolean {
  return board === notOnABoard ? job.boards.length === 0 : job.boards.includes(board);
}

/** Whether one job passes every criterion (see `matcher` for many). */
export function matches(job: Job, criteria: FindCriteria, now: number, text?: string): boolean {
  return matcher(criteria, now)(job, text);
}

/** Orders by creation time; ties fall back to the id, so the order never flickers between renders. */
export function compareJobs(sort: SortOrder): (a: Job, b: Job) => number {
  const direction = sort === 'newest' ? -1 : 1;
  return (a, b) =>
    a.createdAt !== b.createdAt
      ? direction * (a.createdAt - b.createdAt)
      : direction * (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function sortJobs(jobs: readonly Job[], sort: SortOrder): Job[] {
  return [...jobs].sort(compareJobs(sort));
}

/** The library's view: the jobs that match, in the chosen order. */
export function findJobs(jobs: readonly Job[], criteria: FindCriteria, now: number): Job[] {
  const test = matcher(criteria, now);
  return sortJobs(
    jobs.filter((job) => test(job)),
    criteria.sort,
  );
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * The criteria from the library's URL (`#/library?q=…&kind=…&status=…&fav=1&date=7d&sort=oldest&open=…`).
 * An unknown value (an old link, a hand-edited URL) means "not filtered", never an error.
 */
export function criteriaFromParams(params: URLSearchParams): FindCriteria {
  const kind = params.get('kind');
  const profile = params.get('profile');
  const board = params.get('board');
  return {
    ...(profile === null || profile === '' ? {} : { profile }),
    ...(board === null || board === '' ? {} : { board }),
    q: params.get('q') ?? '',
    kind: kind === null || kind === '' ? null : kind,
    status: oneOf(jobStatuses, params.get('status')),
    favourites: params.get('fav') === '1',
    date: oneOf(dateRanges, params.get('date')) ?? 'all',
    sort: oneOf(sortOrders, params.get('sort')) ?? 'newest',
    // Only when asked: a plain library URL reads as exactly `allJobs`.
    ...(params.get('from') ? { from: params.get('from') } : {}),
  };
}

/** The open job in the detail dialog, from the same URL. */
export function openFromParams(params: URLSearchParams): string | null {
  const open = params.get('open');
  return open === null || open === '' ? null : open;
}

/**
 * The URL params for criteria and the open job, for `navigate('/library', …)` and `hrefFor`.
 * Defaults are left out, so a plain library link stays `#/library`.
 */
export function libraryParams(
  criteria: FindCriteria,
  open: string | null = null,
): Record<string, string | null> {
  return {
    q: criteria.q === '' ? null : criteria.q,
    kind: criteria.kind,
    status: criteria.status,
    fav: criteria.favourites ? '1' : null,
    date: criteria.date === 'all' ? null : criteria.date,
    sort: criteria.sort === 'newest' ? null : criteria.sort,
    ...(criteria.from ? { from: criteria.from } : {}),
    profile: criteria.profile ?? null,
    board: criteria.board ?? null,
    open,
  };
}

import type { JobStatus } from './status';

/**
 * The Library's status rule, in one place. A chosen status shows exactly those jobs. With none
 * chosen, every job shows except the ones that never started (refused or not sent): they hold
 * nothing paid and nothing to follow, and the Status filter ("Not started") still shows them.
 * A generator's own page lists its jobs without this rule, so "Try again" is in view there.
 */
export function shownInLibrary(status: JobStatus, chosen: JobStatus | null | undefined): boolean {
  return chosen ? status === chosen : status !== 'refused';
}

import type { RemoteStatus } from '@/jobs/status';

/**
 * Every status word the gateway field notes list, with where it belongs: the tests' oracle,
 * written apart from the code's own table so a mistake there cannot hide in both.
 */
export const fieldNoteWords: ReadonlyArray<readonly [string, RemoteStatus]> = [
  ['queued', 'queued'],
  ['pending', 'queued'],
  ['submitted', 'queued'],
  ['not_start', 'queued'],
  ['in_progress', 'running'],
  ['processing', 'running'],
  ['running', 'running'],
  ['dreaming', 'running'],
  ['started', 'running'],
  ['streaming', 'running'],
  ['generating', 'running'],
  ['completed', 'succeeded'],
  ['complete', 'succeeded'],
  ['finished', 'succeeded'],
  ['succeeded', 'succeeded'],
  ['success', 'succeeded'],
  ['failed', 'failed'],
  ['failure', 'failed'],
  ['error', 'failed'],
  ['canceled', 'failed'],
  ['cancelled', 'failed'],
  ['unknown', 'unknown'],
];

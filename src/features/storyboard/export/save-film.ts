import { copyKey, keptCopiesDb } from '@/jobs/copies/kept-copies-db';
import { zJob, type Job } from '@/jobs/job';
import { addMissingJobs } from '@/jobs/ledger/create-writes';
import { allBoards } from '@/jobs/boards/boards-db';
import { randomId } from '@/lib/id';
import type { Storyboard } from '../board/storyboard-db';
import { filmFormat, filmTitle } from './film-sources';

/** The kind of the library's jobs that are films made here (no gateway made them). */
export const FILM_KIND = 'film';

export interface MadeFilm {
  blob: Blob;
  extension: 'mp4' | 'webm';
  width: number;
  height: number;
  durationSeconds: number;
  videoCodec: string;
  /** null: copied from shots without sound. */
  audioCodec: string | null;
  /** How it was made: the shots' packets copied as they are, or decoded and encoded again. */
  plan?: { path: 'copy' | 'reencode' };
}

/**
 * The exported film as a result in the library: a finished job of kind "film" written through the
 * ledger like every other, its bytes kept as a kept copy (decision 012) since no host serves them.
 * Its link is the storyboard it came from (what plays when the copy is gone is the page that makes
 * it again), and what it was made from is in its request: the shots, in order, with their trims.
 */
export async function saveFilm(
  board: Storyboard,
  film: MadeFilm,
  sources: readonly Job[],
  now = Date.now(),
): Promise<Job> {
  const first = sources[0];
  const id = randomId();
  // A board deleted since the storyboard chose it is no place to land: the film goes on none.
  const chosen = board.libraryBoard;
  const onBoard =
    chosen !== null && (await allBoards()).some((b) => b.id === chosen) ? chosen : null;
  const url = new URL(`#/storyboard?board=${encodeURIComponent(board.id)}`, location.href).href;
  const format = `${film.extension} (${[film.videoCodec, film.audioCodec].filter((c) => c !== null).join(', ')})`;
  const job = zJob.parse({
    id,
    kind: FILM_KIND,
    // The shots' gateway: the film sits in the same library as what it was made from.
    gateway: first?.gateway ?? '',
    profileId: first?.profileId ?? null,
    origin: 'created',
    status: 'succeeded',
    remoteIds: [],
    prompt: filmTitle(board.name, filmFormat(format), board.shots.length),
    fields: {
      seconds: Math.round(film.durationSeconds * 10) / 10,
      size: `${film.width}x${film.height}`,
      format,
    },
    request: {
      storyboardId: board.id,
      made: film.plan?.path ?? 'reencode',
      shots: board.shots.map((s) => ({
        jobId: s.jobId,
        slot: s.slot,
        inSeconds: s.inSeconds,
        outSeconds: s.outSeconds,
      })),
      soundtrack:
        board.soundtrack === null
          ? null
          : {
              ...board.soundtrack,
              from:
                board.soundtrack.from.kind === 'file'
                  ? { kind: 'file', name: board.soundtrack.from.name }
                  : board.soundtrack.from,
            },
    },
    media: [
      {
        kind: 'video',
        url,
        title: board.name,
        durationSeconds: film.durationSeconds,
        status: 'succeeded',
      },
    ],
    // The storyboard's board, if it belongs to one: its film lands there (issue 40).
    boards: onBoard === null ? [] : [onBoard],
    createdAt: now,
    updatedAt: now,
    changedAt: now,
    completedAt: now,
  });
  // The bytes first: a film in the library that cannot play would be worse than none.
  await (
    await keptCopiesDb()
  ).write(['copies'], (tx) =>
    tx.store('copies').put({
      key: copyKey(id, 0),
      jobId: id,
      slot: 0,
      url,
      type: film.blob.type,
      size: film.blob.size,
      keptAt: now,
      blob: film.blob,
    }),
  );
  await addMissingJobs([job]);
  return job;
}

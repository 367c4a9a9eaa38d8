import { lazySchema, z } from '@/lib/zod';
import type { Job } from '@/jobs/job';
import { grabSource, mayGrab, posterKey, type GrabSource } from './poster-rules';
import { postersDb, type PosterRow } from './posters-db';

/**
 * Posters grabbed in this browser (issue 40 item 3, decision 033): the grab is claimed in the
 * database before it starts, in a transaction, so one browser grabs a result once whatever the
 * number of tiles, pickers and tabs that show it; a reload keeps what was grabbed; a failure is
 * written and never tried again by itself.
 */

/** The grab's code, loaded with the first grab (issue 57): a page whose videos have pictures never needs it. */
const grabPoster = (source: GrabSource) =>
  import('./grab-poster').then(({ grabPoster: grab }) => grab(source));

/** Results this page has asked about already: a tile shown again opens no transaction. */
const asked = new Set<string>();

/** One grab at a time: each loads a video, and a library page shows dozens of tiles at once. */
let line: Promise<unknown> = Promise.resolve();

/** Takes a result on for a grab; false when a grab is done, failed or under way (here or in another tab). */
export async function claimGrab(jobId: string, slot: number, now = Date.now()): Promise<boolean> {
  const db = await postersDb();
  return db.write(['posters'], async (tx) => {
    const posters = tx.store('posters');
    const key = posterKey(jobId, slot);
    const row = await posters.get(key);
    if (!mayGrab(row, now)) return false;
    await posters.put({
      key,
      jobId,
      slot,
      state: 'grabbing',
      picture: null,
      at: now,
      attempts: (row?.attempts ?? 0) + 1,
      error: null,
    });
    return true;
  });
}

async function settle(
  jobId: string,
  slot: number,
  outcome: { picture: string } | { error: string },
) {
  const key = posterKey(jobId, slot);
  await (
    await postersDb()
  ).write(['posters'], async (tx) => {
    const posters = tx.store('posters');
    const row = await posters.get(key);
    // A row gone meanwhile (its job removed) stays gone.
    if (row === undefined) return;
    await posters.put({
      ...row,
      ...('picture' in outcome
        ? { state: 'done' as const, picture: outcome.picture, error: null }
        : { state: 'failed' as const, picture: null, error: outcome.error }),
      at: Date.now(),
    });
  });
}

/**
 * Grabs the poster of a finished video without a gateway's picture, once: called by whatever shows
 * the result (a tile, a picker) with the kept copy it read (`null`: none). Never throws; a grab that
 * fails leaves its reason on the row.
 */
export async function ensurePoster(
  job: Pick<Job, 'id' | 'status' | 'media'>,
  slot: number,
  kept: Blob | null,
  { grab = grabPoster }: { grab?: (source: GrabSource) => Promise<string> } = {},
): Promise<void> {
  const source = grabSource(job, slot, kept);
  if (source === null) return;
  const key = posterKey(job.id, slot);
  if (asked.has(key)) return;
  asked.add(key);
  const run = async () => {
    try {
      if (!(await claimGrab(job.id, slot))) return;
    } catch (error) {
      console.warn('The poster could not be claimed:', error);
      return;
    }
    let outcome: { picture: string } | { error: string };
    try {
      outcome = { picture: await grab(source) };
    } catch (error) {
      outcome = { error: error instanceof Error ? error.message : String(error) };
    }
    await settle(job.id, slot, outcome).catch((error: unknown) =>
      console.warn('The poster could not be kept:', error),
    );
  };
  const mine = line.then(run);
  line = mine.catch(() => undefined);
  await mine;
}

/** Test seam: forget what this page asked (a unit test stands for a reload). */
export function forgetAsked(): void {
  asked.clear();
}

/** The grabbed picture of a result, or null (none grabbed, under way or failed). */
export async function readPoster(key: string): Promise<string | null> {
  const row = await (await postersDb()).read(['posters'], (tx) => tx.store('posters').get(key));
  return row?.state === 'done' ? row.picture : null;
}

export async function readPosterRow(jobId: string, slot: number): Promise<PosterRow | undefined> {
  return (await postersDb()).read(['posters'], (tx) =>
    tx.store('posters').get(posterKey(jobId, slot)),
  );
}

/** A job's posters go with it (its Remove, a removal synced from elsewhere). */
export async function deletePosters(jobId: string): Promise<void> {
  try {
    await (
      await postersDb()
    ).write(['posters'], async (tx) => {
      const posters = tx.store('posters');
      await posters.deleteMany(await posters.index('jobId').getAllKeys(jobId));
    });
  } catch (error) {
    console.warn('The poster could not be removed:', error);
  }
}

/** More than this is not a poster this studio made (a 320 px WebP is ~10–30 KB as text). */
const MAX_PICTURE_CHARS = 256 * 1024;

/** A poster as the library file carries it. */
export const zPosterItem = lazySchema(() =>
  z.object({
    jobId: z.string().check(z.minLength(1)),
    slot: z.number().check(z.int(), z.gte(0)),
    picture: z
      .string()
      .check(
        z.maxLength(MAX_PICTURE_CHARS),
        z.regex(/^data:image\/(?:jpeg|webp|png);base64,[A-Za-z0-9+/=]+$/),
      ),
  }),
);
export type PosterItem = z.infer<typeof zPosterItem>;

/** Every grabbed poster, for the library file. */
export async function allPosters(): Promise<PosterItem[]> {
  const rows = await (
    await postersDb()
  ).read(['posters'], (tx) =>
    tx.store('posters').index('jobId').getAll(tx.range.lowerBound('', true)),
  );
  return rows.flatMap((row) =>
    row.state === 'done' && row.picture !== null
      ? [{ jobId: row.jobId, slot: row.slot, picture: row.picture }]
      : [],
  );
}

/** Posters from a library file: each one this browser has not grabbed is kept, as if grabbed here. */
export async function addMissingPosters(items: readonly PosterItem[], now = Date.now()) {
  const db = await postersDb();
  return db.write(['posters'], async (tx) => {
    const posters = tx.store('posters');
    const rows = await posters.getMany(items.map((item) => posterKey(item.jobId, item.slot)));
    const fresh = items.filter((_, index) => rows[index]?.state !== 'done');
    await posters.putMany(
      fresh.map((item) => ({
        key: posterKey(item.jobId, item.slot),
        jobId: item.jobId,
        slot: item.slot,
        state: 'done' as const,
        picture: item.picture,
        at: now,
        attempts: 0,
        error: null,
      })),
    );
    return fresh.length;
  });
}

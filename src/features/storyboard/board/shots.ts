import type { Job } from '@/jobs/job';
import { safeMediaUrl } from '@/lib/safe-url';
import { FILM_KIND } from '../export/save-film';
import type { Shot } from './storyboard-db';

/** The shots moved: `from` taken out and put back at `to`. */
export function moveShot(shots: readonly Shot[], from: number, to: number): Shot[] {
  const moved = [...shots];
  const [shot] = moved.splice(from, 1);
  if (shot === undefined || to < 0 || to > moved.length) return [...shots];
  moved.splice(to, 0, shot);
  return moved;
}

/** The library's finished videos, each of its takes a shot the film can use (films excepted). */
export function videoTakes(jobs: readonly Job[]): { job: Job; slot: number }[] {
  return jobs.flatMap((job) =>
    job.status !== 'succeeded' || job.kind === FILM_KIND
      ? []
      : job.media.flatMap((media, slot) =>
          media.kind === 'video' &&
          media.status !== 'failed' &&
          (media.viaGateway || safeMediaUrl(media.url) !== null)
            ? [{ job, slot }]
            : [],
        ),
  );
}

/**
 * A new shot put right after the shot `afterId` (at the end when that shot is gone): where "Next
 * shot from this one's last frame" places the shot it starts. The shot is made by the caller,
 * once (`newShot`), never inside a board edit: an edit is applied again on each render until it
 * is written, and a shot made there would get a new id each time.
 */
export function insertAfter(shots: readonly Shot[], afterId: string, shot: Shot): Shot[] {
  const at = shots.findIndex((s) => s.id === afterId);
  const next = [...shots];
  next.splice(at < 0 ? next.length : at + 1, 0, shot);
  return next;
}

import { charactersNamed } from '@/jobs/characters/mentions';
import type { Character } from '@/jobs/characters/characters';
import type { Job } from '@/jobs/job';
import type { Shot } from './storyboard-db';

/**
 * Who is in a shot (issue 56): the characters its take was made with — its first frame's, else
 * those its prompt names — and who the board wants in it ("Same characters for every shot").
 * Pure: the shot list and its tests read the same.
 */
export interface ShotCast {
  /** Made with: by id where known (a character since removed keeps its name). */
  made: { id: string; name: string }[];
  /** Wanted in it: the board's choice, else as made. */
  wanted: { id: string; name: string }[];
  /** Wanted but not in the take: a take made again with them would have them. */
  missing: { id: string; name: string }[];
}

export function madeWith(job: Job | undefined, characters: readonly Character[]): ShotCast['made'] {
  if (job === undefined) return [];
  if (job.frameStep !== null) return job.frameStep.characters;
  return charactersNamed(job.prompt, characters).map(({ id, name }) => ({ id, name }));
}

export function castOf(
  shot: Shot,
  job: Job | undefined,
  characters: readonly Character[],
): ShotCast {
  const made = madeWith(job, characters);
  const nameOf = (id: string) =>
    characters.find((c) => c.id === id)?.name ?? made.find((c) => c.id === id)?.name ?? null;
  const wanted =
    shot.characters === null
      ? made
      : shot.characters.flatMap((id) => {
          const name = nameOf(id);
          return name === null ? [] : [{ id, name }];
        });
  return { made, wanted, missing: wanted.filter((c) => !made.some((m) => m.id === c.id)) };
}

/**
 * "Same characters for every shot": every shot wants everyone any shot has (in the order first
 * met), so a story's people are in each of its shots; one edit of the board.
 */
export function sameForEvery(
  shots: readonly Shot[],
  jobOf: (id: string) => Job | undefined,
  characters: readonly Character[],
): Shot[] {
  const everyone: string[] = [];
  for (const shot of shots)
    for (const c of castOf(shot, jobOf(shot.jobId), characters).wanted)
      if (!everyone.includes(c.id)) everyone.push(c.id);
  return shots.map((shot) => ({ ...shot, characters: [...everyone] }));
}

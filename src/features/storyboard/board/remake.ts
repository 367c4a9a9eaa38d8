import { createContext, useContext } from 'react';
import type { Job } from '@/jobs/job';

/**
 * "Make again with @Mia": a shot's take's settings handed to its generator's form with the
 * characters it lacks named in its prompt (nothing sent: the person presses Generate). The route
 * gives it, knowing each kind's recall (`StudioParts.kindViews`); null where none is given.
 */
export const RemakeContext = createContext<((job: Job, names: readonly string[]) => void) | null>(
  null,
);

export function useRemake() {
  return useContext(RemakeContext);
}

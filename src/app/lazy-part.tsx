import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { paintingShell, shellHydrated } from './painted-shell';

/**
 * A part whose code comes in a chunk of its own (a page body, the studio's working parts): its
 * fallback until the code is there, then the part, as `<Suspense>` does.
 *
 * In the painted shell the fallback is plain markup instead of a boundary the server left
 * unfinished. React hydrates such a boundary (error 419, "client render") in a lane of its own
 * that it never splits (`DefaultHydrationLane`): right after hydration, the five lazy parts of a
 * first visit rendered in one blocking task of ~40–70 ms on one core (issue 44, React's profiling
 * build). Here the hydrated fallback stays as it is, and the part takes over in a transition once
 * the page is React's, which React renders in slices and a click can interrupt. Elsewhere (a page
 * opened later, a test rendering the app) the part is a Suspense boundary from its first render.
 */
export function LazyPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [ready, setReady] = useState(() => !paintingShell());
  useEffect(() => {
    if (ready) return;
    shellHydrated();
    startTransition(() => setReady(true));
  }, [ready]);
  return ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

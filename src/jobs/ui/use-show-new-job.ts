import { useEffect } from 'react';
import { jobCardElement } from './job-card-element';

/** How long to wait for the new job's card to appear (the ledger's live query may lag the answer). */
const LOOK_FOR_MS = 3000;

/**
 * Brings a newly created job's card into view (on a phone it sits below the form). Only the
 * viewport moves: focus stays where it is, so a screen-reader user keeps their place and hears the
 * form's own "Job started" status.
 */
export function useShowNewJob(jobId: string | undefined): void {
  useEffect(() => {
    if (jobId === undefined) return;
    const until = Date.now() + LOOK_FOR_MS;
    let frame = 0;
    const look = () => {
      const card = jobCardElement(jobId);
      if (card) {
        const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
        // jsdom has no scrollIntoView; a real browser always does.
        if (typeof card.scrollIntoView === 'function')
          card.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
      } else if (Date.now() < until) {
        frame = requestAnimationFrame(look);
      }
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [jobId]);
}

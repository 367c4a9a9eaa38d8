import { useEffect } from 'react';
import { jobCardElement } from './job-card-element';
import { followPresses, isPressed, whenUnpressed } from './pointer-presses';

/** How long to wait for the new job's card to appear (the ledger's live query may lag the answer). */
const LOOK_FOR_MS = 3000;

/**
 * Brings a newly created job's card into view (on a phone it sits below the form). Only the
 * viewport moves: focus stays where it is, so a screen-reader user keeps their place and hears the
 * form's own "Job started" status.
 *
 * Not while a pointer is pressed: the answer that names the job can arrive between a press and
 * its release (a second Generate right after the first), and scrolling then moved the button
 * away from under the pointer, so the release landed elsewhere and the click was lost without a
 * word (seen in a full e2e run on a loaded machine). The card is brought into view once the press
 * has ended and its click has been handled.
 */
export function useShowNewJob(jobId: string | undefined): void {
  useEffect(followPresses, []);
  useEffect(() => {
    if (jobId === undefined) return;
    const until = Date.now() + LOOK_FOR_MS;
    let frame = 0;
    let stopWaiting = () => {};
    function look() {
      const card = jobCardElement(jobId ?? '');
      if (card && isPressed()) {
        // After the release's click (Generate again, say) has been handled; then looked up again.
        stopWaiting = whenUnpressed(look);
      } else if (card) {
        const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
        // jsdom has no scrollIntoView; a real browser always does.
        if (typeof card.scrollIntoView === 'function')
          card.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
      } else if (Date.now() < until) {
        frame = requestAnimationFrame(look);
      }
    }
    look();
    return () => {
      cancelAnimationFrame(frame);
      stopWaiting();
    };
  }, [jobId]);
}

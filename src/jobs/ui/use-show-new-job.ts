import { useEffect } from 'react';
import { createStore } from '@/lib/store';
import { jobCardElement } from './job-card-element';

/** How long to wait for the new job's card to appear (the ledger's live query may lag the answer). */
const LOOK_FOR_MS = 3000;

/**
 * How many pointers (mouse buttons, fingers, pens) are pressed on the page now. Watched while a
 * form that shows its new jobs is mounted (a press comes before the answer it must not be moved
 * by), in the capture phase so no handler can hide a press or a release.
 */
const presses = createStore(0, {
  start(store) {
    const down = new Set<number>();
    const press = (e: PointerEvent) => {
      down.add(e.pointerId);
      store.set(down.size);
    };
    const release = (e: PointerEvent) => {
      down.delete(e.pointerId);
      store.set(down.size);
    };
    // A release outside the window may never arrive: leaving the window ends every press.
    const leave = () => {
      down.clear();
      store.set(0);
    };
    window.addEventListener('pointerdown', press, true);
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    window.addEventListener('blur', leave);
    return () => {
      window.removeEventListener('pointerdown', press, true);
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      window.removeEventListener('blur', leave);
      // Unwatched, nothing is known to be pressed: the next watch starts from none.
      store.set(0);
    };
  },
});

/** Follows `presses` for as long as the form is there, so its watch runs before any answer. */
const followPresses = () => presses.subscribe(() => {});

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
    let later = 0;
    let stopWaiting = () => {};
    function look() {
      const card = jobCardElement(jobId ?? '');
      if (card && presses.get() > 0) {
        stopWaiting = presses.subscribe(() => {
          if (presses.get() > 0) return;
          stopWaiting();
          // A task later: the release's click (Generate again, say) is handled first.
          later = window.setTimeout(look);
        });
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
      clearTimeout(later);
      stopWaiting();
    };
  }, [jobId]);
}

import { useEffect } from 'react';
import { jobCardElement } from './job-card-element';

/** How long to wait for the new job's card to appear (the ledger's live query may lag the answer). */
const LOOK_FOR_MS = 3000;

/**
 * The pointers pressed on the page now (mouse buttons, fingers, pens), by pointer id. Watched from
 * the first form's mount on (a press comes before the answer it must not be moved by), in the
 * capture phase so no handler can hide a press or a release.
 */
const pressed = new Set<number>();
let watching = false;

function watchPresses(): void {
  if (watching) return;
  watching = true;
  window.addEventListener('pointerdown', (e) => pressed.add(e.pointerId), true);
  const release = (e: PointerEvent) => pressed.delete(e.pointerId);
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
  // A release outside the window may never arrive: leaving the window ends every press.
  window.addEventListener('blur', () => pressed.clear());
}

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
  useEffect(watchPresses, []);
  useEffect(() => {
    if (jobId === undefined) return;
    const until = Date.now() + LOOK_FOR_MS;
    let frame = 0;
    let later = 0;
    let waitingForRelease = false;
    const afterRelease = () => {
      if (pressed.size > 0) return;
      stopWaiting();
      // A task later: the release's click (Generate again, say) is handled first.
      later = window.setTimeout(look);
    };
    const stopWaiting = () => {
      if (!waitingForRelease) return;
      waitingForRelease = false;
      window.removeEventListener('pointerup', afterRelease);
      window.removeEventListener('pointercancel', afterRelease);
      window.removeEventListener('blur', afterRelease);
    };
    function look() {
      const card = jobCardElement(jobId ?? '');
      if (card && pressed.size > 0) {
        waitingForRelease = true;
        window.addEventListener('pointerup', afterRelease);
        window.addEventListener('pointercancel', afterRelease);
        window.addEventListener('blur', afterRelease);
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

import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { jobCardElement } from '@/jobs/ui/job-card-element';

/** Where an element's top is on the page (not in the viewport: scrolling leaves it alone). */
const pageTop = (element: HTMLElement) => element.getBoundingClientRect().top + window.scrollY;

type Held = { current: { id: string; top: number } | null };

/**
 * Scrolls by as much as the held card moved on the page since it was last measured. Returns false
 * when the held card is gone from the list (the hold ends).
 */
function keepInPlace(anchor: Held, list: HTMLElement | null): boolean {
  const held = anchor.current;
  if (held === null || list === null) return true;
  const card = jobCardElement(held.id, list);
  if (card === null) {
    anchor.current = null;
    return false;
  }
  const top = pageTop(card);
  if (top === held.top) return true;
  // Its new place on the page is the one held from now on: the next move counts from there.
  anchor.current = { id: held.id, top };
  window.scrollBy({ top: top - held.top, behavior: 'instant' });
  return true;
}

/**
 * Keeps the card a person is working in where it is on screen when the list changes above it.
 * Something made from a result ("Stems", a remix) is a new job, listed first a moment after its
 * "started" line: the card the person just used moved down by a whole card (~700 px), out from
 * under the pointer on its way to the next button. The browser's own scroll anchoring does not
 * help at the top of the page, where these lists sit. So the card last pressed or focused in the
 * list is the anchor: after each change of `entries`, the window scrolls by as much as the card
 * moved, and the new card lies above, as it does when the browser anchors. A press or focus
 * outside the list (the form's Generate, which shows its own new card) lets the anchor go.
 *
 * The Library's List view draws its cards through `VirtualRows`, whose virtualizer also scrolls
 * by the size of a row measured above the fold: `holding` tells it when this hook has the scroll,
 * so the two do not both correct one move (measured: the card landed 360 px above its place).
 * In two columns a job listed first would move each card one place along its row, to the other
 * column, which a scroll cannot undo: `onHold` tells the list when a hold begins and ends, so it
 * can give the jobs that arrive meanwhile rows of their own (`VirtualCardList`).
 */
export function useKeptInPlace(
  list: RefObject<HTMLElement | null>,
  entries: unknown,
  onHold?: (holding: boolean) => void,
): { holding: () => boolean } {
  const anchor = useRef<{ id: string; top: number } | null>(null);
  const holding = useCallback(() => anchor.current !== null, []);
  const told = useRef(onHold);
  useLayoutEffect(() => {
    told.current = onHold;
  });

  useEffect(() => {
    const element = list.current;
    if (element === null) return;
    const hold = (event: Event) => {
      const card =
        event.target instanceof Element ? event.target.closest<HTMLElement>('[data-job-id]') : null;
      const id = card !== null && element.contains(card) ? card.dataset.jobId : undefined;
      const was = anchor.current !== null;
      anchor.current = card === null || id === undefined ? null : { id, top: pageTop(card) };
      if (was !== (anchor.current !== null)) told.current?.(!was);
    };
    document.addEventListener('pointerdown', hold, true);
    document.addEventListener('focusin', hold, true);
    // A card above that grows later (its result arriving, a note) moves the held one too; the
    // observer reports it after layout and before paint, as the change of entries below.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (!keepInPlace(anchor, element)) told.current?.(false);
          });
    observer?.observe(element);
    return () => {
      document.removeEventListener('pointerdown', hold, true);
      document.removeEventListener('focusin', hold, true);
      observer?.disconnect();
    };
  }, [list]);

  // Before paint, so the held card is never drawn where the new entries pushed it.
  useLayoutEffect(() => {
    if (!keepInPlace(anchor, list.current)) told.current?.(false);
  }, [list, entries]);
  return { holding };
}

import { useEffect, useState } from 'react';
import { createStore } from '@/lib/store';

/**
 * How many pointers (mouse buttons, fingers, pens) are pressed on the page now. Watched while a
 * form that moves its own layout is mounted (a press comes before the change it must not be
 * moved by), in the capture phase so no handler can hide a press or a release.
 *
 * Why a form cares: a click is a press and a release on the same element. Anything that moves
 * the form between the two (a card scrolled into view, a field inserted above the button) takes
 * the button away from under the pointer; the release lands elsewhere and the click is lost
 * without a word. Both were seen in full e2e runs on a loaded machine: a second Generate right
 * after the first made no job.
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

/**
 * Follows the presses for as long as the calling component is mounted: pass it to `useEffect`
 * at mount, so the watch is running before any press that a later change must wait for.
 */
export const followPresses = () => presses.subscribe(() => {});

/** Whether a pointer is pressed now (only known while something follows the presses). */
export const isPressed = () => presses.get() > 0;

/**
 * Runs `then` now when no pointer is pressed; otherwise a task after the last release, so the
 * release's click is handled first (a press that starts again in between is waited for too).
 * Returns what cancels it.
 */
export function whenUnpressed(then: () => void): () => void {
  let stop = () => {};
  let later = 0;
  let cancelled = false;
  const attempt = () => {
    if (cancelled) return;
    if (!isPressed()) {
      then();
      return;
    }
    stop = presses.subscribe(() => {
      if (isPressed()) return;
      stop();
      later = window.setTimeout(attempt);
    });
  };
  attempt();
  return () => {
    cancelled = true;
    stop();
    clearTimeout(later);
  };
}

/**
 * True once `ready` has been true while no pointer was pressed, and from then on for as long as
 * `ready` stays true (once false, it waits again): a part that would move the form (inserted
 * above its button) waits for the press under way to end before it appears. Ready at the first
 * render with nothing pressed, it is shown at once (a returning visit draws it in its first frame).
 */
export function useShownWhenUnpressed(ready: boolean): boolean {
  useEffect(followPresses, []);
  const [shown, setShown] = useState(() => ready && !isPressed());
  // Gone (every prompt forgotten, say), it waits again before it comes back.
  if (!ready && shown) setShown(false);
  useEffect(() => {
    if (!ready || shown) return;
    return whenUnpressed(() => setShown(true));
  }, [ready, shown]);
  return ready && shown;
}

/**
 * `value`, except that a change that comes while a pointer is pressed is shown a task after the
 * release (the release's click handled first). For an answer that arrives on its own time and
 * changes the page's height (a link's subtitles, a GPT search's results): drawn between a press
 * and its release, it pushed the buttons below it away from under the pointer and the click was
 * lost (a full e2e run: Ask, pressed as the subtitles came, asked nothing). A press lasts a
 * moment, so the answer waits a moment; with nothing pressed it is drawn in the same render.
 */
export function useHeldWhilePressed<T>(value: T): T {
  useEffect(followPresses, []);
  const [held, setHeld] = useState(value);
  const pressed = isPressed();
  // Nothing pressed: the latest value now, and kept as the one to show during a later press.
  if (!pressed && !Object.is(held, value)) setHeld(value);
  useEffect(() => {
    if (Object.is(held, value)) return;
    return whenUnpressed(() => setHeld(value));
  }, [held, value]);
  return pressed ? held : value;
}

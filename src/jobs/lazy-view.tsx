import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';
import { whenIdle } from '@/lib/idle';

/** Every lazy view's fetch, so a test can have them all at hand before it renders a card. */
const loaders: (() => Promise<unknown>)[] = [];

/**
 * A generator's view that is not its page (a job's result view, its card emblem, a derive's
 * panel), fetched when a card first shows it instead of with every page: `features/<g>/index.ts`
 * is imported by the registry, so whatever it imports statically rides in the chunk every page
 * loads first (issue 57: the Video page carried every generator's result views).
 *
 * Nothing is drawn for the moment its code is on the way, and the browser's first idle moment
 * fetches it anyway; once fetched it is drawn at once, as a static import would be.
 *
 * Each drawn view keeps the way it was first drawn. One drawn while its code was on the way sits
 * under React's `lazy`, which draws it at once from then on; drawn again directly once the code
 * had come, it was a new element where the old one was, and React drew it anew: its state was
 * lost on the card's next render (a song's open "Continue" form, a "Continuation started" line,
 * a player's place), in a full e2e run on a slow machine where the code came after the card.
 */
export function lazyView<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchOnce = () =>
    (loading ??= load().then(
      (view) => {
        loaded = view;
        return { default: view };
      },
      (error: unknown) => {
        // Not kept: the next card that draws it asks again (a network blip is not for good).
        loading = undefined;
        throw error;
      },
    ));
  loaders.push(fetchOnce);
  const Lazy = lazy(fetchOnce);
  // Ahead of need: a failure here is only a fetch not made yet (a card asks again when it draws).
  if (typeof window !== 'undefined') whenIdle(() => void fetchOnce().catch(() => undefined), 5_000);
  function LazyView(props: P) {
    const [direct] = useState(() => loaded !== undefined);
    if (direct && loaded !== undefined) return createElement(loaded, props);
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyView;
}

/** Every lazy view fetched: for a test that reads a card's result view as soon as it renders. */
export async function loadLazyViews(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}

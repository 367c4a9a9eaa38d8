import { useEffect, useRef } from 'react';
import { shortcutFor, type ShortcutId } from './shortcuts';

/**
 * Handles some of the studio's shortcuts while mounted. A handler returns false when the key
 * means nothing where focus is (then the key keeps its default); otherwise the key is taken.
 */
export function useShortcuts(handlers: Partial<Record<ShortcutId, () => boolean | void>>) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const id = shortcutFor(event);
      if (id === null) return;
      const handler = latest.current[id];
      if (handler === undefined) return;
      if (handler() !== false) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

/**
 * The listeners of one choice kept in localStorage (a theme, the library's view, notifications):
 * `changed` tells this tab's readers after a write here; `subscribe`, for `useSyncExternalStore`,
 * also hears a write to the same key from another tab (`onOtherTab` runs first, e.g. to apply it).
 */
export function storedChoice(key: string, onOtherTab?: () => void) {
  const listeners = new Set<() => void>();
  return {
    changed: (): void => {
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key) return;
        onOtherTab?.();
        listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

import { createStore, type Store } from './store';

/**
 * The followers of one choice kept in localStorage (a theme, the library's view, notifications),
 * who read the choice from storage themselves: `changed` tells this tab's readers after a write
 * here; while anyone follows, a write to the same key from another tab (or another tab clearing
 * the storage) tells them too, after `onOtherTab` (e.g. to apply it).
 */
export function storedChoice(key: string, onOtherTab?: () => void): Store<null> {
  return createStore(null, {
    start: (store) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key && event.key !== null) return;
        onOtherTab?.();
        store.changed();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  });
}

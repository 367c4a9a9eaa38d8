import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { listPresets, type Preset } from './presets';
import { listPrompts } from './prompt-history';

/**
 * A read of the studio store, live across tabs: `undefined` until read, then re-read whenever a
 * write touches what it read. A store that cannot be read (storage refused) reads as empty: the
 * form works without presets or history. `key` names what `read` reads.
 */
function useLive<T>(read: (key: string) => Promise<T>, key: string, empty: T): T | undefined {
  const [state, setState] = useState<{ key: string; value: T }>();
  useEffect(() => {
    const sub = liveQuery(() => read(key)).subscribe({
      next: (value) => setState({ key, value }),
      error: () => setState({ key, value: empty }),
    });
    return () => sub.unsubscribe();
  }, [read, key, empty]);
  return state !== undefined && state.key === key ? state.value : undefined;
}

const noPresets: Preset[] = [];
const noPrompts: string[] = [];

export function usePresets(kind: string): Preset[] | undefined {
  return useLive(listPresets, kind, noPresets);
}

export function usePromptHistory(scope: string): string[] | undefined {
  return useLive(listPrompts, scope, noPrompts);
}

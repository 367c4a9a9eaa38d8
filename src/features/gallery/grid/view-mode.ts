import { useSyncExternalStore } from 'react';
import { storedChoice } from '@/lib/stored-choice';

/**
 * Grid or list: a choice about this device's screen, not about the jobs, so it lives in
 * localStorage (not the URL, not the ledger) and every tab of this browser follows it.
 */
export const viewModes = ['grid', 'list'] as const;
export type ViewMode = (typeof viewModes)[number];

const KEY = 'media-studio.library-view';

/**
 * The gallery is media first: a first visit sees the grid. The detailed list (every control of a
 * job in view without a click) is one click away, and the choice is kept on this device.
 */
export const defaultViewMode: ViewMode = 'grid';

const choice = storedChoice(KEY);

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be refused outright (some private modes): the choice then lasts the page.
    return null;
  }
}

let unsaved: ViewMode | null = null;

export function readViewMode(): ViewMode {
  const stored = storage()?.getItem(KEY) ?? unsaved;
  return stored === 'grid' || stored === 'list' ? stored : defaultViewMode;
}

export function setViewMode(mode: ViewMode): void {
  unsaved = mode;
  try {
    storage()?.setItem(KEY, mode);
  } catch {
    // Full or refused: the in-memory choice still holds for this page.
  }
  choice.changed();
}

export function useViewMode(): ViewMode {
  return useSyncExternalStore(choice.subscribe, readViewMode, () => defaultViewMode);
}

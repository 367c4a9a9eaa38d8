import { useSyncExternalStore } from 'react';

/**
 * The last line of defence for a returned id: when IndexedDB refuses to store it (quota, private
 * mode), it goes to localStorage and onto the screen until the person dismisses it. An id is paid
 * work; it is never dropped silently.
 */
export interface RescuedId {
  kind: string;
  gateway: string;
  ids: string[];
  at: number;
}

const KEY = 'media-studio.rescued-ids';
let memory: RescuedId[] = read();
const listeners = new Set<() => void>();

function read(): RescuedId[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? (value as RescuedId[]) : [];
  } catch {
    return [];
  }
}

function write(next: RescuedId[]) {
  memory = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Even localStorage is refused: the ids stay in memory and on screen for this session.
  }
  listeners.forEach((l) => l());
}

export function rescueIds(entry: RescuedId): void {
  write([...memory, entry]);
}

export function dismissRescued(at: number): void {
  write(memory.filter((r) => r.at !== at));
}

export function useRescuedIds(): RescuedId[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => memory,
    () => memory,
  );
}

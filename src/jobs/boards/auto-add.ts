import { storedChoice } from '@/lib/stored-choice';
import { useSyncExternalStore } from 'react';

/**
 * "New results go to <board>" (issue 40): the board every new job is put on from its first write,
 * chosen beside Generate, kept on this device (as the library's view is). A board deleted since
 * reads as none: a job never names a board that is gone.
 */
const KEY = 'media-studio.auto-add-board';
const choice = storedChoice(KEY);

export function autoAddBoard(): string | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === null || value === '' ? null : value;
  } catch {
    return null;
  }
}

export function setAutoAddBoard(boardId: string | null): void {
  try {
    if (boardId === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, boardId);
  } catch {
    // Storage refused: the choice lasts as long as this page.
  }
  choice.changed();
}

export function useAutoAddBoard(): string | null {
  return useSyncExternalStore(choice.subscribe, autoAddBoard, autoAddBoard);
}

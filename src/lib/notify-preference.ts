import { useSyncExternalStore } from 'react';
import { storedChoice } from '@/lib/stored-choice';

/**
 * "Notify me when a job finishes": the person's opt-in, kept on this device. The browser's own
 * permission is asked only when the person ticks it, never on a visit.
 */
const KEY = 'media-studio.notify';
const choice = storedChoice(KEY);

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export type NotifySupport = 'unsupported' | NotificationPermission;

/** What the browser allows: no Notification API (some phones, embedded views), or its permission. */
export function notifySupport(): NotifySupport {
  return typeof window === 'undefined' || !('Notification' in window)
    ? 'unsupported'
    : Notification.permission;
}

/** Whether to show a desktop notification now: opted in and allowed. */
export function notifyWanted(): boolean {
  return read() && notifySupport() === 'granted';
}

export function setNotifyPreference(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // A browser that refuses storage forgets the choice with the tab; nothing else breaks.
  }
  choice.changed();
}

export function useNotifyPreference(): boolean {
  return useSyncExternalStore(choice.subscribe, read, () => false);
}

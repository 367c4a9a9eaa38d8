import { useMemo, useSyncExternalStore, type RefObject } from 'react';

const events = ['timeupdate', 'seeked', 'seeking', 'loadedmetadata', 'durationchange', 'emptied'];

type Player = RefObject<HTMLMediaElement | null>;

/** Listens to the player's own events: they say when its time moved. */
const subscribeTo = (player: Player, source: string | null) => (notify: () => void) => {
  const element = player.current;
  if (element === null || source === null) return () => undefined;
  for (const name of events) element.addEventListener(name, notify);
  return () => {
    for (const name of events) element.removeEventListener(name, notify);
  };
};

const timeOf = (player: Player) => () => player.current?.currentTime ?? 0;

/**
 * The player's current time, following it as it plays and seeks: the player is the store (its own
 * events say when the time moved), so nothing copies it into state. `source` names what the player
 * plays, so a new address subscribes again.
 */
export function useMediaTime(player: Player, source: string | null): number {
  const subscribe = useMemo(() => subscribeTo(player, source), [player, source]);
  const snapshot = useMemo(() => timeOf(player), [player]);
  return useSyncExternalStore(subscribe, snapshot, () => 0);
}

/** Moves the player to `seconds` (a chosen lyric line, a section's start). */
export function seekPlayer(player: Player, seconds: number): void {
  const element = player.current;
  if (element !== null) element.currentTime = seconds;
}

import { useRef, useState } from 'react';
import {
  atEnd,
  leaderOf,
  startPosition,
  syncPlan,
  timelineLength,
  type TrackState,
} from './compare-sync';

export type Side = 0 | 1;

/**
 * One play/pause and one position for two players. The longer one's clock is the timeline's;
 * on each of its ticks the other is pulled back in line if it drifted. Media events drive it
 * (no timers): timeupdate, ended, loadedmetadata.
 */
export function useCompareSync() {
  const players = useRef<[HTMLMediaElement | null, HTMLMediaElement | null]>([null, null]);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [length, setLength] = useState(0);
  const [durations, setDurations] = useState<[number, number]>([NaN, NaN]);
  // Read by media events between renders.
  const live = useRef({ playing: false, position: 0 });

  const present = (): HTMLMediaElement[] =>
    players.current.filter((p): p is HTMLMediaElement => p !== null);
  const states = (elements: HTMLMediaElement[]): TrackState[] =>
    elements.map((el) => ({
      duration: el.duration,
      currentTime: el.currentTime,
      paused: el.paused,
    }));

  function apply(at: number, play: boolean, tolerance?: number) {
    const elements = present();
    syncPlan(at, play, states(elements), tolerance).forEach((action, i) => {
      const el = elements[i];
      if (el === undefined) return;
      if (action.seek !== null) el.currentTime = action.seek;
      if (action.play === true)
        el.play().catch(() => {
          // A browser that refuses to play (no gesture, no source) leaves both paused.
          live.current.playing = false;
          setPlaying(false);
          for (const other of present()) other.pause();
        });
      else if (action.play === false) el.pause();
    });
  }

  function setLive(next: { playing?: boolean; position?: number }) {
    live.current = { ...live.current, ...next };
    if (next.playing !== undefined) setPlaying(next.playing);
    if (next.position !== undefined) setPosition(next.position);
  }

  function isLeader(el: HTMLMediaElement): boolean {
    const elements = present();
    return elements[leaderOf(states(elements))] === el;
  }

  function measured(side: Side, el: HTMLMediaElement) {
    setDurations((before) => {
      const next: [number, number] = [...before];
      next[side] = el.duration;
      return next;
    });
    setLength(timelineLength(states(present())));
    // A player that arrives late (its bytes came from the gateway) joins at the current position.
    apply(live.current.position, live.current.playing, 0.05);
  }

  /** The timeline played to its end: both stop there, and the button offers to play again. */
  function finish(leader: HTMLMediaElement) {
    setLive({ playing: false, position: leader.currentTime });
    apply(leader.currentTime, false, Infinity);
  }

  /** Event handlers for the player on one side, and the ref that registers it. */
  function bind(side: Side) {
    return {
      ref: (el: HTMLMediaElement | null) => {
        players.current[side] = el;
      },
      onLoadedMetadata: (event: React.SyntheticEvent<HTMLMediaElement>) =>
        measured(side, event.currentTarget),
      onDurationChange: (event: React.SyntheticEvent<HTMLMediaElement>) =>
        measured(side, event.currentTarget),
      onTimeUpdate: (event: React.SyntheticEvent<HTMLMediaElement>) => {
        const el = event.currentTarget;
        if (!live.current.playing || !isLeader(el)) return;
        // A tick in the leader's last moment is its end: the plan would pause it there, and its
        // 'ended' would never come (the pair then showed "Pause both" for ever, stopped).
        if (atEnd(el.currentTime, el.duration)) {
          finish(el);
          return;
        }
        setLive({ position: el.currentTime });
        apply(el.currentTime, true);
      },
      onEnded: (event: React.SyntheticEvent<HTMLMediaElement>) => {
        if (isLeader(event.currentTarget)) finish(event.currentTarget);
      },
    };
  }

  function toggle() {
    if (live.current.playing) {
      setLive({ playing: false });
      apply(live.current.position, false, Infinity);
      return;
    }
    const from = startPosition(live.current.position, length);
    setLive({ playing: true, position: from });
    // Every player starts in this one click: the browser's rule for sound needs the gesture.
    apply(from, true, 0.05);
  }

  function seek(to: number) {
    setLive({ position: to });
    apply(to, live.current.playing, 0);
  }

  return { playing, position, length, durations, toggle, seek, bind };
}

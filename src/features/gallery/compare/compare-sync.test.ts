import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  atEnd,
  clockTime,
  leaderOf,
  startPosition,
  syncPlan,
  targetTime,
  timelineLength,
  type TrackState,
} from './compare-sync';
import { compareFromParams, compareParam } from './compare-link';

const track = (duration: number, currentTime = 0, paused = true): TrackState => ({
  duration,
  currentTime,
  paused,
});

describe('the timeline', () => {
  it('is as long as the longer result, and led by it', () => {
    expect(timelineLength([track(4), track(10)])).toBe(10);
    expect(leaderOf([track(4), track(10)])).toBe(1);
    expect(leaderOf([track(12), track(10)])).toBe(0);
  });

  it('waits for durations it does not know yet', () => {
    expect(timelineLength([track(NaN), track(NaN)])).toBe(0);
    expect(timelineLength([track(NaN), track(6)])).toBe(6);
    expect(leaderOf([track(NaN), track(6)])).toBe(1);
    expect(leaderOf([track(NaN), track(NaN)])).toBe(0);
    expect(timelineLength([track(Infinity), track(6)])).toBe(6);
  });
});

describe('syncPlan', () => {
  it('starts both players at the position', () => {
    expect(syncPlan(0, true, [track(4), track(10)], 0.05)).toEqual([
      { seek: null, play: true },
      { seek: null, play: true },
    ]);
  });

  it('seeks both to where the slider was put', () => {
    expect(syncPlan(3, false, [track(4, 1), track(10, 1)], 0)).toEqual([
      { seek: 3, play: null },
      { seek: 3, play: null },
    ]);
  });

  it('holds the shorter result at its end, stopped, while the longer plays on', () => {
    const plan = syncPlan(7, true, [track(4, 4, true), track(10, 7, false)]);
    expect(plan[0]).toEqual({ seek: null, play: null });
    expect(plan[1]).toEqual({ seek: null, play: null });
    // A seek past the shorter one's end puts it at its end and stops it.
    expect(syncPlan(8, true, [track(4, 2, false), track(10, 2, false)], 0)).toEqual([
      { seek: 4, play: false },
      { seek: 8, play: null },
    ]);
  });

  it('brings the shorter one back in when the position comes back before its end', () => {
    expect(syncPlan(1, true, [track(4, 4, true), track(10, 8, false)], 0)).toEqual([
      { seek: 1, play: true },
      { seek: 1, play: null },
    ]);
  });

  it('corrects drift only beyond the tolerance', () => {
    expect(syncPlan(5, true, [track(10, 5.1, false), track(10, 5, false)])[0]?.seek).toBeNull();
    expect(syncPlan(5, true, [track(10, 5.6, false), track(10, 5, false)])[0]?.seek).toBe(5);
  });

  it('pauses what plays when paused, and moves nothing', () => {
    expect(syncPlan(5, false, [track(10, 5.2, false), track(6, 5, false)], Infinity)).toEqual([
      { seek: null, play: false },
      { seek: null, play: false },
    ]);
  });

  it('never sends a player before its start or past its end (any position, any durations)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -50, max: 500, noNaN: true }),
        fc.array(fc.double({ min: 0.1, max: 300, noNaN: true }), { minLength: 2, maxLength: 2 }),
        fc.boolean(),
        (position, durations, playing) => {
          const plan = syncPlan(
            position,
            playing,
            durations.map((d) => track(d, -1)),
            0,
          );
          plan.forEach((action, i) => {
            const d = durations[i] ?? 0;
            expect(action.seek).not.toBeNull();
            expect(action.seek).toBeGreaterThanOrEqual(0);
            expect(action.seek).toBeLessThanOrEqual(d);
            expect(action.seek).toBe(targetTime(position, d));
            // Nothing plays past its own end.
            if (position >= d) expect(action.play).not.toBe(true);
          });
        },
      ),
    );
  });
});

describe('play again', () => {
  it('starts from the beginning once the timeline was played to its end', () => {
    expect(startPosition(10, 10)).toBe(0);
    expect(startPosition(9.99, 10)).toBe(0);
    expect(startPosition(4, 10)).toBe(4);
    expect(startPosition(0, 0)).toBe(0);
  });
});

describe('the end of the timeline', () => {
  it('is reached in the slack before the end, where the plan stops the leader itself', () => {
    const leader = track(4, 3.96, false);
    // Played there, the plan pauses the leader: its own 'ended' will not come.
    expect(syncPlan(leader.currentTime, true, [leader])[0]?.play).toBe(false);
    expect(atEnd(leader.currentTime, leader.duration)).toBe(true);
    expect(atEnd(3.9, 4)).toBe(false);
    expect(atEnd(4, 4)).toBe(true);
    expect(atEnd(3, NaN)).toBe(false);
  });
});

describe('clockTime', () => {
  it('reads as minutes and seconds', () => {
    expect(clockTime(0)).toBe('0:00');
    expect(clockTime(65.9)).toBe('1:05');
    expect(clockTime(NaN)).toBe('–:––');
  });
});

describe('the compare link', () => {
  const params = (q: string) => new URLSearchParams(q);
  it('reads two results, a take by its index', () => {
    expect(compareFromParams(params('compare=a1,b2'))).toEqual([
      { jobId: 'a1', slot: 0 },
      { jobId: 'b2', slot: 0 },
    ]);
    expect(compareFromParams(params('compare=a1:1,a1'))).toEqual([
      { jobId: 'a1', slot: 1 },
      { jobId: 'a1', slot: 0 },
    ]);
  });

  it('ignores anything but exactly two different results', () => {
    for (const q of [
      '',
      'compare=',
      'compare=a',
      'compare=a,b,c',
      'compare=a,a',
      'compare=a:0,a',
      'compare=a,:1',
      'compare=a,b:x',
    ]) {
      expect(compareFromParams(params(q)), q).toBeNull();
    }
  });

  it('writes what it reads', () => {
    const items = [
      { jobId: 'x', slot: 0 },
      { jobId: 'y', slot: 1 },
    ];
    expect(compareParam(items)).toBe('x,y:1');
    expect(compareFromParams(params(`compare=${compareParam(items)}`))).toEqual(items);
    expect(compareParam(['p', 'q'])).toBe('p,q');
  });
});

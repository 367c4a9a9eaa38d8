import { describe, expect, it } from 'vitest';
import { allState, clickBox, noSelection, selectAll, selectableIn, withinView } from './selection';

const view = ['a', 'b', 'c', 'd', 'e'];
const ids = (s: { ids: ReadonlySet<string> }) => [...s.ids].sort();

describe('selection', () => {
  it('a click ticks one job and makes it the anchor; a second click unticks it', () => {
    const one = clickBox(noSelection, 'b', view, false);
    expect(ids(one)).toEqual(['b']);
    expect(one.anchor).toBe('b');
    expect(ids(clickBox(one, 'b', view, false))).toEqual([]);
  });

  it('Shift-click ticks the range from the anchor, either way, in the view’s order; the anchor stays', () => {
    const anchored = clickBox(noSelection, 'b', view, false);
    const down = clickBox(anchored, 'd', view, true);
    expect(ids(down)).toEqual(['b', 'c', 'd']);
    expect(down.anchor).toBe('b');
    const up = clickBox(clickBox(noSelection, 'e', view, false), 'c', view, true);
    expect(ids(up)).toEqual(['c', 'd', 'e']);
  });

  it('Shift-click on a ticked job unticks the range', () => {
    const all = clickBox(selectAll(view), 'a', view, false); // a unticked, anchor a
    const cleared = clickBox(clickBox(all, 'a', view, false), 'c', view, true);
    expect(ids(cleared)).toEqual(['d', 'e']);
  });

  it('Shift-click without an anchor in view is a plain click', () => {
    const gone = { ids: new Set<string>(), anchor: 'zzz' };
    expect(ids(clickBox(gone, 'c', view, true))).toEqual(['c']);
  });

  it('"Select all" is exactly the view', () => {
    expect(ids(selectAll(['c', 'a']))).toEqual(['a', 'c']);
    expect(allState(selectAll(view), view.length)).toBe('all');
    expect(allState(clickBox(noSelection, 'a', view, false), view.length)).toBe('some');
    expect(allState(noSelection, view.length)).toBe('none');
  });

  it('a narrower view lets go of what left it and keeps the rest; the same view changes nothing', () => {
    const s = selectAll(view);
    const narrowed = withinView(s, new Set(['a', 'c']));
    expect(ids(narrowed)).toEqual(['a', 'c']);
    expect(withinView(narrowed, new Set(view))).toBe(narrowed);
    // What was let go does not come back when the view widens again.
    expect(ids(withinView(narrowed, new Set(view)))).toEqual(['a', 'c']);
    expect(withinView({ ids: new Set(['b']), anchor: 'b' }, new Set(['a'])).anchor).toBeNull();
  });

  it("a job's box says whether it is ticked and clicks through to the list's toggle; none without a selection", () => {
    const onToggle = () => undefined;
    const selection = { ids: new Set(['b']), onToggle };
    expect(selectableIn(selection, 'b')).toEqual({ selected: true, onToggle });
    expect(selectableIn(selection, 'c')).toEqual({ selected: false, onToggle });
    expect(selectableIn(undefined, 'b')).toBeUndefined();
  });
});

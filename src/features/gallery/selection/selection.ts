import type { Selectable } from './select-box';

/**
 * Which jobs are selected in the library, as a value: the ids, and the anchor a Shift-click
 * ranges from. Pure, so the rules below are tested apart from the page.
 *
 * The selection follows the view: when a search or filter changes what is shown, selected jobs
 * that left the view are let go (`withinView`), and those still shown stay selected. A bulk
 * action therefore only ever touches jobs the person can see ticked; the count in the bar is
 * always the count of ticked tiles. (Narrowing and widening again does not bring back what was
 * let go: a selection nobody can see is a selection nobody can check.)
 */
export interface Selection {
  readonly ids: ReadonlySet<string>;
  /** The last job ticked or unticked by itself; Shift-click selects from here. */
  readonly anchor: string | null;
}

export const noSelection: Selection = { ids: new Set(), anchor: null };

/** The selection as the grid and the List view take it: the ticked ids, and what a box's click does. */
export interface ListSelection {
  ids: ReadonlySet<string>;
  onToggle: Selectable['onToggle'];
}

/** Job `id`'s box in `selection`: undefined where the list offers no boxes. */
export const selectableIn = (
  selection: ListSelection | undefined,
  id: string,
): Selectable | undefined =>
  selection && { selected: selection.ids.has(id), onToggle: selection.onToggle };

/**
 * A click on a job's box. Alone it ticks or unticks that job and makes it the anchor; with Shift
 * (and an anchor still in view) every job from the anchor to this one, in the view's order, is
 * ticked — or unticked, when this job was ticked — and the anchor stays where it was.
 */
export function clickBox(
  selection: Selection,
  id: string,
  view: readonly string[],
  shift: boolean,
): Selection {
  const on = !selection.ids.has(id);
  const from = shift && selection.anchor !== null ? view.indexOf(selection.anchor) : -1;
  const to = view.indexOf(id);
  const ids = new Set(selection.ids);
  if (from >= 0 && to >= 0) {
    const [low, high] = from <= to ? [from, to] : [to, from];
    for (const other of view.slice(low, high + 1)) {
      if (on) ids.add(other);
      else ids.delete(other);
    }
    return { ids, anchor: selection.anchor };
  }
  if (on) ids.add(id);
  else ids.delete(id);
  return { ids, anchor: id };
}

/** "Select all": every job in the view (the current search and filters), nothing hidden. */
export function selectAll(view: readonly string[]): Selection {
  return { ids: new Set(view), anchor: null };
}

/** The selection, less the jobs the view no longer shows (the same object when nothing left). */
export function withinView(selection: Selection, view: ReadonlySet<string>): Selection {
  let gone = false;
  for (const id of selection.ids) {
    if (!view.has(id)) {
      gone = true;
      break;
    }
  }
  if (!gone) return selection;
  const ids = new Set([...selection.ids].filter((id) => view.has(id)));
  return {
    ids,
    anchor: selection.anchor !== null && view.has(selection.anchor) ? selection.anchor : null,
  };
}

/** Whether the box "Select all" is ticked, half-ticked (some) or clear. */
export function allState(selection: Selection, viewSize: number): 'all' | 'some' | 'none' {
  if (selection.ids.size === 0) return 'none';
  return selection.ids.size >= viewSize ? 'all' : 'some';
}

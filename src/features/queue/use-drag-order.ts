import { useRef, useState, type PointerEvent } from 'react';

/**
 * Drag to reorder a list with the pointer (mouse, pen or touch): pressed on a row's handle, moved
 * over the list, let go — `onDrop(id, to)` gets the row and its new place among the others
 * (0 = first). While dragging, `gap` is where it would land (an index into the list as drawn, the
 * list's length for the end). Rows are found by `data-queue-job`; the keyboard has Move up and
 * Move down (a drag has no keyboard of its own to offer).
 */
export function useDragOrder(onDrop: (id: string, to: number) => void) {
  const dragging = useRef<{ id: string; from: number; list: HTMLElement } | null>(null);
  const [gap, setGap] = useState<number | null>(null);
  const [id, setId] = useState<string | null>(null);

  function gapAt(list: HTMLElement, x: number, y: number): number | null {
    const rows = [...list.querySelectorAll<HTMLElement>(':scope > [data-queue-job]')];
    const over = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-queue-job]');
    const at = over ? rows.indexOf(over) : -1;
    if (at < 0 || over === undefined || over === null) {
      const box = list.getBoundingClientRect();
      if (y < box.top) return 0;
      if (y > box.bottom) return rows.length;
      return null;
    }
    const box = over.getBoundingClientRect();
    return y < box.top + box.height / 2 ? at : at + 1;
  }

  function handleProps(rowId: string, index: number) {
    return {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.button !== 0) return;
        const list = event.currentTarget.closest<HTMLElement>('[data-queue-list]');
        if (list === null) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        dragging.current = { id: rowId, from: index, list };
        setId(rowId);
        setGap(index);
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const drag = dragging.current;
        if (drag === null) return;
        setGap(gapAt(drag.list, event.clientX, event.clientY));
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => {
        const drag = dragging.current;
        dragging.current = null;
        setId(null);
        setGap(null);
        if (drag === null) return;
        const at = gapAt(drag.list, event.clientX, event.clientY);
        if (at === null) return;
        // The gap counts the dragged row itself; its place among the others does not.
        const to = at > drag.from ? at - 1 : at;
        if (to !== drag.from) onDrop(drag.id, to);
      },
      onPointerCancel: () => {
        dragging.current = null;
        setId(null);
        setGap(null);
      },
    };
  }

  return { handleProps, gap, draggingId: id };
}

import { useWindowVirtualizer, type Range, defaultRangeExtractor } from '@tanstack/react-virtual';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { LedgerEntry } from '@/jobs/ledger/records';
import { columnsFor, entryKey } from './grid-layout';
import { rowLayout } from './row-layout';
import { t } from '@/i18n/i18n';

/** The list's own width, read before paint and whenever it changes (window, sidebar, zoom). */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** Where the list starts on the page: the virtualizer counts the window's scroll from there. */
function useOffsetTop(ref: React.RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  // Read after every render: what sits above the list (an alert, a wrapped find bar) moves it.
  // Settles at once: a second read gives the same figure, and equal state does not re-render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
  });
  return top;
}

const neverAdjust = () => false;

const navigationKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * Jobs in rows of as many columns as the width allows, of which only the rows on screen (plus a
 * margin) are in the DOM, whatever the library's size (decision 013). The page itself scrolls, so
 * the window is the scroller. Each row is measured once drawn (a tile's failure text or a card's
 * notes make rows differ), and every item says where it stands in the whole list
 * (`aria-posinset`/`aria-setsize`), so a screen reader still hears "3 of 20,000".
 *
 * `keep` names entries that stay drawn wherever the page is scrolled: the job open in the dialog,
 * so closing it can give its tile focus back. Between tiles, the arrow keys, Home and End move
 * focus (to openers marked `data-open`), scrolling the target into view.
 */
export function VirtualRows({
  entries,
  minColumnWidth,
  maxColumns,
  gap = 16,
  overscan = 2,
  estimateHeight,
  keep = [],
  holdsScroll,
  lead = 0,
  label,
  className,
  render,
}: {
  entries: readonly LedgerEntry[];
  minColumnWidth: number;
  maxColumns?: number;
  gap?: number;
  /** Rows drawn beyond the screen on either side. */
  overscan?: number;
  /** A row's likely height for a column this wide, before it is measured. */
  estimateHeight: (columnWidth: number) => number;
  keep?: readonly string[];
  /**
   * Whether something else keeps the page's scroll just now (`useKeptInPlace` holding a card):
   * then the virtualizer does not also scroll by the size a row above the fold was measured
   * with, or the two corrections would add up.
   */
  holdsScroll?: () => boolean;
  /** The first entries in rows of their own (`rowLayout`): jobs that arrived during a hold. */
  lead?: number;
  label?: string;
  className?: string;
  render: (entry: LedgerEntry, index: number) => ReactNode;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const width = useWidth(listRef);
  const top = useOffsetTop(listRef);
  const columns = columnsFor(width, minColumnWidth, gap, maxColumns);
  const layout = rowLayout(entries.length, columns, lead);
  const { rowCount } = layout;
  // The entry focus is in (its row stays drawn), and one the arrow keys asked to move to. Focus
  // is held by the entry's key, not its place: a job arriving at the top moves every entry on,
  // and a place would keep the row above drawn while the card being typed in left the DOM.
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [moveTo, setMoveTo] = useState<number | null>(null);

  const keptRows = new Set<number>();
  const wanted = new Set(focusKey === null ? keep : [...keep, focusKey]);
  if (wanted.size > 0) {
    entries.forEach((entry, i) => {
      if (wanted.has(entryKey(entry))) keptRows.add(layout.rowOf(i));
    });
  }
  if (moveTo !== null && moveTo < entries.length) keptRows.add(layout.rowOf(moveTo));

  const columnWidth = width > 0 ? (width - gap * (columns - 1)) / columns : minColumnWidth;
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimateHeight(columnWidth),
    gap,
    overscan,
    scrollMargin: top,
    // A row's height is its first item's (stretched to the row): as the resize observer saw it,
    // else as last measured, else read from the page.
    measureElement: (element, entry, instance) => {
      const box = entry?.borderBoxSize[0];
      if (box !== undefined) return Math.round(box.blockSize);
      const cached = instance.itemSizeCache.get(
        instance.options.getItemKey(instance.indexFromElement(element)),
      );
      return cached ?? Math.round(element.getBoundingClientRect().height);
    },
    rangeExtractor: (range: Range) => {
      const rows = new Set(defaultRangeExtractor(range));
      for (const row of keptRows) if (row < rowCount) rows.add(row);
      return [...rows].sort((a, b) => a - b);
    },
  });

  // The virtualizer reads this predicate on every measurement; while the scroll is held
  // elsewhere it answers "never adjust", else it is absent and the virtualizer's own rule applies.
  const held = useRef(holdsScroll);
  useLayoutEffect(() => {
    held.current = holdsScroll;
  });
  useLayoutEffect(() => {
    Object.defineProperty(virtualizer, 'shouldAdjustScrollPositionOnItemSizeChange', {
      configurable: true,
      get: () => (held.current?.() === true ? neverAdjust : undefined),
    });
  }, [virtualizer]);

  // A new column count reshapes every row: forget the measured heights. (Nothing else may: a
  // reset moves every row back to its estimate for a frame, under a pointer half-way through a
  // click. The range extractor is a new function each render, so kept rows need no reset.)
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, columns]);

  // Focus lands once the row holding the target is drawn (it is kept drawn while asked for);
  // until then every render tries again, and the request ends once it lands.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (moveTo === null) return;
    const target = listRef.current?.querySelector<HTMLElement>(
      `[data-entry-index="${moveTo}"] [data-open]`,
    );
    if (target === null || target === undefined) return;
    target.focus();
    setMoveTo(null);
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!navigationKeys.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (!target.matches('[data-open]')) return;
    const at = Number(target.closest('[data-entry-index]')?.getAttribute('data-entry-index'));
    if (!Number.isInteger(at)) return;
    const last = entries.length - 1;
    const next =
      event.key === 'ArrowLeft'
        ? at - 1
        : event.key === 'ArrowRight'
          ? at + 1
          : event.key === 'ArrowUp'
            ? layout.step(at, -1)
            : event.key === 'ArrowDown'
              ? layout.step(at, 1)
              : event.key === 'Home'
                ? 0
                : last;
    if (next === null || next < 0 || next > last || next === at) return;
    event.preventDefault();
    setMoveTo(next);
    virtualizer.scrollToIndex(layout.rowOf(next), { align: 'auto' });
  }

  // Every drawn item is a child of the list itself, keyed by its job, and placed in its row by
  // the grid: a job arriving at the top moves every item one place on without drawing it again
  // (a card's open fold, its player, a note being typed and focus all stay). Rows not drawn are
  // single spacer tracks of the height the virtualizer gives them.
  const rows = virtualizer.getVirtualItems();
  const tracks: string[] = [];
  const placed: {
    entry: LedgerEntry;
    index: number;
    track: number;
    column: number;
    row: number;
  }[] = [];
  let cursor = 0;
  let previous = -1;
  for (const row of rows) {
    const start = row.start - virtualizer.options.scrollMargin;
    if (row.index !== previous + 1) tracks.push(`${Math.max(0, start - cursor - gap)}px`);
    tracks.push('auto');
    const first = layout.firstOf(row.index);
    entries.slice(first, layout.endOf(row.index)).forEach((entry, column) =>
      placed.push({
        entry,
        index: first + column,
        track: tracks.length,
        column: column + 1,
        row: row.index,
      }),
    );
    cursor = start + row.size + gap;
    previous = row.index;
  }
  if (previous >= 0 && previous < rowCount - 1)
    tracks.push(`${Math.max(0, virtualizer.getTotalSize() - cursor)}px`);

  // Each drawn row is measured by its first item: grid items stretch to their row, so its height
  // is the row's. After every render: an item moved into another row keeps its element, so no
  // ref callback would say so.
  useLayoutEffect(() => {
    for (const item of listRef.current?.querySelectorAll<HTMLElement>('[data-row-first]') ?? [])
      virtualizer.measureElement(item);
  });

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label ?? t('gallery.jobsHeading')}
      className={className}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus left the list: the row it was in need not stay drawn any more.
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusKey(null);
      }}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridTemplateRows: tracks.join(' '),
        columnGap: gap,
        rowGap: gap,
        alignItems: 'stretch',
        height: virtualizer.getTotalSize(),
        alignContent: 'start',
      }}
    >
      {placed.map(({ entry, index, track, column, row }) => (
        <div
          key={entryKey(entry)}
          role="listitem"
          aria-posinset={index + 1}
          aria-setsize={entries.length}
          data-entry-index={index}
          data-index={row}
          data-row-first={column === 1 ? '' : undefined}
          style={{ gridRow: track, gridColumn: column }}
          onFocus={() => setFocusKey(entryKey(entry))}
        >
          {render(entry, index)}
        </div>
      ))}
    </div>
  );
}

import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@/testing/render';
import { testJob } from '@/testing/jobs';
import { VirtualCardList } from './virtual-card-list';
import { KindsProvider } from '@/features/gallery/job/kinds-provider';

/** A ledger entry of a video job `id`, with a task id of its own. */
const entryOf = (id: string) => ({
  ok: true as const,
  job: testJob({ id, prompt: `card ${id}`, remoteIds: [`task-${id}`] }),
});
const entries = Array.from({ length: 1_000 }, (_, i) => entryOf(`job-${i}`));
const kinds = { video: { label: 'Video' } };

/** The List view of `shown`, as the Library draws it. */
const listOf = (shown: readonly ReturnType<typeof entryOf>[], keep?: readonly string[]) => (
  <KindsProvider kinds={kinds}>
    <VirtualCardList entries={shown} keep={keep} />
  </KindsProvider>
);

const cardIds = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((card) => card.getAttribute('data-job-id'));

// jsdom lays nothing out: every element is 1,000 px wide and 200 px tall, at the top of the
// page (so it moves up as the window scrolls), the window 768 px. Two columns of cards fit
// 1,000 px at 480 px and more each.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() =>
    DOMRect.fromRect({ x: 0, y: -window.scrollY, width: 1_000, height: 200 }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(window, { scrollY: 0 });
});

describe('VirtualCardList (the List view)', () => {
  it('draws the cards on screen and a margin, not the whole library; each says where it stands', () => {
    renderWithQuery(listOf(entries));
    const list = screen.getByRole('list', { name: 'Jobs' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(3);
    expect(items.length).toBeLessThan(40);
    expect(cardIds(list)).toHaveLength(items.length);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '1000');
    expect(cardIds(list)).toContain('job-0');
    expect(cardIds(list)).not.toContain('job-999');
  });

  it('scrolled to the end, draws the last cards (and no longer the first), as few as at the top', () => {
    renderWithQuery(listOf(entries));
    const list = screen.getByRole('list', { name: 'Jobs' });
    const atTop = within(list).getAllByRole('listitem').length;
    act(() => {
      Object.assign(window, { scrollY: Number.parseFloat(list.style.height) });
      window.dispatchEvent(new Event('scroll'));
    });
    const ids = cardIds(list);
    expect(ids).toContain('job-999');
    expect(ids).not.toContain('job-0');
    expect(ids.length).toBeLessThanOrEqual(atTop + 2);
    const last = within(list).getAllByRole('listitem').at(-1);
    expect(last).toHaveAttribute('aria-posinset', '1000');
  });

  it('keeps the card of the open job drawn wherever the page is scrolled', () => {
    renderWithQuery(listOf(entries, ['job-999']));
    const ids = cardIds(screen.getByRole('list', { name: 'Jobs' }));
    expect(ids).toContain('job-0');
    expect(ids).toContain('job-999');
    expect(ids).not.toContain('job-500');
  });

  it('keeps the card focus is in drawn when jobs arrive at the top while the page is scrolled away', () => {
    const { rerender } = renderWithQuery(listOf(entries));
    const card = () => document.querySelector<HTMLElement>('article[data-job-id="job-1"]');
    const typedIn = card()?.querySelector<HTMLElement>('button, summary');
    if (typedIn === null || typedIn === undefined) throw new Error('card job-1 has no control');
    act(() => typedIn.focus());
    // The person scrolls far down: the card stays drawn, as focus is in it.
    act(() => {
      Object.assign(window, { scrollY: 40_000 });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(card()).not.toBeNull();
    // Four jobs arrive at the top: the card is two rows on, and still drawn, focus still in it.
    const arrived = Array.from({ length: 4 }, (_, i) => entryOf(`new-${i}`));
    rerender(listOf([...arrived, ...entries]));
    expect(card()).not.toBeNull();
    expect(card()?.contains(document.activeElement)).toBe(true);
  });

  it('a job arriving at the top moves the cards on without drawing them again: an open fold stays open', () => {
    const { rerender } = renderWithQuery(listOf(entries));
    const card = () => document.querySelector<HTMLElement>('article[data-job-id="job-1"]');
    const before = card();
    const fold = before?.querySelector('details');
    if (before === null || fold === null || fold === undefined)
      throw new Error('card job-1 is not drawn');
    fold.open = true;
    const arrived = entryOf('job-new');
    rerender(listOf([arrived, ...entries]));
    expect(cardIds(screen.getByRole('list', { name: 'Jobs' }))[0]).toBe('job-new');
    // The same element, one place on (with two columns, into the next row), its fold still open.
    expect(card()).toBe(before);
    expect(fold.open).toBe(true);
    expect(before.closest('[role="listitem"]')).toHaveAttribute('aria-posinset', '3');
  });

  it('while a person works in a card, jobs arriving first get a row of their own: the card keeps its column until the hold ends', () => {
    const { rerender } = renderWithQuery(listOf(entries));
    const place = (id: string) => {
      const item = document
        .querySelector(`article[data-job-id="${id}"]`)
        ?.closest('[role="listitem"]');
      if (!(item instanceof HTMLElement)) throw new Error(`card ${id} is not drawn`);
      return { row: item.style.gridRow, column: item.style.gridColumn };
    };
    // job-1 is second in the first row (two columns); the person presses in it.
    expect(place('job-1')).toEqual({ row: '1', column: '2' });
    const pressed = document.querySelector('article[data-job-id="job-1"] button');
    if (pressed === null) throw new Error('card job-1 has no button');
    act(() => {
      pressed.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    rerender(listOf([entryOf('new-0'), ...entries]));
    expect(place('new-0')).toEqual({ row: '1', column: '1' });
    expect(place('job-0')).toEqual({ row: '2', column: '1' });
    expect(place('job-1')).toEqual({ row: '2', column: '2' });
    // A second arrival fills the new row; the cards below still keep their columns.
    rerender(listOf([entryOf('new-1'), entryOf('new-0'), ...entries]));
    expect(place('new-0')).toEqual({ row: '1', column: '2' });
    expect(place('job-1')).toEqual({ row: '2', column: '2' });
    expect(place('job-2')).toEqual({ row: '3', column: '1' });
    // A press outside the cards ends the hold: the list closes up (here, as it was: two arrivals).
    rerender(listOf([entryOf('new-2'), entryOf('new-1'), entryOf('new-0'), ...entries]));
    expect(place('job-1')).toEqual({ row: '3', column: '2' });
    act(() => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(place('new-0')).toEqual({ row: '2', column: '1' });
    expect(place('job-0')).toEqual({ row: '2', column: '2' });
    expect(place('job-1')).toEqual({ row: '3', column: '1' });
  });
});

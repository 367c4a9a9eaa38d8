import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@/testing/render';
import { testJob } from '@/testing/jobs';
import { GalleryGrid } from './gallery-grid';
import { columnsFor } from './grid-layout';
import { KindsProvider } from '@/features/gallery/job/kinds-provider';

const entries = Array.from({ length: 1_000 }, (_, i) => ({
  ok: true as const,
  job: testJob({ id: `job-${i}`, prompt: `tile ${i}`, remoteIds: [`task-${i}`] }),
}));

// jsdom lays nothing out: every element is 1,000 px wide and 200 px tall, the window 768 px.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 1_000, height: 200 }),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('GalleryGrid', () => {
  it('draws the rows on screen and a margin, not the whole library; each tile says where it stands', () => {
    renderWithQuery(
      <KindsProvider kinds={{ video: { label: 'Video' } }}>
        <GalleryGrid entries={entries} onOpen={() => undefined} />
      </KindsProvider>,
    );
    const list = screen.getByRole('list', { name: 'Jobs' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(3);
    expect(items.length).toBeLessThan(60);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '1000');
    expect(within(list).queryByRole('button', { name: 'Open: tile 999' })).not.toBeInTheDocument();
  });

  it('keeps the tile of the open job drawn wherever the page is scrolled', () => {
    renderWithQuery(
      <KindsProvider kinds={{ video: { label: 'Video' } }}>
        <GalleryGrid entries={entries} onOpen={() => undefined} keep={['job-999']} />
      </KindsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Open: tile 999' })).toBeInTheDocument();
  });

  it('moves focus between tiles with the arrow keys, Home and End', async () => {
    renderWithQuery(
      <KindsProvider kinds={{ video: { label: 'Video' } }}>
        <GalleryGrid entries={entries} onOpen={() => undefined} />
      </KindsProvider>,
    );
    screen.getByRole('button', { name: 'Open: tile 0' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Open: tile 1' })).toHaveFocus();
    // Three columns fit 1,000 px at 240 px and more each.
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Open: tile 4' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(await screen.findByRole('button', { name: 'Open: tile 999' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Open: tile 0' })).toHaveFocus();
  });
});

describe('columnsFor', () => {
  it('fits as many columns as the width allows, at least one', () => {
    expect(columnsFor(0, 240, 16)).toBe(1);
    expect(columnsFor(239, 240, 16)).toBe(1);
    expect(columnsFor(496, 240, 16)).toBe(2);
    expect(columnsFor(1_000, 240, 16)).toBe(3);
    expect(columnsFor(3_000, 520, 16, 2)).toBe(2);
  });
});

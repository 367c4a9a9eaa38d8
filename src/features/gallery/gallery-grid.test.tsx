import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithQuery } from '@/testing/render';
import { testJob } from '@/testing/jobs';
import { GalleryGrid } from './gallery-grid';

const entries = Array.from({ length: 14 }, (_, i) => ({
  ok: true as const,
  job: testJob({ id: `job-${i}`, prompt: `tile ${i}`, remoteIds: [`task-${i}`] }),
}));

describe('GalleryGrid', () => {
  it('shows a long library a page of tiles at a time, and "Show more" reveals the next page', async () => {
    renderWithQuery(
      <GalleryGrid
        entries={entries}
        kinds={{ video: { label: 'Video' } }}
        onOpen={() => undefined}
        pageSize={6}
      />,
    );
    const list = screen.getByRole('list', { name: 'Jobs' });
    expect(within(list).getAllByRole('article')).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Show more (8 older)' }));
    expect(within(list).getAllByRole('article')).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Show more (2 older)' }));
    expect(within(list).getAllByRole('article')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });
});

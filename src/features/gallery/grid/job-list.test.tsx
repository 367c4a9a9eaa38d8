import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addImportedJob } from '@/jobs/ledger/create-writes';
import { renderWithQuery } from '@/testing/render';
import { withFreshLedger } from '@/testing/ledger';
import { JobList } from './job-list';
import { KindsProvider } from '@/features/gallery/job/kinds-provider';

withFreshLedger();

describe('JobList', () => {
  it('shows a long library a page at a time, newest first, and "Show more" reveals the rest', async () => {
    for (let i = 0; i < 14; i += 1) {
      await addImportedJob({
        kind: 'video',
        gateway: 'http://g',
        remoteIds: [`task-${i}`],
        summary: { prompt: `job ${i}`, fields: {} },
        now: 1_000 + i,
      });
    }
    renderWithQuery(
      <KindsProvider kinds={{ video: { label: 'Video' } }}>
        <JobList filter={{}} empty="none" pageSize={6} />
      </KindsProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Jobs' });
    expect(within(list).getAllByRole('article')).toHaveLength(6);
    expect(within(list).getAllByRole('article')[0]).toHaveAttribute(
      'data-job-remote-ids',
      'task-13',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Show more (8 older)' }));
    expect(within(list).getAllByRole('article')).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Show more (2 older)' }));
    expect(within(list).getAllByRole('article')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('filters by generator and status', async () => {
    await addImportedJob({
      kind: 'video',
      gateway: 'http://g',
      remoteIds: ['v'],
      summary: { prompt: 'a video', fields: {} },
    });
    await addImportedJob({
      kind: 'music',
      gateway: 'http://g',
      remoteIds: ['m'],
      summary: { prompt: 'a song', fields: {} },
    });
    renderWithQuery(
      <KindsProvider kinds={{}}>
        <JobList filter={{ kind: 'music', status: 'queued' }} empty="Nothing here." />
      </KindsProvider>,
    );
    expect(await screen.findByText('a song')).toBeInTheDocument();
    expect(screen.queryByText('a video')).not.toBeInTheDocument();
  });
});

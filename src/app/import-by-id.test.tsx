import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { videoGenerator } from '@/features/video';
import type { JobImporter } from '@/jobs/generator';
import { listEntries } from '@/jobs/ledger/reads';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { ImportById } from './import-by-id';

withFreshLedger();
afterEach(cleanup);

const TASK = 'task_abc123';

function importer(): JobImporter {
  if (videoGenerator.importer === undefined) throw new Error('the video generator follows by id');
  return videoGenerator.importer;
}

async function jobs() {
  return (await listEntries()).flatMap((e) => (e.ok ? [e.job] : []));
}

async function openBox() {
  const user = userEvent.setup();
  renderWithQuery(<ImportById generator={videoGenerator} importer={importer()} />);
  await user.click(screen.getByText('Follow an existing task by id'));
  return user;
}

describe('Follow an existing task by id', () => {
  it('adds the task once, and refuses it a second time naming the job that follows it', async () => {
    const user = await openBox();
    await user.type(screen.getByLabelText('Task ID'), TASK);
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added to the library.');
    const [first] = await jobs();
    await user.type(screen.getByLabelText('Task ID'), TASK);
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Task ID')).toHaveAccessibleDescription(
        expect.stringContaining(
          `This task is already followed: its card is in the library. Job: ${first?.id ?? 'missing'}.`,
        ),
      ),
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(await jobs()).toHaveLength(1);
  });

  it('refuses an id the generator does not take next to the field, and adds nothing', async () => {
    const user = await openBox();
    await user.type(screen.getByLabelText('Task ID'), 'task abc');
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Task ID')).toHaveAccessibleDescription(
        'A video task id is letters, digits, "_", "-", "." or ":".',
      ),
    );
    expect(screen.getByLabelText('Task ID')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status')).toBeNull();
    expect(await jobs()).toEqual([]);
  });

  it('a double click adds the task once', async () => {
    const user = await openBox();
    await user.type(screen.getByLabelText('Task ID'), TASK);
    await user.dblClick(screen.getByRole('button', { name: 'Follow' }));
    await screen.findByRole('status');
    expect(await jobs()).toEqual([
      expect.objectContaining({ kind: videoGenerator.kind, origin: 'imported', remoteIds: [TASK] }),
    ]);
  });
});

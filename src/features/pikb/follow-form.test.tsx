import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_BASE_URL } from '@/gateway/connection';
import { settingsStore } from '@/gateway/settings';
import { defaultPaths } from '@/testing/assumed-paths';
import { listEntries } from '@/jobs/ledger/reads';
import { renderWithQuery } from '@/testing/render';
import { withFreshLedger } from '@/testing/ledger';
import { pikbGenerator } from './index';
import { PikbPage } from './pikb-page';
import { TASK_ID_PATTERN, taskIdFormatMessage } from './schema';

withFreshLedger();

const ID = '3b9f2c1e-4a7d-4e3b-8c5a-1f2e3d4c5b6a';

afterEach(() => {
  cleanup();
  settingsStore.save({ gatewayUrl: '', apiKey: '', rememberKey: false, paths: defaultPaths });
});

async function jobs() {
  return (await listEntries()).flatMap((e) => (e.ok ? [e.job] : []));
}

describe('the pikb follow form', () => {
  it('is the page’s only Task ID field: the module has no separate importer', () => {
    renderWithQuery(<PikbPage />);
    expect(screen.getAllByLabelText('Task ID')).toHaveLength(1);
    expect(pikbGenerator.importer).toBeUndefined();
  });

  it('refuses an invalid id next to the field and adds nothing', async () => {
    const user = userEvent.setup();
    renderWithQuery(<PikbPage />);
    await user.type(screen.getByLabelText('Task ID'), 'not-a-uuid');
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByLabelText('Task ID')).toHaveAccessibleDescription(
      taskIdFormatMessage(),
    );
    expect(screen.getByLabelText('Task ID')).toHaveAttribute('aria-invalid', 'true');
    expect(await jobs()).toHaveLength(0);
  });

  it('adds a valid id to the ledger as an imported pikb job at this gateway, and clears the field', async () => {
    const user = userEvent.setup();
    renderWithQuery(<PikbPage />);
    await user.type(screen.getByLabelText('Task ID'), `  ${ID} `);
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Following task ${ID}.`);
    expect(screen.getByLabelText('Task ID')).toHaveValue('');
    const [job, ...rest] = await jobs();
    expect(rest).toHaveLength(0);
    expect(job).toMatchObject({
      kind: 'pikb',
      origin: 'imported',
      status: 'queued',
      remoteIds: [ID],
      gateway: DEMO_BASE_URL,
    });
  });

  it('does not follow the same task twice (a second card would poll it twice)', async () => {
    const user = userEvent.setup();
    renderWithQuery(<PikbPage />);
    await user.type(screen.getByLabelText('Task ID'), ID);
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    await screen.findByRole('status');
    const [first] = await jobs();
    await user.type(screen.getByLabelText('Task ID'), ID.toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Task ID')).toHaveAccessibleDescription(
        `This task is already followed: its card is in the library. Job: ${first?.id ?? 'missing'}.`,
      ),
    );
    expect(await jobs()).toHaveLength(1);
  });

  it('a double click adds the task once', async () => {
    const user = userEvent.setup();
    renderWithQuery(<PikbPage />);
    await user.type(screen.getByLabelText('Task ID'), ID);
    await user.dblClick(screen.getByRole('button', { name: 'Follow' }));
    await screen.findByRole('status');
    expect(await jobs()).toHaveLength(1);
  });

  it('in demo mode offers a sample id, a fresh UUID each time', async () => {
    const user = userEvent.setup();
    renderWithQuery(<PikbPage />);
    const field = screen.getByLabelText('Task ID');
    await user.click(screen.getByRole('button', { name: 'Try a sample task id' }));
    const first = (field as HTMLInputElement).value;
    expect(first).toMatch(TASK_ID_PATTERN);
    await user.click(screen.getByRole('button', { name: 'Try a sample task id' }));
    expect((field as HTMLInputElement).value).not.toBe(first);
    expect(screen.getByText(/any UUID is a task/)).toBeInTheDocument();
  });

  it('against a real gateway offers no sample id and no demo notes', () => {
    settingsStore.save({
      gatewayUrl: 'https://gateway.example',
      apiKey: '',
      rememberKey: false,
      paths: defaultPaths,
    });
    renderWithQuery(<PikbPage />);
    expect(screen.queryByRole('button', { name: 'Try a sample task id' })).not.toBeInTheDocument();
    expect(screen.queryByText(/any UUID is a task/)).not.toBeInTheDocument();
  });
});

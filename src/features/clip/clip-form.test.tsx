import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { listEntries } from '@/jobs/ledger/reads';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { ClipForm } from './clip-form';

withFreshLedger();
// Vitest runs without globals here, so Testing Library cannot unmount on its own.
afterEach(cleanup);

async function jobs() {
  return (await listEntries()).flatMap((e) => (e.ok ? [e.job] : []));
}

describe('ClipForm', () => {
  it('has the labelled controls of the locator contract', () => {
    renderWithQuery(<ClipForm />);
    for (const label of [
      'Prompt',
      'Aspect ratio',
      'Expand prompt',
      'Loop',
      'Start image URL',
      'End image URL',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(screen.getByLabelText('Expand prompt')).toBeChecked();
    expect(screen.getByLabelText('Loop')).not.toBeChecked();
  });

  it('an invalid start image URL is explained next to the field and nothing is created', async () => {
    const user = userEvent.setup();
    renderWithQuery(<ClipForm />);
    await user.type(screen.getByLabelText('Prompt'), 'A hummingbird');
    await user.type(screen.getByLabelText('Start image URL'), 'ftp://images.example/a.jpg');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Start image URL')).toHaveAccessibleDescription(
        'The start image URL must be a web address starting with http:// or https://.',
      ),
    );
    expect(screen.getByLabelText('Start image URL')).toBeInvalid();
    // The ledger record is written before any request: none means nothing was sent.
    expect(await jobs()).toHaveLength(0);
  });

  it('an empty prompt is explained next to the field and nothing is created', async () => {
    const user = userEvent.setup();
    renderWithQuery(<ClipForm />);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Prompt')).toHaveAccessibleDescription('Write a prompt.'),
    );
    expect(await jobs()).toHaveLength(0);
  });

  it('a valid form creates one job that holds the clip id (demo gateway in the page)', async () => {
    const user = userEvent.setup();
    renderWithQuery(<ClipForm />);
    await user.type(screen.getByLabelText('Prompt'), 'A hummingbird');
    await user.selectOptions(screen.getByLabelText('Aspect ratio'), '21:9');
    await user.click(screen.getByLabelText('Loop'));
    await user.type(screen.getByLabelText('End image URL'), 'https://images.example/end.jpg');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText(/Job started/);
    const [job, ...rest] = await jobs();
    expect(rest).toHaveLength(0);
    expect(job?.status).toBe('queued');
    expect(job?.statusWord).toBe('pending');
    expect(job?.remoteIds[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(job?.request).toEqual({
      user_prompt: 'A hummingbird',
      aspect_ratio: '21:9',
      expand_prompt: true,
      loop: true,
      image_end_url: 'https://images.example/end.jpg',
    });
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JobCreator } from '@/jobs/generator';
import { applyPollUpdate } from '@/jobs/ledger/poll-writes';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { DeriveButton } from './derive';

withFreshLedger();

/** A derive that the gateway takes at once (no request: this test is about the card's line). */
const stems: JobCreator<void> = {
  kind: 'fake-music',
  summarize: () => ({ prompt: 'Harbour — stems', fields: {} }),
  describeRequest: () => ({ task: 'gen_stem' }),
  create: () => Promise.resolve({ remoteIds: ['stems-1'], update: { status: 'queued' } }),
};

function newJobId(): string {
  const link = screen.getByRole('link', { name: 'Open the new job' });
  const id = new URLSearchParams(link.getAttribute('href')?.split('?')[1]).get('open');
  if (id === null) throw new Error('the line links to no job');
  return id;
}

/** The Stems button, pressed once: its job is recorded and the line under it speaks. */
async function startStems(): Promise<void> {
  renderWithQuery(
    <DeriveButton
      action="Stems"
      icon="git-branch"
      creator={stems}
      startedText="Splitting into stems."
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Stems' }));
}

describe('a derive’s line under its button (issue 54)', () => {
  it('says the job started, then that it has finished — not “Splitting into stems.” for good', async () => {
    await startStems();
    const line = await screen.findByRole('status');
    expect(line).toHaveTextContent('Splitting into stems. Open the new job');
    await act(() => applyPollUpdate(newJobId(), { status: 'running', progress: 40 }));
    expect(line).toHaveTextContent('Splitting into stems.');
    await act(() => applyPollUpdate(newJobId(), { status: 'succeeded', progress: 100 }));
    await screen.findByText(/Stems: the new job has finished\./);
    expect(line).not.toHaveTextContent('Splitting into stems.');
    expect(line).toHaveTextContent('Open the new job');
  });

  it('says so when the new job failed', async () => {
    await startStems();
    await screen.findByText(/Splitting into stems\./);
    await act(() => applyPollUpdate(newJobId(), { status: 'failed', error: 'No stems here.' }));
    expect(await screen.findByText(/Stems: the new job failed\./)).toBeInTheDocument();
  });
});

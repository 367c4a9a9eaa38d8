import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addImportedJob } from '@/jobs/ledger/create-writes';
import { applyPollUpdate } from '@/jobs/ledger/poll-writes';
import { watchLedgerIndex } from '@/jobs/ledger/use-ledger';
import { withFreshLedger } from '@/testing/ledger';
import { JobAnnouncer } from './job-announcer';

withFreshLedger();

/** Issue 54: a song that finishes is announced by its title, not by the first words of its lyrics. */
describe('JobAnnouncer', () => {
  it('reads a finished song’s title', async () => {
    const song = await addImportedJob({
      kind: 'music',
      gateway: 'http://g',
      remoteIds: ['clip-1'],
      summary: {
        prompt: '[Verse]\nStreetlights hum a quiet tune\n[Chorus]\nAll the way home',
        fields: { title: 'Streetlights' },
      },
    });
    render(<JobAnnouncer />);
    const news = screen.getByRole('status', { name: 'Job updates' });
    // The ledger read once before the song ends (a job already ended when the page opened is not
    // news): the index the announcer watches has shown the song, to it first.
    await act(
      () =>
        new Promise<void>((resolve) => {
          const stop = watchLedgerIndex((snapshot) => {
            if (snapshot.get(song.id) === undefined) return;
            queueMicrotask(() => stop());
            resolve();
          });
        }),
    );
    await act(() => applyPollUpdate(song.id, { status: 'succeeded', progress: 100 }));
    await screen.findByText(/^Music job finished/);
    expect(news).toHaveTextContent('Music job finished: Streetlights');
    expect(news).not.toHaveTextContent('Verse');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { renderWithQuery } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { zJob } from '@/jobs/job';
import { copyKey, keptCopiesDb } from '@/jobs/copies/kept-copies-db';
import { withFreshCopies } from '@/testing/kept-copies';
import { stubObjectUrls } from '@/testing/object-urls';
import { MusicResult } from '@/features/music/music-result';

withFreshCopies();
const urls = stubObjectUrls();

const A = '3f2b1c9e-8a4d-4f6b-9c1e-2d7a5b8e0f13';
const clip = {
  id: A,
  status: 'complete',
  title: 'Kept song',
  audio_url: 'https://cdn.example/a.mp3?task=x',
  metadata: { tags: '', prompt: '', duration: 6 },
};

describe('ClipItem', () => {
  it('plays the kept copy of a take, not its link', async () => {
    const job = zJob.parse({
      id: 'j',
      kind: 'music',
      gateway: 'http://gateway.test',
      status: 'succeeded',
      remoteIds: [A],
      raw: [clip],
      media: [
        {
          kind: 'audio',
          url: clip.audio_url,
          remoteId: A,
          title: 'Kept song',
          status: 'succeeded',
        },
      ],
      createdAt: 0,
      updatedAt: 0,
      changedAt: 0,
    });
    await (
      await keptCopiesDb()
    ).write(['copies'], (tx) =>
      tx.store('copies').put({
        key: copyKey('j', 0),
        jobId: 'j',
        slot: 0,
        url: clip.audio_url,
        type: 'audio/mpeg',
        size: 3,
        keptAt: 0,
        blob: new Blob(['abc'], { type: 'audio/mpeg' }),
      }),
    );
    renderWithQuery(<MusicResult job={job} label="Music result" />);
    const audio = screen.getByLabelText('Audio of Kept song');
    await waitFor(() => expect(audio).toHaveAttribute('src', urls.made[0]));
    expect(audio.getAttribute('src')).toMatch(/^blob:/);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { zMedia } from '@/jobs/job';
import { hostRefusesCopy } from '@/jobs/copies/kept-copies';
import { testJob } from '@/testing/jobs';
import { withFreshCopies } from '@/testing/kept-copies';
import { renderWithQuery } from '@/testing/render';
import { KeepCopyButton } from './keep-copy-button';
import { KeptBadge } from './kept-badge';
import { MediaView } from './media-view';
import { connectTestGateway, resetTestGateway } from '@/testing/gateway';
import { stubObjectUrls } from '@/testing/object-urls';

withFreshCopies();

const { made, revoked } = stubObjectUrls();
const LINK = 'https://cdn.example/result.mp4';
const media = zMedia.parse({ kind: 'video', url: LINK });
const job = testJob({ id: 'kept-1', media: [media] });

beforeEach(() => {
  connectTestGateway();
});

afterEach(() => {
  resetTestGateway();
});

function renderCard() {
  return renderWithQuery(
    <article>
      <KeptBadge jobId={job.id} />
      <MediaView media={media} label="Result" copy={{ jobId: job.id, slot: 0 }} />
      <KeepCopyButton job={job} />
    </article>,
  );
}

describe('Keep a copy in this browser', () => {
  it('keeps the result, then plays it from an object URL; removing the copy goes back to the link', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('the bytes', { headers: { 'Content-Type': 'video/mp4' } })),
    );
    renderCard();
    expect(await screen.findByLabelText('Result')).toHaveAttribute('src', LINK);

    await userEvent.click(screen.getByRole('button', { name: 'Keep a copy in this browser' }));
    expect(await screen.findByText('Kept in this browser')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Result')).toHaveAttribute('src', made[0]));

    await userEvent.click(screen.getByRole('button', { name: 'Remove the copy' }));
    await waitFor(() => expect(screen.getByLabelText('Result')).toHaveAttribute('src', LINK));
    // Revoked in the effect's cleanup (lib/use-blob-source.ts), which React runs after the commit
    // that gave the element its link back: on a busy machine this check came between the two.
    await waitFor(() => expect(revoked).toEqual(made));
    await waitFor(() => expect(screen.queryByText('Kept in this browser')).not.toBeInTheDocument());
  });

  it('a host that refuses the page says so, and the link still plays', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderCard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Keep a copy in this browser' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(hostRefusesCopy());
    // The player waits for its look-up of a kept copy, which may end after the alert.
    expect(await screen.findByLabelText('Result')).toHaveAttribute('src', LINK);
    expect(screen.getByRole('button', { name: 'Keep a copy in this browser' })).toBeEnabled();
    expect(made).toEqual([]);
  });
});

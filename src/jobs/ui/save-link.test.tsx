import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { zMedia } from '@/jobs/job';
import { resetTestGateway } from '@/testing/gateway';
import { testJob } from '@/testing/jobs';
import { stubObjectUrls } from '@/testing/object-urls';
import { SaveLink } from './save-link';

const job = testJob({
  id: 'job-1',
  kind: 'music',
  prompt: 'a red boat at dawn',
  remoteIds: ['clip-7'],
});
const media = zMedia.parse({ kind: 'audio', url: 'https://cdn.example/a.mp3', remoteId: 'clip-7' });

stubObjectUrls();
afterEach(resetTestGateway);

function renderLink() {
  render(
    <SaveLink job={job} media={media} href="https://cdn.example/a.mp3">
      Download audio
    </SaveLink>,
  );
  return screen.getByRole('link', { name: 'Download audio' });
}

describe('SaveLink', () => {
  it('a click fetches the file and saves it under a name that says what it is', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('ID3', { headers: { 'Content-Type': 'audio/mpeg' } })),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const link = renderLink();
    expect(fireEvent.click(link)).toBe(false);
    await waitFor(() => expect(saved).toEqual(['music-a-red-boat-at-dawn-clip7.mp3']));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a host that refuses the page is said in one line, and the link then opens the file', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const link = renderLink();
    expect(fireEvent.click(link)).toBe(false);
    expect(await screen.findByRole('status')).toHaveTextContent(
      /does not allow saving from the page/,
    );
    // The next click is the link's own: not prevented, so the browser opens the file.
    expect(fireEvent.click(link)).toBe(true);
  });
});

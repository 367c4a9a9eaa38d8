import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoTestbed, TEST_GATEWAY, type RecordedRequest } from '@/testing/demo-testbed';
import { connectTestGateway, resetTestGateway } from '@/testing/gateway';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { MusicForm } from '@/features/music/music-form';

withFreshLedger();

const KEPT = 'media-studio.lyrics-task';
let bed: ReturnType<typeof createDemoTestbed>;
/** Lyrics creates wait here until the test lets their answer through. */
let held: (() => void)[] = [];

beforeEach(() => {
  bed = createDemoTestbed({ apiKey: 'k' });
  held = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const answer = () => bed.fetch(url, init);
    if (init?.method === 'POST' && url.endsWith('/tune/generate/lyrics/')) {
      return new Promise<Response>((resolve) => held.push(() => resolve(answer())));
    }
    return answer();
  });
  connectTestGateway();
});
afterEach(() => {
  cleanup();
  resetTestGateway();
});

const lyricsCreates = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.url === `${TEST_GATEWAY}/tune/generate/lyrics/`);
const songCreates = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && !r.url.includes('lyrics'));
const kept = () =>
  JSON.parse(localStorage.getItem(KEPT) ?? 'null') as { id: string | null; idea: string } | null;

describe('Write lyrics: recorded before it leaves, never sent twice', () => {
  it('a double click sends one request, recorded (idea, no id yet) before its answer, then given its id', async () => {
    const user = userEvent.setup();
    renderWithQuery(<MusicForm />);
    await user.click(screen.getByRole('button', { name: 'Write lyrics' }));
    await user.type(screen.getByLabelText('Song idea'), 'A night train to the sea');
    const send = screen.getByRole('button', { name: 'Write the lyrics' });
    await user.dblClick(send);

    await waitFor(() => expect(held).toHaveLength(1));
    expect(kept()).toEqual({ id: null, gateway: TEST_GATEWAY, idea: 'A night train to the sea' });

    held[0]?.();
    await waitFor(() => expect(kept()?.id).toEqual(expect.any(String)));
    expect(lyricsCreates(bed.requests)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Writing lyrics for “A night train to the sea”',
    );
  });

  it('a page that closed before the answer says so on the next visit, and sends nothing by itself', async () => {
    localStorage.setItem(
      KEPT,
      JSON.stringify({ id: null, gateway: TEST_GATEWAY, idea: 'Lost at sea' }),
    );
    renderWithQuery(<MusicForm />);
    expect(await screen.findByText('The lyrics request got no answer')).toBeInTheDocument();
    expect(
      screen.getByText(/“Lost at sea” was sent, but the page closed before its answer came/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write the lyrics' })).toBeEnabled();
    expect(bed.requests.filter((r) => r.method === 'POST')).toEqual([]);
    // Said once: the next visit starts clean.
    await waitFor(() => expect(kept()).toBeNull());
  });

  it('a page that closed while the task ran follows it on after a reload and fills the form, starting no song', async () => {
    const page = renderWithQuery(<MusicForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Write lyrics' }));
    await user.type(screen.getByLabelText('Song idea'), 'Rain on a tin roof');
    await user.click(screen.getByRole('button', { name: 'Write the lyrics' }));
    await waitFor(() => expect(held).toHaveLength(1));
    held[0]?.();
    await waitFor(() => expect(kept()?.id).toEqual(expect.any(String)));
    page.unmount();

    bed.advance(60_000);
    renderWithQuery(<MusicForm />);
    await waitFor(() => expect(screen.getByLabelText('Lyrics')).not.toHaveValue(''));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Lyrics').value).toContain(
      'Rain on a tin roof',
    );
    expect(lyricsCreates(bed.requests)).toHaveLength(1);
    expect(songCreates(bed.requests)).toEqual([]);
    await waitFor(() => expect(kept()).toBeNull());
  });
});

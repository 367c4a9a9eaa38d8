import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { connectTestGateway, resetTestGateway } from '@/testing/gateway';
import { renderWithQuery } from '@/testing/render';
import { LinksPage } from './links-page';

let bed: ReturnType<typeof createDemoTestbed>;
/** Summaries wait here, as a real one takes a minute, until the test lets one through. */
let held: { release: () => void; signal: AbortSignal | null | undefined }[] = [];

beforeEach(() => {
  bed = createDemoTestbed({ apiKey: 'k' });
  held = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const answer = () => bed.fetch(url, init);
    if (!url.endsWith('/v1/link/summary')) return answer();
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('Aborted', 'AbortError')),
      );
      held.push({ release: () => resolve(answer()), signal: init?.signal });
    });
  });
  connectTestGateway();
});
afterEach(() => {
  cleanup();
  resetTestGateway();
});

const summary = () => screen.getByRole('region', { name: 'Summary' });

describe('From a link', () => {
  it('checks the link before anything is sent, and says so under the field', async () => {
    const user = userEvent.setup();
    renderWithQuery(<LinksPage captionTargets={[]} />);
    await user.type(screen.getByLabelText('Link'), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Summarize' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Link')).toHaveAccessibleDescription(
        /A link is a web address that starts with https:\/\/ or http:\/\//,
      ),
    );
    await user.type(screen.getByLabelText('Question'), 'What is it?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(bed.requests).toEqual([]);
  });

  it('shows a slow answer’s progress, and Cancel drops it: its late answer never shows', async () => {
    const user = userEvent.setup();
    renderWithQuery(<LinksPage captionTargets={[]} />);
    await user.type(screen.getByLabelText('Link'), 'https://video.example/harbour');
    await user.click(screen.getByRole('button', { name: 'Summarize' }));
    await waitFor(() => expect(held).toHaveLength(1));
    expect(
      within(summary()).getByRole('progressbar', { name: 'Waiting for the gateway' }),
    ).toBeTruthy();
    expect(within(summary()).getByRole('status')).toHaveTextContent(
      'Summarizing… 0 s. Answers about a link take 10 to 60 seconds.',
    );
    await user.click(within(summary()).getByRole('button', { name: 'Cancel' }));
    expect(held[0]?.signal?.aborted).toBe(true);
    expect(summary()).toHaveTextContent('Cancelled: the answer will not be shown.');
    held[0]?.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(summary()).not.toHaveTextContent('A morning at the harbour');

    // Asked again, its answer shows.
    await user.click(screen.getByRole('button', { name: 'Summarize' }));
    await waitFor(() => expect(held).toHaveLength(2));
    held[1]?.release();
    expect(await within(summary()).findByText('In short:', { exact: false })).toBeTruthy();
  });

  it('asks with its history, and starts over for another link', async () => {
    const user = userEvent.setup();
    renderWithQuery(<LinksPage captionTargets={[]} />);
    const ask = async (question: string) => {
      await user.type(screen.getByLabelText('Question'), question);
      await user.click(screen.getByRole('button', { name: 'Ask' }));
    };
    await user.type(screen.getByLabelText('Link'), 'https://video.example/harbour');
    await ask('What is it?');
    await ask('And then?');
    const answers = await screen.findAllByText(/You asked: “And then\?”/);
    expect(answers[0]).toHaveTextContent('You asked 1 question before this one.');
    await user.clear(screen.getByLabelText('Link'));
    await user.type(screen.getByLabelText('Link'), 'https://video.example/orchard');
    await ask('Which tree?');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Questions and answers' }).children).toHaveLength(1),
    );
    const chats = bed.requests.filter((r) => r.url.endsWith('/v1/link/chat'));
    expect(chats.map((r) => (JSON.parse(r.body) as { history: unknown[] }).history.length)).toEqual(
      [0, 1, 0],
    );
  });
});

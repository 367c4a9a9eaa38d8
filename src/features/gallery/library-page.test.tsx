import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { addImportedJob } from '@/jobs/ledger/create-writes';
import { createBoard } from '@/jobs/boards/boards-db';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { LibraryPage } from './library-page';
import { KindsProvider } from '@/features/gallery/job/kinds-provider';

withFreshLedger();

const kinds = { video: { label: 'Video' }, music: { label: 'Music' } };

async function twoJobs() {
  await addImportedJob({
    kind: 'video',
    gateway: 'http://g',
    remoteIds: ['v1'],
    summary: { prompt: 'a red boat at dawn', fields: {} },
    now: 1_000,
  });
  await addImportedJob({
    kind: 'music',
    gateway: 'http://g',
    remoteIds: ['m1'],
    summary: { prompt: 'a song of the harbour', fields: {} },
    now: 2_000,
  });
}

function goTo(hash: string) {
  act(() => {
    window.history.pushState(null, '', hash);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

afterEach(() => goTo('#/'));

describe('LibraryPage find bar ↔ URL', () => {
  it('writes what is typed to the URL as q, in place, and narrows the jobs with each keystroke', async () => {
    await twoJobs();
    goTo('#/library');
    const entriesBefore = window.history.length;
    renderWithQuery(
      <KindsProvider kinds={kinds}>
        <LibraryPage />
      </KindsProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Jobs' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('2 results');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'red boat');
    expect(window.location.hash).toBe('#/library?q=red+boat');
    expect(window.history.length).toBe(entriesBefore);
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(within(list).getByText('a red boat at dawn')).toBeInTheDocument();
    expect(screen.getByText('1 result')).toBeInTheDocument();
  });

  it('reads the box and the filters from the URL, and follows the URL when it changes (Back, a shared link)', async () => {
    await twoJobs();
    goTo('#/library?q=harbour&kind=music&fav=1');
    renderWithQuery(
      <KindsProvider kinds={kinds}>
        <LibraryPage />
      </KindsProvider>,
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('harbour');
    expect(screen.getByRole('combobox', { name: 'Generator' })).toHaveValue('music');
    expect(screen.getByRole('checkbox', { name: 'Favourites only' })).toBeChecked();
    // Nothing is a favourite yet: it says so and offers to clear.
    expect(await screen.findByRole('heading', { name: 'No jobs match' })).toBeInTheDocument();

    goTo('#/library?q=boat');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('boat');
    expect(screen.getByRole('combobox', { name: 'Generator' })).toHaveValue('');
    expect(await screen.findByText('a red boat at dawn')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    goTo('#/library');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('a filter is a new history entry with its own URL', async () => {
    await twoJobs();
    goTo('#/library');
    renderWithQuery(
      <KindsProvider kinds={kinds}>
        <LibraryPage />
      </KindsProvider>,
    );
    await screen.findByRole('list', { name: 'Jobs' });
    const entriesBefore = window.history.length;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Generator' }), 'music');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'oldest');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Favourites only' }));
    expect(Object.fromEntries(new URLSearchParams(window.location.hash.split('?')[1]))).toEqual({
      kind: 'music',
      sort: 'oldest',
      fav: '1',
    });
    expect(window.history.length).toBe(entriesBefore + 3);
  });
});

describe('LibraryPage on a board (issue 54)', () => {
  it('an empty new board says the board is empty, not that nothing matches, and offers all results', async () => {
    await twoJobs();
    const board = await createBoard(`Harbour film ${Math.random().toString(36).slice(2)}`);
    goTo(`#/library?board=${board.id}`);
    renderWithQuery(
      <KindsProvider kinds={kinds}>
        <LibraryPage />
      </KindsProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: `“${board.name}” is empty` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No jobs match' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all results' }));
    expect(await screen.findByText('a red boat at dawn')).toBeInTheDocument();

    // A board and a search that finds nothing on it: that is "no match", as before.
    goTo(`#/library?board=${board.id}&q=boat`);
    expect(await screen.findByRole('heading', { name: 'No jobs match' })).toBeInTheDocument();
  });
});

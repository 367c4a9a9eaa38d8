import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '@/testing/eventually';
import { addImportedJob } from '@/jobs/ledger/create-writes';
import { listEntries } from '@/jobs/ledger/reads';
import { reopenLedgerDb } from '@/jobs/ledger/ledger-db';
import { importLibrary } from '@/jobs/library-file';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { LibraryPage } from '@/features/gallery/library-page';
import { KindsProvider } from '@/features/gallery/job/kinds-provider';

withFreshLedger();

const kinds = { video: { label: 'Video' } };

const add = (prompt: string, now: number) =>
  addImportedJob({
    kind: 'video',
    gateway: 'http://g',
    remoteIds: [`r-${now}`],
    summary: { prompt, fields: {} },
    now,
  });

function goTo(hash: string) {
  act(() => {
    window.history.pushState(null, '', hash);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

afterEach(() => goTo('#/'));

describe('LibraryPage over the index', () => {
  it('a job written while a search is shown appears in it: the index the search runs on is fed by the write', async () => {
    await add('a red boat', 1_000);
    goTo('#/library?q=boat');
    renderWithQuery(
      <KindsProvider kinds={kinds}>
        <LibraryPage />
      </KindsProvider>,
    );
    expect(await screen.findByText('1 result')).toBeInTheDocument();
    await act(() => add('a blue boat', 2_000));
    expect(await screen.findByText('2 results')).toBeInTheDocument();
    await act(() => add('a green kite', 3_000));
    expect(screen.getByText('2 results')).toBeInTheDocument();
  });

  it('"Select all" takes what the search shows; the bar favourites exactly those', async () => {
    await add('a red boat', 1_000);
    await add('a blue boat', 2_000);
    await add('a green kite', 3_000);
    goTo('#/library?q=boat');
    renderWithQuery(
      <KindsProvider kinds={kinds}>
        <LibraryPage />
      </KindsProvider>,
    );
    await screen.findByText('2 results');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(bar).toHaveTextContent('2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Favourite selected' }));
    const favourites = async () =>
      (await listEntries()).flatMap((e) => (e.ok && e.job.favourite ? [e.job.prompt] : [])).sort();
    await eventually(async () => expect(await favourites()).toEqual(['a blue boat', 'a red boat']));
    expect(
      await within(bar).findByRole('button', { name: 'Unfavourite selected' }),
    ).toBeInTheDocument();
  });

  it('Compare is offered for two selected jobs only when both have a result to play', async () => {
    await add('a red boat', 1_000);
    await add('a blue boat', 2_000);
    goTo('#/library');
    renderWithQuery(
      <KindsProvider kinds={kinds}>
        <LibraryPage />
      </KindsProvider>,
    );
    await screen.findByText('2 results');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(bar).toHaveTextContent('2 selected');
    // Both still wait for their first answer: nothing to put side by side.
    expect(within(bar).queryByRole('button', { name: 'Compare' })).toBeNull();
  });

  it('a box unticked by hand half-ticks "Select all"; a narrower search lets go of what it hides', async () => {
    await add('a red boat', 1_000);
    await add('a blue boat', 2_000);
    goTo('#/library');
    renderWithQuery(
      <KindsProvider kinds={kinds}>
        <LibraryPage />
      </KindsProvider>,
    );
    await screen.findByText('2 results');
    // "Select all" comes once the whole view is known, which may follow the count by a render.
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select a red boat' }));
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveProperty(
      'indeterminate',
      true,
    );
    expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent('1 selected');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'red');
    await screen.findByText('1 result');
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
  });

  it('"Export selection" saves a library file of exactly the selected jobs, which imports back', async () => {
    const saved: { name: string; blob: Blob | undefined }[] = [];
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs and no downloads: these stand in for the browser's and catch the file.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:http://localhost/${blobs.size + 1}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.href) });
    });
    await add('a red boat', 1_000);
    await add('a blue boat', 2_000);
    await add('a green kite', 3_000);
    goTo('#/library');
    renderWithQuery(
      <KindsProvider kinds={kinds}>
        <LibraryPage />
      </KindsProvider>,
    );
    await screen.findByText('3 results');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select a red boat' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select a green kite' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Export selection' }));
    expect(await within(bar).findByRole('status')).toHaveTextContent('Exported 2 jobs');

    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toMatch(/^media-studio-selection-\d{4}-\d{2}-\d{2}\.json$/);
    const text = (await saved[0]?.blob?.text()) ?? '';
    const file = JSON.parse(text) as { format: string; jobs: { prompt: string }[] };
    expect(file.format).toBe('media-studio-library');
    expect(file.jobs.map((job) => job.prompt).sort()).toEqual(['a green kite', 'a red boat']);

    // Into another browser's empty library: the two selected jobs, and nothing else.
    reopenLedgerDb(`selection-import-${Math.random().toString(36).slice(2)}`);
    expect(await importLibrary(text)).toEqual({ ok: true, added: 2, skipped: 0 });
    const imported = (await listEntries()).flatMap((e) => (e.ok ? [e.job.prompt] : [])).sort();
    expect(imported).toEqual(['a green kite', 'a red boat']);
  });
});

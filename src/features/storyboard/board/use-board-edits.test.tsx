import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createStoryboard,
  listStoryboards,
  reopenStoryboardDb,
  useStoryboards,
  type Storyboard,
} from './storyboard-db';
import type { Job } from '@/jobs/job';
import { testJob } from '@/testing/jobs';
import { ShotPicker } from './shot-picker';
import { useBoardEdits } from './use-board-edits';

let counter = 0;
beforeEach(async () => {
  counter += 1;
  await reopenStoryboardDb(`test-boards-${counter}-${Math.random().toString(36).slice(2)}`);
});

/** The page's shape: boards from the live query, one edited through the hook. */
function SizeChoice() {
  const boards = useStoryboards();
  const board = boards?.[0];
  return board === undefined ? <p>loading</p> : <Editor board={board} />;
}

function Editor({ board }: { board: Storyboard }) {
  const { shown, change } = useBoardEdits(board);
  return (
    <fieldset>
      {(['720p', '1080p'] as const).map((size) => (
        <label key={size}>
          <input
            type="radio"
            name="size"
            checked={shown.size === size}
            onChange={() => change((b) => ({ ...b, size }))}
          />
          {size}
        </label>
      ))}
      <span>{shown.name}</span>
    </fieldset>
  );
}

describe('a storyboard as just changed', () => {
  it('a chosen radio stays chosen at once, before the write comes back, and after it', async () => {
    await createStoryboard('Film 1');
    render(<SizeChoice />);
    const big = await screen.findByLabelText('1080p');
    fireEvent.click(big);
    // No await between the click and the look: this is what a person (and Playwright) sees.
    expect(big).toBeChecked();
    await waitFor(async () => expect((await listStoryboards())[0]?.size).toBe('1080p'));
    expect(screen.getByLabelText('1080p')).toBeChecked();
    fireEvent.click(screen.getByLabelText('720p'));
    expect(screen.getByLabelText('720p')).toBeChecked();
    await waitFor(async () => expect((await listStoryboards())[0]?.size).toBe('720p'));
    expect(screen.getByLabelText('720p')).toBeChecked();
  });

  it('two quick edits both land, in order, and a later write from elsewhere wins', async () => {
    const made = await createStoryboard('Film 1');
    render(<SizeChoice />);
    fireEvent.click(await screen.findByLabelText('1080p'));
    fireEvent.click(screen.getByLabelText('720p'));
    fireEvent.click(screen.getByLabelText('1080p'));
    await waitFor(async () => expect((await listStoryboards())[0]?.size).toBe('1080p'));
    expect(screen.getByLabelText('1080p')).toBeChecked();
    // Another tab renames it: the live query brings the newer board, and the page shows it.
    const { updateStoryboard } = await import('./storyboard-db');
    await act(async () => {
      await updateStoryboard(
        made.id,
        (b) => ({ ...b, name: 'Renamed elsewhere' }),
        Date.now() + 60_000,
      );
    });
    expect(await screen.findByText('Renamed elsewhere')).toBeInTheDocument();
    expect(screen.getByLabelText('1080p')).toBeChecked();
  });
});

/** The page's add and trim: the real picker adds a shot, a trim names the shot it is shown. */
function AddAndTrim({ jobs }: { jobs: readonly Job[] }) {
  const boards = useStoryboards();
  const board = boards?.[0];
  return board === undefined ? <p>loading</p> : <AddAndTrimEditor board={board} jobs={jobs} />;
}

function AddAndTrimEditor({ board, jobs }: { board: Storyboard; jobs: readonly Job[] }) {
  const { shown, change } = useBoardEdits(board);
  const last = shown.shots.at(-1);
  return (
    <>
      <ShotPicker board={shown} libraryJobs={jobs} kindLabel={(kind) => kind} onChange={change} />
      {last ? (
        <button
          type="button"
          onClick={() =>
            change((b) => ({
              ...b,
              shots: b.shots.map((s) => (s.id === last.id ? { ...s, outSeconds: 2.5 } : s)),
            }))
          }
        >
          Trim the last shot
        </button>
      ) : null}
    </>
  );
}

describe('a shot added and trimmed before the add is written', () => {
  it('keeps one id, so the trim lands on the stored shot (the e2e lost it under load)', async () => {
    await createStoryboard('Film 1');
    const take = testJob({
      id: 'harbour',
      prompt: 'Harbour at dawn',
      media: [{ kind: 'video', url: 'https://cdn.example/h.mp4', durationSeconds: 4 }],
    });
    render(<AddAndTrim jobs={[take]} />);
    fireEvent.click(await screen.findByRole('button', { name: /Add .*Harbour at dawn/ }));
    // No await: the add is still being written when the trim names the shot it sees.
    fireEvent.click(screen.getByRole('button', { name: 'Trim the last shot' }));
    await waitFor(async () => {
      const [stored] = await listStoryboards();
      expect(stored?.shots.map((s) => s.outSeconds)).toEqual([2.5]);
    });
  });
});

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createStoryboard,
  listStoryboards,
  reopenStoryboardDb,
  useStoryboards,
  type Storyboard,
} from './storyboard-db';
import { useBoardEdits } from './use-board-edits';

let counter = 0;
beforeEach(() => {
  counter += 1;
  reopenStoryboardDb(`test-boards-${counter}-${Math.random().toString(36).slice(2)}`);
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

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Job } from '@/jobs/job';
import { testCharacter } from '@/testing/characters';
import { testJob } from '@/testing/jobs';
import { RemakeContext } from './remake';
import { SameCharacters } from './same-characters';
import { ShotCast } from './shot-cast';
import { newShot, type Storyboard } from './storyboard-db';

const characters = [testCharacter('c-mia', 'Mia'), testCharacter('c-leo', 'Leo')];
const jobs = new Map(
  [
    testJob({ id: 'j1', prompt: '@Mia at the pier' }),
    testJob({ id: 'j2', prompt: '@Leo waves at the boats' }),
  ].map((j) => [j.id, j]),
);
const jobOf = (id: string) => jobs.get(id);

/** A storyboard of two shots as its page draws them: the action above, each shot's characters. */
function Board({ remake }: { remake: (job: Job, names: readonly string[]) => void }) {
  const [board, setBoard] = useState(
    () => ({ shots: [newShot('j1', 0, 5), newShot('j2', 0, 5)] }) as unknown as Storyboard,
  );
  return (
    <RemakeContext.Provider value={remake}>
      <SameCharacters
        board={board}
        jobOf={jobOf}
        characters={characters}
        onChange={(edit) => setBoard(edit)}
      />
      {board.shots.map((shot, i) => (
        <ShotCast
          key={shot.id}
          shot={shot}
          n={i + 1}
          job={jobOf(shot.jobId)}
          characters={characters}
        />
      ))}
    </RemakeContext.Provider>
  );
}

describe('a storyboard’s characters (issue 56)', () => {
  it('each shot shows who is in it; Same characters for every shot is one action, and a shot missing someone offers Make again with them, sending nothing', async () => {
    const remake = vi.fn();
    render(<Board remake={remake} />);
    const first = screen.getByRole('list', { name: 'Characters in shot 1' });
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['@Mia']);
    expect(
      within(screen.getByRole('list', { name: 'Characters in shot 2' })).getByRole('listitem'),
    ).toHaveTextContent('@Leo');
    expect(screen.queryByText(/Not in this take/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Same characters for every shot' }));
    expect(
      within(screen.getByRole('list', { name: 'Characters in shot 1' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['@Mia', '@Leo']);
    expect(screen.getByText('Not in this take: @Leo.')).toBeInTheDocument();
    expect(screen.getByText('Not in this take: @Mia.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Make shot 2 again with @Mia @Leo' }));
    expect(remake).toHaveBeenCalledTimes(1);
    expect(remake).toHaveBeenCalledWith(jobs.get('j2'), ['Mia', 'Leo']);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buttonClass } from '@/components/ui/button-class';
import { createBoard } from '@/jobs/boards/boards-db';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { DeleteBoardDialog } from './delete-board-dialog';

withFreshLedger();

beforeAll(() => {
  // jsdom has no modal dialogs: opening one sets its open attribute, which is all this test reads.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

/** Issue 54: the question is two cards, and its button is a delete's. */
describe('Delete board', () => {
  it('asks with two radio cards, each saying what it does; the button is the danger style and names the results when they go', async () => {
    const board = await createBoard(`Scraps ${Math.random().toString(36).slice(2)}`);
    renderWithQuery(<DeleteBoardDialog board={board} onClose={vi.fn()} onDeleted={vi.fn()} />);
    const ask = await screen.findByRole('dialog', { name: `Delete board “${board.name}”?` });
    const keep = screen.getByRole('radio', { name: 'Delete the board only; keep its results' });
    const remove = screen.getByRole('radio', {
      name: 'Delete the board and remove its results too',
    });
    expect(ask).toContainElement(keep);
    expect(screen.getByRole('group', { name: 'What happens to its results' })).toContainElement(
      remove,
    );
    expect(keep).toBeChecked();
    expect(keep).toHaveAccessibleDescription(/stay in the Library/);
    expect(remove).toHaveAccessibleDescription(/leave this device/);

    const confirm = await screen.findByRole('button', { name: 'Delete board' });
    await screen.findByText('No result is on it.');
    const danger = buttonClass('destructive').split(' ');
    expect(confirm).toHaveClass(...danger);
    // The card, not only its little circle, takes the click.
    await userEvent.click(screen.getByText(/leave this device/));
    expect(remove).toBeChecked();
    expect(screen.getByRole('button', { name: /^Delete board/ })).toHaveClass(...danger);
  });
});

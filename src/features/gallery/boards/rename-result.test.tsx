import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { KindsProvider } from '@/features/gallery/job/kinds-provider';
import { testJob } from '@/testing/jobs';
import { renderWithQuery } from '@/testing/render';
import { RenameResult } from './result-names-and-boards';

beforeAll(() => {
  // jsdom has no modal dialogs: opening one sets its open attribute, which is all this test reads.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

const kinds = { video: { label: 'Video' } };

async function openRename(job: ReturnType<typeof testJob>) {
  renderWithQuery(
    <KindsProvider kinds={kinds}>
      <RenameResult job={job} />
    </KindsProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
  return screen.getByRole('textbox', { name: 'Name' });
}

/** Issue 54: Rename starts from the name a result is shown by, not from nothing. */
describe('Rename a result', () => {
  it('is prefilled with the shown name, selected so that typing replaces it', async () => {
    const field = await openRename(testJob({ prompt: 'Lanterns at night,\nwarm light' }));
    // As the dialog's title shows it, on one line.
    expect(field).toHaveValue('Lanterns at night, warm light');
    expect(field).toHaveFocus();
    await userEvent.keyboard('Closing shot');
    expect(field).toHaveValue('Closing shot');
  });

  it('a shown name longer than a name may be is cut to one', async () => {
    const field = await openRename(
      testJob({ prompt: `A very long prompt ${'about boats '.repeat(12)}` }),
    );
    expect([...(field as HTMLInputElement).value].length).toBeLessThanOrEqual(80);
    expect((field as HTMLInputElement).value).toMatch(/^A very long prompt about boats .*…$/);
  });

  it('a renamed result starts from its own name', async () => {
    const field = await openRename(testJob({ prompt: 'Lanterns at night', name: 'Harbour' }));
    expect(field).toHaveValue('Harbour');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listPresets } from '@/jobs/forms/presets';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { withFreshStudioDb } from '@/testing/studio-db';
import { ImageForm } from './image-form';

withFreshLedger();
withFreshStudioDb();

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchSpy = vi.fn(() => Promise.reject(new Error('nothing may be sent')));
  vi.stubGlobal('fetch', fetchSpy);
});

/** Issue 54: Image has Presets like the other generators. */
describe('Image presets', () => {
  it('saves the form as a preset and applies it again; nothing is sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<ImageForm />);
    await user.click(screen.getByLabelText('Prompt'));
    await user.paste('A lighthouse at dawn');
    await user.selectOptions(screen.getByLabelText('Size'), '1792x1024');
    await user.selectOptions(screen.getByLabelText('Images'), '3');
    await user.click(screen.getByRole('button', { name: 'Save as preset' }));
    await user.type(await screen.findByLabelText('Preset name'), 'Wide three');
    await user.click(screen.getByRole('button', { name: 'Save preset' }));
    expect(await screen.findByText('Saved preset “Wide three”.')).toBeInTheDocument();
    expect((await listPresets('image'))[0]?.values).toMatchObject({ size: '1792x1024' });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Size')).toHaveValue('1024x1024');
    await user.click(screen.getByRole('button', { name: /^Presets/ }));
    await user.click(
      within(screen.getByRole('list', { name: 'Presets' })).getByRole('button', {
        name: 'Wide three',
      }),
    );
    expect(screen.getByLabelText('Size')).toHaveValue('1792x1024');
    expect(screen.getByLabelText('Images')).toHaveValue('3');
    expect(screen.getByLabelText('Prompt')).toHaveValue('A lighthouse at dawn');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

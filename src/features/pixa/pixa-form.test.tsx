import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { listEntries } from '@/jobs/ledger/reads';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { PixaForm } from './pixa-form';
import { messages } from './schema';

withFreshLedger();
// Vitest runs without globals here, so Testing Library cannot unmount on its own.
afterEach(cleanup);

async function jobs() {
  return (await listEntries()).flatMap((e) => (e.ok ? [e.job] : []));
}

describe('PixaForm', () => {
  it('has the labelled controls of the locator contract', () => {
    renderWithQuery(<PixaForm />);
    for (const label of [
      'Prompt',
      'Model',
      'Template ID',
      'Duration',
      'Quality',
      'Motion mode',
      'Seed',
      'Image URL',
      'Remove watermark',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(screen.getByLabelText('Remove watermark')).not.toBeChecked();
  });

  it('Model is a text box that suggests the known versions and takes any other', async () => {
    const user = userEvent.setup();
    const { container } = renderWithQuery(<PixaForm />);
    const model = screen.getByLabelText('Model');
    expect(model).toHaveAttribute('list', 'pixa-model-suggestions');
    const suggestions = [...container.querySelectorAll('#pixa-model-suggestions option')].map((o) =>
      o.getAttribute('value'),
    );
    expect(suggestions).toEqual(['v3.5', 'v4', 'v4.5', 'v5']);
    await user.clear(model);
    await user.type(model, 'v6-preview');
    expect(model).toHaveValue('v6-preview');
  });

  it('fast motion with 8 s is explained next to Motion mode and nothing is created', async () => {
    const user = userEvent.setup();
    renderWithQuery(<PixaForm />);
    await user.type(screen.getByLabelText('Prompt'), 'A fox');
    await user.selectOptions(screen.getByLabelText('Motion mode'), 'fast');
    await user.selectOptions(screen.getByLabelText('Duration'), '8');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Motion mode')).toHaveAccessibleDescription(
        messages.fastDuration,
      ),
    );
    expect(await jobs()).toHaveLength(0);
  });

  it('fast motion at 1080p is explained next to Motion mode, and the message goes once it is fixed', async () => {
    const user = userEvent.setup();
    renderWithQuery(<PixaForm />);
    await user.type(screen.getByLabelText('Prompt'), 'A fox');
    await user.selectOptions(screen.getByLabelText('Motion mode'), 'fast');
    await user.selectOptions(screen.getByLabelText('Quality'), '1080p');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Motion mode')).toHaveAccessibleDescription(
        messages.fastQuality,
      ),
    );
    await user.selectOptions(screen.getByLabelText('Quality'), '720p');
    await waitFor(() =>
      expect(screen.getByLabelText('Motion mode')).toHaveAccessibleDescription(
        'Fast: 5 s only, not at 1080p.',
      ),
    );
    expect(await jobs()).toHaveLength(0);
  });

  it('a bad seed and image URL are explained next to their fields', async () => {
    const user = userEvent.setup();
    renderWithQuery(<PixaForm />);
    await user.type(screen.getByLabelText('Prompt'), 'A fox');
    await user.type(screen.getByLabelText('Seed'), '-5');
    await user.type(screen.getByLabelText('Image URL'), 'ftp://img.example/a.jpg');
    await user.type(screen.getByLabelText('Template ID'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Seed')).toHaveAccessibleDescription(messages.seed),
    );
    expect(screen.getByLabelText('Image URL')).toHaveAccessibleDescription(messages.imgUrl);
    expect(screen.getByLabelText('Template ID')).toHaveAccessibleDescription(messages.templateId);
    expect(await jobs()).toHaveLength(0);
  });

  it('a valid form creates one job holding the exact big video id (demo gateway in the page)', async () => {
    const user = userEvent.setup();
    renderWithQuery(<PixaForm />);
    await user.type(screen.getByLabelText('Prompt'), 'A fox');
    await user.selectOptions(screen.getByLabelText('Motion mode'), 'fast');
    await user.click(screen.getByLabelText('Remove watermark'));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText(/Job started/);
    const [job, ...rest] = await jobs();
    expect(rest).toHaveLength(0);
    expect(job?.status).toBe('queued');
    const id = job?.remoteIds[0] ?? '';
    expect(id).toMatch(/^\d{19}$/);
    expect(BigInt(id) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(job?.request).toEqual({
      prompt: 'A fox',
      model: 'v4.5',
      duration: 5,
      quality: '540p',
      motion_mode: 'fast',
      remove_watermark: 1,
    });
  });
});

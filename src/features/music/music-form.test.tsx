import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { listEntries } from '@/jobs/ledger/reads';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { MusicForm } from './music-form';

withFreshLedger();
afterEach(cleanup);

async function jobs() {
  return (await listEntries()).flatMap((e) => (e.ok ? [e.job] : []));
}

describe('MusicForm', () => {
  it('has the labelled controls of the locator contract', () => {
    renderWithQuery(<MusicForm />);
    for (const label of ['Mode', 'Lyrics', 'Style tags', 'Title', 'Instrumental', 'Model']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Mode')).toHaveValue('lyrics');
    expect(screen.queryByLabelText('Description')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('description mode shows Description instead of the lyrics fields, and keeps the lyrics for a switch back', async () => {
    const user = userEvent.setup();
    renderWithQuery(<MusicForm />);
    await user.type(screen.getByLabelText('Lyrics'), 'Kept');
    await user.selectOptions(screen.getByLabelText('Mode'), 'Description');
    expect(screen.getByLabelText('Description')).toBeInTheDocument();
    expect(screen.queryByLabelText('Lyrics')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Style tags')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Mode'), 'Lyrics');
    expect(screen.getByLabelText('Lyrics')).toHaveValue('Kept');
  });

  it('the lyrics and the title count their length near their documented limits', async () => {
    const user = userEvent.setup();
    renderWithQuery(<MusicForm />);
    await user.click(screen.getByLabelText('Title'));
    await user.paste('t'.repeat(75));
    expect(screen.getByText('75 / 80')).toBeInTheDocument();
    await user.paste('t'.repeat(7));
    expect(screen.getByText('2 characters over the 80 limit')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Lyrics'));
    await user.paste('l'.repeat(2990));
    expect(screen.getByText('2,990 / 3,000')).toBeInTheDocument();
  });

  it('no lyrics: the message is next to the field and nothing is created', async () => {
    const user = userEvent.setup();
    renderWithQuery(<MusicForm />);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Lyrics')).toHaveAccessibleDescription(
        'Write the lyrics, or tick Instrumental.',
      ),
    );
    expect(screen.getByLabelText('Lyrics')).toBeInvalid();
    expect(await jobs()).toHaveLength(0);
  });

  it('a title past 80 characters is refused next to the field', async () => {
    const user = userEvent.setup();
    renderWithQuery(<MusicForm />);
    await user.type(screen.getByLabelText('Lyrics'), 'La la');
    await user.type(screen.getByLabelText('Title'), 'x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(
        'Keep the title to 80 characters or fewer.',
      ),
    );
    expect(await jobs()).toHaveLength(0);
  });

  it('lyrics mode creates one job holding both clip ids (demo gateway in the page)', async () => {
    const user = userEvent.setup();
    renderWithQuery(<MusicForm />);
    await user.type(screen.getByLabelText('Lyrics'), 'Streetlights hum');
    await user.type(screen.getByLabelText('Style tags'), 'dream pop');
    await user.type(screen.getByLabelText('Title'), 'Streetlights');
    await user.selectOptions(screen.getByLabelText('Model'), 'chirp-v3-5');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText(/Job started/);
    const [job, ...rest] = await jobs();
    expect(rest).toHaveLength(0);
    expect(job).toMatchObject({
      kind: 'music',
      status: 'queued',
      statusWord: 'submitted',
      prompt: 'Streetlights hum',
    });
    expect(job?.remoteIds).toHaveLength(2);
    expect(job?.fields).toMatchObject({
      mode: 'lyrics',
      model: 'chirp-v3-5',
      title: 'Streetlights',
      tags: 'dream pop',
      instrumental: false,
    });
    expect(job?.request).toEqual({
      prompt: 'Streetlights hum',
      tags: 'dream pop',
      title: 'Streetlights',
      make_instrumental: false,
      mv: 'chirp-v3-5',
    });
  });

  it('description mode sends the description, instrumental', async () => {
    const user = userEvent.setup();
    renderWithQuery(<MusicForm />);
    await user.selectOptions(screen.getByLabelText('Mode'), 'Description');
    await user.type(screen.getByLabelText('Description'), 'A song about the last train home');
    await user.click(screen.getByLabelText('Instrumental'));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText(/Job started/);
    const [job] = await jobs();
    expect(job?.request).toEqual({
      gpt_description_prompt: 'A song about the last train home',
      make_instrumental: true,
      mv: 'chirp-v4',
    });
    expect(job?.remoteIds).toHaveLength(2);
  });
});

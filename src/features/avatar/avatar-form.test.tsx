import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addImportedJob, recordCreated } from '@/jobs/ledger/create-writes';
import { listEntries } from '@/jobs/ledger/reads';
import { putCharacter, reopenCharacterDb } from '@/jobs/characters/characters';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import type * as ImageUpload from '@/gateway/image-upload';
import { AvatarForm } from './avatar-form';

/** What this browser reads of each link (jsdom loads no pictures and plays no sound). */
const sizes = new Map<string, { width: number; height: number }>();
const lengths = new Map<string, number>();
let reads = 0;
vi.mock('@/lib/measure-image', () => ({
  // A file's pixels (a character's picture is 400 px square).
  measureImage: () => Promise.resolve({ width: 400, height: 400 }),
  naturalSize: (src: string) => {
    reads += 1;
    const size = sizes.get(src);
    return size === undefined ? Promise.reject(new Error('not an image')) : Promise.resolve(size);
  },
}));
vi.mock('@/lib/measure-audio', () => ({
  measureAudio: () => Promise.resolve(6),
  measureAudioAt: (src: string) => {
    reads += 1;
    return Promise.resolve(lengths.get(src) ?? null);
  },
}));

/** The gateway's file upload: each file answered with a link of its own name. */
const uploads: File[] = [];
vi.mock('@/gateway/image-upload', async (original) => ({
  ...(await original<typeof ImageUpload>()),
  uploadImage: (_client: unknown, _path: string, file: File) => {
    uploads.push(file);
    return Promise.resolve(`https://uploads.example/${file.name}`);
  },
}));

withFreshLedger();
afterEach(cleanup);
beforeEach(async () => {
  await reopenCharacterDb(`test-characters-${Math.random().toString(36).slice(2)}`);
  uploads.length = 0;
  sizes.clear();
  lengths.clear();
  reads = 0;
});

const GATEWAY = 'https://gateway.example';
const FACE = 'https://media.example/face.jpg';
const SONG = 'https://media.example/harbour.mp3';

/** The talking heads the form made. */
async function jobs() {
  return (await listEntries()).flatMap((e) => (e.ok && e.job.kind === 'avatar' ? [e.job] : []));
}

/** A finished result in the Library: a picture, or a song of two takes. */
async function inLibrary(kind: 'image' | 'music', prompt: string, media: object[]) {
  const job = await addImportedJob({
    kind,
    gateway: GATEWAY,
    summary: { prompt, fields: {} },
    remoteIds: ['r'],
  });
  await recordCreated(job.id, { status: 'succeeded', media: media as never });
}

describe('the talking head form', () => {
  it('says a portrait too small beside the portrait, and sends nothing', async () => {
    const user = userEvent.setup();
    sizes.set(FACE, { width: 200, height: 200 });
    lengths.set(SONG, 6);
    renderWithQuery(<AvatarForm />);
    await user.type(screen.getByLabelText('Portrait URL'), FACE);
    await user.type(screen.getByLabelText('Audio URL'), SONG);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Portrait URL')).toHaveAccessibleDescription(
        'The portrait is 200×200 px: it must be at least 300 px on each side.',
      ),
    );
    expect(await jobs()).toHaveLength(0);
  });

  it('waits for a link it is still reading, then checks it: a sound too long is said beside it', async () => {
    const user = userEvent.setup();
    sizes.set(FACE, { width: 640, height: 640 });
    lengths.set(SONG, 420);
    renderWithQuery(<AvatarForm />);
    await user.type(screen.getByLabelText('Portrait URL'), FACE);
    await user.type(screen.getByLabelText('Audio URL'), SONG);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByLabelText('Audio URL')).toHaveAccessibleDescription(
        'The sound is 420 s long: it may last at most 300 s.',
      ),
    );
    expect(await jobs()).toHaveLength(0);
  });

  it('refuses a link this browser cannot open, at its field', async () => {
    const user = userEvent.setup();
    lengths.set(SONG, 6);
    renderWithQuery(<AvatarForm />);
    await user.type(screen.getByLabelText('Portrait URL'), 'https://media.example/gone.jpg');
    await user.type(screen.getByLabelText('Audio URL'), SONG);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Portrait URL')).toHaveAccessibleDescription(
        'This browser could not open the picture at this link: check it, or choose a file.',
      ),
    );
    expect(await jobs()).toHaveLength(0);
  });

  it('takes a picture and a take of the Library, whose names head the job and whose length is known', async () => {
    const user = userEvent.setup();
    sizes.set(FACE, { width: 640, height: 360 });
    await inLibrary('image', 'A heron at dawn', [{ kind: 'image', url: FACE }]);
    await inLibrary('music', 'Harbour', [
      { kind: 'audio', url: 'https://media.example/a.mp3', durationSeconds: 6 },
      { kind: 'audio', url: SONG, durationSeconds: 7.5 },
    ]);
    renderWithQuery(<AvatarForm />);
    await user.selectOptions(
      await screen.findByLabelText('Portrait from the Library'),
      'A heron at dawn',
    );
    expect(screen.getByLabelText('Portrait URL')).toHaveValue(FACE);
    await user.selectOptions(
      screen.getByLabelText('Song from the Library'),
      'Harbour — take 2 · 0:07.5',
    );
    expect(screen.getByLabelText('Audio URL')).toHaveValue(SONG);
    expect(await screen.findByText('640 × 360 px')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(async () => expect(await jobs()).toHaveLength(1));
    const [job] = await jobs();
    expect(job?.request).toEqual({ avatar_url: FACE, no_watermark: false, audio_url: SONG });
    expect(job?.fields).toMatchObject({ portrait: 'A heron at dawn', audio: 'Harbour — take 2' });
    // The take's length came with it: only the picture was read.
    expect(reads).toBe(1);
  });

  it('asks for the words and a saved voice’s id when words are said in a saved voice', async () => {
    const user = userEvent.setup();
    renderWithQuery(<AvatarForm />);
    await user.selectOptions(screen.getByLabelText('Voice'), 'saved');
    expect(screen.queryByLabelText('Audio URL')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Words to say')).toHaveAccessibleDescription(
        'Write the words the portrait says.',
      ),
    );
    expect(screen.getByLabelText('Voice ID')).toHaveAccessibleDescription(
      "Give the saved voice's ID.",
    );
  });

  it('takes a character’s picture as the portrait: sent as a file, named by the character', async () => {
    const user = userEvent.setup();
    lengths.set(SONG, 6);
    await putCharacter({
      id: 'c1',
      name: 'Mia',
      description: '',
      pictures: [
        {
          id: 'p1',
          dataUrl: 'data:image/png;base64,iVBORw0KGgo=',
          width: 400,
          height: 400,
          name: 'mia.png',
          from: null,
        },
      ],
      createdAt: 0,
      updatedAt: 0,
    });
    renderWithQuery(<AvatarForm />);
    await user.selectOptions(await screen.findByLabelText('Portrait from a character'), 'Mia');
    await waitFor(() =>
      expect(screen.getByLabelText('Portrait URL')).toHaveValue(
        'https://uploads.example/Mia-1.png',
      ),
    );
    expect(uploads.map((f) => [f.name, f.type])).toEqual([['Mia-1.png', 'image/png']]);
    // Its size came with it: the picture is not read again.
    expect(await screen.findByText('400 × 400 px')).toBeInTheDocument();
    expect(reads).toBe(0);
    await user.type(screen.getByLabelText('Audio URL'), SONG);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(async () => expect(await jobs()).toHaveLength(1));
    const [job] = await jobs();
    expect(job?.fields).toMatchObject({ portrait: 'Mia' });
  });
});

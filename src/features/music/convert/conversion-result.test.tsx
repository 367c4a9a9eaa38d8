import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { addSubmittingJob, recordCreateRefused } from '@/jobs/ledger/create-writes';
import { renderWithQuery } from '@/testing/render';
import { testJob } from '@/testing/jobs';
import { withFreshLedger } from '@/testing/ledger';
import { ConversionResult } from './conversion-result';
import { ConvertButton } from './convert-button';
import { writeMidi } from './midi';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
withFreshLedger();

const GATEWAY = 'http://gateway.test';
const CLIP = '3f2b1c9e-8a4d-4f6b-9c1e-2d7a5b8e0f13';

function midiJob(fields: Record<string, string>, raw: unknown = null) {
  return testJob({
    kind: 'music',
    gateway: GATEWAY,
    remoteIds: ['task_1'],
    fields: { mode: 'midi', title: 'Harbour', ...fields },
    madeName: { whole: { key: 'music.made.midi', values: { name: 'Harbour' } } },
    source: { jobId: 'song', relation: 'midi', remoteId: CLIP },
    raw,
  });
}

/** The page's fetch answers every link with these bytes. */
function hostAnswers(bytes: Uint8Array<ArrayBuffer>, status = 200) {
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(bytes, {
        status,
        headers: { 'Content-Type': 'audio/midi' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('a MIDI job’s card', () => {
  it('draws the notes of the file at its link, one bar each, named by what they are', async () => {
    const fetch = hostAnswers(
      writeMidi([
        { pitch: 60, start: 0, end: 1, velocity: 90, channel: 0 },
        { pitch: 67, start: 1, end: 2.5, velocity: 70, channel: 0 },
        { pitch: 48, start: 0, end: 2.5, velocity: 60, channel: 1 },
      ]),
    );
    renderWithQuery(<ConversionResult job={midiJob({ midi: 'https://cdn.example/x.mid' })} />);
    const picture = await screen.findByRole('img', {
      name: 'Notes of Harbour — MIDI: 3 notes from C3 to G4, 0:02.5 long',
    });
    expect(picture.querySelectorAll('rect[data-note]')).toHaveLength(3);
    expect(picture.getAttribute('data-notes')).toBe('3');
    expect(screen.getByRole('button', { name: 'Download .mid' })).toBeTruthy();
    // Fetched as media: no key, no cookies.
    expect(fetch).toHaveBeenCalledWith(
      'https://cdn.example/x.mid',
      expect.objectContaining({ credentials: 'omit' }),
    );
  });

  it('says why a file that is no MIDI cannot be drawn, and offers the link instead', async () => {
    hostAnswers(new TextEncoder().encode('<html>gone</html>'));
    renderWithQuery(<ConversionResult job={midiJob({ midi: 'https://cdn.example/y.mid' })} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The MIDI file could not be drawn: it is not a MIDI file.',
    );
    expect(screen.getByRole('link', { name: 'Download .mid' }).getAttribute('href')).toBe(
      'https://cdn.example/y.mid',
    );
  });

  it('draws notes a gateway answered in place of a file, in Chinese too', async () => {
    await activateLocale('zh');
    try {
      const raw = {
        code: 'success',
        data: {
          status: 'SUCCESS',
          data: { instruments: [{ name: 'Piano', notes: [{ pitch: 64, start: 0, end: 0.5 }] }] },
        },
      };
      renderWithQuery(<ConversionResult job={midiJob({ midi: 'notes' }, raw)} />);
      expect(
        screen.getByRole('img', {
          name: 'Harbour — MIDI 的音符：共 1 个，从 A♯3 到 A♯4，时长 0:00.5',
        }),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: '下载 .mid' })).toBeTruthy();
    } finally {
      await activateLocale('en');
    }
  });
});

describe('WAV and MIDI on a take', () => {
  const source = { jobId: 'song', clipId: CLIP, title: 'Harbour', model: null };

  async function conversion(relation: 'wav' | 'midi', clipId = CLIP) {
    return addSubmittingJob({
      kind: 'music',
      gateway: GATEWAY,
      summary: { prompt: '', fields: { mode: relation } },
      source: { jobId: 'song', relation, remoteId: clipId, at: null },
      request: { action: relation, clip_id: clipId },
    });
  }

  it('offers the conversion once: a take whose WAV is on its way opens it instead', async () => {
    renderWithQuery(
      <>
        <ConvertButton format="wav" source={source} gateway={GATEWAY} />
        <ConvertButton format="midi" source={source} gateway={GATEWAY} />
      </>,
    );
    await screen.findByRole('button', { name: 'WAV' });
    const made = await conversion('wav');
    const open = await screen.findByRole('link', { name: 'Open the WAV' });
    expect(open.getAttribute('href')).toBe(`#/library?open=${made.id}`);
    expect(screen.queryByRole('button', { name: 'WAV' })).toBeNull();
    // Another take's MIDI is not this one's.
    await conversion('midi', '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    expect(screen.getByRole('button', { name: 'MIDI' })).toBeTruthy();
  });

  it('may be asked again once the last one was refused', async () => {
    const refused = await conversion('midi');
    await recordCreateRefused(refused.id, 'no credit', '{}', Date.now(), null);
    renderWithQuery(<ConvertButton format="midi" source={source} gateway={GATEWAY} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'MIDI' })).toBeTruthy());
  });
});

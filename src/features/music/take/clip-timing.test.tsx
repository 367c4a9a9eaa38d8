import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { zTuneCreateAnswer, zTuneFeed, type TuneClip } from '@/features/music/gateway-schema/tune';
import { settingsStore } from '@/gateway/settings';
import { defaultPaths } from '@/testing/assumed-paths';
import { tuneTimings } from '@/features/music/demo/tune';
import { zJob } from '@/jobs/job';
import { TEST_GATEWAY } from '@/testing/demo-testbed';
import { connectDemoTestbed, resetTestGateway } from '@/testing/gateway';
import { renderWithQuery } from '@/testing/render';
import { MusicResult } from '@/features/music/music-result';

type Bed = ReturnType<typeof connectDemoTestbed>;
const [, second] = tuneTimings;
const BOTH_DONE_MS = second.queueMs + second.runMs;

let bed: Bed;
beforeEach(() => {
  bed = connectDemoTestbed();
});
afterEach(() => {
  cleanup();
  resetTestGateway();
});

/** A song made at the demo gateway, as its music job holds it once the feed has answered. */
async function songJob(title = 'Streetlights', lyrics = '[Verse]\nStreetlights hum\nSing again') {
  const clips = await bed.client.json({
    method: 'POST',
    path: '/tune/generate',
    body: { prompt: lyrics, tags: 'dream pop', title, mv: 'chirp-v4' },
    schema: zTuneCreateAnswer,
  });
  const ids = clips.map((c) => c.id);
  return {
    ids,
    job: async (): Promise<ReturnType<typeof zJob.parse>> => {
      const raw: TuneClip[] = await bed.client.json({
        method: 'GET',
        path: `/tune/feed/${ids.join(',')}`,
        schema: zTuneFeed,
      });
      return zJob.parse({
        id: 'j1',
        kind: 'music',
        gateway: TEST_GATEWAY,
        status: 'succeeded',
        remoteIds: ids,
        raw,
        createdAt: 0,
        updatedAt: 0,
        changedAt: 0,
      });
    },
  };
}

const timingRequests = () => bed.requests.filter((r) => r.url.includes('/tune/act/timing/'));

describe('timed lyrics and the waveform of a finished song', () => {
  it('asks once per finished take, and not again when the card draws again', async () => {
    const song = await songJob();
    bed.advance(BOTH_DONE_MS);
    const job = await song.job();
    const { rerender } = renderWithQuery(<MusicResult job={job} label="Music result" />);
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: /^Waveform of/ })).toHaveLength(2),
    );
    rerender(<MusicResult job={{ ...job, updatedAt: 1 }} label="Music result" />);
    rerender(<MusicResult job={{ ...job, updatedAt: 2 }} label="Music result" />);
    expect(
      timingRequests()
        .map((r) => r.url)
        .sort(),
    ).toEqual(song.ids.map((id) => `${TEST_GATEWAY}/tune/act/timing/${id}`).sort());
  });

  it('asks nothing for a take still being made, nor when the timing path is empty', async () => {
    const song = await songJob();
    bed.advance(tuneTimings[0].queueMs + 1_000);
    renderWithQuery(<MusicResult job={await song.job()} label="Music result" />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(timingRequests()).toHaveLength(0);
    cleanup();

    bed.advance(BOTH_DONE_MS);
    settingsStore.save({
      gatewayUrl: TEST_GATEWAY,
      apiKey: 'k',
      rememberKey: false,
      paths: { ...defaultPaths, tuneTimingPath: '' },
    });
    renderWithQuery(<MusicResult job={await song.job()} label="Music result" />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(timingRequests()).toHaveLength(0);
    expect(screen.queryByRole('img', { name: /^Waveform of/ })).toBeNull();
    // The plain lyrics, as before.
    expect(screen.getAllByText(/Streetlights hum/)[0]?.tagName).toBe('PRE');
  });

  it('shows the lines in time: the sung line marked as the player moves, a line chosen moves the player', async () => {
    const user = userEvent.setup();
    const song = await songJob();
    bed.advance(BOTH_DONE_MS);
    renderWithQuery(<MusicResult job={await song.job()} label="Music result" />);
    const take = document.querySelector<HTMLElement>(`[data-clip-id="${song.ids[0] ?? ''}"]`);
    if (take === null) throw new Error('no take');
    const lines = await within(take).findByRole('list', { name: 'Timed lyrics' });
    const first = within(lines).getByRole('button', { name: /Streetlights hum/ });
    const next = within(lines).getByRole('button', { name: /Sing again/ });
    expect(within(lines).getByText('[Verse]')).toBeInTheDocument();
    expect(lines.querySelector('[aria-current]')).toBeNull();

    const player = within(take).getByLabelText<HTMLAudioElement>('Audio of Streetlights');
    act(() => {
      player.currentTime = 1;
      player.dispatchEvent(new Event('timeupdate'));
    });
    expect(first).toHaveAttribute('aria-current', 'time');
    expect(next).not.toHaveAttribute('aria-current');

    await user.click(next);
    expect(player.currentTime).toBeGreaterThan(2);
    act(() => {
      player.dispatchEvent(new Event('seeked'));
    });
    expect(next).toHaveAttribute('aria-current', 'time');
    expect(first).not.toHaveAttribute('aria-current');
  });

  it('without timing at the gateway (404), the plain lyrics, and no error', async () => {
    const song = await songJob('Plain [no-timing]');
    bed.advance(BOTH_DONE_MS);
    renderWithQuery(<MusicResult job={await song.job()} label="Music result" />);
    await waitFor(() => expect(timingRequests()).toHaveLength(2));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('list', { name: 'Timed lyrics' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByText(/Streetlights hum/)[0]?.tagName).toBe('PRE');
  });
});

import { cleanup, screen, within } from '@testing-library/react';
import { renderWithQuery } from '@/testing/render';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonClass } from '@/components/ui/button-class';
import { activateLocale } from '@/i18n/i18n';
import { zJob } from '@/jobs/job';
import { MusicResult } from './music-result';

afterEach(cleanup);

const A = '3f2b1c9e-8a4d-4f6b-9c1e-2d7a5b8e0f13';
const B = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function job(remoteIds: string[], raw: unknown) {
  return zJob.parse({
    id: 'j',
    kind: 'music',
    gateway: 'http://gateway.test',
    status: 'running',
    remoteIds,
    raw,
    createdAt: 0,
    updatedAt: 0,
    changedAt: 0,
  });
}

const completeClip = {
  id: A,
  status: 'complete',
  title: 'Streetlights',
  audio_url: 'https://cdn.example/a.mp3',
  video_url: 'https://cdn.example/a.mp4',
  image_url: 'https://cdn.example/cover.jpg',
  metadata: { tags: 'dream pop', prompt: '[Verse]\nStreetlights hum', duration: 182.4 },
};
const streamingClip = {
  id: B,
  status: 'streaming',
  title: 'Streetlights',
  audio_url: 'https://audiopipe.example/?item_id=b',
  metadata: { tags: 'dream pop', prompt: '', duration: null },
};

function clipItem(id: string): HTMLElement {
  const item = document.querySelector<HTMLElement>(`[data-clip-id="${id}"]`);
  if (item === null) throw new Error(`no clip ${id}`);
  return item;
}

describe('MusicResult', () => {
  it('a stems job names its clips "Vocals" and "Instrumental", not takes', () => {
    const stems = zJob.parse({
      ...job(
        [A, B],
        [
          { ...completeClip, title: 'Streetlights (Vocals)' },
          {
            ...completeClip,
            id: B,
            title: 'Streetlights (Instrumental)',
            metadata: { ...completeClip.metadata, has_vocal: false, stem_from_id: 'c0' },
          },
        ],
      ),
      status: 'succeeded',
      source: { relation: 'stems', remoteId: 'c0' },
    });
    renderWithQuery(<MusicResult job={stems} label="Music result" />);
    expect(within(clipItem(A)).getByText('Vocals', { exact: true })).toBeInTheDocument();
    expect(within(clipItem(B)).getByText('Instrumental', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText(/^Take \d$/)).not.toBeInTheDocument();
  });

  it('stems the gateway left untitled are named from their source’s title, in the studio’s language (issue 38)', async () => {
    const untitled = zJob.parse({
      ...job(
        [A, B],
        [
          { ...completeClip, title: '' },
          {
            ...completeClip,
            id: B,
            title: null,
            metadata: { ...completeClip.metadata, has_vocal: false, stem_from_id: 'c0' },
          },
        ],
      ),
      status: 'succeeded',
      // What "Stems" records: the source's own title.
      fields: { mode: 'stems', title: 'A Warm Summer Indie-pop' },
      source: { relation: 'stems', remoteId: 'c0' },
    });
    const { unmount } = renderWithQuery(<MusicResult job={untitled} label="Music result" />);
    expect(
      within(clipItem(A)).getByRole('heading', { name: 'A Warm Summer Indie-pop (Vocals)' }),
    ).toBeInTheDocument();
    expect(
      within(clipItem(B)).getByRole('heading', { name: 'A Warm Summer Indie-pop (Instrumental)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Untitled/)).not.toBeInTheDocument();
    unmount();
    await activateLocale('zh');
    try {
      renderWithQuery(<MusicResult job={untitled} label="Music result" />);
      expect(
        within(clipItem(A)).getByRole('heading', { name: 'A Warm Summer Indie-pop（人声）' }),
      ).toBeInTheDocument();
      expect(
        within(clipItem(B)).getByRole('heading', { name: 'A Warm Summer Indie-pop（伴奏）' }),
      ).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });

  it('shows each clip: cover, title, tags, its status, duration, a player, lyrics folded away, links', () => {
    renderWithQuery(
      <MusicResult job={job([A, B], [streamingClip, completeClip])} label="Music result" />,
    );
    const items = within(screen.getByRole('list', { name: 'Clips' })).getAllByRole('listitem');
    // In the job's id order, whatever order the records came in.
    expect(items.map((i) => i.dataset.clipId)).toEqual([A, B]);

    const done = within(clipItem(A));
    expect(clipItem(A).dataset.clipStatus).toBe('succeeded');
    expect(done.getByRole('heading', { name: 'Streetlights' })).toBeInTheDocument();
    expect(done.getByRole('img', { name: 'Cover of Streetlights' })).toHaveAttribute(
      'src',
      'https://cdn.example/cover.jpg',
    );
    expect(done.getByText('dream pop')).toBeInTheDocument();
    expect(done.getByText('Complete')).toBeInTheDocument();
    expect(done.getByText('Duration 3 min 2 s')).toBeInTheDocument();
    const audio = done.getByLabelText('Audio of Streetlights');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('src', 'https://cdn.example/a.mp3');
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('preload', 'metadata');
    const lyrics = done.getByText('Lyrics').closest('details');
    expect(lyrics).not.toHaveAttribute('open');
    expect(lyrics).toHaveTextContent('[Verse] Streetlights hum');
    expect(done.getByRole('link', { name: 'Download audio' })).toHaveAttribute(
      'href',
      'https://cdn.example/a.mp3',
    );
    expect(done.getByRole('link', { name: 'Video' })).toHaveAttribute(
      'href',
      'https://cdn.example/a.mp4',
    );
  });

  it("a finished take's actions are one row, one style, its download first (issue 24.14)", () => {
    const actions = (['continue', 'stems'] as const).map((id) => ({
      id,
      label: id,
      icon: 'git-branch' as const,
    }));
    renderWithQuery(
      <MusicResult job={job([A], [completeClip])} label="Music result" actions={actions} />,
    );
    const download = within(clipItem(A)).getByRole('link', { name: 'Download audio' });
    const row = download.closest('[data-actions]');
    if (!(row instanceof HTMLElement)) throw new Error('the download is not in the action row');
    const controls = [...row.querySelectorAll('a, button')];
    expect(controls.map((c) => c.textContent)).toEqual([
      'Download audio',
      'Video',
      'Continue from here',
      'Stems',
    ]);
    const look = buttonClass('secondary').split(' ');
    for (const control of controls)
      expect([control.textContent, look.filter((c) => !control.classList.contains(c))]).toEqual([
        control.textContent,
        [],
      ]);
  });

  it('a streaming clip already plays; its duration is not known yet and it offers no download', () => {
    renderWithQuery(<MusicResult job={job([B], [streamingClip])} label="Music result" />);
    const item = within(clipItem(B));
    expect(clipItem(B).dataset.clipStatus).toBe('running');
    expect(item.getByText('Streaming')).toBeInTheDocument();
    expect(item.getByLabelText('Audio of Streetlights')).toHaveAttribute(
      'src',
      'https://audiopipe.example/?item_id=b',
    );
    expect(item.getByText('Duration known when complete')).toBeInTheDocument();
    expect(item.queryByRole('link')).not.toBeInTheDocument();
    expect(item.queryByText('Lyrics')).not.toBeInTheDocument();
  });

  it('an errored clip shows its own message and no player', () => {
    const failed = {
      id: A,
      status: 'error',
      title: 'Doomed',
      metadata: { error_message: 'Flagged by moderation' },
    };
    renderWithQuery(<MusicResult job={job([A], [failed])} label="Music result" />);
    const item = within(clipItem(A));
    expect(item.getByText('This clip failed')).toBeInTheDocument();
    expect(item.getByText('Flagged by moderation')).toBeInTheDocument();
    expect(item.getByText('Error')).toBeInTheDocument();
    expect(item.queryByLabelText(/^Audio of/)).not.toBeInTheDocument();
  });

  it('a clip the gateway has not answered for yet is shown waiting, by its place', () => {
    renderWithQuery(<MusicResult job={job([A, B], undefined)} label="Music result" />);
    expect(within(clipItem(B)).getByRole('heading', { name: 'Take 2' })).toBeInTheDocument();
    expect(within(clipItem(B)).getByText('Waiting')).toBeInTheDocument();
  });

  it('an undocumented status word is shown as the vendor wrote it', () => {
    renderWithQuery(
      <MusicResult job={job([A], [{ id: A, status: 'initializing' }])} label="Music result" />,
    );
    expect(within(clipItem(A)).getByText('Unknown (“initializing”)')).toBeInTheDocument();
  });

  it('never loads a URL that is not http(s): it stays text', () => {
    const hostile = {
      ...completeClip,
      audio_url: 'javascript:alert(1)',
      image_url: 'data:image/png;base64,AAAA',
      video_url: 'javascript:alert(2)',
    };
    renderWithQuery(<MusicResult job={job([A], [hostile])} label="Music result" />);
    const item = within(clipItem(A));
    expect(item.queryByLabelText(/^Audio of/)).not.toBeInTheDocument();
    expect(item.getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(item.queryByRole('img')).not.toBeInTheDocument();
    expect(item.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders text from the record as text', () => {
    const sneaky = { ...completeClip, title: '<img src=x onerror=alert(1)>' };
    renderWithQuery(<MusicResult job={job([A], [sneaky])} label="Music result" />);
    expect(
      within(clipItem(A)).getByRole('heading', { name: '<img src=x onerror=alert(1)>' }),
    ).toBeInTheDocument();
  });
});

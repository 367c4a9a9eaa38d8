import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { zPikbTask } from '@/features/pikb/gateway-schema';
import { zJob, type Job } from '@/jobs/job';
import { normalisePikbTask } from './normalise';
import { PikbResult } from './pikb-result';

afterEach(cleanup);

const LABEL = 'Pikb result for: A corgi';

function jobFrom(record: unknown): Job {
  const update = normalisePikbTask(zPikbTask.parse(record));
  return zJob.parse({
    id: 'local-1',
    kind: 'pikb',
    gateway: 'http://gateway.test',
    origin: 'imported',
    status: update.status,
    remoteIds: ['t-1'],
    media: update.media,
    raw: update.raw,
    createdAt: 0,
    updatedAt: 0,
    changedAt: 0,
  });
}

const finished = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `v-${n}`,
  status: 'finished',
  duration: 5,
  resultUrl: `https://cdn.example/${n}.mp4`,
  videoPoster: `https://cdn.example/${n}.jpg`,
  sharingUrl: `https://pikb.example/video/v-${n}`,
  ...extra,
});

function entries() {
  return screen.getAllByRole('listitem');
}

describe('PikbResult', () => {
  it('lists each video with its own status, and a player with its poster for the finished ones', async () => {
    const job = jobFrom({
      id: 't-1',
      videos: [
        finished(1),
        { id: 'v-2', status: 'started', sharingUrl: 'https://pikb.example/video/v-2' },
        { id: 'v-3', status: 'queued' },
      ],
    });
    render(<PikbResult job={job} label={LABEL} />);
    const [one, two, three] = entries();
    if (!one || !two || !three) throw new Error('three entries expected');
    expect(one).toHaveTextContent('Video 1 of 3');
    expect(within(one).getByText('Done')).toBeInTheDocument();
    const video = within(one).getByLabelText(`${LABEL} — video 1`);
    expect(video.tagName).toBe('VIDEO');
    // The link once the kept copies have been read (none here): a kept copy would play instead.
    await waitFor(() => expect(video).toHaveAttribute('src', 'https://cdn.example/1.mp4'));
    expect(video).toHaveAttribute('poster', 'https://cdn.example/1.jpg');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('controls');
    expect(within(one).getByText('5 s')).toBeInTheDocument();

    expect(within(two).getByText('Generating')).toBeInTheDocument();
    expect(within(two).getByText('gateway says “started”')).toBeInTheDocument();
    expect(two.querySelector('video')).toBeNull();
    expect(within(three).getByText('Queued')).toBeInTheDocument();
    // Only a finished video links its sharing page.
    expect(within(one).getByRole('link', { name: 'Sharing page of video 1' })).toBeInTheDocument();
    expect(within(two).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a failed video as failed, with its reason, and the others still play', () => {
    const job = jobFrom({ id: 't-1', videos: [finished(1), { id: 'v-2', status: 'error' }] });
    render(<PikbResult job={job} label={LABEL} />);
    const [one, two] = entries();
    if (!one || !two) throw new Error('two entries expected');
    expect(within(two).getByText('Failed')).toBeInTheDocument();
    expect(two).toHaveTextContent('The gateway reported this video as “error” without saying why.');
    expect(two.querySelector('video')).toBeNull();
    expect(one.querySelector('video')).not.toBeNull();
  });

  it('links the sharing page only when it is a web link', () => {
    const job = jobFrom({
      id: 't-1',
      videos: [finished(1), finished(2, { sharingUrl: 'javascript:alert(1)' })],
    });
    render(<PikbResult job={job} label={LABEL} />);
    expect(screen.getByRole('link', { name: 'Sharing page of video 1' })).toHaveAttribute(
      'href',
      'https://pikb.example/video/v-1',
    );
    expect(screen.queryByRole('link', { name: 'Sharing page of video 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sharing page of video 1' })).toHaveAttribute(
      'rel',
      'noreferrer noopener',
    );
  });

  it('never loads a result address that is not a web link: it stays text', () => {
    const job = jobFrom({
      id: 't-1',
      videos: [
        finished(1, {
          resultUrl: 'javascript:alert(1)',
          videoPoster: 'data:image/png;base64,AAAA',
        }),
      ],
    });
    render(<PikbResult job={job} label={LABEL} />);
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('offers each finished video for download under its own name', () => {
    const job = jobFrom({ id: 't-1', videos: [finished(1), finished(2)] });
    render(<PikbResult job={job} label={LABEL} />);
    expect(screen.getByRole('link', { name: 'Download video 2' })).toHaveAttribute(
      'href',
      'https://cdn.example/2.mp4',
    );
  });

  it('renders the gateway’s strings as text', () => {
    const job = jobFrom({
      id: 't-1',
      videos: [{ id: 'v-1', status: '<img src=x onerror=alert(1)>' }],
    });
    render(<PikbResult job={job} label={LABEL} />);
    expect(screen.getByText('gateway says “<img src=x onerror=alert(1)>”')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows nothing before the task has videos (the card says it is queued)', () => {
    const { container } = render(
      <PikbResult job={jobFrom({ id: 't-1', videos: [] })} label={LABEL} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

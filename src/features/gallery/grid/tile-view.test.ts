import { describe, expect, it } from 'vitest';
import { zMedia, type Job, type MediaInput } from '@/jobs/job';
import { testJob, testJobView } from '@/testing/jobs';
import { tileView as tileOnly } from './tile-view';

const view = { headline: 'a red boat at dawn', title: null };
const media = (input: MediaInput) => zMedia.parse(input);

/**
 * What a tile draws: its picture and name (`tileView`), and the medium its Download saves — the
 * job view's (`view.download`, offered with `download`), the one rule every surface reads.
 */
function tileView(job: Pick<Job, 'status' | 'media'>, heading: Parameters<typeof tileOnly>[1]) {
  const view = testJobView({ ...testJob({ status: job.status }), media: job.media });
  return { ...tileOnly(job, heading), download: view.download };
}

describe('tileView', () => {
  it('shows a GPT by its picture and name, and offers no Download of the picture', () => {
    const picture = media({
      kind: 'image',
      url: 'https://cdn.example/gpt.png',
      title: 'Harbour Pilot',
    });
    const tile = tileView(
      { status: 'succeeded', media: [picture] },
      { headline: 'g-demo1', title: 'Harbour Pilot' },
    );
    expect(tile).toEqual({
      preview: { type: 'image', src: 'https://cdn.example/gpt.png' },
      heading: 'Harbour Pilot',
      download: null,
    });
  });

  it('shows a finished video by its poster, named by its prompt, with Download', () => {
    const video = media({
      kind: 'video',
      url: 'https://cdn.example/v.mp4',
      poster: 'https://cdn.example/p.jpg',
    });
    expect(tileView({ status: 'succeeded', media: [video] }, view)).toEqual({
      preview: {
        type: 'video',
        src: 'https://cdn.example/v.mp4',
        poster: 'https://cdn.example/p.jpg',
      },
      heading: 'a red boat at dawn',
      download: video,
    });
  });

  it('shows a video without a poster by its own first frame (no poster)', () => {
    const video = media({ kind: 'video', url: 'https://cdn.example/v.mp4' });
    expect(tileView({ status: 'succeeded', media: [video] }, view).preview).toEqual({
      type: 'video',
      src: 'https://cdn.example/v.mp4',
      poster: null,
    });
  });

  it('does not fetch a keyed /content video for a tile, but still offers its download', () => {
    const video = media({ kind: 'video', url: '/v1/videos/abc/content', viaGateway: true });
    const tile = tileView({ status: 'succeeded', media: [video] }, view);
    expect(tile.preview).toEqual({ type: 'gateway-video' });
    expect(tile.download).toBe(video);
  });

  it('names a music clip and a GPT by their title, with cover art or avatar', () => {
    const song = media({
      kind: 'audio',
      url: 'https://cdn.example/a.mp3',
      poster: 'https://cdn.example/c.jpg',
      title: 'Harbour song',
    });
    expect(
      tileView(
        { status: 'succeeded', media: [song] },
        { headline: 'lyrics…', title: 'Harbour song' },
      ),
    ).toMatchObject({
      preview: { type: 'audio', cover: 'https://cdn.example/c.jpg', title: 'Harbour song' },
      heading: 'Harbour song',
    });
    const avatar = media({ kind: 'image', url: 'https://cdn.example/g.png', title: 'Chef' });
    expect(
      tileView({ status: 'succeeded', media: [avatar] }, { headline: 'g-123', title: 'Chef' }),
    ).toMatchObject({
      preview: { type: 'image', src: 'https://cdn.example/g.png' },
      heading: 'Chef',
    });
  });

  it('offers no Download before the job has finished, and shows no address that is not a web link', () => {
    const video = media({ kind: 'video', url: 'https://cdn.example/v.mp4' });
    expect(tileView({ status: 'running', media: [video] }, view).download).toBeNull();
    const hostile = media({
      kind: 'video',
      url: 'javascript:alert(1)',
      poster: 'javascript:alert(2)',
    });
    expect(tileView({ status: 'succeeded', media: [hostile] }, view)).toMatchObject({
      preview: { type: 'none' },
      download: null,
    });
    expect(tileView({ status: 'failed', media: [] }, view)).toMatchObject({
      preview: { type: 'none' },
      download: null,
    });
  });
});

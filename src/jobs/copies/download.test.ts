import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '@/gateway/client';
import { refusedByHost } from '@/gateway/media-fetch';
import { zMedia, type MediaInput } from '@/jobs/job';
import { createDemoTestbed, TEST_GATEWAY, zTestTask } from '@/testing/demo-testbed';
import { downloadFileName, downloadMedia } from './download';

const job = {
  kind: 'music',
  prompt: 'A red boat at dawn',
  id: 'a1b2c3d4-0000-4000-8000-9f8e7d6c5b4a',
  remoteIds: [],
};
const media = (over: Partial<MediaInput> = {}) =>
  zMedia.parse({ kind: 'audio', url: 'https://cdn.example/x', ...over });

describe('download file names', () => {
  it('say the generator, the first words of the prompt and a short id, with the type’s extension', () => {
    expect(downloadFileName(job, media({ remoteId: 'clip-7f3a9c21e0' }), 'audio/mpeg')).toBe(
      'music-a-red-boat-at-dawn-3a9c21e0.mp3',
    );
    expect(
      downloadFileName(
        { ...job, kind: 'video', remoteIds: ['video_68d2ab90'] },
        media({ kind: 'video' }),
        'video/mp4; codecs=avc1',
      ),
    ).toBe('video-a-red-boat-at-dawn-68d2ab90.mp4');
  });

  it('take the extension from the URL when the type says nothing, else from the kind of media', () => {
    expect(downloadFileName(job, media({ url: 'https://cdn.example/song.WAV?sig=1' }))).toMatch(
      /\.wav$/,
    );
    expect(
      downloadFileName(
        job,
        media({ url: 'https://cdn.example/stream' }),
        'application/octet-stream',
      ),
    ).toMatch(/\.mp3$/);
    expect(
      downloadFileName(
        job,
        media({ kind: 'video', url: '/v1/videos/v1/content', viaGateway: true }),
      ),
    ).toMatch(/\.mp4$/);
  });

  it('name a song by its title, not its lyrics; a take and a stem by their own titles; an untitled song by its words without section tags', () => {
    const song = {
      ...job,
      prompt: '[Verse]\nStreetlights hum over the harbour',
      fields: { title: 'Harbour Lights' },
    };
    expect(downloadFileName(song, media({ remoteId: 'clip-7f3a9c21e0' }), 'audio/mpeg')).toBe(
      'music-harbour-lights-3a9c21e0.mp3',
    );
    expect(
      downloadFileName(
        song,
        media({ remoteId: 'clip-7f3a9c21e0', title: 'Harbour Lights (Vocals)' }),
        'audio/mpeg',
      ),
    ).toBe('music-harbour-lights-vocals-3a9c21e0.mp3');
    expect(
      downloadFileName(
        { ...song, fields: {} },
        media({ remoteId: 'clip-7f3a9c21e0' }),
        'audio/mpeg',
      ),
    ).toBe('music-streetlights-hum-over-the-harbour-3a9c21e0.mp3');
    // A title in another script keeps its words.
    expect(
      downloadFileName(
        { ...song, fields: { title: '港湾的灯' } },
        media({ remoteId: 'clip-7f3a9c21e0' }),
        'audio/mpeg',
      ),
    ).toBe('music-港湾的灯-3a9c21e0.mp3');
  });

  it('cut a long prompt at a word and drop accents and symbols', () => {
    const name = downloadFileName(
      {
        ...job,
        prompt: 'Café «Noir» — a très long, winding prompt about rain on neon streets at night',
      },
      media(),
      'audio/mpeg',
    );
    // "…-prompt-about" would be 42 characters: the cut falls before "about", not inside it.
    expect(name).toBe('music-cafe-noir-a-tres-long-winding-prompt-7d6c5b4a.mp3');
  });

  it('an empty prompt leaves no double hyphen', () => {
    expect(downloadFileName({ ...job, prompt: '  ' }, media(), 'audio/mpeg')).toBe(
      'music-7d6c5b4a.mp3',
    );
  });

  it('PROPERTY whatever the prompt, kind and id: safe characters only, bounded length', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string({ minLength: 1 }),
        fc.string(),
        (prompt, kind, id, type) => {
          const name = downloadFileName({ kind, prompt, id, remoteIds: [] }, media(), type);
          expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.[a-z0-9]{1,5}$/);
          expect(name.length).toBeLessThanOrEqual(20 + 1 + 40 + 1 + 8 + 6);
        },
      ),
    );
  });
});

describe('downloadMedia', () => {
  it('a /content video is fetched through the gateway with the key in the header, never in a URL', async () => {
    const bed = createDemoTestbed({ apiKey: 'sk-demo-key' });
    const task = await bed.client.json({
      method: 'POST',
      path: '/v1/videos',
      body: {
        model: 'videomodel-1.0-t2v',
        prompt: 'x [nourl]',
        seconds: 5,
        resolution: '720P',
        ratio: '16:9',
        watermark: false,
      },
      schema: zTestTask,
    });
    bed.advance(30_000);
    const save = vi.fn<(blob: Blob, name: string) => void>();
    const mediaHosts = vi.fn<FetchLike>();
    const path = `/v1/videos/${task.id ?? ''}/content`;
    const outcome = await downloadMedia({
      job: { kind: 'video', prompt: 'a paper boat', id: 'job-1', remoteIds: [task.id ?? ''] },
      media: media({ kind: 'video', url: path, viaGateway: true }),
      client: bed.client,
      fetch: mediaHosts,
      save,
    });
    expect(outcome).toEqual({
      outcome: 'saved',
      name: expect.stringMatching(/^video-a-paper-boat-[a-z0-9]{1,8}\.mp4$/) as unknown,
    });
    expect(await save.mock.calls[0]?.[0].text()).toBe('bytes of sample.mp4');
    const content = bed.requests.filter((r) => r.url.endsWith('/content'));
    expect(content).toEqual([
      expect.objectContaining({
        url: `${TEST_GATEWAY}${path}`,
        headers: expect.objectContaining({ authorization: 'Bearer sk-demo-key' }) as unknown,
      }),
    ]);
    expect(bed.requests.every((r) => !r.url.includes('sk-demo-key'))).toBe(true);
    expect(mediaHosts).not.toHaveBeenCalled();
  });

  it('a /content that is not ready says why and saves nothing', async () => {
    const bed = createDemoTestbed();
    const save = vi.fn();
    const outcome = await downloadMedia({
      job,
      media: media({ kind: 'video', url: '/v1/videos/video_nope/content', viaGateway: true }),
      client: bed.client,
      save,
    });
    expect(outcome).toMatchObject({
      outcome: 'failed',
      message: expect.stringMatching(/could not be fetched from the gateway/) as unknown,
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('a media host that allows CORS: the file is fetched without the key or cookies and saved', async () => {
    const bed = createDemoTestbed({ apiKey: 'sk-demo-key' });
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const host: FetchLike = (url, init) => {
      calls.push({ url, init });
      return Promise.resolve(
        new Response('mp3 bytes', { headers: { 'Content-Type': 'audio/mpeg' } }),
      );
    };
    const save = vi.fn<(blob: Blob, name: string) => void>();
    const outcome = await downloadMedia({
      job,
      media: media({ url: 'https://cdn.example/x', remoteId: 'clip-1' }),
      client: bed.client,
      fetch: host,
      save,
    });
    expect(outcome).toEqual({ outcome: 'saved', name: 'music-a-red-boat-at-dawn-clip1.mp3' });
    expect(await save.mock.calls[0]?.[0].text()).toBe('mp3 bytes');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init).toMatchObject({ mode: 'cors', credentials: 'omit' });
    expect(new Headers(calls[0]?.init?.headers).has('authorization')).toBe(false);
    expect(bed.requests).toEqual([]);
  });

  it('a media host that does not allow CORS: the link is kept for "Save as", nothing is saved', async () => {
    const host: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    const save = vi.fn();
    const outcome = await downloadMedia({
      job,
      media: media({ url: 'https://cdn.example/x.mp3' }),
      client: createDemoTestbed().client,
      fetch: host,
      save,
    });
    expect(outcome).toEqual({
      outcome: 'link-only',
      url: 'https://cdn.example/x.mp3',
      message: refusedByHost(),
    });
    expect(refusedByHost()).toMatch(/this host does not allow saving from the page/i);
    expect(save).not.toHaveBeenCalled();
  });

  it('an expired link says what the host answered', async () => {
    const host: FetchLike = () =>
      Promise.resolve(new Response('gone', { status: 403, statusText: 'Forbidden' }));
    const outcome = await downloadMedia({
      job,
      media: media(),
      client: createDemoTestbed().client,
      fetch: host,
      save: vi.fn(),
    });
    expect(outcome).toEqual({
      outcome: 'failed',
      message: expect.stringContaining('403 Forbidden') as unknown,
    });
  });

  it('a URL that is not http(s) is never fetched', async () => {
    const host = vi.fn<FetchLike>();
    const outcome = await downloadMedia({
      job,
      media: media({ url: 'javascript:alert(1)' }),
      client: createDemoTestbed().client,
      fetch: host,
      save: vi.fn(),
    });
    expect(outcome.outcome).toBe('failed');
    expect(host).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { createDemoTestbed, TEST_GATEWAY } from '@/testing/demo-testbed';
import { uploadClipTiming, uploadTiming } from './tune-upload';

type Bed = ReturnType<typeof createDemoTestbed>;

async function call(bed: Bed, method: string, url: string, body?: string, key = true) {
  const response = await bed.fetch(url.startsWith('http') ? url : `${TEST_GATEWAY}${url}`, {
    method,
    body,
    headers: {
      ...(key ? { Authorization: 'Bearer k' } : {}),
      ...(body?.startsWith('--') ? { 'Content-Type': 'multipart/form-data; boundary=b' } : {}),
    },
  });
  const text = await response.text();
  return {
    status: response.status,
    json: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : text,
  };
}

const form = (fields: Record<string, string>, filename: string | null) =>
  Object.entries(fields)
    .map(
      ([name, value]) =>
        `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('') +
  (filename === null
    ? ''
    : `--b\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n\r\n…\r\n`) +
  '--b--\r\n';

describe('demo: audio upload and its storage', () => {
  it('gives a storage on another origin that takes the form without the key; finish only after the file; one clip however often asked', async () => {
    const bed = createDemoTestbed({ apiKey: 'k' });
    expect((await call(bed, 'POST', '/tune/uploads/audio', '{"extension":"ogg"}')).status).toBe(
      400,
    );
    const start = await call(bed, 'POST', '/tune/uploads/audio', '{"extension":"mp3"}');
    const { id, url, fields } = start.json as {
      id: string;
      url: string;
      fields: Record<string, string>;
    };
    expect(new URL(url).origin).not.toBe(new URL(TEST_GATEWAY).origin);
    const finishBody = JSON.stringify({ upload_type: 'file_upload', upload_filename: 'a.mp3' });
    // Before the file arrives, the gateway says so.
    expect(
      (await call(bed, 'POST', `/tune/uploads/audio/${id}/upload-finish`, finishBody)).json,
    ).toEqual({
      detail: 'The file has not arrived at the storage yet',
    });
    // The storage checks its fields and the file's place, and asks no key.
    expect((await call(bed, 'POST', url, form({}, 'a.mp3'), false)).status).toBe(403);
    expect((await call(bed, 'POST', url, form(fields, null), false)).status).toBe(400);
    expect((await call(bed, 'POST', url, form(fields, 'a.mp3'), false)).status).toBe(201);
    expect((await call(bed, 'GET', `/tune/uploads/audio/${id}`)).json).toMatchObject({
      status: 'uploaded',
    });
    expect(
      (await call(bed, 'POST', `/tune/uploads/audio/${id}/upload-finish`, finishBody)).status,
    ).toBe(200);
    expect(
      (await call(bed, 'POST', `/tune/uploads/audio/${id}/initialize-clip`, '{}')).status,
    ).toBe(400);
    bed.advance(uploadTiming.queueMs + 1);
    expect((await call(bed, 'GET', `/tune/uploads/audio/${id}`)).json).toMatchObject({
      status: 'processing',
    });
    bed.advance(uploadTiming.runMs);
    expect((await call(bed, 'GET', `/tune/uploads/audio/${id}`)).json).toMatchObject({
      status: 'complete',
    });
    const first = await call(bed, 'POST', `/tune/uploads/audio/${id}/initialize-clip`, '{}');
    const again = await call(bed, 'POST', `/tune/uploads/audio/${id}/initialize-clip`, '{}');
    expect((first.json as { clip_id: string }).clip_id).toBe(
      (again.json as { clip_id: string }).clip_id,
    );
    expect(bed.engine.list('tune')).toHaveLength(1);
  });

  it('the song made of an upload plays the uploaded bytes, served back on the media host, not a sample (issue 38)', async () => {
    const bed = createDemoTestbed({ apiKey: 'k' });
    const start = await call(bed, 'POST', '/tune/uploads/audio', '{"extension":"wav"}');
    const { id, url, fields } = start.json as {
      id: string;
      url: string;
      fields: Record<string, string>;
    };
    const bytes = 'RIFF-my-own-recording';
    const body = form(fields, 'mine.wav').replace('\r\n\r\n…\r\n', `\r\n\r\n${bytes}\r\n`);
    expect((await call(bed, 'POST', url, body, false)).status).toBe(201);
    const finishBody = JSON.stringify({ upload_type: 'file_upload', upload_filename: 'mine.wav' });
    await call(bed, 'POST', `/tune/uploads/audio/${id}/upload-finish`, finishBody);
    bed.advance(uploadTiming.queueMs + uploadTiming.runMs + 1);
    const made = await call(bed, 'POST', `/tune/uploads/audio/${id}/initialize-clip`, '{}');
    const clipId = (made.json as { clip_id: string }).clip_id;
    bed.advance(uploadClipTiming.queueMs + uploadClipTiming.runMs + 1);
    const feed = await bed.fetch(`${TEST_GATEWAY}/tune/feed/${clipId}`, {
      headers: { Authorization: 'Bearer k' },
    });
    const [clip] = (await feed.json()) as { status: string; audio_url: string }[];
    expect(clip?.status).toBe('complete');
    expect(clip?.audio_url).toBe(new URL(`/demo/uploads/audio-${id}.wav`, url).href);
    // Served back without the key, as any media link, byte for byte.
    const served = await call(bed, 'GET', clip?.audio_url ?? '', undefined, false);
    expect(served).toEqual({ status: 200, json: bytes });
    // And in ranges, so a player can seek in it.
    const part = await bed.fetch(clip?.audio_url ?? '', { headers: { Range: 'bytes=5-' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 5-${bytes.length - 1}/${bytes.length}`);
    expect(await part.text()).toBe(bytes.slice(5));
  });

  it('boosts style tags, refusing empty ones', async () => {
    const bed = createDemoTestbed();
    expect((await call(bed, 'POST', '/tune/act/tags', '{"original_tags":" "}')).status).toBe(400);
    const answer = await call(bed, 'POST', '/tune/act/tags', '{"original_tags":"jazz"}');
    expect(answer.json).toMatchObject({
      upsampled_tags: expect.stringMatching(/^jazz, brushed drums/) as unknown,
    });
  });
});

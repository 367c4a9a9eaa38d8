import { describe, expect, it } from 'vitest';
import { GatewayError, NetworkError } from '@/gateway/errors';
import { defaultPaths } from '@/testing/assumed-paths';
import { createDemoTestbed, TEST_GATEWAY, TEST_MEDIA } from '@/testing/demo-testbed';
import { imageCreator, imageDeadlineMs } from './api';
import { keptOnly } from './normalise';
import { toImageRequest } from './request';
import { estimateSeconds, type ImageFormValues } from './schema';

const values = (over: Partial<ImageFormValues> = {}): ImageFormValues => ({
  model: 'imagemodel-1.0',
  prompt: 'A lighthouse at dawn',
  size: '1024x1024',
  n: 1,
  ...over,
});

function make(over: Partial<ImageFormValues> = {}, bed = createDemoTestbed()) {
  return imageCreator.create({ client: bed.client, settings: bed.settings }, values(over));
}

describe('the request', () => {
  it('is the documented body, asking for links', () => {
    expect(toImageRequest(values({ n: 3, size: '1792x1024' }))).toEqual({
      model: 'imagemodel-1.0',
      prompt: 'A lighthouse at dawn',
      size: '1792x1024',
      n: 3,
      response_format: 'url',
    });
  });

  it('waits well past its estimate, never less than two minutes (the client’s usual 30 s would cut it)', () => {
    expect(imageDeadlineMs(values())).toBe(120_000);
    const big = values({ model: 'imagemodel-1.0-hd', size: '1024x1792', n: 4 });
    expect(estimateSeconds(big)).toBe(63);
    expect(imageDeadlineMs(big)).toBe(252_000);
  });
});

describe('imageCreator against the demo gateway', () => {
  it('one POST to the assumed path, and a finished job with the n images as media', async () => {
    const bed = createDemoTestbed();
    const result = await make({ n: 2, size: '1024x1792' }, bed);
    expect(bed.requests).toHaveLength(1);
    expect(bed.requests[0]).toMatchObject({
      method: 'POST',
      url: `${TEST_GATEWAY}/v1/images/generations`,
    });
    expect(JSON.parse(bed.requests[0]?.body ?? '')).toEqual({
      model: 'imagemodel-1.0',
      prompt: 'A lighthouse at dawn',
      size: '1024x1792',
      n: 2,
      response_format: 'url',
    });
    expect(result.remoteIds).toEqual([]);
    expect(result.bytes).toEqual([]);
    expect(result.update).toMatchObject({
      status: 'succeeded',
      media: [
        { kind: 'image', url: `${TEST_MEDIA}image-tall.webp?variation=1` },
        { kind: 'image', url: `${TEST_MEDIA}image-tall.webp?variation=2` },
      ],
    });
  });

  it('uses the path a profile sets', async () => {
    const bed = createDemoTestbed();
    await expect(
      imageCreator.create(
        {
          client: bed.client,
          settings: {
            ...bed.settings,
            paths: { ...defaultPaths, imageGenerationsPath: '/relay/images' },
          },
        },
        values(),
      ),
    ).rejects.toBeInstanceOf(GatewayError);
    expect(bed.requests[0]?.url).toBe(`${TEST_GATEWAY}/relay/images`);
  });

  it('pictures sent as b64_json become bytes to keep, under an address that is no link to hand on', async () => {
    const result = await make({ prompt: 'Inline [b64]', n: 2 });
    expect(result.bytes).toHaveLength(2);
    expect(result.bytes?.[0]?.blob.type).toBe('image/webp');
    expect(result.bytes?.map((b) => b.slot)).toEqual([0, 1]);
    const media = result.update.media ?? [];
    expect(media).toHaveLength(2);
    expect(media.every((m) => keptOnly(m.url))).toBe(true);
    expect(new Set(media.map((m) => m.url)).size).toBe(2);
    expect(JSON.stringify(result.update.raw)).not.toMatch(/UklGR/);
  });

  it('a bare array is read; an answer with no image ends failed and says so', async () => {
    expect((await make({ prompt: 'Bare [bare]', n: 2 })).update.media).toHaveLength(2);
    const empty = await make({ prompt: 'Nothing [empty]' });
    expect(empty.update.status).toBe('failed');
    expect(empty.update.error).toMatch(/^The gateway answered without an image/);
  });

  it('a refusal is thrown for the spine to record, and so is no answer (the images may exist)', async () => {
    await expect(make({ prompt: 'Down [502]' })).rejects.toBeInstanceOf(GatewayError);
    await expect(make({ prompt: 'Failed [fail]' })).rejects.toMatchObject({ status: 500 });
    await expect(make({ prompt: 'Gone [drop-create]' })).rejects.toBeInstanceOf(NetworkError);
  });

  it('the demo refuses values outside the limits, as a gateway would', async () => {
    await expect(make({ n: 5 })).rejects.toMatchObject({ status: 400 });
    await expect(make({ size: '512x512' as ImageFormValues['size'] })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('hostile links are kept as text: the views show only safe ones', async () => {
    const result = await make({ prompt: 'Evil [hostile]', n: 2 });
    expect(result.update.media?.map((m) => m.url)).toEqual([
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
    ]);
  });
});

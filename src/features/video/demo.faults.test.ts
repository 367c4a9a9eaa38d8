// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { zVideoRecord } from '@/features/video/gateway-schema';
import { ResponseShapeError } from '@/gateway/errors';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { zVideoTask } from '@/features/video/gateway-schema';

async function createVideo(
  bed: ReturnType<typeof createDemoTestbed>,
  prompt: string,
): Promise<string> {
  const task = await bed.client.json({
    method: 'POST',
    path: '/v1/videos',
    body: {
      model: 'videomodel-1.0-t2v',
      prompt,
      seconds: 5,
      resolution: '720P',
      ratio: '16:9',
      watermark: false,
    },
    schema: zVideoTask,
  });
  return task.id ?? '';
}

const poll = (bed: ReturnType<typeof createDemoTestbed>, id: string) =>
  bed.client.json({ method: 'GET', path: `/v1/videos/${id}`, schema: zVideoRecord });

describe('scripted poll faults that answer 200', () => {
  it('[poll-garbage]: two truncated bodies, kept raw, then the record', async () => {
    const bed = createDemoTestbed();
    const id = await createVideo(bed, 'x [poll-garbage]');
    for (let i = 0; i < 2; i += 1) {
      const error = await poll(bed, id).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ResponseShapeError);
      expect((error as ResponseShapeError).message).toMatch(/not JSON/);
      expect((error as ResponseShapeError).body).toBe('{"id":"task","status":"in_pro');
    }
    expect((await poll(bed, id)).status).toBe('queued');
  });

  it('[poll-badshape]: two answers that are JSON but not a record, then the record', async () => {
    const bed = createDemoTestbed();
    const id = await createVideo(bed, 'x [poll-badshape]');
    for (let i = 0; i < 2; i += 1) {
      const error = await poll(bed, id).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ResponseShapeError);
      expect((error as ResponseShapeError).message).toMatch(/expected shape/);
    }
    expect((await poll(bed, id)).status).toBe('queued');
  });

  it('[expire]: the first finished record links to an expired result, the next to a fresh one', async () => {
    const bed = createDemoTestbed();
    const id = await createVideo(bed, 'x [expire]');
    bed.advance(60_000);
    const first = await poll(bed, id);
    expect(first.status).toBe('completed');
    expect(first.metadata?.url).toContain('/expired/');
    const again = await poll(bed, id);
    expect(again.metadata?.url).toMatch(/\/demo\/sample\.(mp4|webm)$/);
  });
});

import { describe, expect, it } from 'vitest';
import { createGatewayClient } from '@/gateway/client';
import { GatewayError } from '@/gateway/errors';
import { specialGptIds } from '@/features/gpts/demo-catalogue';
import { createDemoTestbed, TEST_GATEWAY } from '@/testing/demo-testbed';
import { gptsCreator, gptsPoller } from './api';

function lookUp(id: string, bed = createDemoTestbed()) {
  return gptsCreator.create({ client: bed.client, settings: bed.settings }, { id });
}

describe('gptsCreator against the demo gateway', () => {
  it('one POST with the documented body, and a finished lookup with the GPT’s details', async () => {
    const bed = createDemoTestbed();
    const result = await lookUp('g-demo1', bed);
    expect(bed.requests).toHaveLength(1);
    expect(bed.requests[0]).toMatchObject({
      method: 'POST',
      url: `${TEST_GATEWAY}/v1/chat/completions`,
    });
    expect(JSON.parse(bed.requests[0]?.body ?? '')).toEqual({
      model: 'get-gpts',
      messages: [{ role: 'user', content: 'g-demo1' }],
      stream: false,
    });
    expect(result.remoteIds).toEqual(['g-demo1']);
    expect(result.update).toMatchObject({
      status: 'succeeded',
      fields: { GPT: 'Trail Planner' },
      error: null,
    });
    expect(result.update.raw).toMatchObject({
      gizmo: { id: 'g-demo1', author: { display_name: 'Northwind Outdoors', is_verified: true } },
    });
  });

  it.each([
    ['g-barefence', 'a bare fence'],
    ['g-prose', 'JSON between sentences'],
  ])('%s (%s) is read too', async (id) => {
    expect((await lookUp(id)).update.status).toBe('succeeded');
  });

  it.each([
    [
      specialGptIds.notFound,
      /^The gateway did not send the GPT’s details\. It said: “I couldn't find a GPT/,
    ],
    [
      specialGptIds.truncated,
      /^The answer was cut off before the GPT’s details ended \(finish_reason "length"\)/,
    ],
    [specialGptIds.wrongShape, /^The answer holds JSON, but not a GPT’s details at "gizmo"/],
  ])('%s ends failed at once, with a clear message and the answer kept', async (id, message) => {
    const { update, remoteIds } = await lookUp(id);
    expect(remoteIds).toEqual([id]);
    expect(update.status).toBe('failed');
    expect(update.error).toMatch(message);
    expect(update.raw).toMatchObject({
      content: expect.stringMatching(/\S/),
      completion: { object: 'chat.completion' },
    });
  });

  it('a 200 that is not JSON ends failed with the body kept', async () => {
    const client = createGatewayClient({
      baseUrl: TEST_GATEWAY,
      apiKey: '',
      fetch: () => Promise.resolve(new Response('<html>maintenance</html>', { status: 200 })),
    });
    const { update } = await gptsCreator.create(
      { client, settings: createDemoTestbed().settings },
      { id: 'g-demo1' },
    );
    expect(update).toMatchObject({
      status: 'failed',
      error: 'The gateway answered with something that is not JSON. Nothing could be shown.',
      raw: { content: '<html>maintenance</html>' },
    });
  });

  it('no answer at all ends failed, to be tried again (a lookup creates nothing)', async () => {
    const client = createGatewayClient({
      baseUrl: TEST_GATEWAY,
      apiKey: '',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { update } = await gptsCreator.create(
      { client, settings: createDemoTestbed().settings },
      { id: 'g-demo1' },
    );
    expect(update.status).toBe('failed');
    expect(update.error).toMatch(
      /^Could not reach the gateway\..* The lookup got no answer; try it again\.$/,
    );
  });

  it('an HTTP refusal is thrown, so the spine records it with its body', async () => {
    const error = await lookUp(specialGptIds.upstream500).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).status).toBe(500);
    expect((error as GatewayError).message).toMatch(
      /^The gateway had an internal error \(500\): upstream error/,
    );
  });

  it('a wrong key is thrown as a 401', async () => {
    const bed = createDemoTestbed({ apiKey: 'right' });
    const client = createGatewayClient({
      baseUrl: TEST_GATEWAY,
      apiKey: 'wrong',
      fetch: bed.fetch,
    });
    const error = await gptsCreator
      .create({ client, settings: bed.settings }, { id: 'g-demo1' })
      .catch((e: unknown) => e);
    expect((error as GatewayError).status).toBe(401);
  });

  it('summarises the lookup by its id and keeps the body it sends', () => {
    expect(gptsCreator.summarize({ id: 'g-demo1' })).toEqual({ prompt: 'g-demo1', fields: {} });
    expect(gptsCreator.describeRequest({ id: 'g-demo1' }, createDemoTestbed().settings)).toEqual({
      model: 'get-gpts',
      messages: [{ role: 'user', content: 'g-demo1' }],
      stream: false,
    });
  });
});

describe('gptsPoller', () => {
  it('is never batched and never asks the gateway anything', async () => {
    const bed = createDemoTestbed();
    expect(gptsPoller.batched).toBe(false);
    const updates = await gptsPoller.poll({ client: bed.client, settings: bed.settings }, []);
    expect(updates.size).toBe(0);
    expect(bed.requests).toHaveLength(0);
  });
});

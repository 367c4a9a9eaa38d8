import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { connect } from '@/gateway/connection';
import { type GatewaySettings } from '@/gateway/settings';
import { defaultPaths } from '@/testing/assumed-paths';
import { timingQuery } from './timing';

const settings: GatewaySettings = {
  gatewayUrl: 'https://gateway.test',
  apiKey: 'secret-key',
  rememberKey: false,
  paths: defaultPaths,
  demoAllowed: true,
};

/** A gateway that answers every timing request with `status`, counting them. */
function gateway(status: number) {
  const asked: string[] = [];
  const connection = connect(settings, (url) => {
    asked.push(String(url));
    return Promise.resolve(new Response('{"detail":"no"}', { status }));
  });
  return { asked, connection };
}

/** One card (or dialog) showing the take: an observer mounted until its first answer. */
async function show(client: QueryClient, options: ReturnType<typeof timingQuery>) {
  const observer = new QueryObserver(client, options);
  let stop = () => {};
  await new Promise<void>((resolve) => {
    stop = observer.subscribe((result) => {
      if (result.fetchStatus === 'idle') resolve();
    });
    // Nothing to fetch (the answer is kept): mounted and settled at once.
    if (observer.getCurrentResult().fetchStatus === 'idle') resolve();
  });
  stop();
  return observer.getCurrentResult();
}

describe('timed lyrics: asked once per take', () => {
  it('a 404 is an answer: kept, so the take shown again (the dialog, a second card) asks nothing', async () => {
    const client = new QueryClient();
    const { asked, connection } = gateway(404);
    const first = await show(client, timingQuery(connection, 'clip-1'));
    expect(first.status).toBe('success');
    expect(first.data).toBeNull();
    await show(client, timingQuery(connection, 'clip-1'));
    expect(asked).toHaveLength(1);
  });

  it('another failure stays a failure, never timing: the plain lyrics stand', async () => {
    const client = new QueryClient();
    const { connection } = gateway(502);
    const result = await show(client, timingQuery(connection, 'clip-1'));
    expect(result.status).toBe('error');
    expect(result.data).toBeUndefined();
  });
});

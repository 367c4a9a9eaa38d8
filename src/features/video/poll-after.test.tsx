import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIDEO_KIND, videoPoller } from './api';
import type { createDemoTestbed } from '@/testing/demo-testbed';
import { connectDemoTestbed, resetTestGateway } from '@/testing/gateway';
import { withFreshLedger } from '@/testing/ledger';
import { ActivePolling } from '@/jobs/polling/active-polling';
import { fakeGenerator } from '@/testing/fake-generator';
import { addImportedJob } from '@/jobs/ledger/create-writes';

withFreshLedger();

let bed: ReturnType<typeof createDemoTestbed>;
/** Each poll of a task, by the test's clock. */
let polls: { url: string; at: number }[] = [];

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  bed = connectDemoTestbed();
  polls = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET') polls.push({ url, at: Date.now() });
    return bed.fetch(url, init);
  });
});
afterEach(() => {
  vi.useRealTimers();
  resetTestGateway();
});

const video = fakeGenerator(videoPoller, VIDEO_KIND);

/** A minute-long demo video task, followed by the studio. */
async function follow(prompt: string): Promise<string> {
  const task = bed.engine.create('video', {
    id: `video_${prompt.replace(/\W+/g, '_')}`,
    prompt,
    timing: { queueMs: 3_000, runMs: 57_000 },
    body: {},
  });
  await addImportedJob({
    kind: VIDEO_KIND,
    gateway: bed.settings.gatewayUrl,
    remoteIds: [task.id],
    summary: { prompt, fields: {} },
  });
  return task.id;
}

/** The waits between the polls of one task. */
function gaps(taskId: string): number[] {
  const times = polls.filter((p) => p.url.endsWith(`/${taskId}`)).map((p) => p.at);
  return times.slice(1).map((t, i) => t - (times[i] ?? t));
}

describe('a gateway that says when to ask again (openai-poll-after-ms)', () => {
  it('is asked no sooner than it said, while a job beside it without the hint is asked on the studio’s own schedule', async () => {
    const hinted = await follow('a lighthouse [poll-after]');
    const plain = await follow('a lighthouse');
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <ActivePolling generators={[video]} />
      </QueryClientProvider>,
    );
    // 40 s of a minute-long job: the gateway's clock moves with the test's.
    for (let step = 0; step < 400; step++) {
      bed.advance(100);
      await vi.advanceTimersByTimeAsync(100);
    }
    const asked = { hinted: gaps(hinted), plain: gaps(plain) };
    expect(asked.hinted.length).toBeGreaterThanOrEqual(3);
    for (const gap of asked.hinted) expect(gap).toBeGreaterThanOrEqual(5_000);
    // The studio's own schedule asks a young job sooner than that.
    expect(Math.min(...asked.plain)).toBeLessThan(5_000);
    client.clear();
  });
});

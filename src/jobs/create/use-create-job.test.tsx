import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { z } from '@/lib/zod';
import { GatewayError, NetworkError, ResponseShapeError, UnreachableError } from '@/gateway/errors';
import type { createDemoTestbed } from '@/testing/demo-testbed';
import { TEST_GATEWAY } from '@/testing/demo-testbed';
import { ledgerDb, withFreshLedger } from '@/testing/ledger';
import type { JobCreator } from '@/jobs/generator';
import type { Job } from '@/jobs/job';
import { listEntries } from '@/jobs/ledger/reads';
import { LedgerWriteError } from '@/jobs/ledger/write-failure';
import { type LedgerEntry } from '@/jobs/ledger/records';
import { withValues } from './try-again';
import { useCreate, useCreateJob } from './use-create-job';
import { connectDemoTestbed, resetTestGateway } from '@/testing/gateway';

withFreshLedger();

interface Values {
  prompt: string;
}

const zTask = z.looseObject({ id: z.string(), status: z.string() });

/** What the ledger held at the moment each create request left. */
let seenAtSend: LedgerEntry[][] = [];

/** A minimal generator that creates a video task on the demo gateway. */
const creator: JobCreator<Values> = {
  kind: 'fake-video',
  summarize: (values) => ({ prompt: values.prompt, fields: { seconds: 5 } }),
  describeRequest: (values) => ({ prompt: values.prompt }),
  async create({ client }, values) {
    seenAtSend.push(await listEntries());
    const task = await client.json({
      method: 'POST',
      path: '/v1/videos',
      body: {
        model: 'videomodel-1.0-t2v',
        prompt: values.prompt,
        seconds: 5,
        resolution: '720P',
        ratio: '16:9',
        watermark: false,
      },
      schema: zTask,
    });
    return {
      remoteIds: [task.id],
      update: { status: 'queued', statusWord: task.status, progress: 0 },
    };
  },
};

let bed: ReturnType<typeof createDemoTestbed>;

function posts() {
  return bed.requests.filter((r) => r.method === 'POST');
}

async function jobs(): Promise<Job[]> {
  return (await listEntries()).flatMap((e) => (e.ok ? [e.job] : []));
}

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

function renderCreate(c: JobCreator<Values> = creator) {
  return renderHook(() => useCreateJob(c), { wrapper });
}

beforeEach(() => {
  seenAtSend = [];
  bed = connectDemoTestbed();
});

afterEach(() => {
  resetTestGateway();
});

describe('useCreateJob', () => {
  it('writes the ledger record before the request, then stores the id the moment it comes', async () => {
    const { result } = renderCreate();
    act(() => result.current.submit({ prompt: 'a boat' }));
    await waitFor(() => expect(result.current.createdJobId).toBeDefined());

    expect(seenAtSend).toHaveLength(1);
    const before = seenAtSend[0]?.[0];
    expect(before).toMatchObject({
      ok: true,
      job: { status: 'submitting', remoteIds: [], prompt: 'a boat', request: { prompt: 'a boat' } },
    });

    const [job] = await jobs();
    const [task] = bed.engine.list('video');
    expect(job).toMatchObject({
      id: result.current.createdJobId,
      status: 'queued',
      remoteIds: [task?.id],
      gateway: TEST_GATEWAY,
      kind: 'fake-video',
    });
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.headers.authorization).toBe('Bearer k');
  });

  it('a second submit while the first is in flight is dropped, even in the same tick', async () => {
    const { result } = renderCreate();
    act(() => {
      result.current.submit({ prompt: 'once' });
      result.current.submit({ prompt: 'twice' });
    });
    await waitFor(() => expect(result.current.createdJobId).toBeDefined());
    expect(posts()).toHaveLength(1);
    expect((await jobs()).map((j) => j.prompt)).toEqual(['once']);
  });

  it('once the first has settled, a new submit creates a new job', async () => {
    const { result } = renderCreate();
    act(() => result.current.submit({ prompt: 'first' }));
    await waitFor(() => expect(result.current.createdJobId).toBeDefined());
    const first = result.current.createdJobId;
    act(() => result.current.submit({ prompt: 'second' }));
    // While the second create is pending the mutation has no data: the id is undefined then, which
    // is "not the first" too, and on a loaded machine the POST had not left yet (seen twice).
    await waitFor(() => {
      expect(result.current.createdJobId).toBeDefined();
      expect(result.current.createdJobId).not.toBe(first);
    });
    expect(posts()).toHaveLength(2);
    expect(await jobs()).toHaveLength(2);
  });

  it('a refused create is "refused" (Not started) with the gateway message, and is not retried', async () => {
    const { result } = renderCreate();
    act(() => result.current.submit({ prompt: 'a boat [401]' }));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(GatewayError));
    const [job] = await jobs();
    expect(job?.status).toBe('refused');
    expect(job?.error).toMatch(
      /^The gateway did not accept the API key \(401\): Invalid token \(request id: \w+\)$/,
    );
    expect(job?.error).toBe(result.current.error?.message);
    expect(posts()).toHaveLength(1);
  });

  it('no answer leaves the job "submitting" with an explanation, and nothing is re-sent', async () => {
    const { result } = renderCreate();
    act(() => result.current.submit({ prompt: 'a boat [drop-create]' }));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(NetworkError));
    const [job] = await jobs();
    expect(job).toMatchObject({ status: 'submitting', remoteIds: [] });
    expect(job?.error).toContain('Could not reach the gateway.');
    expect(job?.error).toContain(
      'The task may or may not have been created; it will not be sent again. If it exists, follow it by its id.',
    );
    expect(posts()).toHaveLength(1);
  });

  it('a 200 that cannot be read leaves the job "submitting": the task probably exists', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>ok</html>', { status: 200 })));
    const { result } = renderCreate();
    act(() => result.current.submit({ prompt: 'a boat' }));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ResponseShapeError));
    const [job] = await jobs();
    expect(job).toMatchObject({ status: 'submitting' });
    expect(job?.error).toBe(
      'The gateway answered with something that is not JSON. The task may exist; follow it by its id.',
    );
  });

  it('in Chinese, the explanation stored on a job that got no answer, or an unreadable one, is Chinese', async () => {
    await activateLocale('zh');
    try {
      const dropped = renderCreate();
      act(() => dropped.result.current.submit({ prompt: 'a boat [drop-create]' }));
      await waitFor(() => expect(dropped.result.current.error).toBeInstanceOf(NetworkError));
      const [unanswered] = await jobs();
      expect(unanswered?.error).toContain(
        '任务可能已创建，也可能没有；它不会被再次发送。如果它已存在，请按 ID 跟踪它。',
      );
      expect(unanswered?.error).not.toContain('The task');

      vi.stubGlobal('fetch', () =>
        Promise.resolve(new Response('<html>ok</html>', { status: 200 })),
      );
      const unreadable = renderCreate();
      act(() => unreadable.result.current.submit({ prompt: 'a kite' }));
      await waitFor(() =>
        expect(unreadable.result.current.error).toBeInstanceOf(ResponseShapeError),
      );
      const kite = (await jobs()).find((job) => job.prompt === 'a kite');
      expect(kite?.error).toBe('网关返回的内容不是 JSON。 任务可能已存在；请按 ID 跟踪它。');
    } finally {
      await activateLocale('en');
    }
  });

  it('when the ledger cannot be written, nothing is sent', async () => {
    ledgerDb().close();
    const { result } = renderCreate();
    act(() => result.current.submit({ prompt: 'a boat' }));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(LedgerWriteError));
    expect(result.current.error?.message).toMatch(
      /^Could not save the new job in this browser's storage/,
    );
    expect(bed.requests).toHaveLength(0);
  });

  it('a 429 is "refused" and may be tried again once its Retry-After has passed', async () => {
    const { result } = renderCreate();
    const before = Date.now();
    act(() => result.current.submit({ prompt: 'a boat [429]' }));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(GatewayError));
    const [job] = await jobs();
    expect(job).toMatchObject({ status: 'refused', statusWord: 'not created', remoteIds: [] });
    // The demo's 429 says "Retry-After: 3".
    expect(job?.retryAt).toBeGreaterThanOrEqual(before + 3_000);
    expect(job?.retryAt).toBeLessThanOrEqual(Date.now() + 3_000);
    expect(posts()).toHaveLength(1);
  });

  it('no answer and a gateway that cannot be reached at all: "not sent", refused, and nothing re-sent', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', (_url: string, init?: RequestInit) => {
      calls.push(init?.method ?? 'GET');
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const { result } = renderCreate();
    act(() => result.current.submit({ prompt: 'a boat' }));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(UnreachableError));
    const [job] = await jobs();
    expect(job).toMatchObject({ status: 'refused', statusWord: 'not sent', remoteIds: [] });
    expect(job?.error).toBe(
      `The gateway could not be reached at ${TEST_GATEWAY}. Check the Gateway URL in Settings, this device's network connection, and that the gateway allows this site's origin (CORS).`,
    );
    // One create, then one cheap GET to ask whether the gateway is there at all.
    expect(calls).toEqual(['POST', 'GET']);
  });

  it('a dropped create at a gateway that answers the check stays "id unknown" (submitting)', async () => {
    const { result } = renderCreate();
    act(() => result.current.submit({ prompt: 'a boat [drop-create]' }));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(NetworkError));
    expect(result.current.error).not.toBeInstanceOf(UnreachableError);
    expect(await jobs()).toMatchObject([{ status: 'submitting', remoteIds: [] }]);
    expect(bed.requests.map((r) => r.method)).toEqual(['POST', 'GET']);
  });

  it('"Try again" sends one new create and the refused record it replaces goes', async () => {
    const first = renderCreate();
    act(() => first.result.current.submit({ prompt: 'a boat [401]' }));
    await waitFor(() => expect(first.result.current.error).toBeInstanceOf(GatewayError));
    const [refused] = await jobs();
    if (!refused) throw new Error('no refused job');

    const again = renderHook(() => useCreate('fake-video'), { wrapper });
    act(() => {
      again.result.current.submit({
        creator: withValues(creator, { prompt: 'a boat' }),
        replaces: refused.id,
      });
      again.result.current.submit({
        creator: withValues(creator, { prompt: 'a boat' }),
        replaces: refused.id,
      });
    });
    await waitFor(() => expect(again.result.current.createdJobId).toBeDefined());
    expect(posts()).toHaveLength(2);
    expect(await jobs()).toMatchObject([
      { id: again.result.current.createdJobId, status: 'queued', prompt: 'a boat' },
    ]);
  });

  it('"replaces" never removes a job that has an id', async () => {
    const first = renderCreate();
    act(() => first.result.current.submit({ prompt: 'kept' }));
    await waitFor(() => expect(first.result.current.createdJobId).toBeDefined());
    const again = renderHook(() => useCreate('fake-video'), { wrapper });
    act(() =>
      again.result.current.submit({
        creator: withValues(creator, { prompt: 'other' }),
        replaces: first.result.current.createdJobId,
      }),
    );
    await waitFor(() => expect(again.result.current.createdJobId).toBeDefined());
    expect((await jobs()).map((j) => j.prompt).sort()).toEqual(['kept', 'other']);
  });
});

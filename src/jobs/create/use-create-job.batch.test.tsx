import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { connectTestGateway, resetTestGateway } from '@/testing/gateway';
import { withFreshLedger } from '@/testing/ledger';
import type { JobCreator } from '@/jobs/generator';
import type { Job } from '@/jobs/job';
import { listEntries } from '@/jobs/ledger/reads';
import { batchOf, useCreateJob } from './use-create-job';

withFreshLedger();

const zTask = z.looseObject({ id: z.string(), status: z.string() });

/** How many records the ledger held as each create request left: the record always comes first. */
let recordsAtSend: number[] = [];

const creator: JobCreator<{ prompt: string }> = {
  kind: 'fake-video',
  summarize: (values) => ({ prompt: values.prompt, fields: {} }),
  describeRequest: (values) => ({ prompt: values.prompt }),
  async create({ client }, values) {
    recordsAtSend.push((await listEntries()).length);
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
    return { remoteIds: [task.id], update: { status: 'queued', statusWord: task.status } };
  },
};

let bed: ReturnType<typeof createDemoTestbed>;
/** The POSTs that reached the gateway (refused ones included). */
let posts = 0;
/** Which POST (1-based) the gateway refuses with a 500, if any. */
let refuse: number | null = null;

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

async function jobs(): Promise<Job[]> {
  return (await listEntries()).flatMap((e) => (e.ok ? [e.job] : []));
}

beforeEach(() => {
  recordsAtSend = [];
  posts = 0;
  refuse = null;
  bed = createDemoTestbed({ apiKey: 'k' });
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts += 1;
      if (posts === refuse)
        return Promise.resolve(
          new Response(JSON.stringify({ error: { message: 'busy' } }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          }),
        );
    }
    return bed.fetch(url, init);
  });
  connectTestGateway();
});

afterEach(() => resetTestGateway());

describe('variations: one Generate, N creates', () => {
  it('sends exactly N requests, one after another, each with its own record written first, all of one batch', async () => {
    const { result } = renderHook(() => useCreateJob(creator), { wrapper });
    act(() => result.current.submit({ prompt: 'a boat' }, 3));
    await waitFor(() => expect(result.current.outcome?.jobIds).toHaveLength(3));

    expect(posts).toBe(3);
    // One after another: each request left with its own record (and the earlier ones) in the ledger.
    expect(recordsAtSend).toEqual([1, 2, 3]);
    const made = await jobs();
    expect(made).toHaveLength(3);
    const batchIds = new Set(made.map((j) => j.batch?.id));
    expect(batchIds.size).toBe(1);
    expect([...batchIds][0]).toEqual(expect.any(String));
    expect(made.map((j) => j.batch?.index).sort()).toEqual([0, 1, 2]);
    expect(made.every((j) => j.batch?.size === 3 && j.remoteIds.length === 1)).toBe(true);
  });

  it('a refusal in the middle neither stops nor repeats the others', async () => {
    refuse = 2;
    const { result } = renderHook(() => useCreateJob(creator), { wrapper });
    act(() => result.current.submit({ prompt: 'a boat' }, 4));
    await waitFor(() => expect(result.current.outcome).toBeDefined());

    expect(posts).toBe(4);
    expect(result.current.outcome?.jobIds).toHaveLength(3);
    expect(result.current.outcome?.errors).toHaveLength(1);
    expect(result.current.error).toBeNull();
    const made = await jobs();
    expect(made).toHaveLength(4);
    const refused = made.filter((j) => j.status === 'refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]?.batch?.index).toBe(1);
    expect(made.filter((j) => j.status === 'queued')).toHaveLength(3);
  });

  it('a second submit while a batch is in flight is dropped: a double click still sends N, not 2N', async () => {
    const { result } = renderHook(() => useCreateJob(creator), { wrapper });
    act(() => {
      result.current.submit({ prompt: 'twice' }, 2);
      result.current.submit({ prompt: 'twice' }, 2);
    });
    await waitFor(() => expect(result.current.outcome?.jobIds).toHaveLength(2));
    expect(posts).toBe(2);
    expect(await jobs()).toHaveLength(2);
  });

  it("when every request is refused, the first refusal is the form's error and nothing is re-sent", async () => {
    const { result } = renderHook(() => useCreateJob({ ...creator }), { wrapper });
    act(() => result.current.submit({ prompt: 'a boat [401]' }, 2));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(posts).toBe(2);
    expect((await jobs()).every((j) => j.status === 'refused' && j.batch?.size === 2)).toBe(true);
  });

  it('one variation is a job of its own, with no batch', async () => {
    expect(batchOf({ creator: creator as unknown as JobCreator<void> }, 1)).toEqual([{ creator }]);
    const { result } = renderHook(() => useCreateJob(creator), { wrapper });
    act(() => result.current.submit({ prompt: 'alone' }));
    await waitFor(() => expect(result.current.createdJobId).toBeDefined());
    expect(posts).toBe(1);
    expect((await jobs())[0]?.batch).toBeNull();
  });
});

import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';
import { OfflineError } from '@/gateway/errors';
import { settingsStore } from '@/gateway/settings';
import { defaultPaths } from '@/testing/assumed-paths';
import { createDemoTestbed, TEST_GATEWAY } from '@/testing/demo-testbed';
import { ledgerDb, withFreshLedger } from '@/testing/ledger';
import type { JobCreator } from '@/jobs/generator';
import { LedgerWriteError } from '@/jobs/ledger/write-failure';
import { listEntries } from '@/jobs/ledger/reads';
import { useRescuedIds } from '@/jobs/ledger/rescue';
import { useCreateJob } from './use-create-job';

withFreshLedger();

const zTask = z.looseObject({ id: z.string() });
let bed: ReturnType<typeof createDemoTestbed>;

function creator(afterPost: () => void = () => undefined): JobCreator<{ prompt: string }> {
  return {
    kind: 'video',
    summarize: (v) => ({ prompt: v.prompt, fields: {} }),
    describeRequest: (v) => v,
    async create({ client }, v) {
      const task = await client.json({
        method: 'POST',
        path: '/v1/videos',
        body: {
          model: 'videomodel-1.0-t2v',
          prompt: v.prompt,
          seconds: 5,
          resolution: '720P',
          ratio: '16:9',
          watermark: false,
        },
        schema: zTask,
      });
      afterPost();
      return { remoteIds: [task.id], update: { status: 'queued' } };
    },
  };
}

function renderCreate(c: JobCreator<{ prompt: string }>) {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ create: useCreateJob(c), rescued: useRescuedIds() }), { wrapper });
}

beforeEach(() => {
  bed = createDemoTestbed();
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => bed.fetch(url, init));
  settingsStore.save({
    gatewayUrl: TEST_GATEWAY,
    apiKey: '',
    rememberKey: false,
    paths: defaultPaths,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
  localStorage.clear();
  settingsStore.init({});
});

describe('an id is never dropped silently', () => {
  it('INVARIANT when IndexedDB refuses the returned id, it is rescued to localStorage and shown, and the error names it', async () => {
    // The database goes away between the POST and the write of its id (quota, eviction, private
    // mode): let go of for good, as the ledger does when it is deleted underneath.
    const { result } = renderCreate(creator(() => ledgerDb().close()));
    act(() => result.current.create.submit({ prompt: 'paid work' }));
    await waitFor(() => expect(result.current.create.error).toBeInstanceOf(LedgerWriteError));

    const [task] = bed.engine.list('video');
    expect(task).toBeDefined();
    expect(result.current.create.error?.message).toContain(`The task was created (id ${task?.id})`);
    expect(result.current.rescued.map((r) => r.ids)).toEqual([[task?.id]]);
    expect(localStorage.getItem('media-studio.rescued-ids')).toContain(task?.id ?? 'missing');
    expect(bed.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

describe('a full disk', () => {
  it('INVARIANT a create whose first record cannot be written sends nothing, and says what was not saved and why', async () => {
    const add = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      const { result } = renderCreate(creator());
      act(() => result.current.create.submit({ prompt: 'no room' }));
      await waitFor(() => expect(result.current.create.error).toBeInstanceOf(LedgerWriteError));
      expect(result.current.create.error?.message).toMatch(
        /^Could not save the new job in this browser's storage \(the disk is full/,
      );
    } finally {
      add.mockRestore();
    }
    expect(bed.requests).toHaveLength(0);
    expect(await listEntries()).toEqual([]);
  });
});

describe('offline', () => {
  it('INVARIANT a create while offline is refused at once: nothing is recorded and nothing is sent', async () => {
    onlineManager.setOnline(false);
    const { result } = renderCreate(creator());
    act(() => result.current.create.submit({ prompt: 'not now' }));
    await waitFor(() =>
      expect(result.current.create.error?.message).toMatch(/You are offline: nothing was sent/),
    );
    expect(result.current.create.error).toBeInstanceOf(OfflineError);
    expect(bed.requests).toHaveLength(0);
    expect(await listEntries()).toEqual([]);
  });
});

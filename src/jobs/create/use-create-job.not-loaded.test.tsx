import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import type { JobCreator } from '@/jobs/generator';
import { listEntries } from '@/jobs/ledger/reads';
import { withFreshLedger } from '@/testing/ledger';
import { connectDemoTestbed, resetTestGateway } from '@/testing/gateway';
import type { createDemoTestbed } from '@/testing/demo-testbed';
import { useCreateJob } from './use-create-job';

// The create path comes with the first Generate (issue 57). Here its file cannot be fetched: a
// studio updated under an open page, or the connection lost before the studio fetched it.
vi.mock('./create-path', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/create-path.js');
});

withFreshLedger();

let bed: ReturnType<typeof createDemoTestbed>;
let created = 0;

const creator: JobCreator<{ prompt: string }> = {
  kind: 'fake-video',
  summarize: (values) => ({ prompt: values.prompt, fields: {} }),
  describeRequest: (values) => ({ prompt: values.prompt }),
  create() {
    created += 1;
    return Promise.reject(new Error('never reached'));
  },
};

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

beforeEach(async () => {
  await activateLocale('en');
  bed = connectDemoTestbed();
  created = 0;
});

afterEach(() => {
  onlineManager.setOnline(true);
  resetTestGateway();
});

describe('a Generate whose create path cannot be fetched', () => {
  it('says that nothing was sent, with a reload to try, and writes and sends nothing', async () => {
    const { result } = renderHook(() => useCreateJob(creator), { wrapper });
    act(() => result.current.submit({ prompt: 'a boat' }));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    // The browser's own words in the middle (vitest wraps the mock's error in its own).
    expect(result.current.error?.message).toMatch(
      /^The studio could not load what sends a job \(.+\): nothing was sent\. Reload the page and try again\.$/s,
    );
    expect(await listEntries()).toEqual([]);
    expect(bed.requests).toEqual([]);
    expect(created).toBe(0);
  });

  it('offline, says what any create refused offline says', async () => {
    onlineManager.setOnline(false);
    const { result } = renderHook(() => useCreateJob(creator), { wrapper });
    act(() => result.current.submit({ prompt: 'a pier' }));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.error?.name).toBe('OfflineError');
    expect(result.current.error?.message).toBe(
      'You are offline: nothing was sent. Try again when the connection is back.',
    );
    expect(await listEntries()).toEqual([]);
    expect(bed.requests).toEqual([]);
  });

  it('a second submit after the failure is taken again (the guard is released)', async () => {
    const { result } = renderHook(() => useCreateJob(creator), { wrapper });
    act(() => result.current.submit({ prompt: 'first' }));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    act(() => result.current.reset());
    act(() => result.current.submit({ prompt: 'second' }));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.error?.message).toMatch(/nothing was sent/);
  });
});

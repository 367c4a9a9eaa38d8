import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { settingsStore } from '@/gateway/settings';
import { defaultPaths } from '@/testing/assumed-paths';
import { createDemoTestbed, TEST_GATEWAY } from '@/testing/demo-testbed';
import { withFreshLedger } from '@/testing/ledger';
import { useBalance } from './balance';

withFreshLedger();

let idle: (() => void)[];
let asked: string[];

beforeEach(() => {
  idle = [];
  asked = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  const bed = createDemoTestbed();
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    asked.push(new URL(url).pathname);
    return bed.fetch(url, init);
  });
  settingsStore.save({
    gatewayUrl: TEST_GATEWAY,
    apiKey: 'sk-test',
    rememberKey: false,
    paths: defaultPaths,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  settingsStore.init({});
});

it('the header’s first balance question waits for start-up to settle, then is asked', async () => {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result, unmount } = renderHook(() => useBalance(), { wrapper });
  // A moment for anything that would have gone out at once.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(asked).toEqual([]);
  expect(result.current).toBeUndefined();

  expect(idle.length).toBeGreaterThan(0);
  act(() => idle.forEach((run) => run()));
  await waitFor(() => expect(result.current?.ok).toBe(true));
  expect(asked).toHaveLength(2);
  unmount();
  client.clear();
});

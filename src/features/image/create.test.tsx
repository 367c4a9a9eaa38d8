import { word } from '@/i18n/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '@/gateway/errors';
import { getCopy } from '@/jobs/copies/kept-copies';
import { useCreateJob } from '@/jobs/create/use-create-job';
import type { Job } from '@/jobs/job';
import { listEntries } from '@/jobs/ledger/reads';
import { type LedgerEntry } from '@/jobs/ledger/records';
import type { createDemoTestbed } from '@/testing/demo-testbed';
import { connectDemoTestbed, resetTestGateway } from '@/testing/gateway';
import { withFreshCopies } from '@/testing/kept-copies';
import { withFreshLedger } from '@/testing/ledger';
import { imageCreator } from './api';
import type { ImageFormValues } from './schema';

withFreshLedger();
withFreshCopies();

let bed: ReturnType<typeof createDemoTestbed>;
/** What the ledger held at the moment each request left. */
let atSend: LedgerEntry[][] = [];

beforeEach(() => {
  atSend = [];
  bed = connectDemoTestbed();
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    atSend.push(await listEntries());
    return bed.fetch(url, init);
  });
});

afterEach(() => resetTestGateway());

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const values = (prompt: string, n = 1): ImageFormValues => ({
  model: 'imagemodel-1.0',
  prompt,
  size: '1024x1024',
  n,
});

async function jobs(): Promise<Job[]> {
  return (await listEntries()).flatMap((e) => (e.ok ? [e.job] : []));
}

const posts = () => bed.requests.filter((r) => r.method === 'POST');

describe('text to image follows the create-once rules of every job', () => {
  it('the record is written before the one request leaves; the images are its media', async () => {
    const { result } = renderHook(() => useCreateJob(imageCreator), { wrapper });
    act(() => {
      // A double click inside one frame.
      result.current.submit(values('Harbour', 2));
      result.current.submit(values('Harbour', 2));
    });
    await waitFor(() => expect(result.current.createdJobId).toBeDefined());
    expect(posts()).toHaveLength(1);
    expect(atSend[0]).toMatchObject([
      {
        ok: true,
        job: {
          kind: 'image',
          status: 'submitting',
          request: { prompt: 'Harbour', n: 2, response_format: 'url' },
          fields: { model: 'imagemodel-1.0', size: '1024x1024', images: 2 },
        },
      },
    ]);
    const [job] = await jobs();
    expect(job?.status).toBe('succeeded');
    expect(job?.media).toHaveLength(2);
  });

  it('pictures that came as bytes are kept as the job’s copies, slot by slot', async () => {
    const { result } = renderHook(() => useCreateJob(imageCreator), { wrapper });
    act(() => result.current.submit(values('Inline [b64]', 2)));
    await waitFor(() => expect(result.current.createdJobId).toBeDefined());
    const [job] = await jobs();
    for (const slot of [0, 1]) {
      const copy = await getCopy(job?.id ?? '', slot);
      expect(copy).toMatchObject({ type: 'image/webp', url: job?.media[slot]?.url });
    }
  });

  it('no answer leaves it "submitting" (the images may exist), and nothing is sent again', async () => {
    const { result } = renderHook(() => useCreateJob(imageCreator), { wrapper });
    act(() => result.current.submit(values('Gone [drop-create]')));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(NetworkError));
    const [job] = await jobs();
    expect(job).toMatchObject({ status: 'submitting', remoteIds: [] });
    expect(posts()).toHaveLength(1);
    // Its answer was the pictures: there is no id to follow, and the message does not offer one.
    const said = job?.errorMessage ? word(job.errorMessage) : job?.error;
    expect(said).toContain('no id to follow');
    expect(said).not.toContain('follow it by its id');
  });
});

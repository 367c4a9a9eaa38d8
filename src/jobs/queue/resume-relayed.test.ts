// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';
import { connect, type GatewayConnection } from '@/gateway/connection';
import type { FetchLike } from '@/gateway/client';
import {
  getCreateAnswer,
  putCreateAnswer,
  type StoredCreateAnswer,
} from '@/gateway/create-relay-store';
import { defaultPaths } from '@/testing/assumed-paths';
import type { JobCreator } from '@/jobs/generator';
import { getJob } from '@/jobs/ledger/reads';
import { fakeGenerator } from '@/testing/fake-generator';
import { withFreshLedger } from '@/testing/ledger';
import { addCreateJob } from './queue-ledger';
import { registerQueueGenerators } from './queue-generators';
import { replayStoredAnswer } from './resume-relayed';
import { sendCreate } from './send-create';

withFreshLedger();

const GATEWAY = 'http://gateway.test';

/** A one-POST creator, as every replayable generator's is: the answer's id, parsed by zod. */
const creator: JobCreator<void> = {
  kind: 'relayed',
  summarize: () => ({ prompt: 'a lighthouse', fields: {} }),
  describeRequest: () => ({ prompt: 'a lighthouse' }),
  async create({ client }) {
    const task = await client.json({
      method: 'POST',
      path: '/v1/videos',
      body: { prompt: 'a lighthouse' },
      schema: z.object({ id: z.string(), status: z.string() }),
    });
    return {
      remoteIds: [task.id],
      update: { status: 'queued', statusWord: task.status, raw: task },
    };
  },
};

/** Web Locks as the browser has them, for one process: a held name is not available. */
function fakeLocks() {
  const held = new Set<string>();
  return {
    async request(
      name: string,
      options: { ifAvailable?: boolean },
      callback: (lock: object | null) => Promise<void>,
    ) {
      if (held.has(name)) {
        if (options.ifAvailable === true) return callback(null);
        throw new Error('the fake waits for no lock');
      }
      held.add(name);
      try {
        await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

let sent: { url: string; method: string | undefined }[];
let connection: GatewayConnection;
const answer = { id: 'task_42', status: 'queued' };

beforeEach(() => {
  sent = [];
  vi.stubGlobal('navigator', { locks: fakeLocks() });
  const gateway: FetchLike = (url, init) => {
    sent.push({ url, method: init?.method });
    return Promise.resolve(
      new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  connection = connect(
    {
      gatewayUrl: GATEWAY,
      apiKey: 'k',
      rememberKey: false,
      paths: defaultPaths,
      demoAllowed: true,
    },
    gateway,
  );
  registerQueueGenerators([
    {
      ...fakeGenerator({ batched: false, poll: () => Promise.resolve(new Map()) }, 'relayed'),
      tryAgain: () => ({ ready: true, creator }),
    },
  ]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  registerQueueGenerators([]);
});

const submitting = () =>
  addCreateJob(
    {
      kind: 'relayed',
      gateway: GATEWAY,
      summary: creator.summarize(),
      request: { prompt: 'a lighthouse' },
    },
    () => ({ send: true }),
  );

const stored = (jobId: string, over: Partial<StoredCreateAnswer> = {}): StoredCreateAnswer => ({
  jobId,
  at: 1,
  answer: {
    status: 200,
    statusText: 'OK',
    headers: [['content-type', 'application/json']],
    body: JSON.stringify(answer),
  },
  failure: null,
  ...over,
});

/** What the ledger keeps of a create's answer, without what differs between two jobs. */
const written = async (id: string) => {
  const job = await getJob(id);
  return {
    status: job?.status,
    remoteIds: job?.remoteIds,
    statusWord: job?.statusWord,
    raw: job?.raw,
    error: job?.error,
  };
};

describe('a create answer the service worker stored, replayed by a page that came back', () => {
  it('writes what the live answer writes, sends nothing, and the stored answer goes after the write', async () => {
    const live = await submitting();
    await sendCreate(connection, live, creator);
    expect(sent).toHaveLength(1);

    const relayed = await submitting();
    await putCreateAnswer(stored(relayed.id));
    await replayStoredAnswer(relayed.id, [connection]);

    expect(sent).toHaveLength(1);
    expect(await written(relayed.id)).toEqual(await written(live.id));
    expect((await getJob(relayed.id))?.remoteIds).toEqual(['task_42']);
    expect(await getCreateAnswer(relayed.id)).toBeUndefined();
  });

  it('a refusal the worker stored is written as a refusal, as a live one would be', async () => {
    const job = await submitting();
    await putCreateAnswer(
      stored(job.id, {
        answer: { status: 400, statusText: 'Bad Request', headers: [], body: '{"error":"no"}' },
      }),
    );
    await replayStoredAnswer(job.id, [connection]);
    expect(sent).toHaveLength(0);
    expect((await getJob(job.id))?.status).toBe('refused');
    expect(await getCreateAnswer(job.id)).toBeUndefined();
  });

  it('a stored network failure records the create unanswered ("may exist"), never "not sent", and sends nothing', async () => {
    const job = await submitting();
    await putCreateAnswer(stored(job.id, { answer: null, failure: 'no-answer' }));
    await replayStoredAnswer(job.id, [connection]);
    const after = await getJob(job.id);
    expect(sent).toHaveLength(0);
    expect(after?.status).toBe('submitting');
    expect(after?.remoteIds).toEqual([]);
    expect(after?.error).not.toBeNull();
    expect(await getCreateAnswer(job.id)).toBeUndefined();
  });

  it('a job whose answer is already written is not written twice; its stored answer goes', async () => {
    const job = await submitting();
    await sendCreate(connection, job, creator);
    const before = await getJob(job.id);
    await putCreateAnswer(
      stored(job.id, {
        answer: {
          status: 200,
          statusText: 'OK',
          headers: [['content-type', 'application/json']],
          body: '{"id":"other","status":"queued"}',
        },
      }),
    );
    await replayStoredAnswer(job.id, [connection]);
    expect(await getJob(job.id)).toEqual(before);
    expect(await getCreateAnswer(job.id)).toBeUndefined();
  });

  it('another page holding the job (its own create under way) keeps this one from replaying it', async () => {
    const job = await submitting();
    await putCreateAnswer(stored(job.id));
    const locks = (navigator as unknown as { locks: ReturnType<typeof fakeLocks> }).locks;
    await locks.request(`media-studio.create-relay:${job.id}`, {}, async () => {
      await replayStoredAnswer(job.id, [connection]);
    });
    expect((await getJob(job.id))?.status).toBe('submitting');
    expect(await getCreateAnswer(job.id)).toBeDefined();
  });
});

import { describe, expect, it } from 'vitest';
import { createGatewayClient, joinUrl } from '@/gateway/client';
import { GatewayError, ResponseShapeError } from '@/gateway/errors';
import { tuneTimings } from '@/features/music/demo/tune';
import { type GatewaySettings } from '@/gateway/settings';
import { defaultPaths } from '@/testing/assumed-paths';
import { zJob, type Job, type JobUpdate } from '@/jobs/job';
import { TEST_GATEWAY, TEST_MEDIA, createDemoTestbed } from '@/testing/demo-testbed';
import { MAX_FEED_URL_LENGTH, chunkIds, musicCreator, musicPoller } from './api';
import { musicDefaults, zMusicForm, type MusicFormInput } from './schema';

type Bed = ReturnType<typeof createDemoTestbed>;

const BOTH_DONE_MS = tuneTimings[1].queueMs + tuneTimings[1].runMs;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

function values(input: Partial<MusicFormInput> = {}) {
  return zMusicForm.parse({
    ...musicDefaults,
    lyrics: '[Verse]\nStreetlights hum',
    tags: 'dream pop',
    title: 'Streetlights',
    ...input,
  });
}

/** A gateway that answers every request with `body`, recording where it was sent. */
function stubGateway(body: string) {
  const urls: string[] = [];
  const client = createGatewayClient({
    baseUrl: TEST_GATEWAY,
    apiKey: '',
    fetch: (url) => {
      urls.push(url);
      return Promise.resolve(
        new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    },
  });
  return { client, urls };
}

let counter = 0;
/** A ledger job as the poller gets it, with whatever the last update left in it. */
function jobOf(remoteIds: string[], update?: JobUpdate): Job {
  counter += 1;
  return zJob.parse({
    id: `local-${counter}`,
    kind: 'music',
    gateway: TEST_GATEWAY,
    status: update?.status ?? 'queued',
    remoteIds,
    media: update?.media ?? [],
    raw: update?.raw,
    createdAt: 0,
    updatedAt: 0,
    changedAt: 0,
  });
}

async function createJob(bed: Bed, input: Partial<MusicFormInput> = {}): Promise<Job> {
  const created = await musicCreator.create(
    { client: bed.client, settings: bed.settings },
    values(input),
  );
  return jobOf(created.remoteIds, created.update);
}

/** One tick: poll, then apply each update the way the ledger does. */
async function tick(
  bed: Bed,
  jobs: Job[],
  settings: GatewaySettings = bed.settings,
): Promise<Job[]> {
  const updates = await musicPoller.poll({ client: bed.client, settings }, jobs);
  return jobs.map((job) => {
    const update = updates.get(job.id);
    return update
      ? zJob.parse({
          ...job,
          status: update.status,
          media: update.media ?? job.media,
          raw: update.raw,
          error: update.error ?? null,
        })
      : job;
  });
}

const feedRequests = (bed: Bed) =>
  bed.requests.filter((r) => r.method === 'GET' && r.url.includes('/tune/feed/'));
const idsIn = (url: string) => decodeURIComponent(url.slice(url.lastIndexOf('/') + 1)).split(',');

describe('music create → poll → done through the demo gateway', () => {
  it('one POST to the create path; both clips join the job; they stream, then complete', async () => {
    const bed = createDemoTestbed();
    const created = await musicCreator.create(
      { client: bed.client, settings: bed.settings },
      values(),
    );
    expect(bed.requests).toHaveLength(1);
    expect(bed.requests[0]).toMatchObject({ method: 'POST', url: `${TEST_GATEWAY}/tune/generate` });
    expect(JSON.parse(bed.requests[0]?.body ?? '')).toEqual({
      prompt: '[Verse]\nStreetlights hum',
      tags: 'dream pop',
      title: 'Streetlights',
      make_instrumental: false,
      mv: 'chirp-v4',
    });
    expect(created.remoteIds).toHaveLength(2);
    expect(created.update).toMatchObject({ status: 'queued', statusWord: 'submitted' });
    expect(created.update.media).toHaveLength(2);

    let job = jobOf(created.remoteIds, created.update);
    bed.advance(tuneTimings[0].queueMs + 1_000);
    [job = job] = await tick(bed, [job]);
    expect(job.status).toBe('running');
    // The streaming clip already has audio to play.
    expect(job.media[0]).toMatchObject({
      status: 'running',
      url: `${TEST_MEDIA}tune-a.mp3?item_id=${created.remoteIds[0] ?? ''}`,
      durationSeconds: null,
    });

    bed.advance(BOTH_DONE_MS);
    [job = job] = await tick(bed, [job]);
    expect(job.status).toBe('succeeded');
    expect(job.media.map((m) => [m.url, m.durationSeconds, m.status])).toEqual([
      [`${TEST_MEDIA}tune-a.mp3`, 6.03, 'succeeded'],
      [`${TEST_MEDIA}tune-b.mp3`, 6.03, 'succeeded'],
    ]);
    expect(feedRequests(bed)).toHaveLength(2);
  });

  it('a create answer without clips is an error the studio shows, not a job without ids', async () => {
    const { client } = stubGateway('{"clips": []}');
    const error = await musicCreator
      .create({ client, settings: createDemoTestbed().settings }, values())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as ResponseShapeError).message).toBe(
      "The gateway's answer does not have the expected shape: the answer holds no clips.",
    );
  });

  it('posts to the create path set in Settings, and takes an answer that is a bare array of clips', async () => {
    const a = '3f2b1c9e-8a4d-4f6b-9c1e-2d7a5b8e0f13';
    const { client, urls } = stubGateway(JSON.stringify([{ id: a, status: 'submitted' }]));
    const settings = {
      ...createDemoTestbed().settings,
      paths: { ...defaultPaths, tuneCreatePath: '/suno/submit/music' },
    };
    const created = await musicCreator.create({ client, settings }, values());
    expect(urls).toEqual([`${TEST_GATEWAY}/suno/submit/music`]);
    expect(created.remoteIds).toEqual([a]);
  });

  it('polls the feed path set in Settings', async () => {
    const bed = createDemoTestbed();
    const settings = {
      ...bed.settings,
      paths: { ...defaultPaths, tuneFeedPath: '/tuneapi/feed/{ids}' },
    };
    const job = await createJob(bed);
    await tick(bed, [job], settings);
    expect(feedRequests(bed)).toHaveLength(0);
    expect(bed.requests[1]?.url).toBe(`${TEST_GATEWAY}/tuneapi/feed/${job.remoteIds.join(',')}`);
  });

  it('[fail-one]: the job succeeds and the failed clip keeps its message', async () => {
    const bed = createDemoTestbed();
    let job = await createJob(bed, { title: 'Half [fail-one]' });
    bed.advance(BOTH_DONE_MS);
    [job = job] = await tick(bed, [job]);
    expect(job.status).toBe('succeeded');
    expect(job.error).toBeNull();
    expect(job.media[1]?.error).toMatch(/^Unable to generate this clip/);
  });

  it('[fail]: every clip failed, so the job failed with the clips’ message', async () => {
    const bed = createDemoTestbed();
    let job = await createJob(bed, { title: 'Doomed [fail]' });
    bed.advance(BOTH_DONE_MS);
    [job = job] = await tick(bed, [job]);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/^Unable to generate this clip/);
  });
});

describe('batched polling: all pending clips of all music jobs in one request', () => {
  it('three generations (six clips) cost one feed request carrying all six ids', async () => {
    const bed = createDemoTestbed();
    const jobs = [await createJob(bed), await createJob(bed), await createJob(bed)];
    await tick(bed, jobs);
    const requests = feedRequests(bed);
    expect(requests).toHaveLength(1);
    expect(idsIn(requests[0]?.url ?? '').sort()).toEqual(jobs.flatMap((j) => j.remoteIds).sort());
  });

  it('each tick asks only for what is still pending, and each job gets only its own clips', async () => {
    const bed = createDemoTestbed();
    let jobs = [await createJob(bed), await createJob(bed)];
    // Past the first clip of each pair, before the second.
    bed.advance(tuneTimings[0].queueMs + tuneTimings[0].runMs);
    jobs = await tick(bed, jobs);
    expect(jobs.map((j) => j.status)).toEqual(['running', 'running']);
    bed.advance(1_000);
    jobs = await tick(bed, jobs);
    const [, second] = feedRequests(bed);
    expect(idsIn(second?.url ?? '').sort()).toEqual(jobs.map((j) => j.remoteIds[1] ?? '').sort());
    for (const job of jobs) expect(job.media.map((m) => m.remoteId)).toEqual(job.remoteIds);
  });

  it('absent clips stay pending: a job whose ids the gateway does not know keeps waiting beside one that finishes', async () => {
    const bed = createDemoTestbed();
    const known = await createJob(bed);
    const stranger = jobOf([UNKNOWN]);
    bed.advance(BOTH_DONE_MS);
    const [done, waiting] = await tick(bed, [known, stranger]);
    expect(done?.status).toBe('succeeded');
    expect(waiting?.status).toBe('queued');
    expect(feedRequests(bed)).toHaveLength(1);
  });

  it('a song none of whose waiting clips the feed listed is left out of the answer, to be counted as not found', async () => {
    const bed = createDemoTestbed();
    const known = await createJob(bed);
    const stranger = jobOf([UNKNOWN]);
    const updates = await musicPoller.poll({ client: bed.client, settings: bed.settings }, [
      known,
      stranger,
    ]);
    expect(updates.has(known.id)).toBe(true);
    expect(updates.has(stranger.id)).toBe(false);
  });

  it('a job with nothing pending asks nothing', async () => {
    const bed = createDemoTestbed();
    let job = await createJob(bed);
    bed.advance(BOTH_DONE_MS);
    [job = job] = await tick(bed, [job]);
    const before = bed.requests.length;
    await tick(bed, [job]);
    expect(bed.requests).toHaveLength(before);
  });

  it('the same clip followed by two jobs is asked once and reaches both', async () => {
    const bed = createDemoTestbed();
    const job = await createJob(bed);
    const again = jobOf(job.remoteIds);
    const [a, b] = await tick(bed, [job, again]);
    expect(idsIn(feedRequests(bed)[0]?.url ?? '')).toHaveLength(2);
    expect(a?.media).toHaveLength(2);
    expect(b?.media).toHaveLength(2);
  });

  it('a 404 (none found) is a poll error, thrown for the spine to show and retry — never a failed job', async () => {
    const bed = createDemoTestbed();
    const error = await musicPoller
      .poll({ client: bed.client, settings: bed.settings }, [jobOf([UNKNOWN])])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).status).toBe(404);
    expect((error as GatewayError).message).toBe(
      'The gateway does not know this task (404): Not found',
    );
  });

  it('other errors (a 5xx, a refused key) are thrown as they are', async () => {
    const bed = createDemoTestbed();
    const job = await createJob(bed, { title: 'Flaky [poll-500]' });
    await expect(
      musicPoller.poll({ client: bed.client, settings: bed.settings }, [job]),
    ).rejects.toMatchObject({ status: 500 });
  });
});

describe('long id lists are split only when the URL would pass ~2,000 characters', () => {
  const id = (i: number) => `${String(i).padStart(8, '0')}-8a4d-4f6b-9c1e-2d7a5b8e0f13`;
  const urlFor = (ids: readonly string[]) => joinUrl(TEST_GATEWAY, `/tune/feed/${ids.join(',')}`);

  it('groups stay under the limit, keep every id once, in order', () => {
    const ids = Array.from({ length: 120 }, (_, i) => id(i));
    const chunks = chunkIds(ids, urlFor);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.flat()).toEqual(ids);
    for (const chunk of chunks)
      expect(urlFor(chunk).length).toBeLessThanOrEqual(MAX_FEED_URL_LENGTH);
    // As few groups as fit: adding the next id to any group would pass the limit.
    for (let i = 0; i < chunks.length - 1; i += 1) {
      expect(urlFor([...(chunks[i] ?? []), chunks[i + 1]?.[0] ?? '']).length).toBeGreaterThan(
        MAX_FEED_URL_LENGTH,
      );
    }
  });

  it('fifty ids fit in one request', () => {
    expect(
      chunkIds(
        Array.from({ length: 50 }, (_, i) => id(i)),
        urlFor,
      ),
    ).toHaveLength(1);
  });

  it('an id longer than the limit still goes, alone', () => {
    expect(chunkIds(['x'.repeat(3000), id(1)], urlFor)).toEqual([['x'.repeat(3000)], [id(1)]]);
  });

  it('the poller makes one request per group, and a 404 for one group does not hide the others', async () => {
    const bed = createDemoTestbed();
    const job = await createJob(bed);
    const strangers = jobOf(Array.from({ length: 60 }, (_, i) => id(i)));
    const [done] = await tick(bed, [strangers, job]).then((jobs) => [jobs[1]]);
    expect(feedRequests(bed).length).toBe(2);
    expect(done?.media).toHaveLength(2);
  });
});

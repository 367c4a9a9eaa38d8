// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from '@/lib/zod';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { hostileStatusWords, hostileTexts, hostileUrls } from '@/gateway/demo/hostile';
import { isHostileString } from '@/testing/hostile';
import { declaredStart, everyGenerator } from '@/testing/declared-starts';
import { testJob } from '@/testing/jobs';
import type { Job } from '@/jobs/job';
import { isWaiting } from '@/jobs/status';
import { CLIP_TIMING } from '@/features/clip/demo';
import { pikbEntryTiming, pikbDemoIds } from '@/features/pikb/demo';
import { PIXA_HOSTILE_STATUS, pixaTiming } from '@/features/pixa/demo';
import { tuneTimings } from '@/features/music/demo/tune';

/**
 * The [hostile] scenario of every route (and pikb's hostile id). Every generator of the registry,
 * started as its folder declares (`e2e.json`'s `hostile`), answers with hostile words at every
 * request until its job ends (below, with no hand list: a new generator is held to it unedited).
 * Each route in detail: at every phase, every string of
 * the record except the ids the studio polls with is a hostile payload, every URL field a script
 * URL, the status word hostile while the job waits, and the job still ends with the real word.
 */

type Bed = ReturnType<typeof createDemoTestbed>;
type Path = (string | number)[];
interface Leaf {
  path: Path;
  key: string;
  value: string;
}

/** Every string in a parsed answer, with where it sits. */
function strings(node: unknown, path: Path = []): Leaf[] {
  if (typeof node === 'string') {
    const key = [...path].reverse().find((p): p is string => typeof p === 'string') ?? '';
    return [{ path, key, value: node }];
  }
  if (Array.isArray(node))
    return node.flatMap((item: unknown, index) => strings(item, [...path, index]));
  if (typeof node === 'object' && node !== null)
    return Object.entries(node).flatMap(([key, item]) => strings(item, [...path, key]));
  return [];
}

const URL_FIELD = /url|poster|thumb|image|avatar|frame|link/i;
const at = (path: Path) => path.join('.');

/**
 * Every string is hostile, except those `kept` names (ids) and status words that are one of
 * `realWords` (the documented words a hostile gateway returns to so the job can end). URL fields
 * hold hostile URLs, not merely hostile text.
 */
function expectAllHostile(
  answer: unknown,
  kept: (path: string) => boolean,
  realWords: readonly string[] = [],
) {
  const leaves = strings(answer);
  expect(leaves.length).toBeGreaterThan(0);
  for (const leaf of leaves) {
    const where = at(leaf.path);
    if (kept(where)) continue;
    if ((leaf.key === 'status' || leaf.key === 'state') && realWords.includes(leaf.value)) continue;
    expect(
      isHostileString(leaf.value),
      `${where} = ${JSON.stringify(leaf.value.slice(0, 80))}`,
    ).toBe(true);
    if (URL_FIELD.test(leaf.key) && !/_json$/.test(leaf.key))
      expect(hostileUrls, where).toContain(leaf.value);
  }
}

function get(bed: Bed, path: string) {
  return bed.client.json({ method: 'GET', path, schema: z.unknown() });
}

function post(bed: Bed, path: string, body: Record<string, unknown>) {
  return bed.client.json({ method: 'POST', path, body, schema: z.unknown() });
}

function items(value: unknown): unknown[] {
  return Array.isArray(value) ? (value as unknown[]) : [];
}

function field(value: unknown, ...path: (string | number)[]): unknown {
  let node = value;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/** Moves the clock to `ms` after the start of the test. */
function clock(bed: Bed) {
  const start = bed.now();
  return (ms: number) => bed.advance(start + ms - bed.now());
}

/** Early queue, early run, late run, the end. */
function moments(queueMs: number, runMs: number) {
  return {
    queued: queueMs / 2,
    earlyRun: queueMs + runMs * 0.2,
    lateRun: queueMs + runMs * 0.8,
    end: queueMs + runMs + 1,
  };
}

describe('video [hostile]', () => {
  const body = {
    model: 'videomodel-1.0-t2v',
    prompt: 'a paper boat [hostile]',
    seconds: 5,
    resolution: '720P',
    ratio: '16:9',
    watermark: false,
  };
  const t = moments(3_000, 24_000);
  const kept = (p: string) => p === 'id' || p === 'task_id';

  it('the create answer: every string but the ids is hostile, the status a hostile word', async () => {
    const bed = createDemoTestbed();
    const answer = await post(bed, '/v1/videos', body);
    expectAllHostile(answer, kept);
    expect(field(answer, 'status')).toBe(hostileStatusWords.queued);
    expect(field(answer, 'id')).toMatch(/^video_[0-9a-f]{24}$/);
    expect(field(answer, 'task_id')).toBe(field(answer, 'id'));
  });

  it('every poll is hostile; the status is hostile while waiting, then in_progress, then completed with a script URL', async () => {
    const bed = createDemoTestbed();
    const move = clock(bed);
    const id = String(field(await post(bed, '/v1/videos', body), 'id'));
    const poll = () => get(bed, `/v1/videos/${id}`);
    const seen: unknown[] = [];
    for (const [moment, word] of [
      [t.queued, hostileStatusWords.queued],
      [t.earlyRun, hostileStatusWords.running],
      [t.lateRun, 'in_progress'],
      [t.end, 'completed'],
    ] as const) {
      move(moment);
      const record = await poll();
      seen.push(record);
      expectAllHostile(record, kept, ['in_progress', 'completed']);
      expect(field(record, 'status'), `at ${moment} ms`).toBe(word);
    }
    const done = seen.at(-1);
    expect(hostileUrls).toContain(field(done, 'metadata', 'url'));
    expect(field(done, 'id')).toBe(id);
  });

  it('[hostile] [fail] ends failed with a hostile error message', async () => {
    const bed = createDemoTestbed();
    const id = String(
      field(await post(bed, '/v1/videos', { ...body, prompt: 'x [hostile] [fail]' }), 'id'),
    );
    clock(bed)(t.end);
    const record = await get(bed, `/v1/videos/${id}`);
    expectAllHostile(record, kept, ['failed']);
    expect(field(record, 'status')).toBe('failed');
    expect(hostileTexts).toContain(field(record, 'error', 'message'));
  });

  it('without the tag, nothing is hostile', async () => {
    const bed = createDemoTestbed();
    const id = String(
      field(await post(bed, '/v1/videos', { ...body, prompt: 'a paper boat' }), 'id'),
    );
    clock(bed)(t.end);
    expect(
      strings(await get(bed, `/v1/videos/${id}`)).filter((l) => isHostileString(l.value)),
    ).toEqual([]);
  });
});

describe('clip [hostile]', () => {
  const body = { user_prompt: 'a paper boat [hostile]', aspect_ratio: '16:9' };
  const t = moments(CLIP_TIMING.queueMs, CLIP_TIMING.runMs);
  const kept = (p: string) => p === 'id';

  it('the create answer: every string but the id is hostile (prompt, state, created_at, server_id)', async () => {
    const bed = createDemoTestbed();
    const answer = await post(bed, '/v1/clipapro/generations', body);
    expectAllHostile(answer, kept);
    expect(field(answer, 'state')).toBe(hostileStatusWords.queued);
    expect(hostileTexts).toContain(field(answer, 'server_id'));
  });

  it('every poll is hostile; the state is hostile while waiting; it completes with script URLs for video, thumbnail and download', async () => {
    const bed = createDemoTestbed();
    const move = clock(bed);
    const id = String(field(await post(bed, '/v1/clipapro/generations', body), 'id'));
    let record: unknown;
    for (const [moment, word] of [
      [t.queued, hostileStatusWords.queued],
      [t.earlyRun, hostileStatusWords.running],
      [t.lateRun, 'processing'],
      [t.end, 'completed'],
    ] as const) {
      move(moment);
      record = await get(bed, `/v1/clipapro/generations/${id}`);
      expectAllHostile(record, kept, ['processing', 'completed']);
      expect(field(record, 'state'), `at ${moment} ms`).toBe(word);
    }
    for (const path of [
      ['video', 'url'],
      ['video', 'thumbnail'],
      ['video', 'download_url'],
      ['video_raw', 'url'],
      ['thumbnail', 'url'],
      ['last_frame', 'url'],
    ]) {
      expect(hostileUrls, path.join('.')).toContain(field(record, ...path));
    }
    expect(field(record, 'id')).toBe(id);
  });

  it('[hostile] [fail] ends failed with a hostile failure_reason', async () => {
    const bed = createDemoTestbed();
    const id = String(
      field(
        await post(bed, '/v1/clipapro/generations', { ...body, user_prompt: 'x [hostile] [fail]' }),
        'id',
      ),
    );
    clock(bed)(t.end);
    const record = await get(bed, `/v1/clipapro/generations/${id}`);
    expect(field(record, 'state')).toBe('failed');
    expect(hostileTexts).toContain(field(record, 'failure_reason'));
  });
});

describe('pixa [hostile]', () => {
  const body = {
    prompt: 'a paper boat [hostile]',
    model: 'v4.5',
    duration: 5,
    quality: '540p',
    motion_mode: 'normal',
  };
  const t = moments(pixaTiming.queueMs, pixaTiming.runMs);
  // The id is a big integer, not a string: the lossless parse hands it over as its exact digits.
  // template_i18n_json is a document of hostile names, checked on its own below.
  const kept = (p: string) => p === 'video_id' || p === 'template_i18n_json';
  const urlFields = [
    'url',
    'first_frame',
    'last_frame',
    'img_url',
    'asset_img_url',
    'avatar',
    'template_thumbnail_url',
    'template_thumbnail_video_url',
  ];

  it('every string of every record is hostile; video_status is undocumented for a while, then 1 with a script url', async () => {
    const bed = createDemoTestbed();
    const move = clock(bed);
    const created = await post(bed, '/vip/pixa/video/create', body);
    const id = String(field(created, 'video_id'));
    expect(id).toMatch(/^\d{19}$/);
    let record: unknown;
    for (const [moment, status] of [
      [t.queued, 5],
      [t.earlyRun, PIXA_HOSTILE_STATUS],
      [t.lateRun, 10],
      [t.end, 1],
    ] as const) {
      move(moment);
      record = await get(bed, `/pixa/video/task/${id}`);
      expectAllHostile(record, kept);
      expect(field(record, 'video_status'), `at ${moment} ms`).toBe(status);
      for (const name of urlFields) expect(hostileUrls, name).toContain(field(record, name));
    }
    expect(field(record, 'video_id')).toBe(id);
  });

  it('template_i18n_json is a readable document whose names are markup, one keyed __proto__', async () => {
    const bed = createDemoTestbed();
    const id = String(field(await post(bed, '/vip/pixa/video/create', body), 'video_id'));
    const record = await get(bed, `/pixa/video/task/${id}`);
    const text = field(record, 'template_i18n_json');
    expect(typeof text).toBe('string');
    const names = JSON.parse(String(text)) as Record<string, unknown>;
    expect(Object.hasOwn(names, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(names)).toBe(Object.prototype);
    for (const value of Object.values(names)) expect(hostileTexts).toContain(value);
  });
});

describe('tune [hostile]', () => {
  const body = {
    prompt: '[Verse]\nStreetlights hum [hostile]',
    tags: 'dream pop',
    title: 'Streetlights',
    make_instrumental: false,
    mv: 'chirp-v4',
  };
  const [first, second] = tuneTimings;
  const kept = (p: string) => p === 'id' || /^clips\.\d+\.id$/.test(p) || /^\d+\.id$/.test(p);
  const realWords = ['streaming', 'complete', 'error'];

  it('the create answer: both clips and the generation around them are hostile, the clip ids kept', async () => {
    const bed = createDemoTestbed();
    const answer = await post(bed, '/tune/generate', body);
    // The generation's own id is not polled, so it is hostile too.
    expectAllHostile(answer, (p) => /^clips\.\d+\.id$/.test(p));
    expect(hostileTexts).toContain(field(answer, 'id'));
    for (const n of [0, 1]) {
      expect(field(answer, 'clips', n, 'id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(field(answer, 'clips', n, 'status')).toBe(hostileStatusWords.queued);
    }
  });

  it('both clips are hostile in every feed answer and still complete', async () => {
    const bed = createDemoTestbed();
    const move = clock(bed);
    const answer = await post(bed, '/tune/generate', body);
    const clipIds = [0, 1].map((n) => String(field(answer, 'clips', n, 'id')));
    const t = moments(first.queueMs, first.runMs);
    const statusOf = (feed: unknown, id: string) => items(feed).find((c) => field(c, 'id') === id);
    for (const [moment, words] of [
      [t.queued, [hostileStatusWords.queued, hostileStatusWords.queued]],
      [t.earlyRun, [hostileStatusWords.running, hostileStatusWords.running]],
      [second.queueMs + second.runMs + 1, ['complete', 'complete']],
    ] as const) {
      move(moment);
      const feed = await get(bed, `/tune/feed/${clipIds.join(',')}`);
      expectAllHostile(feed, kept, realWords);
      expect(
        clipIds.map((id) => field(statusOf(feed, id), 'status')),
        `at ${moment} ms`,
      ).toEqual(words);
    }
    const done = await get(bed, `/tune/feed/${clipIds.join(',')}`);
    for (const id of clipIds) {
      const clip = statusOf(done, id);
      for (const name of ['audio_url', 'video_url', 'image_url', 'image_large_url'])
        expect(hostileUrls, name).toContain(field(clip, name));
      for (const name of ['title', 'model_name', 'major_model_version'])
        expect(hostileTexts, name).toContain(field(clip, name));
      for (const name of ['tags', 'prompt', 'type'])
        expect(hostileTexts, `metadata.${name}`).toContain(field(clip, 'metadata', name));
    }
  });

  it('[hostile] [fail-one]: the failing clip ends error with a hostile error_message', async () => {
    const bed = createDemoTestbed();
    const answer = await post(bed, '/tune/generate', {
      ...body,
      prompt: 'la la [hostile] [fail-one]',
    });
    const clipIds = [0, 1].map((n) => String(field(answer, 'clips', n, 'id')));
    clock(bed)(second.queueMs + second.runMs + 1);
    const feed = await get(bed, `/tune/feed/${clipIds.join(',')}`);
    expectAllHostile(feed, kept, realWords);
    const failed = items(feed).find((c) => field(c, 'status') === 'error');
    expect(field(failed, 'id')).toBe(clipIds[1]);
    expect(hostileTexts).toContain(field(failed, 'metadata', 'error_message'));
  });
});

describe(`pikb hostile id (${pikbDemoIds.hostile}…)`, () => {
  const id = `${pikbDemoIds.hostile}-0000-4000-8000-000000000001`;
  const realWords = ['finished', 'error', 'failed'];
  const kept = (p: string) => p === 'id';
  const last = (n: number) => pikbEntryTiming(n - 1).queueMs + pikbEntryTiming(n - 1).runMs + 1;

  it('every string but the task id is hostile at every poll; the videos finish with script URLs', async () => {
    const bed = createDemoTestbed();
    const move = clock(bed);
    const poll = () => get(bed, `/pikb/task?id=${id}`);
    const early = await poll();
    expectAllHostile(early, kept);
    expect(field(early, 'id')).toBe(id);
    expect(field(early, 'videos')).toEqual([]);

    // Videos appear after 3 s; the first waits in the queue until 5 s.
    move(4_000);
    const queued = await poll();
    expectAllHostile(queued, kept);
    const count = items(field(queued, 'videos')).length;
    expect(count).toBeGreaterThan(0);
    expect(field(queued, 'videos', 0, 'status')).toBe(hostileStatusWords.queued);

    move(pikbEntryTiming(0).queueMs + 1_000);
    expect(field(await poll(), 'videos', 0, 'status')).toBe(hostileStatusWords.running);

    move(last(count));
    const done = await poll();
    expectAllHostile(done, kept, realWords);
    const entries = Array.from({ length: count }, (_, n) => n);
    expect(entries.map((n) => field(done, 'videos', n, 'status'))).toEqual(
      entries.map(() => 'finished'),
    );
    // Distinct ids: the card tells the videos apart by them.
    expect(new Set(entries.map((n) => field(done, 'videos', n, 'id'))).size).toBe(count);
    for (const n of entries) {
      for (const name of ['resultUrl', 'sharingUrl', 'videoPoster', 'imageThumb'])
        expect(hostileUrls, name).toContain(field(done, 'videos', n, name));
    }
    expect(hostileUrls).toContain(field(done, 'params', 'image'));
    expect(hostileTexts).toContain(field(done, 'promptText'));
    expect(hostileTexts).toContain(field(done, 'params', 'pikbeffect'));
  });

  it('other ids are not hostile', async () => {
    const bed = createDemoTestbed();
    clock(bed)(last(3));
    const record = await get(bed, '/pikb/task?id=3b9f2c1e-4a7d-4e3b-8c5a-1f2e3d4c5b6a');
    expect(strings(record).filter((l) => isHostileString(l.value))).toEqual([]);
  });
});

/** A string that carries one of the hostile payloads, as itself or escaped inside JSON text. */
const carriesHostile = (value: string) =>
  [...hostileTexts, ...hostileUrls, ...Object.values(hostileStatusWords)].some(
    (hostile) => value.includes(hostile) || value.includes(JSON.stringify(hostile).slice(1, -1)),
  );

describe('every generator’s hostile start, from the registry', () => {
  it.each(everyGenerator)(
    '%s: every answer with words until the job ends carries hostile ones, a script URL among them',
    async (kind, generator) => {
      const start = declaredStart(kind, 'hostile');
      const bed = createDemoTestbed();
      const ctx = { client: bed.client, settings: bed.settings };
      let job: Job;
      if ('follow' in start) {
        job = testJob({ kind, status: 'queued', remoteIds: [start.follow] });
      } else {
        const checked = generator.batch?.check(start.values);
        if (checked?.ok !== true) throw new Error(`${kind}: its hostile values are not accepted`);
        const made = await checked.creator.create(ctx);
        job = testJob({
          kind,
          status: made.update.status ?? 'queued',
          remoteIds: made.remoteIds,
          request: checked.creator.describeRequest(undefined, bed.settings),
        });
      }
      for (let waited = 0; waited < 150_000 && isWaiting(job.status); waited += 2_000) {
        bed.advance(2_000);
        const update = (await generator.poller.poll(ctx, [job])).get(job.id);
        if (update?.status !== undefined) job = { ...job, status: update.status };
      }
      expect(isWaiting(job.status), `${kind} still ${job.status}`).toBe(false);
      expect(bed.answers.length).toBeGreaterThan(0);
      for (const answer of bed.answers) {
        // An answer of numbers alone (pixa's create: its big-integer id) has no words to carry.
        const leaves = strings(JSON.parse(answer.text) as unknown);
        expect(
          leaves.length === 0 || leaves.some((leaf) => carriesHostile(leaf.value)),
          `${answer.method} ${answer.url} (${answer.status})`,
        ).toBe(true);
      }
      expect(
        bed.answers.some((answer) =>
          hostileUrls.some((url) => answer.text.includes(JSON.stringify(url).slice(1, -1))),
        ),
        'a script URL in some answer',
      ).toBe(true);
    },
  );
});

// @vitest-environment node
// Properties (fast-check) of the pikb follow form (Task ID → GET /pikb/task?id=) and the pikb task
// normaliser: each test names the invariant it protects.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pikbTaskPath, zPikbTask } from '@/features/pikb/gateway-schema';
import { isTerminal, normaliseStatusWord, remoteStatuses } from '@/jobs/status';
import { normalisePikbTask } from './normalise';
import { taskIdEmptyMessage, taskIdFormatMessage, zPikbFollowForm } from './schema';
import { space, webAddress } from '@/testing/arbitraries';

const runs = { numRuns: 200 };

/** Task ids as a person pastes them: any UUID, any case, with stray space around. */
const pastedUuid = fc.tuple(space, fc.mixedCase(fc.uuid({ version: [1, 2, 3, 4, 5, 7] })), space);

function issues(input: unknown) {
  const result = zPikbFollowForm.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('the pikb follow form (property)', () => {
  it('accepts every UUID as pasted, and asks GET /pikb/task?id= for exactly that UUID', () => {
    fc.assert(
      fc.property(pastedUuid, ([before, uuid, after]) => {
        const { taskId } = zPikbFollowForm.parse({ taskId: `${before}${uuid}${after}` });
        expect(taskId).toBe(uuid);
        const path = pikbTaskPath(taskId);
        expect(path).toBe(`/pikb/task?id=${uuid}`);
        expect(new URL(path, 'https://gw.example').searchParams.get('id')).toBe(uuid);
      }),
      runs,
    );
  });

  it('refuses a blank id, the "enter" message first (the one the form shows), at Task ID', () => {
    fc.assert(
      fc.property(space, (blank) => {
        const found = issues({ taskId: blank });
        expect(found[0]).toEqual({ path: 'taskId', message: taskIdEmptyMessage() });
        expect(found.every((i) => i.path === 'taskId')).toBe(true);
      }),
      runs,
    );
  });

  it('refuses anything that is not one UUID with the format message, at Task ID', () => {
    const broken = fc.oneof(
      // A UUID one character short, one too long, a digit swapped for a non-hex letter, without
      // dashes, braced, doubled.
      fc.uuid().map((u) => u.slice(1)),
      fc.uuid().map((u) => `${u}0`),
      fc
        .tuple(fc.uuid(), fc.nat({ max: 35 }), fc.constantFrom('g', 'z', 'G', ' ', '_', 'é'))
        .map(([u, at, c]) =>
          u[at] === '-'
            ? `${u.slice(0, at)}x${u.slice(at + 1)}`
            : `${u.slice(0, at)}${c}${u.slice(at + 1)}`,
        ),
      fc.uuid().map((u) => u.replace(/-/g, '')),
      fc.uuid().map((u) => `{${u}}`),
      fc.tuple(fc.uuid(), fc.uuid()).map(([a, b]) => `${a},${b}`),
      fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
      fc.constantFrom('constructor', '__proto__', '../task', 'javascript:alert(1)'),
    );
    fc.assert(
      fc.property(broken, (text) => {
        fc.pre(
          !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text.trim()),
        );
        expect(issues({ taskId: text })).toEqual([
          { path: 'taskId', message: taskIdFormatMessage() },
        ]);
      }),
      runs,
    );
  });

  it('refuses a Task ID that is not text, at Task ID', () => {
    fc.assert(
      fc.property(fc.constantFrom(null, undefined, 42, true, ['x'], {}), (value) => {
        const found = issues({ taskId: value });
        expect(found.length).toBeGreaterThan(0);
        expect(found.every((i) => i.path === 'taskId')).toBe(true);
      }),
      runs,
    );
  });
});

/** A field a gateway may also leave out or send as null. */
const maybe = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: arb }, fc.constantFrom(undefined, null));

/** The field notes' entry words, case-bent, plus new and hostile ones. */
const word = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.mixedCase(
      fc.constantFrom('queued', 'pending', 'started', 'finished', 'error', 'failed'),
    ),
  },
  fc.constantFrom('constructor', '__proto__', 'toString', 'done', 'paused', ''),
  fc.string(),
);
const urlish = fc.oneof(
  webAddress,
  fc.constantFrom('', '   ', 'javascript:alert(1)'),
  fc.string({ unit: 'binary' }),
);
/** Error fields the contract does not show, in any type a gateway might use. */
const anyError = maybe(
  fc.oneof(
    fc.string(),
    fc.integer(),
    fc.record({ message: maybe(fc.oneof(fc.string(), fc.integer())) }, { requiredKeys: [] }),
  ),
);

const video = fc.record(
  {
    id: fc.oneof(fc.uuid(), fc.integer({ min: 0 })),
    status: maybe(word),
    resultUrl: maybe(urlish),
    videoPoster: maybe(urlish),
    imageThumb: maybe(urlish),
    duration: maybe(fc.oneof(fc.integer({ min: -1, max: 20 }), fc.string())),
    error: anyError,
    errorMessage: anyError,
    failReason: anyError,
    message: anyError,
  },
  { requiredKeys: [] },
);

const task = fc.record(
  {
    id: fc.uuid(),
    promptText: maybe(fc.string()),
    params: maybe(
      fc.record(
        {
          promptText: maybe(fc.string()),
          pikbeffect: maybe(fc.string()),
          model: maybe(fc.oneof(fc.string(), fc.integer())),
          duration: maybe(fc.oneof(fc.integer(), fc.string())),
        },
        { requiredKeys: [] },
      ),
    ),
    videos: fc.array(video, { maxLength: 5 }),
  },
  { requiredKeys: ['id', 'videos'] },
);

describe('normalisePikbTask (property)', () => {
  it('holds its promises for any task the schema accepts', () => {
    fc.assert(
      fc.property(task, (raw) => {
        const parsed = zPikbTask.parse(raw);
        const update = normalisePikbTask(parsed);
        const videos = parsed.videos ?? [];
        const words = videos.map((v) => normaliseStatusWord(v.status));
        expect(remoteStatuses).toContain(update.status);
        if (update.progress !== null && update.progress !== undefined) {
          expect(update.progress).toBeGreaterThanOrEqual(0);
          expect(update.progress).toBeLessThanOrEqual(100);
        }
        // One media entry per video, in order.
        expect(update.media ?? []).toHaveLength(videos.length);
        // No videos yet: waiting.
        if (videos.length === 0) expect(update.status).toBe('queued');
        // Done only when every video ended; an unknown or waiting entry keeps the task going.
        if (isTerminal(update.status))
          expect(words.every((w) => w === 'succeeded' || w === 'failed')).toBe(true);
        if (words.includes('unknown')) expect(isTerminal(update.status)).toBe(false);
        if (update.status === 'succeeded') {
          // At least one video a person can play.
          expect(
            (update.media ?? []).some((m) => m.status === 'succeeded' && m.url.trim() !== ''),
          ).toBe(true);
        }
        // Every entry shown as done has its URL.
        for (const media of update.media ?? []) {
          if (media.status === 'succeeded') expect(media.url.trim()).not.toBe('');
          else expect(media.url).toBe('');
          if (media.status === 'failed') expect(media.error?.trim()).toBeTruthy();
        }
        if (update.status === 'failed') expect(update.error?.trim()).toBeTruthy();
        expect(update.raw).toBe(parsed);
      }),
      runs,
    );
  });
});

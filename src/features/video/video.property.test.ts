// @vitest-environment node
// Properties (fast-check) of the video form (schema → POST /v1/videos body) and the video task
// normaliser: each test names the invariant it protects.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zVideoRecord } from '@/features/video/gateway-schema';
import { imageFieldNames } from '@/features/video/paths';
import { normaliseStatusWord, remoteStatuses } from '@/jobs/status';
import { safeMediaUrl } from '@/lib/safe-url';
import { normaliseVideoRecord } from './normalise';
import { toVideoRequest } from './request';
import {
  type FirstFrame,
  FRAME_MAX_BYTES,
  FRAME_MIN_PX,
  ratios,
  resolutions,
  type VideoFormInput,
  videoModels,
  zVideoForm,
} from './schema';
import { space, webAddress } from '@/testing/arbitraries';

const runs = { numRuns: 200 };

/** The fields `POST /v1/videos` documents, plus the first-frame field the settings name. */
const documentedFields = ['model', 'prompt', 'seconds', 'resolution', 'ratio', 'watermark'];

function issuePaths(input: unknown): string[] {
  const result = zVideoForm.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

/** Refused, and only with messages next to `field` (nested paths under it count as it). */
function expectRefusedAt(input: unknown, field: string) {
  const paths = issuePaths(input);
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) expect(path === field || path.startsWith(`${field}.`)).toBe(true);
}

/** Prompts with words in them, up to the 4,000-character edge, padded with space that is trimmed. */
const prompt = fc
  .oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }),
    fc.integer({ min: 3990, max: 4000 }).map((n) => 'w'.repeat(n)),
  )
  .filter((p) => p.trim() !== '' && p.trim().length <= 4000);

/** A first frame the browser measured inside every documented limit: ≥ 300 px, 1:2.5–2.5:1, ≤ 20 MB. */
const validFrame: fc.Arbitrary<FirstFrame> = fc
  .record({
    height: fc.integer({ min: FRAME_MIN_PX, max: 4000 }),
    aspect: fc.double({ min: 1 / 2.5, max: 2.5, noNaN: true }),
    fromFile: fc.boolean(),
    bytes: fc.integer({ min: 1, max: FRAME_MAX_BYTES }),
    url: fc.webUrl(),
    name: fc.string({ minLength: 1, maxLength: 30 }),
  })
  .map(({ height, aspect, fromFile, bytes, url, name }) => {
    // Rounded inward so the integer size stays within the documented ratio.
    const width = Math.max(
      FRAME_MIN_PX,
      Math.min(Math.floor(height * 2.5), Math.ceil(height * aspect)),
    );
    return fromFile
      ? {
          source: 'file' as const,
          url: `data:image/png;base64,${btoa(name)}`,
          name,
          bytes,
          width,
          height,
        }
      : { source: 'url' as const, url, name, bytes: null, width, height };
  });

const validForm: fc.Arbitrary<VideoFormInput> = fc.record({
  model: fc.constantFrom(...videoModels),
  prompt: fc.tuple(space, prompt, space).map(([a, p, b]) => `${a}${p}${b}`),
  seconds: fc.integer({ min: 3, max: 15 }),
  resolution: fc.constantFrom(...resolutions),
  ratio: fc.constantFrom(...ratios),
  watermark: fc.boolean(),
  firstFrame: validFrame,
});

describe('the video form (property: valid input)', () => {
  it('accepts every value inside the documented limits, and maps it to a body the contract allows', () => {
    fc.assert(
      fc.property(validForm, fc.constantFrom(...imageFieldNames), (input, imageField) => {
        const values = zVideoForm.parse(input);
        const body = toVideoRequest(values, imageField);
        expect(
          Object.keys(body).every((k) => documentedFields.includes(k) || k === imageField),
        ).toBe(true);
        expect(body.model).toBe(input.model);
        expect(body.prompt).toBe(input.prompt.trim());
        expect(
          Number.isInteger(body.seconds) &&
            (body.seconds as number) >= 3 &&
            (body.seconds as number) <= 15,
        ).toBe(true);
        expect(JSON.stringify(body)).toContain(`"seconds":${input.seconds}`);
        expect(resolutions).toContain(body.resolution);
        expect(typeof body.watermark).toBe('boolean');
        const frameFields = imageFieldNames.filter((f) => f in body);
        if (input.model === 'videomodel-1.0-t2v') {
          // Text to video: the ratio is one of the nine, and no image goes out.
          expect(ratios).toContain(body.ratio);
          expect(frameFields).toEqual([]);
        } else {
          // Image to video: no ratio (documented for t2v only), the frame in the configured field only.
          expect(body).not.toHaveProperty('ratio');
          expect(frameFields).toEqual([imageField]);
          const url = input.firstFrame?.url;
          expect(body[imageField]).toEqual(imageField === 'images' ? [url] : url);
        }
      }),
      runs,
    );
  });

  it('text to video needs no first frame', () => {
    fc.assert(
      fc.property(validForm, (input) => {
        expect(issuePaths({ ...input, model: 'videomodel-1.0-t2v', firstFrame: null })).toEqual([]);
      }),
      runs,
    );
  });
});

const notANumber = fc.oneof(
  fc.constant(Number.NaN),
  fc.constant(Number.POSITIVE_INFINITY),
  fc.constant(Number.NEGATIVE_INFINITY),
  fc.integer({ min: 3, max: 15 }).map(String),
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
);

const badSeconds = fc.oneof(
  fc.integer({ max: 2 }),
  fc.integer({ min: 16 }),
  fc.double({ min: 2, max: 16, noNaN: true }).filter((n) => !Number.isInteger(n)),
  notANumber,
);

/** A string outside a documented set, near misses first: case, padding, a tenth value. */
function outside(set: readonly string[]): fc.Arbitrary<unknown> {
  return fc
    .oneof(
      fc
        .constantFrom(...set)
        .chain((v) => fc.constantFrom(v.toLowerCase(), v.toUpperCase(), ` ${v}`, `${v} `, `${v}0`)),
      fc.string(),
      fc.constantFrom(null, undefined, 0, 720, true),
    )
    .filter((v) => !set.includes(v as string));
}

const nonHttpUrl = fc
  .tuple(
    fc.constantFrom(
      'javascript:',
      'JAVASCRIPT:',
      'data:image/png;base64,',
      'ftp://',
      'file:///',
      'blob:',
      'ws://',
      'mailto:',
      'vbscript:',
      '//',
      '',
    ),
    fc.string(),
  )
  .map(([scheme, rest]) => `${scheme}${rest.replace(/:/g, '')}`)
  .filter((u) => !/^https?:\/\//i.test(u));

describe('the video form (property: invalid input)', () => {
  const field = <K extends keyof VideoFormInput>(name: K, bad: fc.Arbitrary<unknown>) =>
    fc.tuple(validForm, bad).map(([input, value]) => ({ ...input, [name]: value }));

  it('refuses seconds under 3, over 15, fractional, NaN, infinite or not a number, at Seconds', () => {
    fc.assert(
      fc.property(field('seconds', badSeconds), (input) => expectRefusedAt(input, 'seconds')),
      runs,
    );
  });

  it('refuses a resolution other than 720P or 1080P, at Resolution', () => {
    fc.assert(
      fc.property(field('resolution', outside(resolutions)), (input) =>
        expectRefusedAt(input, 'resolution'),
      ),
      runs,
    );
  });

  it('refuses a ratio outside the nine, at Ratio', () => {
    fc.assert(
      fc.property(field('ratio', outside(ratios)), (input) => expectRefusedAt(input, 'ratio')),
      runs,
    );
  });

  it('refuses a model outside the two, at Model', () => {
    fc.assert(
      fc.property(field('model', outside(videoModels)), (input) => expectRefusedAt(input, 'model')),
      runs,
    );
  });

  it('refuses a blank prompt or one over 4,000 characters, at Prompt', () => {
    const badPrompt = fc.oneof(
      space,
      fc.integer({ min: 4001, max: 4100 }).map((n) => 'w'.repeat(n)),
      fc.constantFrom(null, undefined, 42),
    );
    fc.assert(
      fc.property(field('prompt', badPrompt), (input) => expectRefusedAt(input, 'prompt')),
      runs,
    );
  });

  it('refuses image to video without a first frame, at First frame', () => {
    fc.assert(
      fc.property(validForm, (input) =>
        expectRefusedAt({ ...input, model: 'videomodel-1.0-i2v', firstFrame: null }, 'firstFrame'),
      ),
      runs,
    );
  });

  it('refuses a first frame past any limit (size, ratio, bytes, scheme, NaN), at First frame', () => {
    const broken = fc
      .tuple(
        validFrame,
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 299 }),
        fc.webUrl(),
        nonHttpUrl,
      )
      .map(([frame, which, small, , badUrl]): FirstFrame => {
        switch (which) {
          case 0:
            return { ...frame, width: small, height: Math.max(small, FRAME_MIN_PX) };
          case 1:
            return { ...frame, height: small };
          case 2:
            // Wider than 2.5:1 by at least one pixel.
            return { ...frame, width: Math.floor(frame.height * 2.5) + 1 };
          case 3:
            return { ...frame, height: Math.floor(frame.width * 2.5) + 1 };
          case 4:
            return { ...frame, source: 'file', bytes: FRAME_MAX_BYTES + 1 + small * 1024 };
          default:
            return { ...frame, source: 'url', url: badUrl, bytes: null };
        }
      });
    fc.assert(
      fc.property(validForm, broken, (input, frame) =>
        expectRefusedAt({ ...input, model: 'videomodel-1.0-i2v', firstFrame: frame }, 'firstFrame'),
      ),
      runs,
    );
    fc.assert(
      fc.property(
        validForm,
        validFrame,
        fc.constantFrom('width', 'height', 'bytes'),
        notANumber,
        (input, frame, key, value) => {
          // A null byte count is valid: it is what a URL frame has.
          fc.pre(!(key === 'bytes' && value === null));
          expectRefusedAt(
            { ...input, model: 'videomodel-1.0-i2v', firstFrame: { ...frame, [key]: value } },
            'firstFrame',
          );
        },
      ),
      runs,
    );
  });
});

/** Words a gateway sends: the field notes' own, case-bent, plus new and hostile ones. */
const statusWord = fc.oneof(
  fc.mixedCase(
    fc.constantFrom(
      'queued',
      'in_progress',
      'in progress',
      'completed',
      'failed',
      'unknown',
      'processing',
      'cancelled',
    ),
  ),
  fc.constantFrom(
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    'done',
    'ok',
    'expired',
    '',
  ),
  fc.string(),
);

/** Text where a URL belongs: real addresses, blanks, other schemes, junk. */
const urlish = fc.oneof(
  webAddress,
  fc.constantFrom(
    '',
    '   ',
    'javascript:alert(1)',
    'data:video/mp4;base64,AAAA',
    '/relative.mp4',
    'ftp://x.example/v.mp4',
  ),
  fc.string({ unit: 'binary' }),
);
/** A field a gateway may also leave out or send as null. */
const maybe = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: arb }, fc.constantFrom(undefined, null));

// Numbers as JSON can carry them: no NaN, no Infinity.
const progress = fc.oneof(
  fc.integer({ min: -50, max: 200 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string(),
  fc.integer({ min: 0, max: 100 }).map((n) => `${n}%`),
);
const taskId = fc.oneof(
  fc.uuid(),
  fc.string({ minLength: 1 }),
  fc.constantFrom('video_abc/../x', 'a?b#c', '%2F'),
);

/** Records of the shape `zVideoRecord` accepts, with every field free to be missing, null or odd. */
const record = fc.record(
  {
    id: taskId,
    task_id: taskId,
    status: maybe(statusWord),
    progress: maybe(progress),
    size: maybe(fc.oneof(fc.constantFrom('1280x720', '720x1280'), fc.string())),
    url: maybe(urlish),
    video_url: maybe(urlish),
    metadata: maybe(
      fc.record({ url: maybe(urlish), video_url: maybe(urlish) }, { requiredKeys: [] }),
    ),
    error: maybe(
      fc.oneof(
        fc.string(),
        fc.record(
          { code: maybe(fc.oneof(fc.string(), fc.integer())), message: maybe(fc.string()) },
          { requiredKeys: [] },
        ),
      ),
    ),
  },
  { requiredKeys: [] },
);

describe('normaliseVideoRecord (property)', () => {
  it('holds its promises for any record the schema accepts', () => {
    fc.assert(
      fc.property(record, taskId, (raw, id) => {
        const parsed = zVideoRecord.parse(raw);
        const update = normaliseVideoRecord(parsed, id);
        // One of the five words.
        expect(remoteStatuses).toContain(update.status);
        // Progress is unknown or 0–100.
        if (update.progress !== null && update.progress !== undefined) {
          expect(update.progress).toBeGreaterThanOrEqual(0);
          expect(update.progress).toBeLessThanOrEqual(100);
        }
        // An unknown word is never done.
        if (normaliseStatusWord(parsed.status) === 'unknown') expect(update.status).toBe('unknown');
        // Done always comes with something to play: a URL from the record, or the key-guarded content path.
        if (update.status === 'succeeded') {
          expect(update.media).toHaveLength(1);
          const media = update.media?.[0];
          expect(media?.url.trim()).not.toBe('');
          if (media?.viaGateway) {
            // The task id stays one path segment, whatever it holds.
            const segment = /^\/v1\/videos\/([^/?#]+)\/content$/.exec(media.url)?.[1];
            expect(segment === undefined ? undefined : decodeURIComponent(segment)).toBe(id);
          }
        } else {
          expect(update.media ?? []).toEqual([]);
        }
        // A failure always says something a person can read.
        if (update.status === 'failed') expect(update.error?.trim()).toBeTruthy();
        // The record is kept as it came.
        expect(update.raw).toBe(parsed);
      }),
      runs,
    );
  });

  // BUG (minor, left out of the suite): the first non-blank candidate wins even when it may not be
  // loaded, so a record with metadata.url "javascript:alert(1)" (or a relative path) and a good
  // video_url shows nothing playable. The clip normaliser already prefers a loadable URL.
  // Counterexample: {status: "completed", metadata: {url: "javascript:alert(1)"}, video_url:
  // "https://cdn.example/v.mp4"} → media url "javascript:alert(1)". Fix: pick the first candidate
  // safeMediaUrl accepts, else the first one (kept as text).
  it('plays a loadable URL whenever the record holds one (counterexample: javascript: first)', () => {
    const sample = zVideoRecord.parse({
      status: 'completed',
      metadata: { url: 'javascript:alert(1)' },
      video_url: 'https://cdn.example/v.mp4',
    });
    expect(normaliseVideoRecord(sample, 'task').media?.[0]?.url).toBe('https://cdn.example/v.mp4');
    fc.assert(
      fc.property(record, taskId, (raw, id) => {
        const parsed = zVideoRecord.parse({ ...raw, status: 'completed' });
        const candidates = [
          parsed.metadata?.url,
          parsed.metadata?.video_url,
          parsed.url,
          parsed.video_url,
        ];
        fc.pre(candidates.some((c) => safeMediaUrl(c) !== null));
        expect(safeMediaUrl(normaliseVideoRecord(parsed, id).media?.[0]?.url)).not.toBeNull();
      }),
      runs,
    );
  });
});

// @vitest-environment node
// Properties (fast-check) of the clip form (schema → POST /v1/clipapro/generations body) and the
// clip record normaliser: each test names the invariant it protects.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zClipRecord } from '@/features/clip/gateway-schema';
import { normaliseStatusWord, remoteStatuses } from '@/jobs/status';
import { safeMediaUrl } from '@/lib/safe-url';
import { normaliseClipRecord } from './normalise';
import { toClipRequest } from './request';
import { CLIP_PROMPT_MAX, clipAspectRatios, type ClipFormInput, zClipForm } from './schema';
import { padded, refusedAtBy, space, webAddress } from '@/testing/arbitraries';

const runs = { numRuns: 200 };

/** The fields `POST /v1/clipapro/generations` documents. */
const documentedFields = [
  'user_prompt',
  'aspect_ratio',
  'expand_prompt',
  'loop',
  'image_url',
  'image_end_url',
];

const expectRefusedAt = refusedAtBy(zClipForm);

const prompt = fc
  .oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }),
    fc.integer({ min: CLIP_PROMPT_MAX - 10, max: CLIP_PROMPT_MAX }).map((n) => 'w'.repeat(n)),
  )
  .filter((p) => p.trim() !== '' && p.trim().length <= CLIP_PROMPT_MAX);

/** An optional image: empty (none) or a web address in any case of its scheme. */
const imageUrl = fc.oneof(
  fc.constant(''),
  space,
  padded(
    fc
      .tuple(fc.webUrl({ withQueryParameters: true }), fc.boolean())
      .map(([u, upper]) => (upper ? u.replace(/^https?/, (s) => s.toUpperCase()) : u)),
  ),
);

const validForm: fc.Arbitrary<ClipFormInput> = fc.record({
  prompt: padded(prompt),
  aspectRatio: fc.constantFrom(...clipAspectRatios),
  expandPrompt: fc.boolean(),
  loop: fc.boolean(),
  imageUrl,
  imageEndUrl: imageUrl,
});

describe('the clip form (property: valid input)', () => {
  it('accepts every value inside the limits and maps it to a body of documented fields only', () => {
    fc.assert(
      fc.property(validForm, (input) => {
        const body = toClipRequest(zClipForm.parse(input));
        expect(Object.keys(body).every((k) => documentedFields.includes(k))).toBe(true);
        expect(body.user_prompt).toBe(input.prompt.trim());
        expect(clipAspectRatios).toContain(body.aspect_ratio);
        // Both booleans always go out: the contract shows no defaults to lean on.
        expect(body.expand_prompt).toBe(input.expandPrompt);
        expect(body.loop).toBe(input.loop);
        for (const [key, given] of [
          ['image_url', input.imageUrl],
          ['image_end_url', input.imageEndUrl],
        ] as const) {
          if (given.trim() === '') {
            // An empty image is left out, never sent as "".
            expect(body).not.toHaveProperty(key);
          } else {
            expect(body[key]).toBe(given.trim());
            expect(['http:', 'https:']).toContain(new URL(body[key] ?? '').protocol);
          }
        }
      }),
      runs,
    );
  });
});

const nonHttpUrl = fc
  .tuple(
    fc.mixedCase(
      fc.constantFrom(
        'javascript:',
        'data:image/png;base64,',
        'ftp://',
        'file:///',
        'blob:https://x.example/',
        'ws://',
        'mailto:',
        'vbscript:',
        'about:',
      ),
    ),
    fc.string(),
  )
  .map(([scheme, rest]) => `${scheme}${rest}`);
const notAUrl = fc.oneof(
  nonHttpUrl,
  fc.constantFrom(
    'http://',
    'https://',
    'https:// ',
    '//cdn.example/a.png',
    '/a.png',
    'a.png',
    'www.example.com/a.png',
  ),
);

describe('the clip form (property: invalid input)', () => {
  const field = <K extends keyof ClipFormInput>(name: K, bad: fc.Arbitrary<unknown>) =>
    fc.tuple(validForm, bad).map(([input, value]) => ({ ...input, [name]: value }));

  it('refuses a start image that is not an http(s) address, at Start image', () => {
    fc.assert(
      fc.property(field('imageUrl', notAUrl), (input) => expectRefusedAt(input, 'imageUrl')),
      runs,
    );
  });

  it('refuses an end image that is not an http(s) address, at End image', () => {
    fc.assert(
      fc.property(field('imageEndUrl', notAUrl), (input) => expectRefusedAt(input, 'imageEndUrl')),
      runs,
    );
  });

  it('refuses an aspect ratio outside the seven, at Aspect ratio', () => {
    const bad = fc
      .oneof(
        fc.constantFrom('4:5', '5:4', '2:1', ' 16:9', '16:9 ', '16/9', ''),
        fc.string(),
        fc.constantFrom(null, undefined, 1.78),
      )
      .filter((v) => !(clipAspectRatios as readonly unknown[]).includes(v));
    fc.assert(
      fc.property(field('aspectRatio', bad), (input) => expectRefusedAt(input, 'aspectRatio')),
      runs,
    );
  });

  it('refuses a blank prompt or one over the cap, at Prompt', () => {
    const bad = fc.oneof(
      space,
      fc.integer({ min: CLIP_PROMPT_MAX + 1, max: CLIP_PROMPT_MAX + 50 }).map((n) => 'w'.repeat(n)),
      fc.constantFrom(null, 7),
    );
    fc.assert(
      fc.property(field('prompt', bad), (input) => expectRefusedAt(input, 'prompt')),
      runs,
    );
  });

  it('refuses flags that are not booleans, at their own field', () => {
    const bad = fc.constantFrom('true', 'false', 0, 1, null, undefined);
    fc.assert(
      fc.property(validForm, fc.constantFrom('expandPrompt', 'loop'), bad, (input, name, value) =>
        expectRefusedAt({ ...input, [name]: value }, name),
      ),
      runs,
    );
  });
});

/** A field a gateway may also leave out or send as null. */
const maybe = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: arb }, fc.constantFrom(undefined, null));

/** The field notes' states, case-bent, plus new and hostile words. */
const state = fc.oneof(
  fc.mixedCase(
    fc.constantFrom('pending', 'processing', 'dreaming', 'queued', 'completed', 'failed'),
  ),
  fc.constantFrom('constructor', '__proto__', 'valueOf', 'done', 'ready', ''),
  fc.string(),
);

const urlish = fc.oneof(
  webAddress,
  fc.constantFrom(
    '',
    '  ',
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:video/mp4;base64,AAAA',
    '/v.mp4',
    'blob:https://evil.example/x',
  ),
  fc.string({ unit: 'binary' }),
);
const size = maybe(
  fc.oneof(
    fc.integer({ min: -10, max: 4000 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  ),
);
const image = maybe(
  fc.record({ url: maybe(urlish), width: size, height: size }, { requiredKeys: [] }),
);

/** Records of the shape `zClipRecord` accepts (create and query answers), every field free to be odd. */
const record = fc.record(
  {
    id: fc.uuid(),
    prompt: maybe(fc.string()),
    state: maybe(state),
    created_at: maybe(fc.string()),
    video: maybe(
      fc.record(
        {
          url: maybe(urlish),
          width: size,
          height: size,
          thumbnail: maybe(urlish),
          download_url: maybe(urlish),
        },
        { requiredKeys: [] },
      ),
    ),
    video_raw: image,
    thumbnail: image,
    last_frame: image,
    estimate_wait_seconds: maybe(
      fc.oneof(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: -5, max: 5000 }),
        fc.string(),
      ),
    ),
    failure_reason: maybe(fc.oneof(fc.string(), fc.constantFrom('', '  ', 'moderation'))),
    server_id: maybe(fc.uuid()),
  },
  { requiredKeys: ['id'] },
);

describe('normaliseClipRecord (property)', () => {
  it('holds its promises for any record the schema accepts', () => {
    fc.assert(
      fc.property(record, (raw) => {
        const parsed = zClipRecord.parse(raw);
        const update = normaliseClipRecord(parsed);
        expect(remoteStatuses).toContain(update.status);
        expect([null, 100]).toContain(update.progress ?? null);
        // An unknown word is never done.
        if (normaliseStatusWord(parsed.state) === 'unknown') expect(update.status).toBe('unknown');
        if (update.status === 'succeeded') {
          // Done only with a video: "completed" without one is followed further, not shown as done.
          expect(update.media).toHaveLength(1);
          const url = update.media?.[0]?.url ?? '';
          expect(url.trim()).not.toBe('');
          // A playable URL wins over one that may not be loaded, whenever the record holds one.
          const candidates = [parsed.video?.url, parsed.video_raw?.url, parsed.video?.download_url];
          if (candidates.some((c) => safeMediaUrl(c) !== null))
            expect(safeMediaUrl(url)).not.toBeNull();
          // A poster is only ever a URL that may be loaded.
          const poster = update.media?.[0]?.poster;
          if (poster !== null && poster !== undefined) expect(safeMediaUrl(poster)).not.toBeNull();
        } else {
          expect(update.media ?? []).toEqual([]);
        }
        if (update.status === 'failed') expect(update.error?.trim()).toBeTruthy();
        // Waiting detail only while waiting.
        if (update.status === 'succeeded' || update.status === 'failed')
          expect(update.detail ?? null).toBeNull();
        expect(update.raw).toBe(parsed);
      }),
      runs,
    );
  });
});

// @vitest-environment node
// Properties (fast-check) of the pixa form (schema → POST /vip/pixa/video/create body), pixa ids,
// and the pixa record normaliser: each test names the invariant it protects.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pixaTaskPath, zPixaCreateResult, zPixaRecord } from '@/features/pixa/gateway-schema';
import { remoteStatuses } from '@/jobs/status';
import { parseJsonLossless } from '@/lib/json';
import { normalisePixaRecord, templateName } from './normalise';
import { toPixaRequest } from './request';
import {
  MODEL_MAX,
  pixaDurations,
  type PixaFormInput,
  pixaModelSuggestions,
  pixaMotionModes,
  pixaQualities,
  PROMPT_MAX,
  SEED_MAX,
  zPixaForm,
} from './schema';
import { padded, refusedAtBy, space, webAddress } from '@/testing/arbitraries';

const runs = { numRuns: 200 };

/** The fields `POST /vip/pixa/video/create` documents. */
const documentedFields = [
  'prompt',
  'model',
  'template_id',
  'duration',
  'quality',
  'motion_mode',
  'seed',
  'img_url',
  'remove_watermark',
];

const expectRefusedAt = refusedAtBy(zPixaForm);

const words = (max: number) =>
  fc
    .oneof(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(max, 120) }),
      fc.integer({ min: max - 5, max }).map((n) => 'w'.repeat(n)),
    )
    .filter((text) => text.trim() !== '' && text.trim().length <= max);

/** Digits as a person types them, leading zeros included, up to the largest value that stays exact. */
const digitsUpTo = (max: number) =>
  fc.oneof(
    fc.integer({ min: 0, max }).map(String),
    fc
      .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: Math.min(max, 9999) }))
      .map(([zeros, n]) => `${'0'.repeat(zeros)}${n}`),
    fc.constantFrom(String(max), '0'),
  );

/** The rule the field notes give: fast motion only at 5 s and below 1080p. */
const durationQualityMotion = fc
  .record({
    duration: fc.constantFrom(...pixaDurations),
    quality: fc.constantFrom(...pixaQualities),
    motionMode: fc.constantFrom(...pixaMotionModes),
  })
  .filter(
    ({ duration, quality, motionMode }) =>
      motionMode === 'normal' || (duration === '5' && quality !== '1080p'),
  );

const validForm: fc.Arbitrary<PixaFormInput> = fc
  .record({
    prompt: padded(words(PROMPT_MAX)),
    model: padded(fc.oneof(fc.constantFrom(...pixaModelSuggestions), words(MODEL_MAX))),
    templateId: fc.oneof(fc.constant(''), space, padded(digitsUpTo(Number.MAX_SAFE_INTEGER))),
    seed: fc.oneof(fc.constant(''), padded(digitsUpTo(SEED_MAX))),
    imgUrl: fc.oneof(fc.constant(''), padded(fc.webUrl({ withQueryParameters: true }))),
    removeWatermark: fc.boolean(),
    combo: durationQualityMotion,
  })
  .map(({ combo, ...rest }) => ({ ...rest, ...combo }));

describe('the pixa form (property: valid input)', () => {
  it('accepts every value inside the limits and maps it to a body the field notes allow', () => {
    fc.assert(
      fc.property(validForm, (input) => {
        const body = toPixaRequest(zPixaForm.parse(input));
        expect(Object.keys(body).every((k) => documentedFields.includes(k))).toBe(true);
        expect(body.prompt).toBe(input.prompt.trim());
        expect(body.model).toBe(input.model.trim());
        expect([5, 8]).toContain(body.duration);
        expect(body.duration).toBe(Number(input.duration));
        expect(pixaQualities).toContain(body.quality);
        expect(pixaMotionModes).toContain(body.motion_mode);
        if (body.motion_mode === 'fast') {
          expect(body.duration).toBe(5);
          expect(body.quality).not.toBe('1080p');
        }
        expect(body.remove_watermark).toBe(input.removeWatermark ? 1 : 0);
        // Whole numbers go out as exact JSON integers, or not at all when left empty.
        for (const [key, typed, max] of [
          ['template_id', input.templateId, Number.MAX_SAFE_INTEGER],
          ['seed', input.seed, SEED_MAX],
        ] as const) {
          if (typed.trim() === '') {
            expect(body).not.toHaveProperty(key);
          } else {
            const sent = body[key];
            expect(Number.isSafeInteger(sent)).toBe(true);
            expect(BigInt(sent ?? -1)).toBe(BigInt(typed.trim()));
            expect(sent).toBeLessThanOrEqual(max);
            expect(JSON.stringify(body)).toContain(`"${key}":${BigInt(typed.trim())}`);
          }
        }
        if (input.imgUrl.trim() === '') expect(body).not.toHaveProperty('img_url');
        else expect(['http:', 'https:']).toContain(new URL(body.img_url ?? '').protocol);
      }),
      runs,
    );
  });
});

const notDigits = fc.oneof(
  fc.constantFrom('-1', '1.5', '1e3', '0x10', '12 3', '٣', '１２', '+5', 'NaN', 'Infinity'),
  fc.string({ minLength: 1 }).filter((s) => !/^\d*$/.test(s.trim())),
  fc.constantFrom(null, undefined, 12),
);

describe('the pixa form (property: invalid input)', () => {
  const field = <K extends keyof PixaFormInput>(name: K, bad: fc.Arbitrary<unknown>) =>
    fc.tuple(validForm, bad).map(([input, value]) => ({ ...input, [name]: value }));
  /** Motion mode normal, so only the broken field itself may speak. */
  const calm = <K extends keyof PixaFormInput>(name: K, bad: fc.Arbitrary<unknown>) =>
    field(name, bad).map((input) => ({ ...input, motionMode: 'normal' }));

  it('refuses a duration other than 5 or 8, at Duration', () => {
    const bad = fc
      .oneof(fc.constantFrom(5, 8, '5 ', ' 8', '5.0', '05', '1', '15', '10', ''), fc.string())
      .filter((v) => v !== '5' && v !== '8');
    fc.assert(
      fc.property(calm('duration', bad), (input) => expectRefusedAt(input, 'duration')),
      runs,
    );
  });

  it('refuses a quality outside the four, at Quality', () => {
    const bad = fc
      .oneof(fc.constantFrom('1080P', '720', '4k', ' 540p', '480p', ''), fc.string())
      .filter((v) => !(pixaQualities as readonly string[]).includes(v));
    fc.assert(
      fc.property(calm('quality', bad), (input) => expectRefusedAt(input, 'quality')),
      runs,
    );
  });

  it('refuses fast motion at 8 s or at 1080p, at Motion mode', () => {
    const bad = fc
      .record({
        duration: fc.constantFrom(...pixaDurations),
        quality: fc.constantFrom(...pixaQualities),
      })
      .filter(({ duration, quality }) => duration === '8' || quality === '1080p');
    fc.assert(
      fc.property(validForm, bad, (input, combo) =>
        expectRefusedAt({ ...input, ...combo, motionMode: 'fast' }, 'motionMode'),
      ),
      runs,
    );
  });

  it('refuses a motion mode other than normal or fast, at Motion mode', () => {
    const bad = fc
      .oneof(fc.constantFrom('Fast', 'slow', ' normal', ''), fc.string())
      .filter((v) => v !== 'normal' && v !== 'fast');
    fc.assert(
      fc.property(field('motionMode', bad), (input) => expectRefusedAt(input, 'motionMode')),
      runs,
    );
  });

  it('refuses a template id that is not plain digits or too large to send exactly, at Template ID', () => {
    const tooLarge = fc
      .bigInt({ min: BigInt(Number.MAX_SAFE_INTEGER) + 1n, max: 10n ** 30n })
      .map(String);
    fc.assert(
      fc.property(field('templateId', fc.oneof(notDigits, tooLarge)), (input) =>
        expectRefusedAt(input, 'templateId'),
      ),
      runs,
    );
  });

  it('refuses a seed that is not plain digits or above 2^31 − 1, at Seed', () => {
    const tooLarge = fc.bigInt({ min: BigInt(SEED_MAX) + 1n, max: 10n ** 20n }).map(String);
    fc.assert(
      fc.property(field('seed', fc.oneof(notDigits, tooLarge)), (input) =>
        expectRefusedAt(input, 'seed'),
      ),
      runs,
    );
  });

  it('refuses an image URL that is not an http(s) web address, at Image URL', () => {
    const bad = fc.oneof(
      fc
        .tuple(
          fc.mixedCase(
            fc.constantFrom(
              'javascript:',
              'data:image/png;base64,',
              'ftp://',
              'file:///',
              'blob:https://x.example/',
              'vbscript:',
            ),
          ),
          fc.string(),
        )
        .map(([scheme, rest]) => `${scheme}${rest}`),
      fc.constantFrom('http://', 'https://', '//cdn.example/a.png', 'a.png'),
    );
    fc.assert(
      fc.property(field('imgUrl', bad), (input) => expectRefusedAt(input, 'imgUrl')),
      runs,
    );
  });

  it('refuses a blank or overlong prompt or model, at its own field', () => {
    fc.assert(
      fc.property(
        validForm,
        fc.constantFrom(['prompt', PROMPT_MAX] as const, ['model', MODEL_MAX] as const),
        fc.oneof(
          space.map((s) => ({ blank: s })),
          fc.integer({ min: 1, max: 40 }).map((over) => ({ over })),
        ),
        (input, [name, max], broken) => {
          const value = 'blank' in broken ? broken.blank : 'w'.repeat(max + broken.over);
          expectRefusedAt({ ...input, [name]: value }, name);
        },
      ),
      runs,
    );
  });
});

/** Video ids over the whole 64-bit range, the edge around 2^53 drawn often. */
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const videoId = fc.oneof(
  fc.bigInt({ min: 0n, max: 2n ** 64n }),
  fc.bigInt({ min: MAX_SAFE - 3n, max: MAX_SAFE + 3n }),
  fc.bigInt({ min: 0n, max: 10n ** 6n }),
);

/** The create answer as documented, and as gateways of this vendor wrap it. */
const wrappings: ReadonlyArray<readonly [string, (inner: string) => string]> = [
  ['{video_id}', (inner) => inner],
  [
    '{ErrCode,ErrMsg,Resp:{video_id}}',
    (inner) => `{"ErrCode":0,"ErrMsg":"success","Resp":${inner}}`,
  ],
  ['{code,data:{video_id}}', (inner) => `{"code":0,"msg":"ok","data":${inner}}`],
];

describe('pixa ids (property)', () => {
  it.each(wrappings)(
    'a create answer %s gives back the id as exactly its digits, and polls that id',
    (_, wrap) => {
      fc.assert(
        fc.property(videoId, (n) => {
          // The client parses losslessly; the schema turns the id into its exact decimal string.
          const result = zPixaCreateResult.parse(parseJsonLossless(wrap(`{"video_id":${n}}`)));
          expect(result.video_id).toBe(n.toString());
          expect(pixaTaskPath(result.video_id)).toBe(`/pixa/video/task/${n}`);
        }),
        runs,
      );
    },
  );

  it('a polled record keeps its video_id exact, and reads video_status given as a number or digits', () => {
    fc.assert(
      fc.property(videoId, fc.integer({ min: -1, max: 12 }), fc.boolean(), (n, status, quoted) => {
        const text = `{"video_id":${n},"video_status":${quoted ? `"${status}"` : status},"url":""}`;
        const record = zPixaRecord.parse(parseJsonLossless(text));
        expect(record.video_id).toBe(n.toString());
        expect(record.video_status).toBe(status);
      }),
      runs,
    );
  });

  it('never takes a rounded number for an id: an unsafe integer that arrives as a number is refused', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: MAX_SAFE + 1n, max: 2n ** 64n }), (n) => {
        expect(zPixaCreateResult.safeParse({ video_id: Number(n) }).success).toBe(false);
      }),
      runs,
    );
  });
});

/** A field a gateway may also leave out or send as null. */
const maybe = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: arb }, fc.constantFrom(undefined, null));

/** The codes the field notes name, and every other integer, as numbers or digit strings. */
const KNOWN = [1, 5, 6, 7, 8, 10];
const TERMINAL = [1, 6, 7, 8];
const code = fc.oneof(fc.constantFrom(...KNOWN), fc.integer({ min: -3, max: 20 }), fc.integer());
const videoStatus = maybe(fc.oneof(code, code.map(String)));

const urlish = fc.oneof(
  webAddress,
  fc.constantFrom('', '   ', 'javascript:alert(1)', 'data:video/mp4;base64,AAAA'),
  fc.string({ unit: 'binary' }),
);
const json = fc.double({ noNaN: true, noDefaultInfinity: true });

/** `template_i18n_json`: a JSON document in a string, or not: malformed, hostile keys, wrong types. */
const i18n = fc.oneof(
  fc
    .dictionary(
      fc.oneof(
        fc.constantFrom('en', 'pt-BR', 'pt_br', 'zh-CN', 'PT', '__proto__', 'constructor', ''),
        fc.string(),
      ),
      fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 })),
    )
    .map((o) => JSON.stringify(o)),
  fc.json({ maxDepth: 2 }),
  fc.string(),
  fc.constantFrom('{"en":', '{"__proto__":{"en":"x"}}', '["en"]', 'null', '"en"'),
);

/** Records of the shape `zPixaRecord` accepts; the fields the normaliser reads are made odd. */
const record = fc.record(
  {
    video_id: maybe(fc.oneof(fc.nat(), fc.bigInt({ min: 0n, max: 2n ** 64n }).map(String))),
    video_status: videoStatus,
    url: maybe(urlish),
    first_frame: maybe(urlish),
    output_width: maybe(json),
    output_height: maybe(json),
    video_duration: maybe(json),
    duration: maybe(json),
    queue_data: maybe(
      fc.record({ queue_time: maybe(json), queue_count: maybe(json) }, { requiredKeys: [] }),
    ),
    template_name: maybe(fc.string()),
    template_i18n_json: maybe(i18n),
  },
  { requiredKeys: [] },
);

const locales = fc.array(fc.oneof(fc.constantFrom('pt-BR', 'en-US', 'zh_CN', 'de'), fc.string()), {
  maxLength: 3,
});

describe('normalisePixaRecord (property)', () => {
  it('holds its promises for any record the schema accepts, in any locale', () => {
    fc.assert(
      fc.property(record, locales, (raw, wanted) => {
        const parsed = zPixaRecord.parse(raw);
        const update = normalisePixaRecord(parsed, wanted);
        const status = typeof parsed.video_status === 'number' ? parsed.video_status : null;
        expect(remoteStatuses).toContain(update.status);
        expect([null, 100]).toContain(update.progress ?? null);
        // Only the codes of the field notes end a job; every other integer is polled on.
        if (status === null || !TERMINAL.includes(status))
          expect(update.status === 'succeeded' || update.status === 'failed').toBe(false);
        if (status === null || !KNOWN.includes(status)) expect(update.status).toBe('unknown');
        if (update.status === 'succeeded') {
          // Done only with the result's address.
          expect(status).toBe(1);
          expect(update.media).toHaveLength(1);
          expect(update.media?.[0]?.url).toBe(parsed.url?.trim());
          expect(update.media?.[0]?.url).not.toBe('');
          const seconds = update.media?.[0]?.durationSeconds;
          if (seconds !== null && seconds !== undefined) expect(seconds).toBeGreaterThan(0);
        } else {
          expect(update.media ?? []).toEqual([]);
        }
        if (update.status === 'failed') expect(update.error?.trim()).toBeTruthy();
        expect(update.raw).toBe(parsed);
      }),
      runs,
    );
  });

  it('reads a template name from any i18n text without throwing: a non-blank string or null', () => {
    fc.assert(
      fc.property(maybe(i18n), maybe(fc.string()), locales, (text, name, wanted) => {
        const found = templateName({ template_i18n_json: text, template_name: name }, wanted);
        if (found !== null) expect(found.trim()).toBe(found);
        if (found !== null) expect(found).not.toBe('');
      }),
      runs,
    );
  });
});

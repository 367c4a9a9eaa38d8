// @vitest-environment node
// Properties (fast-check) of the GPT lookup form (id → get-gpts chat body) and the answer
// normaliser: each test names the invariant it protects.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zChatCompletion, zGptsDocument } from '@/features/gpts/gateway-schema';
import { normaliseGptsAnswer } from './normalise';
import { toGptsRequest } from './request';
import { GPT_ID_MAX, zGptLookupForm } from './schema';
import { space } from '@/testing/arbitraries';

const runs = { numRuns: 200 };

const idChar = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_',
);

/** GPT ids of the documented `g-<id>` form: short, real-looking, slugged, and at the 128 edge. */
const gptId = fc.oneof(
  fc.string({ unit: idChar, minLength: 1, maxLength: 40 }).map((rest) => `g-${rest}`),
  fc
    .tuple(fc.stringMatching(/^[A-Za-z0-9]{9}$/), fc.stringMatching(/^[a-z0-9-]{0,30}$/))
    .map(([id, slug]) => `g-${id}${slug ? `-${slug}` : ''}`),
  fc
    .string({ unit: idChar, minLength: GPT_ID_MAX - 2, maxLength: GPT_ID_MAX - 2 })
    .map((rest) => `g-${rest}`),
);

function issuePaths(input: unknown): string[] {
  const result = zGptLookupForm.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('the GPT lookup form (property)', () => {
  it('accepts every g-<id> as pasted, and asks for it in the documented chat body', () => {
    fc.assert(
      fc.property(space, gptId, space, (before, id, after) => {
        const values = zGptLookupForm.parse({ id: `${before}${id}${after}` });
        expect(values.id).toBe(id);
        expect(toGptsRequest(values.id)).toEqual({
          model: 'get-gpts',
          messages: [{ role: 'user', content: id }],
          stream: false,
        });
      }),
      runs,
    );
  });

  it('refuses a blank id, one without "g-", one with other characters, or one past 128, at GPT ID', () => {
    const broken = fc.oneof(
      space,
      fc.constantFrom('g-', 'g', 'G-abc', 'gpt-abc', '-g-abc', 'g_abc', 'constructor'),
      gptId.map((id) => id.slice(2)).filter((rest) => !rest.startsWith('g-')),
      fc
        .tuple(gptId, fc.constantFrom(' ', '/', '.', '?', '#', '<', 'é', '\u0000', '😀', '\u200b'))
        .map(([id, c]) => `${id}${c}x`),
      fc
        .string({ unit: idChar, minLength: GPT_ID_MAX - 1, maxLength: GPT_ID_MAX + 40 })
        .map((rest) => `g-${rest}`),
      fc.string().filter((s) => !/^g-[A-Za-z0-9_-]{1,126}$/.test(s.trim())),
    );
    fc.assert(
      fc.property(broken, (text) => {
        const paths = issuePaths({ id: text });
        expect(paths.length).toBeGreaterThan(0);
        expect(paths.every((p) => p === 'id')).toBe(true);
      }),
      runs,
    );
  });

  it('refuses an id that is not text, at GPT ID', () => {
    fc.assert(
      fc.property(fc.constantFrom(null, undefined, 42, true, ['g-abc']), (value) => {
        expect(issuePaths({ id: value })).toEqual(['id']);
      }),
      runs,
    );
  });
});

const completion = (content: unknown, finish: string | null = 'stop') =>
  zChatCompletion.parse({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    model: 'get-gpts',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finish }],
  });

/** Prose a model may put around the fence; it never holds a fence of its own. */
const prose = fc.string({ unit: 'grapheme', maxLength: 60 }).filter((t) => !t.includes('```'));

/** Text a hostile document may carry anywhere: fences, braces, markup, quotes. */
const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('```', '{"a":', '}', '<script>alert(1)</script>', '\n```\n', '"'),
);

/** A details document of the documented shape, its strings hostile. */
const documentShape = fc.record({
  gizmo: fc.record({
    id: fc.string({ minLength: 1 }).map((s) => `g-${s}`),
    display: fc.record({
      name: fc.option(hostile, { nil: null }),
      description: fc.option(hostile, { nil: null }),
      prompt_starters: fc.array(hostile, { maxLength: 3 }),
    }),
    author: fc.record({ display_name: hostile, link_to: fc.oneof(fc.webUrl(), hostile) }),
    tags: fc.array(hostile, { maxLength: 3 }),
  }),
  tools: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 2 }),
});

describe('normaliseGptsAnswer (property)', () => {
  it('is total: any message text ends the lookup, done or failed with a reason, the text kept', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.json({ maxDepth: 2 }).map((j) => `\`\`\`json\n${j}\n\`\`\``),
          fc.json({ maxDepth: 2 }).map((j) => `\`\`\`json\n${j}`),
          fc.tuple(prose, fc.json({ maxDepth: 2 }), prose).map(([a, j, b]) => `${a}${j}${b}`),
        ),
        fc.constantFrom('stop', 'length', null),
        (content, finish) => {
          const update = normaliseGptsAnswer(completion(content, finish));
          expect(['succeeded', 'failed']).toContain(update.status);
          if (update.status === 'failed') {
            expect(update.error?.trim()).toBeTruthy();
            expect(update.raw).toMatchObject({ content });
          } else {
            expect(zGptsDocument.safeParse(update.raw).success).toBe(true);
          }
        },
      ),
      runs,
    );
  });

  it('reads any document of the documented shape out of its fence, prose around it or not', () => {
    fc.assert(
      fc.property(
        prose,
        documentShape,
        fc.constantFrom('json', 'JSON', ''),
        fc.boolean(),
        prose,
        (before, doc, language, pretty, after) => {
          const content = `${before}\n\`\`\`${language}\n${JSON.stringify(doc, null, pretty ? 2 : 0)}\n\`\`\`\n${after}`;
          const update = normaliseGptsAnswer(completion(content));
          expect(update.status).toBe('succeeded');
          const name = doc.gizmo.display.name?.trim();
          expect(update.fields).toEqual({ GPT: name ? name : doc.gizmo.id });
        },
      ),
      runs,
    );
  });
});

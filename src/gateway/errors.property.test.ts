// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readErrorMessage } from './errors';
import { describeHttpFailure } from '@/testing/http-failure';

const runs = { numRuns: 200 };

/** The longest plain-text message the parser passes on: 300 characters and an ellipsis. */
const PLAIN_TEXT_CAP = 301;
const HTML_SUFFIX = ' (an HTML error page, probably from a proxy)';

const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme', maxLength: 400 }),
  fc.string({ unit: 'binary-ascii', minLength: 280, maxLength: 700 }),
);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A gateway's own words: never blank, sometimes with the request id support asks for. */
const message = fc
  .tuple(
    fc.oneof(
      fc.string({ minLength: 1 }),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
    ),
    fc.option(fc.stringMatching(/^[0-9a-f]{8,24}$/), { nil: undefined }),
    fc.constantFrom('', ' ', '  \n', '\t'),
  )
  .filter(([text]) => text.trim() !== '')
  .map(([text, requestId, space]) => ({
    sent: `${space}${text}${requestId ? ` (request id: ${requestId})` : ''}${space}`,
    shown: `${text}${requestId ? ` (request id: ${requestId})` : ''}`.trim(),
  }));

/** Each envelope of the field notes, built around one message. */
const envelopes: ReadonlyArray<readonly [string, (m: string) => unknown]> = [
  [
    '{error:{message,type,param,code:string}}',
    (m) => ({
      error: { message: m, type: 'invalid_request_error', param: null, code: 'bad_seconds' },
    }),
  ],
  [
    '{error:{message,code:number}}',
    (m) => ({ error: { message: m, type: '', param: '', code: 400 } }),
  ],
  [
    '{error:{message,code:""}}',
    (m) => ({ error: { message: m, type: 'new_api_error', code: '' } }),
  ],
  ['{code,message,data:null}', (m) => ({ code: 'fail_to_fetch_task', message: m, data: null })],
  ['{detail:"…"}', (m) => ({ detail: m })],
  ['{detail:{reason}}', (m) => ({ detail: { reason: m } })],
  ['{ErrCode,ErrMsg}', (m) => ({ ErrCode: 10005, ErrMsg: m })],
  ['{code:n,msg}', (m) => ({ code: 500, msg: m })],
  ['{error:"…"}', (m) => ({ error: m })],
];

/** What HTML text says once the browser decodes it: the five entities the parser knows. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A lone surrogate: half a character, shown as "�". */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('readErrorMessage (property)', () => {
  it('is total: for any text, null or a non-empty trimmed string, never a throw', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyText,
          fc.json({ maxDepth: 2 }),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (body) => {
          const result = readErrorMessage(body);
          if (result !== null) {
            expect(typeof result).toBe('string');
            expect(result.trim()).not.toBe('');
          }
        },
      ),
      runs,
    );
  });

  it('caps a non-JSON, non-HTML body at 300 characters and an ellipsis, and keeps a short one whole', () => {
    fc.assert(
      fc.property(anyText, (body) => {
        const text = body.trim();
        fc.pre(text !== '' && !isJson(text) && !text.startsWith('<'));
        const result = readErrorMessage(body);
        expect(result).not.toBeNull();
        expect((result ?? '').length).toBeLessThanOrEqual(PLAIN_TEXT_CAP);
        if (text.length <= 300) expect(result).toBe(text);
        else expect(result).toBe(`${text.slice(0, 300)}…`);
      }),
      runs,
    );
  });

  it('gives back null for JSON that holds no message (numbers, booleans, arrays, null, empty objects)', () => {
    const number = fc.double({ noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(
        fc.oneof(
          number,
          fc.boolean(),
          fc.constant(null),
          fc.array(fc.jsonValue(), { maxLength: 4 }),
          fc.constant({}),
        ),
        (value) => {
          expect(readErrorMessage(JSON.stringify(value))).toBeNull();
        },
      ),
      runs,
    );
  });

  // BUG (left out of the suite): the lossless parse turns an integer beyond 2^53 into a digit string,
  // which then passes for a message. A body of "-9007199254740992", or {"error": 12345678901234567890},
  // or {"detail": 9007199254740993}, is shown as if the gateway had said those digits, while
  // {"error": 5} is rightly null. Counterexample found: -9007199254740992. Fix: read error bodies
  // with JSON.parse (an error message never needs an exact id).
  it('never takes a big number for a message (counterexample: -9007199254740992)', () => {
    expect(readErrorMessage('-9007199254740992')).toBeNull();
    fc.assert(
      fc.property(
        fc.bigInt({ min: 2n ** 53n, max: 2n ** 64n }),
        fc.constantFrom('error', 'detail', 'message', 'msg', 'ErrMsg'),
        (n, key) => {
          expect(readErrorMessage(`${n}`)).toBeNull();
          expect(readErrorMessage(`{"${key}":${n}}`)).toBeNull();
        },
      ),
      runs,
    );
  });

  it.each(envelopes)('reads the message of %s exactly, trimmed, request id kept', (_, wrap) => {
    fc.assert(
      fc.property(message, fc.constantFrom('', ' ', '\n'), ({ sent, shown }, space) => {
        expect(readErrorMessage(`${space}${JSON.stringify(wrap(sent))}${space}`)).toBe(shown);
      }),
      runs,
    );
  });

  it('joins the messages of a validation {detail:[{msg}]} list', () => {
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 4 }), (messages) => {
        const body = JSON.stringify({
          detail: messages.map(({ sent }) => ({
            loc: ['body', 'seconds'],
            msg: sent,
            type: 'value_error',
          })),
        });
        expect(readErrorMessage(body)).toBe(messages.map(({ shown }) => shown).join('; '));
      }),
      runs,
    );
  });

  it('gives the title of an HTML error page, decoded and trimmed, whatever the title says', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }).filter((t) => t.trim() !== ''),
        fc.string({ maxLength: 200 }),
        fc.constantFrom('<title>', '<TITLE>', '<title lang="en">'),
        (title, bodyText, open) => {
          const page = `<html><head>${open}${escapeHtml(title)}</title></head><body><center><h1>${escapeHtml(bodyText)}</h1></center><hr><center>nginx</center></body></html>`;
          expect(readErrorMessage(page)).toBe(`${title.trim()}${HTML_SUFFIX}`);
        },
      ),
      runs,
    );
  });

  it('gives the heading of an HTML page that has no title', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }).filter((t) => t.trim() !== ''),
        (heading) => {
          const page = `<!DOCTYPE html><html><body><h1 class="x">${escapeHtml(heading)}</h1></body></html>`;
          expect(readErrorMessage(page)).toBe(`${heading.trim()}${HTML_SUFFIX}`);
        },
      ),
      runs,
    );
  });

  // BUG (left out of the suite): a body longer than 300 characters is cut between the two halves
  // of a character outside the BMP (an emoji), so the message shown ends in "�…". Counterexample:
  // "a" × 299 + "😀😀". Fix in readNonJsonMessage: drop a dangling high surrogate before the "…".
  it('never cuts a character in half (counterexample: 299 × "a" + two emoji)', () => {
    expect(readErrorMessage(`${'a'.repeat(299)}😀😀`)).toBe(`${'a'.repeat(299)}…`);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 200, maxLength: 400 }), (body) => {
        expect(readErrorMessage(body) ?? '').not.toMatch(LONE_SURROGATE);
      }),
      runs,
    );
  });

  // BUG (left out of the suite): an HTML page whose <title> is empty or blank gives null, even when
  // its <h1> says what happened: `title ?? heading` keeps the empty title. Counterexample:
  // "<html><title></title><h1>502 Bad Gateway</h1></html>". Fix: fall back to the heading when the
  // title is blank.
  it('falls back to the heading when the title is blank (counterexample: empty <title>)', () => {
    expect(readErrorMessage('<html><title></title><h1>502 Bad Gateway</h1></html>')).toBe(
      `502 Bad Gateway${HTML_SUFFIX}`,
    );
  });
});

describe('describeHttpFailure (property)', () => {
  it('is total: one sentence naming the status, with the gateway’s words when it sent any', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }),
        fc.oneof(anyText, fc.json({ maxDepth: 2 })),
        (status, body) => {
          const sentence = describeHttpFailure(status, body);
          expect(sentence).toContain(String(status));
          const said = readErrorMessage(body);
          if (said === null) expect(sentence.endsWith('.')).toBe(true);
          else expect(sentence.endsWith(`: ${said}`)).toBe(true);
        },
      ),
      runs,
    );
  });
});

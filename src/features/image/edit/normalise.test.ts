import { describe, expect, it } from 'vitest';
import { contentOf, zGenerateContentAnswer } from './gateway-schema';
import { normaliseGenerated } from './normalise';

const PAGE = 'http://studio.test/#/image';
/** A 1×1 PNG, base64. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const read = (value: unknown) => zGenerateContentAnswer.parse(value);

describe('a generate-content answer, read tolerantly', () => {
  it('finds the picture in any part of any candidate, written inlineData or inline_data', () => {
    const answer = read({
      candidates: [
        {
          content: {
            parts: [
              { text: 'Here it is.' },
              { inline_data: { mime_type: 'image/png', data: PNG } },
            ],
          },
        },
        {
          content: { parts: [{ inlineData: { mimeType: 'image/png', data: PNG } }] },
          finishReason: 'STOP',
        },
        { content: null },
        'not a candidate',
        { content: { parts: [42, { inlineData: { data: '' } }] } },
      ],
      usageMetadata: { totalTokenCount: 9 },
    });
    const content = contentOf(answer);
    expect(content.pictures).toHaveLength(2);
    expect(content.texts).toEqual(['Here it is.']);
    expect(content.stopped).toBeNull();
  });

  it('each picture becomes a result kept as bytes; the ledger keeps the answer without them', () => {
    const outcome = normaliseGenerated(
      read({
        candidates: [
          { content: { parts: [{ inlineData: { mimeType: 'image/png', data: PNG } }] } },
        ],
      }),
      PAGE,
    );
    expect(outcome.update.status).toBe('succeeded');
    expect(outcome.update.media).toHaveLength(1);
    expect(outcome.bytes).toHaveLength(1);
    expect(outcome.bytes[0]?.blob.type).toBe('image/png');
    expect(JSON.stringify(outcome.update.raw)).toContain('inlineData');
  });

  it('words with no picture are a failed edit quoting them, cut short', () => {
    const long = 'I cannot draw that. '.repeat(40);
    const outcome = normaliseGenerated(
      read({ candidates: [{ content: { parts: [{ text: long }] } }] }),
      PAGE,
    );
    expect(outcome.update.status).toBe('failed');
    expect(outcome.update.error).toMatch(/^The model answered in words only/);
    expect(outcome.update.error?.length).toBeLessThan(400);
    expect(outcome.update.errorMessage?.key).toBe('image.edit.answer.wordsOnly');
  });

  it('a stop before any part (a safety block) says its reason; nothing at all says no image', () => {
    expect(
      normaliseGenerated(read({ candidates: [{ finishReason: 'SAFETY' }] }), PAGE).update.error,
    ).toMatch(/stopped without a picture \(SAFETY\)/);
    expect(normaliseGenerated(read({}), PAGE).update.error).toMatch(/without an image/);
  });

  it('a picture that is not one (text in the data) is no result', () => {
    const outcome = normaliseGenerated(
      read({ candidates: [{ content: { parts: [{ inlineData: { data: 'PHNjcmlwdD4=' } }] } }] }),
      PAGE,
    );
    expect(outcome.update.status).toBe('failed');
    expect(outcome.bytes).toEqual([]);
  });
});

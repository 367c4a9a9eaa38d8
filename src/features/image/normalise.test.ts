import { describe, expect, it } from 'vitest';
import { zImageAnswer } from '@/features/image/gateway-schema';
import { decodeImage, keptOnly, keptOnlyUrl, normaliseImageAnswer } from './normalise';

const PAGE = 'https://studio.example/app/#/image';
// The first bytes of a PNG, base64: enough for its type to be known.
const PNG = btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0));

function normalise(answer: unknown) {
  return normaliseImageAnswer(zImageAnswer.parse(answer), PAGE);
}

describe('normaliseImageAnswer: tolerant of the answers relays send', () => {
  it('{created, data: [{url}]} as documented', () => {
    const { update, bytes } = normalise({
      created: 1,
      data: [{ url: 'https://cdn.example/a.png', revised_prompt: 'a' }],
    });
    expect(update).toMatchObject({
      status: 'succeeded',
      media: [{ kind: 'image', url: 'https://cdn.example/a.png', status: 'succeeded' }],
    });
    expect(bytes).toEqual([]);
  });

  it('a bare array, and one image object alone', () => {
    expect(normalise([{ url: 'https://x.example/1.png' }]).update.media).toHaveLength(1);
    expect(normalise({ url: 'https://x.example/1.png' }).update.media).toHaveLength(1);
    expect(normalise({ b64_json: PNG }).bytes).toHaveLength(1);
  });

  it('b64_json, plain or as a data: URL, becomes bytes of its own type', async () => {
    const { update, bytes } = normalise({
      data: [{ b64_json: PNG }, { b64_json: `data:image/png;base64,${PNG}` }],
    });
    expect(bytes.map((b) => [b.slot, b.blob.type])).toEqual([
      [0, 'image/png'],
      [1, 'image/png'],
    ]);
    const first = bytes[0]?.blob ?? new Blob();
    expect(new Uint8Array(await first.arrayBuffer())[1]).toBe(0x50);
    expect(update.media?.map((m) => m.url)).toEqual([keptOnlyUrl(PAGE, 0), keptOnlyUrl(PAGE, 1)]);
    expect(JSON.stringify(update.raw)).toContain('kept in this browser');
    expect(JSON.stringify(update.raw)).not.toContain(PNG);
  });

  it('a link and bytes both: the link is the address, the bytes its kept copy', () => {
    const { update, bytes } = normalise({
      data: [{ url: 'https://x.example/1.png', b64_json: PNG }],
    });
    expect(update.media?.[0]?.url).toBe('https://x.example/1.png');
    expect(bytes[0]).toMatchObject({ slot: 0, url: 'https://x.example/1.png' });
  });

  it('odd entries are skipped, one at a time: the others still count', () => {
    const { update } = normalise({
      data: [
        'https://x.example/a.png',
        7,
        null,
        { url: null },
        { url: '  ' },
        { b64_json: '%%' },
        { url: 'https://x.example/b.png' },
      ],
    });
    expect(update.media?.map((m) => m.url)).toEqual(['https://x.example/b.png']);
  });

  it('no image at all, data null or missing: failed, with the answer kept', () => {
    for (const answer of [{ created: 1, data: [] }, { created: 1, data: null }, {}, []]) {
      const { update } = normalise(answer);
      expect(update.status).toBe('failed');
      expect(update.errorMessage).toEqual({ key: 'image.answer.noImage' });
      expect(update.raw).toEqual(answer);
    }
  });

  it('an answer that is no object or list does not parse (the creator fails the job with its text)', () => {
    expect(zImageAnswer.safeParse('maintenance').success).toBe(false);
    expect(zImageAnswer.safeParse({ data: 'x' }).success).toBe(false);
  });
});

describe('decodeImage', () => {
  it('refuses text that is not base64, or bytes that are no known picture', () => {
    expect(decodeImage('not base64!')).toBeNull();
    expect(decodeImage(btoa('<svg onload=alert(1)>'))).toBeNull();
    expect(decodeImage('')).toBeNull();
  });
});

describe('keptOnly', () => {
  it('knows the address of a picture that came as bytes, and nothing else', () => {
    expect(keptOnly(keptOnlyUrl(PAGE, 2))).toBe(true);
    expect(keptOnly('https://cdn.example/image?kept=1')).toBe(false);
    expect(keptOnly('javascript:alert(1)')).toBe(false);
  });
});

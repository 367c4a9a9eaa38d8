import { describe, expect, it } from 'vitest';
import { GatewayError } from '@/gateway/errors';
import { decodePng } from '@/lib/png';
import { createDemoTestbed, TEST_GATEWAY } from '@/testing/demo-testbed';
import { keptOnly } from '../normalise';
import type { ImageEditForm } from '../paths';
import { lineageKeys } from '@/jobs/derived-operation';
import { EDIT_RELATIONS, editLineageWords, editSource, imageEditCreator } from './api';
import { maskPng } from './mask';
import type { EditRequest } from './schema';
import { editPicture, flatPicture } from './test-pictures';

/** A 40×30 picture of one colour, and a mask painted over its left half. */
async function request(over: Partial<EditRequest> = {}): Promise<EditRequest> {
  const mask = await maskPng(
    [
      {
        mode: 'paint',
        size: 30,
        points: [
          { x: 0, y: 0 },
          { x: 0, y: 30 },
        ],
      },
    ],
    40,
    30,
  );
  return {
    prompt: 'Paint the wall blue',
    pictures: [
      await editPicture('wall.png', flatPicture(40, 30, [200, 180, 160]), {
        jobId: 'job-1',
        slot: 0,
        at: null,
      }),
    ],
    mask: mask === null ? null : { png: mask.png, width: 40, height: 30 },
    n: 1,
    size: 'auto',
    ...over,
  };
}

function bedWith(form: ImageEditForm) {
  const bed = createDemoTestbed();
  return {
    bed,
    settings: { ...bed.settings, paths: { ...bed.settings.paths, imageEditForm: form } },
  };
}

async function pixelsOf(blob: Blob | undefined) {
  return decodePng(new Uint8Array(await (blob ?? new Blob()).arrayBuffer()));
}

describe('an edit against the demo gateway, in each form', () => {
  for (const [form, path] of [
    ['multipart', '/v1/images/edits'],
    ['json', '/v1/images/edits'],
    ['generate-content', '/v1beta/models/imagemodel-1.0-edit:generateContent'],
  ] as const) {
    it(`${form}: one POST to ${path}; the result is kept as bytes and only the masked area changed`, async () => {
      const { bed, settings } = bedWith(form);
      const result = await imageEditCreator().create(
        { client: bed.client, settings },
        await request(),
      );
      expect(bed.requests).toHaveLength(1);
      expect(bed.requests[0]).toMatchObject({ method: 'POST', url: `${TEST_GATEWAY}${path}` });
      if (form === 'multipart') {
        const files = bed.requests[0]?.form?.files ?? [];
        expect(files.map((f) => f.field)).toEqual(['image[]', 'mask']);
      }
      expect(result.update.status).toBe('succeeded');
      expect(result.update.media).toHaveLength(1);
      expect(keptOnly(result.update.media?.[0]?.url ?? '')).toBe(true);
      expect(result.bytes).toHaveLength(1);
      const made = await pixelsOf(result.bytes?.[0]?.blob);
      expect([made.width, made.height]).toEqual([40, 30]);
      const at = (x: number, y: number) => [
        ...made.data.subarray((y * 40 + x) * 4, (y * 40 + x) * 4 + 3),
      ];
      // The right half was not painted: exactly the picture's own colour.
      expect(at(35, 15)).toEqual([200, 180, 160]);
      expect(at(39, 0)).toEqual([200, 180, 160]);
      // The left edge was: repainted.
      expect(at(2, 15)).not.toEqual([200, 180, 160]);
      // The ledger's copy of the answer holds no picture bytes.
      expect(JSON.stringify(result.update.raw)).not.toMatch(/[A-Za-z0-9+/]{400}/);
    });
  }

  it('several results are several pictures, each its own', async () => {
    const { bed, settings } = bedWith('multipart');
    const result = await imageEditCreator().create(
      { client: bed.client, settings },
      await request({ n: 3, mask: null }),
    );
    expect(result.update.media).toHaveLength(3);
    expect(result.bytes?.map((b) => b.slot)).toEqual([0, 1, 2]);
  });

  it('a mask of another size is refused by the gateway (400), saying so', async () => {
    const { bed, settings } = bedWith('multipart');
    const wrong = await request();
    const small = await maskPng([{ mode: 'paint', size: 4, points: [{ x: 1, y: 1 }] }], 20, 20);
    const ask = imageEditCreator().create(
      { client: bed.client, settings },
      { ...wrong, mask: small === null ? null : { png: small.png, width: 40, height: 30 } },
    );
    await expect(ask).rejects.toBeInstanceOf(GatewayError);
    await expect(ask).rejects.toThrow(/same size as the image/);
  });

  it('an answer with no picture is a failed edit that says why, in either answer', async () => {
    for (const form of ['multipart', 'generate-content'] as const) {
      const { bed, settings } = bedWith(form);
      const result = await imageEditCreator().create(
        { client: bed.client, settings },
        await request({ prompt: 'Paint the wall blue [text-only]' }),
      );
      expect(result.update.status).toBe('failed');
      expect(result.update.error).toMatch(
        form === 'multipart' ? /without an image/ : /in words only, with no picture/,
      );
    }
  });

  it('a model the gateway does not carry is refused before any work', async () => {
    const { bed, settings } = bedWith('json');
    const other = { ...settings, paths: { ...settings.paths, imageEditModel: 'other-model' } };
    await expect(
      imageEditCreator().create({ client: bed.client, settings: other }, await request()),
    ).rejects.toThrow(/other-model is not available/);
  });
});

describe('what an edit records', () => {
  it('is made from the first picture’s result (or a frame of it); a file has no lineage', async () => {
    const picture = (await request()).pictures[0];
    if (picture === undefined) throw new Error('no picture');
    expect(editSource({ pictures: [picture] })).toEqual({
      jobId: 'job-1',
      relation: 'edit',
      remoteId: null,
      at: null,
    });
    expect(
      editSource({ pictures: [{ ...picture, from: { jobId: 'v', slot: 0, at: 2.5 } }] }),
    ).toMatchObject({ jobId: 'v', relation: 'editFrame', at: 2.5 });
    expect(editSource({ pictures: [{ ...picture, from: null }] })).toBeNull();
  });

  it('summarises the pictures by name, never their bytes', async () => {
    const values = await request();
    const creator = imageEditCreator({ summaryExtra: { character: 'Mia' } });
    expect(creator.summarize(values)).toEqual({
      prompt: 'Paint the wall blue',
      fields: { pictures: 'wall.png', mask: true, images: 1, size: 'auto', character: 'Mia' },
    });
  });
});

describe('lineage words', () => {
  it('are the keys lineage reads for each relation an edit stores', () => {
    for (const relation of Object.values(EDIT_RELATIONS)) {
      const words = editLineageWords[relation];
      const keys = lineageKeys(relation);
      expect(words.source).toBe(keys.source);
      expect(words.child).toBe(keys.child);
      if ('sourceAt' in words)
        expect([words.sourceAt, words.childAt]).toEqual([keys.sourceAt, keys.childAt]);
    }
  });
});

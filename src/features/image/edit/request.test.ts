import { describe, expect, it } from 'vitest';
import { dataUrlBase64 } from '@/lib/base64';
import { pngSize } from '@/lib/png';
import { describeEdit, sentName, toEditJson, toEditMultipart, toGenerateContent } from './request';
import type { EditRequest } from './schema';
import { editPicture, flatPicture, pngDataUrl } from './test-pictures';

async function values(over: Partial<EditRequest> = {}): Promise<EditRequest> {
  return {
    prompt: 'Give her a red umbrella',
    pictures: [await editPicture('harbour.jpg', flatPicture(40, 30, [10, 120, 200]))],
    mask: { png: await pngDataUrl(flatPicture(40, 30, [0, 0, 0])), width: 40, height: 30 },
    n: 2,
    size: 'auto',
    ...over,
  };
}

describe('the multipart form (the default)', () => {
  it('carries the fields, each picture as image[] and the mask as a PNG of the picture’s size', async () => {
    const body = toEditMultipart(await values(), 'imagemodel-1.0-edit');
    expect(body.get('model')).toBe('imagemodel-1.0-edit');
    expect(body.get('prompt')).toBe('Give her a red umbrella');
    expect(body.get('n')).toBe('2');
    expect(body.get('size')).toBe('auto');
    expect(body.get('response_format')).toBe('b64_json');
    const images = body.getAll('image[]');
    expect(images).toHaveLength(1);
    const picture = images[0] as File;
    expect(picture.name).toBe('harbour.png');
    expect(picture.type).toBe('image/png');
    expect(pngSize(new Uint8Array(await picture.arrayBuffer()))).toEqual({ width: 40, height: 30 });
    const mask = body.get('mask') as File;
    expect(mask.name).toBe('mask.png');
    expect(pngSize(new Uint8Array(await mask.arrayBuffer()))).toEqual({ width: 40, height: 30 });
  });

  it('sends no mask field without a mask, and every picture in order', async () => {
    const second = await editPicture('', flatPicture(20, 20, [1, 2, 3]));
    const body = toEditMultipart(
      await values({ mask: null, pictures: [...(await values()).pictures, second] }),
      'm',
    );
    expect(body.has('mask')).toBe(false);
    expect((body.getAll('image[]') as File[]).map((f) => f.name)).toEqual([
      'harbour.png',
      'picture-2.png',
    ]);
  });
});

describe('the JSON form', () => {
  it('one picture as a data URL, several as a list, the mask as a data URL', async () => {
    const one = await values();
    expect(toEditJson(one, 'm')).toEqual({
      model: 'm',
      prompt: 'Give her a red umbrella',
      n: 2,
      size: 'auto',
      response_format: 'b64_json',
      image: one.pictures[0]?.png,
      mask: one.mask?.png,
    });
    const two = await values({ mask: null, pictures: [...one.pictures, ...one.pictures] });
    const body = toEditJson(two, 'm');
    expect(body.image).toEqual([one.pictures[0]?.png, one.pictures[0]?.png]);
    expect('mask' in body).toBe(false);
  });
});

describe('the generate-content form', () => {
  it('the instruction as text, pictures then the mask as inline_data, pictures asked for', async () => {
    const v = await values({ size: '1536x1024' });
    const body = toGenerateContent(v) as {
      contents: { role: string; parts: Record<string, unknown>[] }[];
      generationConfig: Record<string, unknown>;
    };
    const parts = body.contents[0]?.parts ?? [];
    expect(body.contents[0]?.role).toBe('user');
    expect(String(parts[0]?.text)).toMatch(
      /^Give her a red umbrella\n\nThe last picture is a mask/,
    );
    expect(parts[1]).toEqual({
      inline_data: { mime_type: 'image/png', data: dataUrlBase64(v.pictures[0]?.png ?? '') },
    });
    expect(parts[2]).toEqual({
      inline_data: { mime_type: 'image/png', data: dataUrlBase64(v.mask?.png ?? '') },
    });
    expect(body.generationConfig).toEqual({
      responseModalities: ['IMAGE'],
      candidateCount: 2,
      imageConfig: { aspectRatio: '3:2' },
    });
  });

  it('without a mask the words are the instruction alone; one result asks for no candidates', async () => {
    const body = toGenerateContent(await values({ mask: null, n: 1 })) as {
      contents: { parts: Record<string, unknown>[] }[];
      generationConfig: Record<string, unknown>;
    };
    expect(body.contents[0]?.parts).toHaveLength(2);
    expect(body.contents[0]?.parts[0]).toEqual({ text: 'Give her a red umbrella' });
    expect(body.generationConfig).toEqual({ responseModalities: ['IMAGE'] });
  });
});

describe('what the ledger keeps', () => {
  it('names the form, path and fields, and describes the pictures without their bytes', async () => {
    const kept = describeEdit(await values(), {
      form: 'multipart',
      model: 'm',
      path: '/v1/images/edits',
    });
    expect(kept).toMatchObject({ form: 'multipart', path: '/v1/images/edits', model: 'm', n: 2 });
    expect(JSON.stringify(kept)).not.toContain('base64');
    expect(kept.image).toEqual([
      expect.stringMatching(/^harbour\.jpg \(40×30, .* PNG, not kept\)$/),
    ]);
    expect(kept.mask).toEqual(expect.stringMatching(/^mask\.png \(40×30/));
  });

  it('a sent picture keeps its name’s stem, as a PNG', () => {
    expect(sentName('My photo.JPEG', 0)).toBe('My photo.png');
    expect(sentName('.webp', 3)).toBe('picture-4.png');
  });
});

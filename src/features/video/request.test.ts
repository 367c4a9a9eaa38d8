// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { redactInlineImages, toVideoRequest } from './request';
import { zVideoForm, type FirstFrame, type VideoFormValues } from './schema';

const t2v: VideoFormValues = zVideoForm.parse({
  model: 'videomodel-1.0-t2v',
  prompt: 'a lighthouse at dawn',
  seconds: 8,
  resolution: '1080P',
  ratio: '9:16',
  watermark: true,
  firstFrame: null,
});

const frame: FirstFrame = {
  source: 'url',
  url: 'https://img.example/first.png',
  name: 'first.png',
  bytes: null,
  width: 1280,
  height: 720,
};
const i2v: VideoFormValues = { ...t2v, model: 'videomodel-1.0-i2v', firstFrame: frame };

describe('toVideoRequest', () => {
  it('text to video sends the documented fields with the ratio and no image', () => {
    expect(toVideoRequest(t2v, 'image')).toEqual({
      model: 'videomodel-1.0-t2v',
      prompt: 'a lighthouse at dawn',
      seconds: 8,
      resolution: '1080P',
      ratio: '9:16',
      watermark: true,
    });
  });

  it('sends seconds as a JSON integer, not a string', () => {
    expect(JSON.stringify(toVideoRequest(t2v, 'image'))).toContain('"seconds":8');
  });

  it('text to video leaves out a stale first frame', () => {
    const body = toVideoRequest({ ...t2v, firstFrame: frame }, 'image');
    expect(body).not.toHaveProperty('image');
    expect(body.ratio).toBe('9:16');
  });

  it('image to video sends the frame as `image` by default, and no ratio', () => {
    expect(toVideoRequest(i2v, 'image')).toEqual({
      model: 'videomodel-1.0-i2v',
      prompt: 'a lighthouse at dawn',
      seconds: 8,
      resolution: '1080P',
      watermark: true,
      image: 'https://img.example/first.png',
    });
  });

  it('`images` carries an array of one', () => {
    const body = toVideoRequest(i2v, 'images');
    expect(body.images).toEqual(['https://img.example/first.png']);
    expect(body).not.toHaveProperty('image');
    expect(body).not.toHaveProperty('ratio');
  });

  it('`input_reference` carries the string', () => {
    const body = toVideoRequest(i2v, 'input_reference');
    expect(body.input_reference).toBe('https://img.example/first.png');
    expect(body).not.toHaveProperty('image');
    expect(body).not.toHaveProperty('images');
  });

  it('a file frame goes as its data: URL', () => {
    const dataUrl = 'data:image/png;base64,iVBORw0KGgo=';
    const body = toVideoRequest(
      { ...i2v, firstFrame: { ...frame, source: 'file', url: dataUrl, bytes: 12 } },
      'image',
    );
    expect(body.image).toBe(dataUrl);
  });
});

describe('redactInlineImages', () => {
  it('keeps a prompt that merely starts with "data:"', () => {
    expect(redactInlineImages({ prompt: 'data: sales by month, animated' })).toEqual({
      prompt: 'data: sales by month, animated',
    });
  });

  const big = `data:image/png;base64,${'A'.repeat(300 * 1024)}`;

  it('summarises a data: URL instead of keeping megabytes in the ledger', () => {
    const kept = redactInlineImages({ model: 'videomodel-1.0-i2v', image: big });
    expect(kept).toEqual({
      model: 'videomodel-1.0-i2v',
      image: 'data:image/png;base64,… (300 KB, not kept)',
    });
  });

  it('summarises data: URLs inside an array', () => {
    expect(redactInlineImages({ images: [big, 'https://img.example/a.png'] })).toEqual({
      images: ['data:image/png;base64,… (300 KB, not kept)', 'https://img.example/a.png'],
    });
  });

  it('leaves http URLs and every other field as they are', () => {
    const body = {
      prompt: 'a chart with data: sales by month',
      image: 'https://img.example/a.png',
      seconds: 5,
      watermark: false,
    };
    expect(redactInlineImages(body)).toEqual(body);
  });

  it('does not change the body it was given (that one is sent)', () => {
    const body = { image: big };
    redactInlineImages(body);
    expect(body.image).toBe(big);
  });
});

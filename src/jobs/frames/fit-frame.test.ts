import { describe, expect, it } from 'vitest';
import { fitFrame } from './fit-frame';

const video = { minPx: 300, maxAspect: 2.5 };

function within(fit: ReturnType<typeof fitFrame>) {
  expect(Math.min(fit.width, fit.height)).toBeGreaterThanOrEqual(300);
  expect(fit.width / fit.height).toBeLessThanOrEqual(2.5 + 1e-9);
  expect(fit.width / fit.height).toBeGreaterThanOrEqual(1 / 2.5 - 1e-9);
  expect(fit.x + fit.drawWidth).toBeLessThanOrEqual(fit.width);
  expect(fit.y + fit.drawHeight).toBeLessThanOrEqual(fit.height);
}

describe('fitFrame: a frame made into a picture within the image-to-video limits', () => {
  it('keeps a frame that is already within them as it is', () => {
    const fit = fitFrame(1280, 720, video);
    expect(fit).toEqual({
      width: 1280,
      height: 720,
      x: 0,
      y: 0,
      drawWidth: 1280,
      drawHeight: 720,
      scaled: false,
      letterboxed: false,
    });
  });

  it('scales a small frame up until its short side is 300 px', () => {
    const fit = fitFrame(320, 180, video);
    expect(fit).toMatchObject({ width: 533, height: 300, scaled: true, letterboxed: false });
    within(fit);
  });

  it('letterboxes a frame wider than 2.5:1 with bars above and below', () => {
    const fit = fitFrame(2100, 700, video);
    expect(fit).toMatchObject({ width: 1920, letterboxed: true, scaled: true });
    expect(fit.height).toBe(768);
    expect(fit.drawHeight).toBe(640);
    expect(fit.y).toBe(64);
    within(fit);
  });

  it('letterboxes a frame taller than 1:2.5 with bars at the sides, and scales it up', () => {
    const fit = fitFrame(90, 400, video);
    expect(fit).toMatchObject({ width: 300, height: 750, letterboxed: true, scaled: true });
    expect(fit.x).toBeGreaterThan(0);
    within(fit);
  });

  it('brings a very large frame down to 1920 px on its long side', () => {
    const fit = fitFrame(3840, 2160, video);
    expect(fit).toMatchObject({ width: 1920, height: 1080, scaled: true });
    within(fit);
  });

  it.each([
    [1, 1],
    [1, 1000],
    [5000, 3],
    [299, 299],
    [752, 1360],
  ])('%i × %i ends within the limits', (w, h) => {
    within(fitFrame(w, h, video));
  });
});

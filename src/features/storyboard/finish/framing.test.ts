import { describe, expect, it } from 'vitest';
import { filmDimensions, placePicture, previewFit } from './framing';

describe('filmDimensions', () => {
  it('gives each shape at 720p and 1080p', () => {
    expect(filmDimensions('16:9', '720p')).toEqual({ width: 1280, height: 720 });
    expect(filmDimensions('9:16', '720p')).toEqual({ width: 720, height: 1280 });
    expect(filmDimensions('1:1', '720p')).toEqual({ width: 720, height: 720 });
    expect(filmDimensions('16:9', '1080p')).toEqual({ width: 1920, height: 1080 });
    expect(filmDimensions('9:16', '1080p')).toEqual({ width: 1080, height: 1920 });
    expect(filmDimensions('1:1', '1080p')).toEqual({ width: 1080, height: 1080 });
  });
});

describe('placePicture', () => {
  it('fits a landscape shot into a vertical film with bars above and below', () => {
    expect(placePicture(1280, 720, 720, 1280, 'fit')).toEqual({
      x: 0,
      y: 438,
      width: 720,
      height: 405,
    });
  });

  it('fills a vertical film with a landscape shot, cropped at the centre', () => {
    expect(placePicture(1280, 720, 720, 1280, 'fill')).toEqual({
      x: -778,
      y: 0,
      width: 2276,
      height: 1280,
    });
  });

  it('moves the crop to keep the left or the right edge', () => {
    expect(placePicture(1280, 720, 720, 1280, 'fill', -1).x).toBe(0);
    expect(placePicture(1280, 720, 720, 1280, 'fill', 1).x).toBe(720 - 2276);
    // A vertical shot in a landscape film is cut top and bottom: the offset moves it up and down.
    expect(placePicture(720, 1280, 1280, 720, 'fill', -1)).toMatchObject({ x: 0, y: 0 });
    expect(placePicture(720, 1280, 1280, 720, 'fill', 1).y).toBe(720 - 2276);
  });

  it('ignores the offset when fitting', () => {
    expect(placePicture(1280, 720, 720, 1280, 'fit', 1)).toEqual(
      placePicture(1280, 720, 720, 1280, 'fit', 0),
    );
  });
});

describe('previewFit', () => {
  it('frames the preview as the export draws', () => {
    expect(previewFit('fit', 0.7)).toEqual({ objectFit: 'contain', objectPosition: '50% 50%' });
    expect(previewFit('fill', 0)).toEqual({ objectFit: 'cover', objectPosition: '50% 50%' });
    expect(previewFit('fill', -1)).toEqual({ objectFit: 'cover', objectPosition: '0% 0%' });
    expect(previewFit('fill', 0.5)).toEqual({ objectFit: 'cover', objectPosition: '75% 75%' });
  });
});

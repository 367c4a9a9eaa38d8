import { describe, expect, it } from 'vitest';
import { imageFileProblem, type ImageFileLimits } from './image-file-check';

const MB = 1024 * 1024;
const links: ImageFileLimits = {
  types: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 20 * MB,
};
const video: ImageFileLimits = { ...links, minPx: 300, maxAspect: 2.5 };
const png = (size: number) => ({ name: 'a.png', type: 'image/png', size });

describe('imageFileProblem: the limits checked before an upload', () => {
  it('takes a file within them', () => {
    expect(imageFileProblem(png(MB), { width: 10, height: 10 }, links)).toBeNull();
    expect(imageFileProblem(png(20 * MB), { width: 300, height: 750 }, video)).toBeNull();
  });

  it('refuses another type, naming the ones taken', () => {
    expect(imageFileProblem({ name: 'a.gif', type: 'image/gif', size: 10 }, null, links)).toMatch(
      /a\.gif is not a PNG, JPEG, WebP image/,
    );
  });

  it('refuses one byte over the size, without calling it the limit', () => {
    expect(imageFileProblem(png(20 * MB + 1), { width: 9, height: 9 }, links)).toMatch(
      /20\.1 MB: at most 20 MB/,
    );
  });

  it('checks pixels and shape only where they are documented', () => {
    expect(imageFileProblem(png(10), { width: 299, height: 900 }, links)).toBeNull();
    expect(imageFileProblem(png(10), { width: 299, height: 400 }, video)).toMatch(/at least 300/);
    expect(imageFileProblem(png(10), { width: 1000, height: 399 }, video)).toMatch(
      /1:2.5 and 2.5:1/,
    );
  });

  it('refuses a file the browser cannot read as an image', () => {
    expect(imageFileProblem(png(10), null, links)).toMatch(/could not be read/);
  });
});

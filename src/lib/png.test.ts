import { describe, expect, it } from 'vitest';
import { decodePng, encodePng, isPng, pngSize } from './png';

function picture(width: number, height: number, pixel: (x: number, y: number) => number[]) {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) data.set(pixel(x, y), (y * width + x) * 4);
  return { width, height, data };
}

/** A PNG whose rows use the given filters, written by hand (the encoder writes filter 0 only). */
async function filteredPng(rows: number[][], filters: number[], width: number) {
  const raw = new Uint8Array(rows.flatMap((row, y) => [filters[y] ?? 0, ...row]));
  const z = new Uint8Array(
    await new Response(
      new Blob([raw]).stream().pipeThrough(new CompressionStream('deflate')),
    ).arrayBuffer(),
  );
  const base = await encodePng(picture(width, rows.length, () => [0, 0, 0, 0]));
  // Swap the IDAT: signature (8) + IHDR (25), then length, type, body, crc.
  const head = base.subarray(0, 33);
  const idat = new Uint8Array(12 + z.length);
  new DataView(idat.buffer).setUint32(0, z.length);
  idat.set([73, 68, 65, 84], 4);
  idat.set(z, 8);
  const end = Uint8Array.from([0, 0, 0, 0, 73, 69, 78, 68, 0xae, 0x42, 0x60, 0x82]);
  return new Uint8Array([...head, ...idat, ...end]);
}

describe('png', () => {
  it('writes RGBA pixels and reads them back exactly, its size readable from the header', async () => {
    const source = picture(7, 5, (x, y) => [x * 30, y * 40, (x + y) * 10, x === 3 ? 0 : 255]);
    const bytes = await encodePng(source);
    expect(isPng(bytes)).toBe(true);
    expect(pngSize(bytes)).toEqual({ width: 7, height: 5 });
    const back = await decodePng(bytes);
    expect(back.width).toBe(7);
    expect(back.height).toBe(5);
    expect([...back.data]).toEqual([...source.data]);
  });

  it('reads rows written with the sub, up, average and Paeth filters', async () => {
    // Two pixels a row, RGBA: each row's bytes as the filter leaves them.
    const want = [
      [10, 20, 30, 255, 15, 25, 35, 255],
      [12, 22, 32, 255, 20, 30, 40, 255],
      [14, 24, 34, 255, 24, 34, 44, 255],
      [16, 26, 36, 255, 30, 40, 50, 255],
    ];
    const at = (row: number, i: number) => (i < 0 || row < 0 ? 0 : (want[row]?.[i] ?? 0));
    const paethOf = (a: number, b: number, c: number) => {
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    };
    const predict = [
      (_row: number, _i: number) => 0,
      (row: number, i: number) => at(row, i - 4),
      (row: number, i: number) => at(row - 1, i),
      (row: number, i: number) => (at(row, i - 4) + at(row - 1, i)) >> 1,
      (row: number, i: number) => paethOf(at(row, i - 4), at(row - 1, i), at(row - 1, i - 4)),
    ];
    const filters = [1, 2, 3, 4];
    const rows = want.map((line, row) =>
      line.map((v, i) => (v - (predict[filters[row] ?? 0]?.(row, i) ?? 0)) & 0xff),
    );
    const bytes = await filteredPng(rows, filters, 2);
    expect([...(await decodePng(bytes)).data]).toEqual(want.flat());
  });

  it('refuses what is not a PNG, and pixels that do not match the size', async () => {
    await expect(decodePng(Uint8Array.from([1, 2, 3]))).rejects.toThrow('not a PNG');
    expect(pngSize(Uint8Array.from([0xff, 0xd8, 0xff]))).toBeNull();
    await expect(encodePng({ width: 2, height: 2, data: new Uint8Array(4) })).rejects.toThrow();
  });
});

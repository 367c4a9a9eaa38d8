/**
 * A small PNG codec (8-bit, not interlaced) over the platform's zlib streams
 * (`CompressionStream('deflate')` is zlib, as PNG's image data is), the same in the page and in
 * Node: the picture edit's mask is made from painted strokes without a canvas (so it is tested
 * as bytes), and the demo gateway reads and writes pictures in its handlers, which run in both.
 * Pixels are RGBA, 4 bytes each, rows top to bottom.
 */
export interface RgbaPicture {
  width: number;
  height: number;
  data: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let crcTable: Uint32Array | null = null;
function crc32(bytes: Uint8Array): number {
  if (crcTable === null) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

async function throughStream(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

function chunk(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, body.length);
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i);
  out.set(body, 8);
  view.setUint32(8 + body.length, crc32(out.subarray(4, 8 + body.length)));
  return out;
}

/** An RGBA picture as PNG bytes (filter 0 on every row: masks and flat pictures compress well). */
export async function encodePng(picture: RgbaPicture): Promise<Uint8Array> {
  const { width, height, data } = picture;
  if (data.length !== width * height * 4) throw new Error('The pixels do not match the size.');
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8);
  const stride = width * 4;
  const raw = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y += 1)
    raw.set(data.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const compressed = await throughStream(raw, new CompressionStream('deflate'));
  const parts = [
    Uint8Array.from(SIGNATURE),
    chunk('IHDR', header),
    chunk('IDAT', compressed),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Whether the bytes start as a PNG does. */
export function isPng(bytes: Uint8Array): boolean {
  return SIGNATURE.every((byte, i) => bytes[i] === byte);
}

/** A PNG's size from its header alone (no decoding), or null when it is not one. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || !isPng(bytes)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const channelsOf: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * PNG bytes as RGBA pixels: 8-bit grey, grey with alpha, RGB, RGBA or a palette, not interlaced
 * (what canvases and image tools write). Anything else is refused with a reason.
 */
export async function decodePng(bytes: Uint8Array): Promise<RgbaPicture> {
  if (!isPng(bytes)) throw new Error('not a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  let width = 0;
  let height = 0;
  let colorType = -1;
  let palette: Uint8Array | null = null;
  let alphas: Uint8Array | null = null;
  const idat: Uint8Array[] = [];
  while (at + 8 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      const depth = body[8];
      colorType = body[9] ?? -1;
      if (depth !== 8) throw new Error(`a ${depth}-bit PNG (only 8-bit is read)`);
      if (body[12] !== 0) throw new Error('an interlaced PNG');
      if (channelsOf[colorType] === undefined) throw new Error(`PNG colour type ${colorType}`);
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') alphas = body;
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (width === 0 || height === 0 || idat.length === 0) throw new Error('an incomplete PNG');
  const joined = new Uint8Array(idat.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const part of idat) {
    joined.set(part, offset);
    offset += part.length;
  }
  const raw = await throughStream(joined, new DecompressionStream('deflate'));
  const channels = channelsOf[colorType] ?? 4;
  const stride = width * channels;
  if (raw.length < (stride + 1) * height) throw new Error('an incomplete PNG');
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    for (let x = 0; x < stride; x += 1) {
      const left = x >= channels ? (rows[out + x - channels] ?? 0) : 0;
      const up = y > 0 ? (rows[out - stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= channels ? (rows[out - stride + x - channels] ?? 0) : 0;
      const value = line[x] ?? 0;
      const predicted =
        filter === 1
          ? left
          : filter === 2
            ? up
            : filter === 3
              ? (left + up) >> 1
              : filter === 4
                ? paeth(left, up, upLeft)
                : 0;
      rows[out + x] = (value + predicted) & 0xff;
    }
  }
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const s = i * channels;
    const d = i * 4;
    if (colorType === 6) data.set(rows.subarray(s, s + 4), d);
    else if (colorType === 2) {
      data.set(rows.subarray(s, s + 3), d);
      data[d + 3] = 255;
    } else if (colorType === 0 || colorType === 4) {
      const grey = rows[s] ?? 0;
      data.set([grey, grey, grey, colorType === 4 ? (rows[s + 1] ?? 255) : 255], d);
    } else {
      const index = rows[s] ?? 0;
      data.set(
        [
          palette?.[index * 3] ?? 0,
          palette?.[index * 3 + 1] ?? 0,
          palette?.[index * 3 + 2] ?? 0,
          alphas?.[index] ?? 255,
        ],
        d,
      );
    }
  }
  return { width, height, data };
}

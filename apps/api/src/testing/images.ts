import { crc32, deflateSync } from 'node:zlib';

/**
 * Images for upload tests, built byte by byte (issue 33, S57): small valid files, and files whose
 * header declares a size the bytes do not hold or that no one should decode. CRCs come from
 * node:zlib, not from the parser under test.
 */

const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u32le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
const u16be = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const u24le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const concat = (...parts: (Uint8Array | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => [...p]));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function pngChunk(type: string, data: Uint8Array | number[] = []) {
  const body = concat(ascii(type), data);
  return concat(u32be(data.length), body, u32be(crc32(body)));
}

export interface PngOptions {
  /** Greyscale (0) by default; 1 bit per pixel keeps a huge image small once deflated. */
  depth?: number;
  colour?: number;
  /** The IDAT chunk: a real deflated image (default), none, or these bytes. */
  data?: 'image' | 'none' | Uint8Array;
  /** Leave out the IEND chunk (a cut file). */
  end?: boolean;
}

/** A PNG of `width` × `height`; with the defaults, one that decodes (all black). */
export function png(width: number, height: number, options: PngOptions = {}) {
  const { depth = 8, colour = 0, data = 'image', end = true } = options;
  const ihdr = pngChunk('IHDR', [...u32be(width), ...u32be(height), depth, colour, 0, 0, 0]);
  const rowBytes = 1 + Math.ceil((width * depth) / 8);
  const idat =
    data === 'none'
      ? new Uint8Array()
      : pngChunk(
          'IDAT',
          data === 'image' ? deflateSync(Buffer.alloc(rowBytes * height), { level: 9 }) : data,
        );
  return concat(PNG_SIGNATURE, ihdr, idat, end ? pngChunk('IEND') : []);
}

/** The PNG of the issue: 30000 × 30000 greyscale, 900 megapixels, valid, about 110 KB. */
let bomb: Uint8Array | undefined;
export const pngBomb = () => {
  bomb ??= png(30_000, 30_000, { depth: 1 });
  return bomb;
};

/** A baseline JPEG's segments around one scan (`scan` bytes), and its end unless `end` is false. */
export function jpeg(width: number, height: number, { end = true, scan = [0x00] } = {}) {
  const app0 = [0xff, 0xe0, ...u16be(16), ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [0xff, 0xc0, ...u16be(11), 8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0];
  const sos = [0xff, 0xda, ...u16be(8), 1, 1, 0x00, 0, 63, 0];
  return concat([0xff, 0xd8], app0, sof0, sos, scan, end ? [0xff, 0xd9] : []);
}

const riff = (...chunks: Uint8Array[]) => {
  const body = concat(ascii('WEBP'), ...chunks);
  return concat(ascii('RIFF'), u32le(body.length), body);
};
const webpChunk = (type: string, data: Uint8Array | number[]) =>
  concat(ascii(type), u32le(data.length), data, data.length & 1 ? [0] : []);

/** A real 1 × 1 lossless WebP (the one feature-detection scripts use). */
export const WEBP_1X1 = Uint8Array.from(
  Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
);

/** A lossless WebP header declaring `width` × `height` (at most 16384) over `rest`. */
export function webpLossless(width: number, height: number, rest = [0x88, 0x88, 0xfe, 0x07, 0]) {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return riff(webpChunk('VP8L', [0x2f, ...u32le(bits), ...rest]));
}

/** A lossy WebP key frame header declaring `width` × `height` (at most 16383). */
export function webpLossy(width: number, height: number) {
  const frame = [0x50, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height), 0, 0];
  return riff(webpChunk('VP8 ', frame));
}

/** An extended WebP: a canvas of `width` × `height`, then `inner` chunks (none: header only). */
export function webpExtended(width: number, height: number, ...inner: Uint8Array[]) {
  const vp8x = webpChunk('VP8X', [0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]);
  return riff(vp8x, ...inner);
}

/** The VP8L chunk of a `width` × `height` lossless bitstream, to put inside `webpExtended`. */
export const losslessChunk = (width: number, height: number) =>
  webpLossless(width, height).subarray(12);

import { crc32 } from 'node:zlib';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '@aula/contract';

/**
 * An uploaded image's width and height, read from its header without decoding it (issue 33, S57):
 * a 900-megapixel PNG weighs 873 KB, so a byte limit alone lets a decompression bomb through to
 * every browser (and any resizer) that opens it. Pure and small: JPEG (the SOFn segment), PNG
 * (IHDR) and WebP (VP8, VP8L, VP8X), the three types the API takes.
 *
 * The file's structure is walked as well, so that a header that claims a size without an image
 * behind it (cut off, no image data, chunks running past the end) reads as not complete.
 */

export type ImageFormat = 'image/jpeg' | 'image/png' | 'image/webp';

export interface ImageSize {
  /** The dimensions the header declares; absent when no header could be read. */
  width?: number;
  height?: number;
  /** The header is well formed and the file holds the image data it announces, to its end. */
  complete: boolean;
}

/** Whether the declared dimensions are within both bounds. */
export const withinImageBounds = ({ width = 0, height = 0 }: ImageSize) =>
  width <= IMAGE_MAX_SIDE && height <= IMAGE_MAX_SIDE && width * height <= IMAGE_MAX_PIXELS;

const INCOMPLETE: ImageSize = { complete: false };

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) + (b[at + 2] ?? 0) * 0x10000;
const u32le = (b: Uint8Array, at: number) => u16le(b, at) + u16le(b, at + 2) * 0x10000;
const ascii = (b: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...b.subarray(at, at + length));

/** Reads `bytes` (already typed by `sniffImage`) as `format`. */
export function readImageSize(bytes: Uint8Array, format: ImageFormat): ImageSize {
  if (format === 'image/png') return readPng(bytes);
  if (format === 'image/jpeg') return readJpeg(bytes);
  return readWebp(bytes);
}

// --- PNG -----------------------------------------------------------------------------------------

/** The bit depths each PNG colour type allows. */
const PNG_DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
const PNG_MAX = 0x7fffffff;

function readPng(b: Uint8Array): ImageSize {
  // Signature (8), then IHDR: length 13, type, 13 bytes of data, CRC.
  if (b.length < 33 || u32be(b, 8) !== 13 || ascii(b, 12, 4) !== 'IHDR') return INCOMPLETE;
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  const [depth = 0, colour = 0, compression, filter, interlace] = b.subarray(24, 29);
  const size = { width, height };
  const headerOk =
    width > 0 &&
    height > 0 &&
    width <= PNG_MAX &&
    height <= PNG_MAX &&
    (PNG_DEPTHS[colour]?.includes(depth) ?? false) &&
    compression === 0 &&
    filter === 0 &&
    (interlace === 0 || interlace === 1) &&
    crc32(b.subarray(12, 29)) === u32be(b, 29);
  if (!headerOk) return { ...size, complete: false };
  // The chunks after IHDR, each whole, to IEND; at least one IDAT (and a PLTE for colour type 3).
  let at = 33;
  let data = false;
  let palette = false;
  while (at + 12 <= b.length) {
    const length = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    if (length > PNG_MAX || at + 12 + length > b.length) break;
    if (type === 'IEND') {
      const complete = length === 0 && data && (colour !== 3 || palette);
      return { ...size, complete };
    }
    if (type === 'IDAT') data = data || length > 0;
    if (type === 'PLTE') palette = true;
    if (type === 'IHDR') break;
    at += 12 + length;
  }
  return { ...size, complete: false };
}

// --- JPEG ----------------------------------------------------------------------------------------

/** Start-of-frame markers (C0–CF without DHT C4, JPG C8 and DAC CC): they carry the size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function readJpeg(b: Uint8Array): ImageSize {
  if (b[0] !== 0xff || b[1] !== 0xd8) return INCOMPLETE;
  let at = 2;
  let size: { width: number; height: number } | undefined;
  while (at < b.length) {
    if (b[at] !== 0xff) return { ...size, complete: false };
    // Fill bytes: any number of 0xFF before a marker.
    while (b[at] === 0xff) at++;
    const marker = b[at] ?? 0;
    at++;
    // Markers without a segment (RSTn, TEM); an end of image before the frame is no image.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (marker === 0xd9 || marker === 0xd8 || marker === 0x00) break;
    const length = u16be(b, at);
    if (length < 2 || at + length > b.length) break;
    if (isStartOfFrame(marker)) {
      // A second frame header is not a picture we know the size of.
      if (size || length < 8) return { ...size, complete: false };
      const height = u16be(b, at + 3);
      const width = u16be(b, at + 5);
      const components = b[at + 7] ?? 0;
      size = { width, height };
      // A height of 0 defers to a DNL marker: refused, like a frame without components.
      if (width === 0 || height === 0 || components === 0 || length < 8 + 3 * components) {
        return { ...size, complete: false };
      }
    }
    if (marker === 0xda) {
      // Start of scan: the entropy-coded data runs to the end-of-image marker, which must be there.
      if (!size) break;
      const end = lastIndexOfEoi(b);
      return { ...size, complete: end >= at + length };
    }
    at += length;
  }
  return { ...size, complete: false };
}

function lastIndexOfEoi(b: Uint8Array): number {
  for (let i = b.length - 2; i >= 0; i--) if (b[i] === 0xff && b[i + 1] === 0xd9) return i;
  return -1;
}

// --- WebP ----------------------------------------------------------------------------------------

function readWebp(b: Uint8Array): ImageSize {
  if (b.length < 20 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return INCOMPLETE;
  // The RIFF size counts from byte 8; a file cut short holds less than it says.
  const end = 8 + u32le(b, 4);
  const whole = end <= b.length;
  const limit = Math.min(end, b.length);
  const chunks: { type: string; at: number; length: number }[] = [];
  let at = 12;
  let walked = true;
  while (at + 8 <= limit) {
    const length = u32le(b, at + 4);
    if (at + 8 + length > limit) {
      walked = false;
      // Still read the size of a first chunk whose header is there.
      chunks.push({ type: ascii(b, at, 4), at: at + 8, length: limit - at - 8 });
      break;
    }
    chunks.push({ type: ascii(b, at, 4), at: at + 8, length });
    at += 8 + length + (length & 1);
  }
  const [first] = chunks;
  if (!first) return INCOMPLETE;
  const complete = whole && walked;
  if (first.type === 'VP8X') {
    if (first.length < 10) return INCOMPLETE;
    const flags = b[first.at] ?? 0;
    const size = { width: u24le(b, first.at + 4) + 1, height: u24le(b, first.at + 7) + 1 };
    if (flags & 0x02) {
      // Animated: the frames are ANMF chunks.
      return { ...size, complete: complete && chunks.some((c) => c.type === 'ANMF') };
    }
    // A still image: its one bitstream has the canvas's size.
    const frame = chunks.find((c) => c.type === 'VP8 ' || c.type === 'VP8L');
    const inner = frame ? bitstreamSize(b, frame) : undefined;
    const same = inner?.width === size.width && inner.height === size.height;
    return { ...size, complete: complete && same };
  }
  const size = bitstreamSize(b, first);
  return size ? { ...size, complete } : INCOMPLETE;
}

/** The size a VP8 (lossy) or VP8L (lossless) bitstream declares, or undefined. */
function bitstreamSize(b: Uint8Array, chunk: { type: string; at: number; length: number }) {
  const d = chunk.at;
  if (chunk.type === 'VP8 ') {
    // Frame tag (3 bytes, a key frame has bit 0 clear), start code 9D 01 2A, 14-bit sizes.
    if (chunk.length < 10 || (b[d] ?? 1) & 1) return undefined;
    if (b[d + 3] !== 0x9d || b[d + 4] !== 0x01 || b[d + 5] !== 0x2a) return undefined;
    const width = u16le(b, d + 6) & 0x3fff;
    const height = u16le(b, d + 8) & 0x3fff;
    return width && height ? { width, height } : undefined;
  }
  if (chunk.type === 'VP8L') {
    // Signature 0x2F, then width − 1 and height − 1 in 14 bits each, then a 3-bit version 0.
    if (chunk.length < 5 || b[d] !== 0x2f) return undefined;
    const bits = u32le(b, d + 1);
    if (bits >>> 29 !== 0) return undefined;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return undefined;
}

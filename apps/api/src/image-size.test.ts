import { type ImageSize, readImageSize, withinImageBounds } from './image-size';
import {
  jpeg,
  losslessChunk,
  png,
  pngBomb,
  pngChunk,
  WEBP_1X1,
  webpExtended,
  webpLossless,
  webpLossy,
} from './testing/images';

/** Issue 33, S57: an image's size from its header, and whether the file holds what it announces. */

const sized = (width: number, height: number, complete = true): ImageSize => ({
  width,
  height,
  complete,
});

describe('PNG', () => {
  it('reads a valid image', () => {
    expect(readImageSize(png(3, 2), 'image/png')).toEqual(sized(3, 2));
    expect(readImageSize(png(8, 1, { depth: 1 }), 'image/png')).toEqual(sized(8, 1));
  });

  it('reads the 900-megapixel bomb of the issue as such (valid, about 110 KB)', () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const size = readImageSize(bomb, 'image/png');
    expect(size).toEqual(sized(30_000, 30_000));
    expect(withinImageBounds(size)).toBe(false);
  });

  it.each([
    ['a header alone (IHDR, nothing after)', png(30_000, 30_000, { data: 'none', end: false })],
    ['no image data', png(10, 10, { data: 'none' })],
    ['an empty IDAT', png(10, 10, { data: new Uint8Array() })],
    ['no IEND (cut)', png(10, 10, { end: false })],
    ['cut inside a chunk', png(10, 10).subarray(0, 45)],
    ['a bit depth the colour type forbids', png(10, 10, { depth: 3 })],
    ['RGB at 1 bit', png(10, 10, { colour: 2, depth: 1 })],
    ['a palette image without PLTE', png(10, 10, { colour: 3 })],
    ['a width of 0', png(0, 10)],
  ])('refuses %s as incomplete', (_what, bytes) => {
    expect(readImageSize(bytes, 'image/png').complete).toBe(false);
  });

  it('refuses an IHDR whose CRC does not match (sizes edited after the fact)', () => {
    const bytes = png(10, 10);
    bytes[19] = 20; // the width's low byte, CRC unchanged
    expect(readImageSize(bytes, 'image/png').complete).toBe(false);
  });

  it('reads the declared size of a header alone, for the message', () => {
    const size = readImageSize(png(30_000, 30_000, { data: 'none', end: false }), 'image/png');
    expect(size).toMatchObject({ width: 30_000, height: 30_000 });
  });

  it('refuses a first chunk that is not IHDR', () => {
    const bytes = png(10, 10);
    const text = pngChunk('tEXt', [0x41, 0, 0x42]);
    const swapped = Uint8Array.from([...bytes.subarray(0, 8), ...text, ...bytes.subarray(8)]);
    expect(readImageSize(swapped, 'image/png')).toEqual({ complete: false });
  });
});

describe('JPEG', () => {
  it('reads the frame header', () => {
    expect(readImageSize(jpeg(640, 480), 'image/jpeg')).toEqual(sized(640, 480));
  });

  it('reads a declared 30000 × 30000 frame', () => {
    const size = readImageSize(jpeg(30_000, 30_000), 'image/jpeg');
    expect(size).toEqual(sized(30_000, 30_000));
    expect(withinImageBounds(size)).toBe(false);
  });

  it.each([
    ['no end-of-image marker (cut)', jpeg(640, 480, { end: false })],
    ['a height of 0 (deferred to DNL)', jpeg(640, 0)],
    ['a width of 0', jpeg(0, 480)],
    ['cut in the frame header', jpeg(640, 480).subarray(0, 26)],
    ['the start of image alone', Uint8Array.from([0xff, 0xd8, 0xff])],
    ['no frame before the end', Uint8Array.from([0xff, 0xd8, 0xff, 0xd9])],
  ])('refuses %s as incomplete', (_what, bytes) => {
    expect(readImageSize(bytes, 'image/jpeg').complete).toBe(false);
  });

  it('skips the segments before the frame (an EXIF thumbnail is not the image)', () => {
    const app1 = [0xff, 0xe1, 0, 8, 0xff, 0xc0, 0, 0, 1, 1];
    const base = jpeg(100, 50);
    const bytes = Uint8Array.from([...base.subarray(0, 2), ...app1, ...base.subarray(2)]);
    expect(readImageSize(bytes, 'image/jpeg')).toEqual(sized(100, 50));
  });
});

describe('WebP', () => {
  it('reads a real 1 × 1 lossless image', () => {
    expect(readImageSize(WEBP_1X1, 'image/webp')).toEqual(sized(1, 1));
  });

  it('reads lossy and lossless headers, up to their 16 383 / 16 384 pixels', () => {
    expect(readImageSize(webpLossy(256, 256), 'image/webp')).toEqual(sized(256, 256));
    expect(readImageSize(webpLossless(16_384, 16_384), 'image/webp')).toEqual(
      sized(16_384, 16_384),
    );
    expect(withinImageBounds(sized(16_384, 16_384))).toBe(false);
  });

  it('reads an extended canvas of 30000 × 30000 (header alone, or over a matching frame)', () => {
    const alone = readImageSize(webpExtended(30_000, 30_000), 'image/webp');
    expect(alone).toEqual(sized(30_000, 30_000, false));
    const still = readImageSize(webpExtended(300, 200, losslessChunk(300, 200)), 'image/webp');
    expect(still).toEqual(sized(300, 200));
  });

  it.each([
    ['a RIFF size past the end (cut)', WEBP_1X1.subarray(0, WEBP_1X1.length - 2)],
    ['an extended canvas unlike its frame', webpExtended(300, 200, losslessChunk(30, 20))],
    ['an extended canvas with no frame', webpExtended(300, 200)],
    ['a lossy frame without its start code', Uint8Array.from([...webpLossy(8, 8)].fill(0, 23, 26))],
  ])('refuses %s as incomplete', (_what, bytes) => {
    expect(readImageSize(bytes, 'image/webp').complete).toBe(false);
  });
});

describe('the bounds: 8000 px a side, 40 megapixels', () => {
  it.each([
    [8000, 5000, true],
    [6000, 6000, true],
    [8001, 10, false],
    [10, 8001, false],
    [7000, 7000, false],
  ])('%i × %i within: %s', (width, height, within) => {
    expect(withinImageBounds(sized(width, height))).toBe(within);
  });
});

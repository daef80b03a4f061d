import { COVER_MAX_WIDTH } from '@aula/contract';
import {
  COVER_SOURCE_MAX_BYTES,
  CoverImageError,
  checkCoverFile,
  coverImageMessages,
  coverSize,
  prepareCover,
} from './cover-image';

describe('checkCoverFile', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('takes %s', (type) => {
    expect(checkCoverFile({ type, size: 1000 })).toBeNull();
  });

  it.each(['image/svg+xml', 'text/html', 'image/gif', ''])('refuses %j by its type', (type) => {
    expect(checkCoverFile({ type, size: 1000 })).toBe(coverImageMessages.type);
  });

  it('takes an original up to 10 MB (it is resized), not more', () => {
    expect(checkCoverFile({ type: 'image/png', size: COVER_SOURCE_MAX_BYTES })).toBeNull();
    expect(checkCoverFile({ type: 'image/png', size: COVER_SOURCE_MAX_BYTES + 1 })).toBe(
      coverImageMessages.sourceTooLarge,
    );
  });
});

describe('coverSize', () => {
  it('shrinks a wide image to the maximum width, keeping its proportions', () => {
    expect(COVER_MAX_WIDTH).toBe(1280);
    expect(coverSize(2560, 1440)).toEqual({ width: 1280, height: 720 });
    expect(coverSize(4000, 3000)).toEqual({ width: 1280, height: 960 });
    expect(coverSize(5000, 1)).toEqual({ width: 1280, height: 1 });
  });

  it('never enlarges a small one', () => {
    expect(coverSize(640, 360)).toEqual({ width: 640, height: 360 });
    expect(coverSize(1280, 2000)).toEqual({ width: 1280, height: 2000 });
  });
});

describe('prepareCover', () => {
  it('refuses a wrong type before opening it', async () => {
    const svg = new File(['<svg/>'], 'capa.png', { type: 'image/svg+xml' });
    await expect(prepareCover(svg)).rejects.toEqual(new CoverImageError(coverImageMessages.type));
  });

  it('says so when the browser cannot open the image', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('InvalidStateError')));
    try {
      const broken = new File(['nada'], 'capa.png', { type: 'image/png' });
      await expect(prepareCover(broken)).rejects.toThrow(coverImageMessages.unreadable);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

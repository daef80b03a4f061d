import {
  AVATAR_SOURCE_MAX_BYTES,
  AvatarImageError,
  avatarImageMessages,
  centerSquare,
  checkAvatarFile,
  prepareAvatar,
} from './avatar-image';

describe('checkAvatarFile', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('takes %s', (type) => {
    expect(checkAvatarFile({ type, size: 1000 })).toBeNull();
  });

  it.each(['image/svg+xml', 'text/html', 'image/gif', ''])('refuses %j by its type', (type) => {
    expect(checkAvatarFile({ type, size: 1000 })).toBe(avatarImageMessages.type);
  });

  it('takes an original up to 10 MB (it is resized), not more', () => {
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_SOURCE_MAX_BYTES })).toBeNull();
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_SOURCE_MAX_BYTES + 1 })).toBe(
      avatarImageMessages.sourceTooLarge,
    );
  });
});

describe('centerSquare', () => {
  it('cuts the middle of a landscape, a portrait and a square', () => {
    expect(centerSquare(600, 400)).toEqual({ sx: 100, sy: 0, size: 400 });
    expect(centerSquare(300, 901)).toEqual({ sx: 0, sy: 300, size: 300 });
    expect(centerSquare(256, 256)).toEqual({ sx: 0, sy: 0, size: 256 });
  });
});

describe('prepareAvatar', () => {
  it('refuses a wrong type before opening it', async () => {
    const svg = new File(['<svg/>'], 'foto.png', { type: 'image/svg+xml' });
    await expect(prepareAvatar(svg)).rejects.toEqual(
      new AvatarImageError(avatarImageMessages.type),
    );
  });

  it('says so when the browser cannot open the image', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('InvalidStateError')));
    try {
      const broken = new File(['nada'], 'foto.png', { type: 'image/png' });
      await expect(prepareAvatar(broken)).rejects.toThrow(avatarImageMessages.unreadable);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

import { ApiError } from '@aula/contract';
import {
  AvatarImageError,
  avatarImageMessages,
  prepareAvatar,
} from '../account/profile/avatar-image';
import { CoverImageError, coverImageMessages, prepareCover } from '../admin/course/cover-image';
import { statusMessages } from '../i18n/error-messages';
import { checkImageFile, IMAGE_SOURCE_MAX_BYTES, ImageFileError, imageFailure } from './image-file';

describe.each([
  {
    name: 'the avatar',
    prepare: prepareAvatar,
    messages: avatarImageMessages,
    Failure: AvatarImageError,
  },
  {
    name: 'the cover',
    prepare: prepareCover,
    messages: coverImageMessages,
    Failure: CoverImageError,
  },
])('$name', ({ prepare, messages, Failure }) => {
  const check = (file: { type: string; size: number }) => checkImageFile(file, messages);
  it.each(['image/jpeg', 'image/png', 'image/webp'])('takes %s', (type) => {
    expect(check({ type, size: 1000 })).toBeNull();
  });

  it.each(['image/svg+xml', 'text/html', 'image/gif', ''])('refuses %j by its type', (type) => {
    expect(check({ type, size: 1000 })).toBe(messages.type);
  });

  it('takes an original up to 10 MB (it is resized), not more', () => {
    expect(check({ type: 'image/png', size: IMAGE_SOURCE_MAX_BYTES })).toBeNull();
    expect(check({ type: 'image/png', size: IMAGE_SOURCE_MAX_BYTES + 1 })).toBe(
      messages.sourceTooLarge,
    );
  });

  it('refuses a wrong type before opening it, with its own error', async () => {
    const svg = new File(['<svg/>'], 'imagem.png', { type: 'image/svg+xml' });
    const refusal = prepare(svg);
    await expect(refusal).rejects.toEqual(new Failure(messages.type));
    await expect(refusal).rejects.toBeInstanceOf(ImageFileError);
    await expect(refusal).rejects.toBeInstanceOf(Failure);
  });

  it('says so when the browser cannot open the image', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('InvalidStateError')));
    try {
      const broken = new File(['nada'], 'imagem.png', { type: 'image/png' });
      await expect(prepare(broken)).rejects.toThrow(messages.unreadable);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('imageFailure', () => {
  const tooLarge = 'A imagem deve ter no máximo 2 MB.';

  it("says the picked file's reason, and the unexpected answer for anything else", () => {
    expect(imageFailure(new ImageFileError('Escolha outra.'), tooLarge)).toBe('Escolha outra.');
    expect(imageFailure(new TypeError('x'), tooLarge)).toBe(statusMessages.malformedResponse);
  });

  it("says the 413's message, the field's, or the error's", () => {
    const status = (code: 'ValidationException', httpStatus: number, fields = {}) =>
      new ApiError({ code, status: httpStatus, message: 'Revise.', fieldErrors: fields });
    expect(imageFailure(status('ValidationException', 413), tooLarge)).toBe(tooLarge);
    const invalid = status('ValidationException', 422, { avatar: ['Envie uma imagem.'] });
    expect(imageFailure(invalid, tooLarge, 'avatar')).toBe('Envie uma imagem.');
    expect(imageFailure(invalid, tooLarge)).toBe('Revise.');
  });
});

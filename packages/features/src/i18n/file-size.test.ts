import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('writes powers of 1024 with a pt-BR decimal comma', () => {
    expect(formatFileSize(5 * 1024 ** 3)).toBe('5 GB');
    expect(formatFileSize(1.5 * 1024 ** 3)).toBe('1,5 GB');
    expect(formatFileSize(3.24 * 1024 ** 2)).toBe('3,2 MB');
    expect(formatFileSize(820 * 1024)).toBe('820 KB');
    expect(formatFileSize(12)).toBe('12 bytes');
    expect(formatFileSize(0)).toBe('0 bytes');
  });
});

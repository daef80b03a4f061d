import { readPosition, readSpeed, resumeAt, writePosition, writeSpeed } from './playback-memory';

beforeEach(() => localStorage.clear());

describe('playback memory', () => {
  it('remembers a speed between 0.5× and 3×, and nothing else', () => {
    expect(readSpeed()).toBe(1);
    writeSpeed(1.75);
    expect(readSpeed()).toBe(1.75);
    writeSpeed(16);
    expect(readSpeed()).toBe(1.75);
    localStorage.setItem('aula:player:speed', 'rápido');
    expect(readSpeed()).toBe(1);
  });

  it('remembers each lecture position on its own, and forgets it on null', () => {
    writePosition(1, 125.7);
    writePosition(2, 30);
    expect(readPosition(1)).toBe(125);
    expect(readPosition(2)).toBe(30);
    writePosition(1, null);
    expect(readPosition(1)).toBeNull();
  });

  it('resumes where the person stopped, but starts a finished video over', () => {
    expect(resumeAt(120, 600)).toBe(120);
    expect(resumeAt(597, 600)).toBe(0);
    expect(resumeAt(700, 600)).toBe(0);
    expect(resumeAt(null, 600)).toBe(0);
    expect(resumeAt(30, Number.NaN)).toBe(0);
  });

  it('keeps working when storage refuses to write', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeSpeed(2)).not.toThrow();
    expect(readSpeed()).toBe(1);
    setItem.mockRestore();
  });
});

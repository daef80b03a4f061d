import {
  clockTime,
  newerPosition,
  readPositionEntry,
  readSpeed,
  resumeAt,
  writePosition,
  writeSpeed,
} from './playback-memory';

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
    expect(readPositionEntry(1)?.seconds).toBe(125);
    expect(readPositionEntry(2)?.seconds).toBe(30);
    writePosition(1, null);
    expect(readPositionEntry(1)).toBeNull();
  });

  it('keeps when each position was saved; an older entry without it still reads', () => {
    writePosition(3, 42.9, Date.UTC(2026, 10, 27, 12));
    expect(readPositionEntry(3)).toEqual({ seconds: 42, at: Date.UTC(2026, 10, 27, 12) });
    localStorage.setItem('aula:player:position:4', '90');
    expect(readPositionEntry(4)).toEqual({ seconds: 90, at: 0 });
    localStorage.setItem('aula:player:position:5', 'x|1');
    expect(readPositionEntry(5)).toBeNull();
  });

  it('resumes at the newer of this device and the server (any device)', () => {
    const noon = Date.UTC(2026, 10, 27, 12);
    const server = (seconds: number, at: number) => ({
      seconds,
      saved_at: new Date(at).toISOString(),
    });
    // The phone went on later: the laptop resumes there.
    expect(newerPosition({ seconds: 100, at: noon }, server(754, noon + 60_000))).toBe(754);
    // This device's own position, sent after the server's answer was read, wins.
    expect(newerPosition({ seconds: 800, at: noon + 120_000 }, server(754, noon))).toBe(800);
    expect(newerPosition(null, server(754, noon))).toBe(754);
    expect(newerPosition({ seconds: 30, at: 0 }, undefined)).toBe(30);
    // Finished on another device (0 saved later): starts over.
    expect(newerPosition({ seconds: 300, at: noon }, server(0, noon + 1))).toBeNull();
    expect(newerPosition(null, null)).toBeNull();
  });

  it('says a position as a clock: 0:05, 12:34, 1:02:03', () => {
    expect(clockTime(5)).toBe('0:05');
    expect(clockTime(754.9)).toBe('12:34');
    expect(clockTime(3723)).toBe('1:02:03');
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

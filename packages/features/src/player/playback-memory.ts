/**
 * What the player remembers on this device: the playback speed (across lectures) and where each
 * video was left. Storage may be missing or full (private mode): then nothing is remembered.
 */
const PREFIX = 'aula:player:';

export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    const s = storage();
    if (value === null) s?.removeItem(PREFIX + key);
    else s?.setItem(PREFIX + key, value);
  } catch {
    // full or forbidden: the player works, it just does not remember
  }
}

/** The remembered speed, or 1 when none (or one outside 0.5×–3×) is stored. */
export function readSpeed(): number {
  const speed = Number(read('speed'));
  return (SPEEDS as readonly number[]).includes(speed) ? speed : 1;
}

export function writeSpeed(speed: number) {
  if ((SPEEDS as readonly number[]).includes(speed)) write('speed', String(speed));
}

/** Seconds into the lecture's video where the person stopped; null when none. */
export function readPosition(lectureId: number): number | null {
  const seconds = Number(read(`position:${lectureId}`));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

export function writePosition(lectureId: number, seconds: number | null) {
  write(`position:${lectureId}`, seconds && seconds > 0 ? String(Math.floor(seconds)) : null);
}

/**
 * Where to resume: the stored position, unless it is within the last 5 seconds (a finished video
 * starts over) or beyond the video's length.
 */
export function resumeAt(stored: number | null, duration: number): number {
  if (!stored || !Number.isFinite(duration) || duration <= 0) return 0;
  return stored < duration - 5 ? stored : 0;
}

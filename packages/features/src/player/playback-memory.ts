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

/** Where a video was left: whole seconds, and when (ms since 1970; 0 when not known). */
export interface SavedPosition {
  seconds: number;
  at: number;
}

/** Where the person stopped in the lecture's video on this device; null when none. */
export function readPositionEntry(lectureId: number): SavedPosition | null {
  // `seconds|at`; an older entry is the seconds alone (when: unknown).
  const [secondsText, atText] = (read(`position:${lectureId}`) ?? '').split('|');
  const seconds = Number(secondsText);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const at = Number(atText);
  return { seconds: Math.floor(seconds), at: Number.isFinite(at) && at > 0 ? at : 0 };
}

export function writePosition(lectureId: number, seconds: number | null, at = Date.now()) {
  write(
    `position:${lectureId}`,
    seconds && seconds > 0 ? `${Math.floor(seconds)}|${Math.floor(at)}` : null,
  );
}

/**
 * The newer of this device's position and the one the server keeps (saved from any device): a
 * student who went on watching on the phone resumes there on the laptop, and this device's own
 * newer position wins over a server answer read before it was sent.
 */
export function newerPosition(
  local: SavedPosition | null,
  server: { seconds: number; saved_at: string } | null | undefined,
): number | null {
  const fromServer = server ? { seconds: server.seconds, at: Date.parse(server.saved_at) } : null;
  if (!fromServer || Number.isNaN(fromServer.at)) return local?.seconds ?? null;
  if (!local || fromServer.at > local.at) return fromServer.seconds || null;
  return local.seconds;
}

/** "12:34", or "1:02:03" past an hour: a position as the player says it. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * Where to resume: the stored position, unless it is within the last 5 seconds (a finished video
 * starts over) or beyond the video's length.
 */
export function resumeAt(stored: number | null, duration: number): number {
  if (!stored || !Number.isFinite(duration) || duration <= 0) return 0;
  return stored < duration - 5 ? stored : 0;
}

/** The remembered quality: a picture height (720 for "720p"), or null for "Automático". */
export function readQuality(): number | null {
  const height = Number(read('quality'));
  return Number.isSafeInteger(height) && height > 0 ? height : null;
}

export function writeQuality(height: number | null) {
  write('quality', height && height > 0 ? String(Math.floor(height)) : null);
}

/** The language of the captions last chosen ('pt-BR', 'en', 'es'); null when none was. */
export function readCaptionLanguage(): string | null {
  return read('captions');
}

export function writeCaptionLanguage(language: string) {
  write('captions', language);
}

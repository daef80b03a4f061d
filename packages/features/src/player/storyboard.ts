/**
 * A lecture's storyboard (issue 35 §4): a WebVTT thumbnails track whose cues name a region of a
 * sprite sheet (`sprite_0.jpg#xywh=160,0,160,90`), for the seek bar's previews.
 */
export interface StoryboardCue {
  /** Seconds. */
  start: number;
  end: number;
  /** The sprite sheet's address, resolved against the VTT's, without the `#xywh` fragment. */
  url: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The address cue texts are resolved against: the VTT's own, absolute. */
export function storyboardBase(baseUrl: string): URL {
  return new URL(baseUrl, typeof location === 'undefined' ? 'http://localhost/' : location.href);
}

/**
 * One cue, from its times and text (`sprite_0.jpg#xywh=0,0,160,90`, resolved against `base`, so
 * a relative name and an already-signed `/media/s/…/sprite_0.jpg?…` both work); null when the
 * text names no `#xywh=` region of an http(s) image or the times are no range.
 */
export function storyboardCue(
  start: number,
  end: number,
  text: string,
  base: URL,
): StoryboardCue | null {
  const target = text.trim();
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start || !target) return null;
  let address: URL;
  try {
    address = new URL(target, base);
  } catch {
    return null;
  }
  const region = /^#xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(address.hash);
  if (!region || !['http:', 'https:'].includes(address.protocol)) return null;
  const [, x, y, w, h] = region.map(Number) as [number, number, number, number, number];
  if (w <= 0 || h <= 0) return null;
  address.hash = '';
  // Same origin as the page: a path (what the player's other media addresses are).
  const url =
    typeof location !== 'undefined' && address.origin === location.origin
      ? address.pathname + address.search
      : address.href;
  return { start, end, url, x, y, w, h };
}

/** The cue shown at `seconds`: the one whose range holds it, else the last one before it. */
export function storyboardCueAt(cues: readonly StoryboardCue[], seconds: number) {
  let found: StoryboardCue | null = null;
  for (const cue of cues) {
    if (cue.start > seconds) break;
    found = cue;
    if (seconds < cue.end) break;
  }
  return found ?? cues[0] ?? null;
}

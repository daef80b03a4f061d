/// <reference path="./hls-light.d.ts" />
import Hls from 'hls.js/light';

/**
 * hls.js in a video (issue 35 §4). This module comes with hls.js, in its own chunk, fetched only
 * when an HLS lecture plays (useHlsSource): nothing here reaches a page's first download.
 */
export interface HlsCallbacks {
  /**
   * The playlist's rungs by their lines (720 for "720p", `linesOf`) highest first, and the
   * remembered one if offered.
   */
  onLevels: (heights: number[], chosen: number | null) => void;
  /** The rung playing now (what "Automático (720p)" names). */
  onPlaying: (height: number | null) => void;
  /** hls.js gave up (an expired link, a network that stays down): the player's error state. */
  onFatal: () => void;
}

export interface HlsPlayback {
  /** Plays `height` from now on; null: "Automático" (chosen by bandwidth). */
  choose: (height: number | null) => void;
  destroy: () => void;
}

/**
 * Seconds fetched ahead before the video is first played: enough for the first frame and the
 * first seconds at once (the first four segments are 1 s each), not the half minute hls.js keeps
 * ahead while playing. A student who opens a lecture and leaves without playing it has spent a
 * few hundred kilobytes of their phone's data, not 30 s of video (at 1080p, ~19 MB).
 */
export const PRELOAD_SECONDS = 4;
/**
 * Seconds kept ahead while playing: hls.js's own target (30 s), at most a minute. hls.js's default
 * ceiling is 600 s and its target grows to fit 60 MB at the rung's bitrate, so before this a
 * 1 Mbit/s rung was fetched up to eight minutes ahead, whether or not the student watched it.
 */
export const PLAYING_BUFFER = { maxBufferLength: 30, maxMaxBufferLength: 60 } as const;

/**
 * Tuned for a first frame soon on a slow connection and a climb to 720p on a good one (issue 35's
 * budgets, `npm run bench:video`): the first segment is fetched while the video is still being
 * attached, and hls.js moves up when its estimate × 0.8 (default 0.7) reaches a rung's bitrate,
 * so 5 Mbps reaches the 720p rung (3.2 Mbit/s).
 */
export const HLS_CONFIG = {
  startFragPrefetch: true,
  abrBandWidthUpFactor: 0.8,
  // Both: hls.js stretches `maxBufferLength` up to `maxMaxBufferLength` for a low bitrate.
  maxBufferLength: PRELOAD_SECONDS,
  maxMaxBufferLength: PRELOAD_SECONDS,
} as const;

/**
 * A level's lines, the "p" of its name: the picture's short side, so a phone video held upright
 * (1080×1920) is "1080p" as the API names its rung, not "1920p". The height alone when the
 * playlist gives no width.
 */
export const linesOf = (level: { width?: number; height: number }) =>
  level.width ? Math.min(level.width, level.height) : level.height;

/** The level index that plays `lines` (the best bitrate of those); -1 when none does. */
function levelOf(hls: Hls, lines: number | null): number {
  if (lines === null) return -1;
  let found = -1;
  hls.levels.forEach((level, index) => {
    if (
      linesOf(level) === lines &&
      (found < 0 || level.bitrate > (hls.levels[found]?.bitrate ?? 0))
    )
      found = index;
  });
  return found;
}

/**
 * Plays the playlist `src` in `video`: hls.js where the browser has Media Source Extensions,
 * else the browser's own HLS (iOS Safari), else `onFatal`. Returns what the quality menu needs,
 * or null when hls.js is not the one playing.
 */
export function playHls(
  video: HTMLVideoElement,
  src: string,
  remembered: number | null,
  callbacks: HlsCallbacks,
): HlsPlayback | null {
  if (!Hls.isSupported()) {
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
      video.load();
    } else callbacks.onFatal();
    return null;
  }
  let player: Hls | null = new Hls(HLS_CONFIG);
  let recovered = false;
  player.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
    if (!player) return;
    const heights = [...new Set(data.levels.map(linesOf))]
      .filter((height) => height > 0)
      .sort((a, b) => b - a);
    const level = levelOf(player, remembered);
    if (level >= 0) player.currentLevel = level;
    callbacks.onLevels(heights, level >= 0 ? remembered : null);
  });
  player.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => {
    const level = player?.levels[data.level];
    callbacks.onPlaying(level ? linesOf(level) : null);
  });
  player.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal || !player) return;
    // A decoding hiccup is worth one recovery; anything else (a 403 from an expired link, a
    // network that stays down after hls.js's retries) is the player's error state.
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
      recovered = true;
      player.recoverMediaError();
      return;
    }
    // Reported first, while the video still tells where it was (kept for the next try).
    callbacks.onFatal();
    player?.destroy(); // (onFatal may have let go of it already)
    player = null;
  });
  // Played once (by the viewer or auto-play): from then on half a minute to a minute ahead.
  const playing = () => {
    if (player) Object.assign(player.config, PLAYING_BUFFER);
  };
  video.addEventListener('play', playing, { once: true });
  if (!video.paused) playing();
  player.loadSource(src);
  player.attachMedia(video);
  return {
    choose: (height) => {
      // At once (what was buffered in the old quality is dropped): the choice shows right away.
      if (player) player.currentLevel = levelOf(player, height);
    },
    destroy: () => {
      video.removeEventListener('play', playing);
      player?.destroy();
      player = null;
    },
  };
}

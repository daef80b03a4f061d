import type Hls from 'hls.js';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLatest } from '../shared/use-latest';
import { readQuality, writeQuality } from './playback-memory';

/** An HLS playlist: its path ends in `.m3u8` (a signed link adds its query after it). */
export function isHlsSource(src: string): boolean {
  const path = src.split(/[?#]/, 1)[0] ?? '';
  return path.toLowerCase().endsWith('.m3u8');
}

/** The qualities an HLS video offers, and the one chosen. */
export interface HlsQuality {
  /** Picture heights, highest first (720, 540, 360); empty for one rung or a non-HLS video. */
  heights: number[];
  /** The chosen height; null: "Automático" (hls.js picks by bandwidth). */
  chosen: number | null;
  /** The height playing now (what "Automático (720p)" shows); null until known. */
  playing: number | null;
}

const NONE: HlsQuality = { heights: [], chosen: null, playing: null };

/** The level index that plays `height` (the best bitrate of that height); -1 when none does. */
function levelOf(hls: Hls, height: number | null): number {
  if (height === null) return -1;
  let found = -1;
  hls.levels.forEach((level, index) => {
    if (level.height === height && (found < 0 || level.bitrate > (hls.levels[found]?.bitrate ?? 0)))
      found = index;
  });
  return found;
}

/**
 * Plays an HLS `src` in the video (issue 35 §4): hls.js, fetched only now (its own chunk, never in
 * a page's first download), where the browser has Media Source Extensions; the browser's own HLS
 * where it has no MSE but plays HLS (iOS Safari). A fatal error (an expired link, a network that
 * stays down) calls `onFatal`, as the video's own `error` does. A progressive `src` is left to the
 * <video>'s `src` attribute: nothing happens here. `attempt` starts over ("Tentar de novo").
 */
export function useHlsSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  src: string,
  lectureId: number,
  attempt: number,
  onFatal: () => void,
) {
  const hls = isHlsSource(src);
  const [quality, setQuality] = useState<HlsQuality & { src: string }>({ ...NONE, src });
  const instance = useRef<Hls | null>(null);
  const fail = useLatest(onFatal);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new lecture or a new attempt loads again
  useEffect(() => {
    const video = videoRef.current;
    if (!hls || !video) return;
    let cancelled = false;
    let player: Hls | null = null;
    import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          if (video.canPlayType('application/vnd.apple.mpegurl')) {
            video.src = src;
            video.load();
          } else fail.current();
          return;
        }
        const remembered = readQuality();
        player = new Hls();
        instance.current = player;
        let recovered = false;
        player.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
          if (!player) return;
          const heights = [...new Set(data.levels.map((level) => level.height))]
            .filter((height) => height > 0)
            .sort((a, b) => b - a);
          const level = levelOf(player, remembered);
          if (level >= 0) player.currentLevel = level;
          setQuality({
            heights: heights.length > 1 ? heights : [],
            chosen: level >= 0 ? remembered : null,
            playing: null,
            src,
          });
        });
        player.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => {
          const height = player?.levels[data.level]?.height ?? null;
          setQuality((current) => ({ ...current, playing: height }));
        });
        player.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal || !player) return;
          // A decoding hiccup is worth one recovery; anything else (a 403 from an expired link,
          // a network that stays down after hls.js's retries) is the player's error state.
          if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
            recovered = true;
            player.recoverMediaError();
            return;
          }
          // Reported first, while the video still tells where it was (kept for the next try).
          fail.current();
          player.destroy();
          if (instance.current === player) instance.current = null;
          player = null;
        });
        player.loadSource(src);
        player.attachMedia(video);
      })
      .catch(() => {
        // The chunk did not come (offline, a new deployment): the error state offers a retry.
        if (!cancelled) fail.current();
      });
    return () => {
      cancelled = true;
      player?.destroy();
      if (instance.current === player) instance.current = null;
    };
  }, [hls, src, lectureId, attempt, videoRef]);

  /** Plays `height` from now on (null: "Automático"), remembered for the next lectures. */
  const choose = (height: number | null) => {
    writeQuality(height);
    setQuality((current) => ({ ...current, chosen: height }));
    const player = instance.current;
    // At once (what was buffered in the old quality is dropped): the choice shows right away.
    if (player) player.currentLevel = levelOf(player, height);
  };

  const current = quality.src === src && hls ? quality : NONE;
  /** hls.js plays the video: its errors come through `onFatal`, not the element's `error`. */
  const managed = () => instance.current !== null;
  return { hls, quality: current, choose, managed } as const;
}

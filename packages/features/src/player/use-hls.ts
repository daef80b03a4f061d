import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLatest } from '../shared/use-latest';
import type { HlsPlayback } from './hls-player';
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

/**
 * Plays an HLS `src` in the video (issue 35 §4): hls.js, fetched only now (its own chunk, never in
 * a page's first download), where the browser has Media Source Extensions; the browser's own HLS
 * where it has no MSE but plays HLS (iOS Safari). A fatal error (an expired link, a network that
 * stays down) calls `onFatal`, as the video's own `error` does. A progressive `src` is left to the
 * <video>'s `src` attribute: nothing happens here. `attempt` starts over ("Tentar de novo").
 * Nothing starts before `enabled` (the lecture's first frame is painted): hls.js and the playlist
 * never compete with it.
 */
export function useHlsSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  src: string,
  lectureId: number,
  attempt: number,
  onFatal: () => void,
  enabled: boolean,
) {
  const hls = isHlsSource(src);
  const [quality, setQuality] = useState<HlsQuality & { src: string }>({ ...NONE, src });
  const playback = useRef<HlsPlayback | null>(null);
  const fail = useLatest(onFatal);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new lecture or a new attempt loads again
  useEffect(() => {
    const video = videoRef.current;
    if (!hls || !video || !enabled) return;
    let cancelled = false;
    let current: HlsPlayback | null = null;
    const release = () => {
      current?.destroy();
      if (playback.current === current) playback.current = null;
      current = null;
    };
    import('./hls-player')
      .then(({ playHls }) => {
        if (cancelled) return;
        current = playHls(video, src, readQuality(), {
          onLevels: (heights, chosen) =>
            setQuality({ heights: heights.length > 1 ? heights : [], chosen, playing: null, src }),
          onPlaying: (height) => setQuality((now) => ({ ...now, playing: height })),
          onFatal: () => {
            fail.current();
            release();
          },
        });
        playback.current = current;
      })
      .catch(() => {
        // The chunk did not come (offline, a new deployment): the error state offers a retry.
        if (!cancelled) fail.current();
      });
    return () => {
      cancelled = true;
      release();
    };
  }, [hls, src, lectureId, attempt, videoRef, enabled]);

  /** Plays `height` from now on (null: "Automático"), remembered for the next lectures. */
  const choose = (height: number | null) => {
    writeQuality(height);
    setQuality((now) => ({ ...now, chosen: height }));
    playback.current?.choose(height);
  };

  /** hls.js plays the video: its errors come through `onFatal`, not the element's `error`. */
  const managed = () => playback.current !== null;
  const current = quality.src === src && hls ? quality : NONE;
  return { hls, quality: current, choose, managed } as const;
}

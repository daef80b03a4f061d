import { memo, type PointerEvent, type RefObject, useEffect, useState } from 'react';
import { clockTime } from './playback-memory';
import { type StoryboardCue, storyboardBase, storyboardCue, storyboardCueAt } from './storyboard';

/**
 * The storyboard's cues, loaded once asked for (the first hover, focus or press on the bar). The
 * browser fetches and parses the VTT, as the video's `kind="metadata"` track (features never call
 * `fetch`): turning the track on ("hidden") is what loads it. [] until then, or when it fails.
 */
function useStoryboard(
  trackRef: RefObject<HTMLTrackElement | null>,
  lectureId: number,
  url: string,
) {
  const [state, setState] = useState<{ key: string; cues: StoryboardCue[] }>({
    key: '',
    cues: [],
  });
  const key = `${lectureId} ${url}`;
  const load = () => {
    const element = trackRef.current;
    if (element?.track.mode !== 'disabled') return;
    const read = () => {
      const base = storyboardBase(url);
      const cues = Array.from(element.track.cues ?? [])
        .map((cue) => storyboardCue(cue.startTime, cue.endTime, (cue as VTTCue).text ?? '', base))
        .filter((cue) => cue !== null);
      // The sprite sheet too, so the first preview does not wait for it.
      const first = cues[0];
      if (first) new Image().src = first.url;
      setState({ key, cues });
    };
    element.addEventListener('load', read, { once: true });
    element.track.mode = 'hidden';
    if (element.readyState === HTMLTrackElement.LOADED) read();
  };
  return [state.key === key ? state.cues : [], load] as const;
}

/** The video's position and length, as its events report them. */
function useVideoClock(videoRef: RefObject<HTMLVideoElement | null>, lectureId: number) {
  const [clock, setClock] = useState({ lectureId, current: 0, duration: 0 });
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const update = () =>
      setClock({
        lectureId,
        current: video.currentTime,
        duration: Number.isFinite(video.duration) ? video.duration : 0,
      });
    const events = ['timeupdate', 'durationchange', 'loadedmetadata', 'seeking', 'emptied'];
    for (const name of events) video.addEventListener(name, update);
    return () => {
      for (const name of events) video.removeEventListener(name, update);
    };
  }, [videoRef, lectureId]);
  return clock.lectureId === lectureId ? clock : { lectureId, current: 0, duration: 0 };
}

/**
 * "Linha do tempo" (issue 35 §4): a seek bar under the video (the browser's own timeline tells
 * nothing of a hover), with the storyboard's thumbnail of the moment under the pointer, and of
 * the one being dragged to. Shown for a video that has a storyboard.
 */
export const SeekPreview = memo(function SeekPreview({
  videoRef,
  trackRef,
  lectureId,
  storyboardUrl,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The video's `kind="metadata"` track of the storyboard. */
  trackRef: RefObject<HTMLTrackElement | null>;
  lectureId: number;
  storyboardUrl: string;
}) {
  const clock = useVideoClock(videoRef, lectureId);
  const [cues, loadStoryboard] = useStoryboard(trackRef, lectureId, storyboardUrl);
  const [hover, setHover] = useState<number | null>(null);
  const [drag, setDrag] = useState<number | null>(null);
  // The bar's width as of the last pointer event: where the preview goes above it.
  const [width, setWidth] = useState(0);

  useEffect(() => {
    if (drag === null) return;
    const end = () => setDrag(null);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, [drag]);

  const { duration } = clock;
  const value = drag ?? clock.current;
  const timeAt = (event: PointerEvent<HTMLInputElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setWidth(box.width);
    if (box.width <= 0 || duration <= 0) return null;
    const ratio = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    return ratio * duration;
  };
  const seek = (seconds: number) => {
    const video = videoRef.current;
    if (video) video.currentTime = seconds;
  };

  const shown = drag ?? hover;
  const cue = shown === null || duration <= 0 ? null : storyboardCueAt(cues, shown);
  const previewWidth = cue?.w ?? 160;
  const left =
    shown === null || duration <= 0
      ? 0
      : Math.min(Math.max(0, (shown / duration) * width - previewWidth / 2), width - previewWidth);

  return (
    <div data-slot="seek-preview" className="relative flex items-center">
      {shown !== null && duration > 0 ? (
        <div
          aria-hidden="true"
          data-testid="previa-da-linha-do-tempo"
          className="bg-background pointer-events-none absolute bottom-full z-10 mb-2 flex flex-col items-center gap-1 rounded-md border p-1 shadow-md"
          style={{ left: Math.max(0, left) }}
        >
          {cue ? (
            <div
              data-testid="miniatura-da-linha-do-tempo"
              className="rounded-sm bg-black bg-no-repeat"
              style={{
                width: cue.w,
                height: cue.h,
                backgroundImage: `url("${cue.url}")`,
                backgroundPosition: `${-cue.x}px ${-cue.y}px`,
              }}
            />
          ) : null}
          <span className="text-foreground font-mono text-xs">{clockTime(shown)}</span>
        </div>
      ) : null}
      <input
        type="range"
        aria-label="Linha do tempo"
        aria-valuetext={`${clockTime(value)} de ${clockTime(duration)}`}
        min={0}
        max={Math.max(duration, 0)}
        step={1}
        value={Math.min(value, duration)}
        disabled={duration <= 0}
        className="accent-primary aula-focus-ring h-6 w-full cursor-pointer disabled:cursor-default"
        onFocus={loadStoryboard}
        onPointerEnter={loadStoryboard}
        onPointerMove={(event) => {
          if (event.pointerType !== 'touch') setHover(timeAt(event));
        }}
        onPointerLeave={() => setHover(null)}
        onPointerDown={(event) => {
          loadStoryboard();
          const at = timeAt(event);
          if (at !== null) setDrag(at);
        }}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (drag !== null) setDrag(next);
          seek(next);
        }}
      />
    </div>
  );
});

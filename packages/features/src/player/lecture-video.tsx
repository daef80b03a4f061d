import { type CaptionTrack, parseEmbedLink } from '@aula/contract';
import { Button, cn } from '@aula/ui';
import {
  type CSSProperties,
  lazy,
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useHydrated } from '../shared/use-hydrated';
import { useLatest } from '../shared/use-latest';
import { useAfterFirstPaint } from './after-paint';
import { EmbedVideo } from './embed-video';
import {
  newerPosition,
  readPositionEntry,
  readSpeed,
  resumeAt,
  SPEEDS,
  writePosition,
  writeSpeed,
} from './playback-memory';
import { useCaptions } from './use-captions';
import { useHlsSource } from './use-hls';
import {
  CaptionsSelect,
  QualitySelect,
  ResumeNotice,
  SpeedSelect,
  VideoError,
  VideoOverlay,
} from './video-menus';

export interface LectureVideoProps {
  lectureId: number;
  title: string;
  src: string;
  /** Starts playing as the lecture opens (the auto-play preference). */
  autoPlay: boolean;
  /** The video of `lectureId` played to its end (never for one that ends without playing). */
  onEnded: (lectureId: number) => void;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The loaded address failed and no newer one is at hand: ask for the lecture again. */
  onSourceFailed?: () => void;
  /**
   * Shown over the video, inside its frame (the auto-jump countdown): the frame's wrapper is what
   * goes fullscreen, so the overlay shows there too. Pass null when there is none (keeps the memo).
   */
  overlay?: ReactNode;
  /** Where the viewer stopped, as the server keeps it (from any device); none for a guest. */
  savedPosition?: { seconds: number; saved_at: string } | undefined;
  /**
   * Sends where the viewer is (whole seconds) to the server: every 10 s of playback, on pause, as
   * the lecture or the page is left, and 0 at the end. Absent for a guest (this device only).
   */
  onSavePosition?: ((lectureId: number, seconds: number) => void) | undefined;
  /** The poster frame (a signed link), shown until the video plays. */
  poster?: string | null | undefined;
  /** The storyboard (a signed WebVTT thumbnails track): the seek bar with previews. */
  storyboardUrl?: string | null | undefined;
  /** The lecture's caption tracks (signed WebVTT links). */
  captions?: readonly CaptionTrack[] | undefined;
  /** The student's "Mostrar legendas quando houver": the captions start on. */
  captionsOn?: boolean | undefined;
  /** An embed's time to answer before its "cannot reach" message (stories shorten it). */
  embedAnswerTimeoutMs?: number | undefined;
  /** For stories and tests: the page an embed frames instead of the provider's player. */
  embedFrameSrc?: string | undefined;
}

const NO_CAPTIONS: readonly CaptionTrack[] = [];

/** The seek bar with previews: only for a lecture with a storyboard, so in a chunk of its own. */
const SeekPreview = lazy(() =>
  import('./seek-preview').then((module) => ({ default: module.SeekPreview })),
);
/** Where the seek bar goes while its chunk comes: the same height, so nothing below moves. */
const seekBarSpace = <div className="h-6" />;

/** Playback between two positions sent to the server. */
const SEND_EVERY_SECONDS = 10;

/** Whether the wrapper is the page's fullscreen element, following the browser's changes. */
function useFullscreen(target: RefObject<HTMLElement | null>, enabled: boolean) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const sync = () => setOn(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target, enabled]);
  const toggle = () => {
    const element = target.current;
    if (!element) return;
    if (document.fullscreenElement === element) void document.exitFullscreen().catch(() => {});
    else void element.requestFullscreen().catch(() => {}); // refused (no gesture, iframe): stays
  };
  return [on, toggle] as const;
}

/**
 * The lecture's video: a YouTube, Vimeo or Panda Video link plays through the provider's embed
 * (`EmbedVideo`); anything else (an upload's playlist, a media file) in the page's own player.
 */
export const LectureVideo = memo(function LectureVideo(props: LectureVideoProps) {
  const embed = useMemo(() => parseEmbedLink(props.src), [props.src]);
  if (!embed) return <FileVideo {...props} />;
  return (
    <EmbedVideo
      key={props.lectureId}
      lectureId={props.lectureId}
      title={props.title}
      link={embed}
      autoPlay={props.autoPlay}
      onEnded={props.onEnded}
      overlay={props.overlay}
      savedPosition={props.savedPosition}
      onSavePosition={props.onSavePosition}
      answerTimeoutMs={props.embedAnswerTimeoutMs}
      frameSrc={props.embedFrameSrc}
    />
  );
});

/**
 * A video the page plays itself: native controls, a remembered speed (across lectures) and a remembered
 * position (per lecture), saved as it plays and when the person leaves. An HLS video plays
 * through hls.js (fetched with it) with a quality menu; caption tracks get a captions menu; a
 * storyboard gets a seek bar with previews (issue 35 §4).
 */
function FileVideo({
  lectureId,
  title,
  src,
  autoPlay,
  onEnded,
  videoRef,
  onSourceFailed,
  overlay = null,
  savedPosition,
  onSavePosition,
  poster,
  storyboardUrl,
  captions = NO_CAPTIONS,
  captionsOn = false,
}: LectureVideoProps) {
  const [speed, setSpeed] = useState(readSpeed);
  // The browser's own controls come a frame after the lecture's first paint: building them the
  // first time (their stylesheet, their icons) cost that paint 20–25 ms (ADR 029, section 14).
  const painted = useAfterFirstPaint();
  const lastSaved = useRef(0);
  // The last position the server got (whole seconds); -1: none yet for this lecture.
  const lastSent = useRef(-1);
  // The lecture is named by the caller: a cleanup runs after the next lecture's render, when this
  // (latest) function already belongs to the next lecture.
  const send = useLatest((id: number, seconds: number) => {
    const whole = Math.floor(seconds);
    if (!onSavePosition || whole === lastSent.current) return;
    lastSent.current = whole;
    onSavePosition(id, whole);
  });
  // "Continuando de 12:34" while the lecture resumes where the viewer stopped (any device).
  const [resumed, setResumed] = useState<{ lectureId: number; seconds: number } | null>(null);
  const resumedAt = resumed?.lectureId === lectureId ? resumed.seconds : null;
  // The element that really played (a `playing` event): only its `ended` may end the lecture. An
  // element that reports `ended` without having played (restored at its end, a stale one) is ignored.
  const played = useRef<HTMLVideoElement | null>(null);
  // The video's address is a signed link that the server renews every hour. A refetch of the
  // course must not reload a playing video: the first address stays until the lecture changes,
  // or until it fails (an expired link), when a newer one is taken, or asked for.
  const [loaded, setLoaded] = useState({ lectureId, src, failed: false });
  if (loaded.lectureId !== lectureId || (loaded.failed && loaded.src !== src))
    setLoaded({ lectureId, src, failed: false });
  const activeSrc = loaded.lectureId === lectureId ? loaded.src : src;
  // Fullscreen is the wrapper's (video, overlay, speed), not the bare <video>'s, whose native
  // fullscreen would leave the countdown outside (issue 33). Where a page element cannot go
  // fullscreen (an iPhone), the browser's own video fullscreen stays.
  const root = useRef<HTMLDivElement>(null);
  const ownFullscreen = painted && document.fullscreenEnabled === true;
  const [fullscreen, toggleFullscreen] = useFullscreen(root, ownFullscreen);
  // "Tentar de novo" after a failure: an HLS video is loaded again from its playlist.
  const [attempt, setAttempt] = useState(0);
  const storyboardTrack = useRef<HTMLTrackElement>(null);
  // A video taller than wide (a phone held upright): its frame takes the video's shape, up to
  // three quarters of the screen's height, instead of a 16:9 box that showed it a third as wide.
  const [shape, setShape] = useState<{ lectureId: number; ratio: number } | null>(null);
  const portraitRatio = shape?.lectureId === lectureId ? shape.ratio : null;
  const readShape = (video: HTMLVideoElement) => {
    const ratio =
      video.videoWidth > 0 && video.videoHeight > 0 ? video.videoWidth / video.videoHeight : 1;
    const next = ratio < 1 ? ratio : null;
    if (next !== portraitRatio) setShape(next === null ? null : { lectureId, ratio: next });
  };

  /** The loaded address failed: take a newer one, or show the error and ask for one. */
  const sourceFailed = () => {
    const video = videoRef.current;
    if (video && video.currentTime > 0) writePosition(lectureId, video.currentTime);
    if (src !== activeSrc) {
      setLoaded({ lectureId, src, failed: false });
    } else if (!loaded.failed) {
      setLoaded({ lectureId, src, failed: true });
      onSourceFailed?.();
    }
  };

  useEffect(() => {
    const video = videoRef.current;
    // Each lecture gets a new element (keyed by lecture): nothing of the previous one carries over.
    lastSaved.current = 0;
    lastSent.current = -1;
    played.current = null;
    if (!video) return;
    const save = () => {
      if (video.ended || video.currentTime <= 0) return;
      writePosition(lectureId, video.currentTime);
      send.current(lectureId, video.currentTime);
    };
    // A closed tab, a reload, the phone's app switcher: the page may not come back.
    const hidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', hidden);
      save();
    };
  }, [lectureId, videoRef, send]);

  useEffect(() => {
    const video = videoRef.current;
    if (video) video.playbackRate = speed;
  }, [speed, videoRef]);

  // hls.js (its chunk, its evaluation, the first segments) comes with the viewer's intent: a
  // pointer over or on the player, focus in it, play pressed (a shortcut too). A lecture opened
  // only to read it, or by a guest, no longer pays for a video nobody plays (the free lecture's
  // Lighthouse score). It comes at once where the lecture needs its video at once: auto-play, or
  // a position to resume ("Continuando de", read from the video's duration).
  const [intent, setIntent] = useState<number | null>(null);
  const showIntent = () => {
    if (intent !== lectureId) setIntent(lectureId);
  };
  useEffect(() => {
    // Kept in this browser (read here, not in the render: a guest page's markup comes from the server).
    if (readPositionEntry(lectureId)) setIntent(lectureId);
  }, [lectureId]);
  const atOnce = autoPlay || (savedPosition?.seconds ?? 0) > 0 || intent === lectureId;
  const playBeforeSource = (video: HTMLVideoElement) => {
    // Only while the browser has no source (what makes its controls ignore the press).
    const sourceless =
      video.networkState === HTMLMediaElement.NETWORK_EMPTY ||
      video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE;
    if (!stream.hls || !sourceless || !video.paused) return;
    showIntent();
    void video.play()?.catch(() => {}); // the browser may refuse: the controls stay
  };
  // The seek previews' code comes later: not on the server, nor while hydrating its page (ADR 051).
  const hydrated = useHydrated();
  // After the effect above: its cleanup reads the position before hls.js lets go of the video.
  const stream = useHlsSource(
    videoRef,
    activeSrc,
    lectureId,
    attempt,
    sourceFailed,
    painted && atOnce,
  );
  const subtitles = useCaptions(videoRef, lectureId, captions, captionsOn);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not a control; the intent to play (see `showIntent`)
    <div
      ref={root}
      onPointerEnter={showIntent}
      onPointerDown={showIntent}
      onFocus={showIntent}
      data-slot="lecture-video"
      className="group/video [&:fullscreen]:bg-background flex flex-col gap-2 [&:fullscreen]:p-2"
    >
      <div
        data-slot="video-frame"
        data-testid="quadro-do-video"
        data-shape={portraitRatio === null ? 'landscape' : 'portrait'}
        style={
          portraitRatio === null
            ? undefined
            : ({ '--video-ratio': portraitRatio.toFixed(4) } as CSSProperties)
        }
        className={cn(
          'relative overflow-hidden rounded-lg bg-black group-[:fullscreen]/video:aspect-auto group-[:fullscreen]/video:min-h-0 group-[:fullscreen]/video:w-full group-[:fullscreen]/video:flex-1',
          portraitRatio === null
            ? 'aspect-video w-full'
            : 'mx-auto aspect-(--video-ratio) w-[min(100%,calc(75vh*var(--video-ratio)))]',
        )}
      >
        {/* biome-ignore lint/a11y/useMediaCaption: the lecture's tracks, when it has any, are below */}
        <video
          key={lectureId}
          ref={videoRef}
          // An HLS playlist is hls.js's to load (or, without it, the browser's: see useHlsSource).
          src={stream.hls ? undefined : activeSrc}
          poster={poster ?? undefined}
          controls={painted}
          // No "Download" in the controls' menu; fullscreen is the wrapper's button below.
          controlsList={ownFullscreen ? 'nodownload nofullscreen' : 'nodownload'}
          onContextMenu={(event) => event.preventDefault()}
          preload="metadata"
          playsInline
          aria-label={`Vídeo da aula ${title}`}
          className="size-full"
          data-testid="video-da-aula"
          // A rung of another size (hls.js switching) keeps the shape: only a turn would change it.
          onResize={(event) => readShape(event.currentTarget)}
          onLoadedMetadata={(event) => {
            const video = event.currentTarget;
            readShape(video);
            video.playbackRate = readSpeed();
            const stored = newerPosition(readPositionEntry(lectureId), savedPosition);
            const at = resumeAt(stored, video.duration);
            if (at > 0) {
              video.currentTime = at;
              lastSent.current = Math.floor(at);
              setResumed({ lectureId, seconds: at });
            }
            if (autoPlay) void video.play().catch(() => {}); // the browser may refuse: controls stay
          }}
          onRateChange={(event) => {
            const rate = event.currentTarget.playbackRate;
            if ((SPEEDS as readonly number[]).includes(rate)) {
              writeSpeed(rate);
              setSpeed(rate);
            }
          }}
          onTimeUpdate={(event) => {
            const now = event.currentTarget.currentTime;
            if (Math.abs(now - lastSaved.current) >= 5) {
              lastSaved.current = now;
              writePosition(lectureId, now);
            }
            if (
              !event.currentTarget.paused &&
              Math.abs(now - lastSent.current) >= SEND_EVERY_SECONDS
            )
              send.current(lectureId, now);
          }}
          // Play pressed before hls.js came (a tap, a shortcut): it plays once the playlist does.
          onPlay={showIntent}
          // Before hls.js came, the browser's controls have no source and ignore a press of play:
          // the press plays the video here, which starts once the playlist comes.
          onClick={(event) => playBeforeSource(event.currentTarget)}
          // A tap on a phone: its controls take the click (they show themselves), not the pointer.
          onPointerUp={(event) => playBeforeSource(event.currentTarget)}
          onKeyDown={(event) => {
            if (event.key === ' ' || event.key === 'Enter') playBeforeSource(event.currentTarget);
          }}
          onPlaying={(event) => {
            played.current = event.currentTarget;
          }}
          onPause={(event) => {
            const video = event.currentTarget;
            if (!video.ended && video.currentTime > 0) {
              writePosition(lectureId, video.currentTime);
              send.current(lectureId, video.currentTime);
            }
          }}
          onEnded={(event) => {
            writePosition(lectureId, null);
            // Finished: every device starts it over.
            send.current(lectureId, 0);
            if (played.current === event.currentTarget) onEnded(lectureId);
          }}
          onError={() => {
            // hls.js recovers what it can and reports the rest (useHlsSource's `onFatal`).
            if (!stream.managed()) sourceFailed();
          }}
        >
          {captions.map((track) => (
            <track
              key={track.language}
              kind="subtitles"
              srcLang={track.language}
              label={track.label}
              src={track.url}
            />
          ))}
          {storyboardUrl ? (
            // The seek bar's previews: loaded once the bar is first hovered or focused.
            <track
              ref={storyboardTrack}
              kind="metadata"
              label="Prévias da linha do tempo"
              src={storyboardUrl}
            />
          ) : null}
        </video>
        {loaded.failed && loaded.src === src && loaded.lectureId === lectureId ? (
          <VideoError
            onRetry={() => {
              setLoaded({ lectureId, src, failed: false });
              setAttempt((count) => count + 1);
              if (!stream.hls) videoRef.current?.load();
            }}
          />
        ) : null}
        {overlay ? <VideoOverlay>{overlay}</VideoOverlay> : null}
      </div>
      {storyboardUrl && !hydrated ? seekBarSpace : null}
      {storyboardUrl && hydrated ? (
        <Suspense fallback={seekBarSpace}>
          <SeekPreview
            videoRef={videoRef}
            trackRef={storyboardTrack}
            lectureId={lectureId}
            storyboardUrl={storyboardUrl}
          />
        </Suspense>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {resumedAt !== null ? (
          <ResumeNotice
            at={resumedAt}
            onRestart={() => {
              const video = videoRef.current;
              if (video) video.currentTime = 0;
              setResumed(null);
            }}
          />
        ) : null}
        <CaptionsSelect
          tracks={captions}
          language={subtitles.language}
          onChange={subtitles.choose}
        />
        <QualitySelect quality={stream.quality} onChange={stream.choose} />
        <SpeedSelect
          speeds={SPEEDS}
          speed={speed}
          onChange={(next) => {
            writeSpeed(next);
            setSpeed(next);
          }}
        />
        {ownFullscreen ? (
          <Button variant="outline" size="sm" onClick={toggleFullscreen}>
            {fullscreen ? 'Sair da tela cheia' : 'Tela cheia'}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

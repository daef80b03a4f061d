import { EMBED_PROVIDER_NAMES, type EmbedLink, embedUrl, watchUrl } from '@aula/contract';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useLatest } from '../shared/use-latest';
import { createEmbedAdapter, type EmbedAdapter, type EmbedListener, embedRates } from './embeds';
import {
  newerPosition,
  readPositionEntry,
  readSpeed,
  SPEEDS,
  writePosition,
  writeSpeed,
} from './playback-memory';
import { ResumeNotice, RetryButton, SpeedSelect, VideoOverlay, VideoTrouble } from './video-menus';

export interface EmbedVideoProps {
  lectureId: number;
  title: string;
  link: EmbedLink;
  autoPlay: boolean;
  onEnded: (lectureId: number) => void;
  overlay?: ReactNode;
  savedPosition?: { seconds: number; saved_at: string } | undefined;
  onSavePosition?: ((lectureId: number, seconds: number) => void) | undefined;
  /** How long the embed has to answer before the player says it cannot reach it. */
  answerTimeoutMs?: number | undefined;
  /**
   * The page framed instead of the provider's player: for stories and tests, which never reach the
   * internet (`about:blank`). The app never passes it.
   */
  frameSrc?: string | undefined;
}

/** Playback between two positions sent to the server (as for the lecture's own video). */
const SEND_EVERY_SECONDS = 10;
/** Hellos to the embed until it answers (YouTube needs its `listening` after it loads). */
const HELLO_EVERY_MS = 1000;

type Trouble = 'silent' | 'failed' | null;

/** What the player knows of the embed at the start of each lecture and each attempt. */
const freshPlayback = () => ({
  answered: false,
  played: false,
  playing: false,
  at: 0,
  saved: 0,
  sent: -1,
});

/**
 * A lecture whose video is a YouTube (privacy-enhanced), Vimeo or Panda Video link (issue 35 §1):
 * the provider's player in an iframe, driven through its postMessage API (ADR 038, "Embeds"). It
 * resumes where the viewer stopped, saves the position as the lecture's own video does, reports
 * the end (auto-jump) and sets the speed where the provider's API can. An embed that never
 * answers, or that cannot play the video, shows a pt-BR message with a link to the provider.
 */
export function EmbedVideo({
  lectureId,
  title,
  link,
  autoPlay,
  onEnded,
  overlay = null,
  savedPosition,
  onSavePosition,
  answerTimeoutMs = 15_000,
  frameSrc,
}: EmbedVideoProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [trouble, setTrouble] = useState<Trouble>(null);
  const [speed, setSpeed] = useState(readSpeed);
  const [resumed, setResumed] = useState<number | null>(null);
  const provider = EMBED_PROVIDER_NAMES[link.kind];
  const src = useMemo(
    () =>
      frameSrc ??
      embedUrl(link, typeof window === 'undefined' ? undefined : window.location.origin),
    [link, frameSrc],
  );
  const [adapter, setAdapter] = useState<EmbedAdapter | null>(null);

  // What the player knows of the embed; reset for each lecture and each attempt.
  const playback = useRef(freshPlayback());
  const latest = useLatest({ lectureId, autoPlay, onEnded, onSavePosition, savedPosition, speed });

  const send = (seconds: number) => {
    const whole = Math.floor(seconds);
    const { onSavePosition: save, lectureId: id } = latest.current;
    if (!save || whole === playback.current.sent) return;
    playback.current.sent = whole;
    save(id, whole);
  };
  const sendLatest = useLatest(send);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt ("Tentar de novo") starts over
  useEffect(() => {
    playback.current = freshPlayback();
    setTrouble(null);
    const state = playback.current;
    const listener: EmbedListener = {
      ready: () => {
        if (state.answered) return;
        state.answered = true;
        setTrouble(null);
        const {
          lectureId: id,
          savedPosition: server,
          autoPlay: auto,
          speed: rate,
        } = latest.current;
        const start = newerPosition(readPositionEntry(id), server);
        if (start && start > 0) {
          instance.seek(start);
          state.at = start;
          state.sent = Math.floor(start);
          setResumed(start);
        }
        if (instance.rates.includes(rate) && rate !== 1) instance.setRate(rate);
        if (auto) instance.play();
      },
      time: (seconds, duration) => {
        state.at = seconds;
        if (duration !== null && seconds >= duration - 0.5) return;
        if (Math.abs(seconds - state.saved) >= 5) {
          state.saved = seconds;
          writePosition(latest.current.lectureId, seconds);
        }
        if (state.playing && Math.abs(seconds - state.sent) >= SEND_EVERY_SECONDS)
          sendLatest.current(seconds);
      },
      playing: () => {
        state.played = true;
        state.playing = true;
      },
      paused: () => {
        state.playing = false;
        if (state.at > 0) {
          writePosition(latest.current.lectureId, state.at);
          sendLatest.current(state.at);
        }
      },
      ended: () => {
        state.playing = false;
        state.at = 0;
        writePosition(latest.current.lectureId, null);
        // Finished: every device starts it over.
        sendLatest.current(0);
        if (state.played) latest.current.onEnded(latest.current.lectureId);
      },
      rate: (rate) => {
        if ((SPEEDS as readonly number[]).includes(rate)) {
          writeSpeed(rate);
          setSpeed(rate);
        }
      },
      failed: () => setTrouble('failed'),
    };
    const instance = createEmbedAdapter(link, () => frame.current?.contentWindow, listener);
    setAdapter(instance);
    const onMessage = (event: MessageEvent) => {
      instance.receive(event);
    };
    window.addEventListener('message', onMessage);
    const hello = window.setInterval(() => {
      if (state.answered) window.clearInterval(hello);
      else instance.hello();
    }, HELLO_EVERY_MS);
    const silence = window.setTimeout(() => {
      if (!state.answered) setTrouble('silent');
    }, answerTimeoutMs);
    const save = () => {
      if (state.at > 0) {
        writePosition(latest.current.lectureId, state.at);
        sendLatest.current(state.at);
      }
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', hidden);
      window.clearInterval(hello);
      window.clearTimeout(silence);
      save();
    };
    // The rest is read through `latest`.
  }, [link, attempt, answerTimeoutMs, latest, sendLatest]);

  const rates = SPEEDS.filter((s) => embedRates(link.kind).includes(s));

  return (
    <div data-slot="lecture-video" data-embed={link.kind} className="flex flex-col gap-2">
      <div
        data-slot="video-frame"
        data-testid="quadro-do-video"
        className="relative aspect-video w-full overflow-hidden rounded-lg bg-black"
      >
        <iframe
          key={`${lectureId}:${attempt}`}
          ref={frame}
          src={src}
          title={`Vídeo da aula ${title} (${provider})`}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full border-0"
          data-testid="video-incorporado"
          onLoad={() => adapter?.hello()}
        />
        {trouble ? (
          <EmbedTrouble
            trouble={trouble}
            provider={provider}
            href={watchUrl(link)}
            onRetry={() => setAttempt((count) => count + 1)}
          />
        ) : null}
        {overlay ? <VideoOverlay>{overlay}</VideoOverlay> : null}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {resumed !== null ? (
          <ResumeNotice
            at={resumed}
            onRestart={() => {
              adapter?.seek(0);
              setResumed(null);
            }}
          />
        ) : null}
        <SpeedSelect
          speeds={rates}
          speed={speed}
          onChange={(next) => {
            writeSpeed(next);
            setSpeed(next);
            adapter?.setRate(next);
          }}
        />
      </div>
    </div>
  );
}

/** The embed never answered (offline, blocked) or cannot play the video: never a black box. */
function EmbedTrouble({
  trouble,
  provider,
  href,
  onRetry,
}: {
  trouble: Exclude<Trouble, null>;
  provider: string;
  href: string;
  onRetry: () => void;
}) {
  return (
    <VideoTrouble
      message={
        trouble === 'silent'
          ? `Não foi possível carregar o player do ${provider}. Verifique sua conexão e tente de novo, ou assista direto no ${provider}.`
          : `O ${provider} não permite reproduzir este vídeo aqui. Assista direto no ${provider}; se não abrir, avise a equipe do curso.`
      }
    >
      <div className="flex flex-wrap items-center justify-center gap-3">
        <RetryButton onRetry={onRetry} />
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="aula-focus-ring rounded-sm text-sm font-medium text-white underline underline-offset-4"
        >
          Abrir no {provider}
        </a>
      </div>
    </VideoTrouble>
  );
}

import {
  announceState,
  type EmbedAdapter,
  type EmbedListener,
  type FrameWindow,
  finite,
  fromFrame,
  messageData,
  rateSetter,
} from './types';

export const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com';
/** The speeds YouTube's player takes (`setPlaybackRate`). */
export const YOUTUBE_RATES = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** YouTube's `playerState`: -1 unstarted, 0 ended, 1 playing, 2 paused, 3 buffering, 5 cued. */
const STATES = { 0: 'ended', 1: 'playing', 2: 'paused' } as const;

/**
 * YouTube's IFrame API spoken directly (what its `iframe_api` script does): the page says
 * `listening`, the player answers `initialDelivery`/`infoDelivery` (time, length, state, speed),
 * `onReady`, `onStateChange` and `onError`; commands are `{event: 'command', func, args}`.
 */
export function youtubeAdapter(frame: FrameWindow, listener: EmbedListener): EmbedAdapter {
  const id = 1;
  let answered = false;
  let state: number | null = null;
  const post = (message: object) =>
    frame()?.postMessage(JSON.stringify({ ...message, id, channel: 'widget' }), YOUTUBE_ORIGIN);
  const command = (func: string, args: unknown[] = []) => post({ event: 'command', func, args });
  const changeState = (next: unknown) => {
    if (typeof next !== 'number' || next === state) return;
    state = next;
    announceState(listener, STATES, String(next));
  };
  return {
    rates: YOUTUBE_RATES,
    hello: () => post({ event: 'listening' }),
    receive: (event) => {
      if (!fromFrame(event, YOUTUBE_ORIGIN, frame)) return false;
      const data = messageData(event.data);
      if (!data || typeof data.event !== 'string') return false;
      if (!answered) {
        answered = true;
        listener.ready();
      }
      const info = data.info;
      switch (data.event) {
        case 'initialDelivery':
        case 'infoDelivery': {
          const values = messageData(info);
          if (!values) break;
          const seconds = finite(values.currentTime);
          if (seconds !== null) listener.time(seconds, finite(values.duration));
          const rate = finite(values.playbackRate);
          if (rate !== null && data.event === 'infoDelivery') listener.rate(rate);
          changeState(values.playerState);
          break;
        }
        case 'onStateChange':
          changeState(info);
          break;
        case 'onPlaybackRateChange': {
          const rate = finite(info);
          if (rate !== null) listener.rate(rate);
          break;
        }
        case 'onError':
          listener.failed();
          break;
      }
      return true;
    },
    seek: (seconds) => command('seekTo', [Math.max(0, seconds), true]),
    setRate: rateSetter(YOUTUBE_RATES, (rate) => command('setPlaybackRate', [rate])),
    play: () => command('playVideo'),
  };
}

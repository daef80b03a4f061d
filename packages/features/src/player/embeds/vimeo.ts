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

export const VIMEO_ORIGIN = 'https://player.vimeo.com';
/** Vimeo's `setPlaybackRate` takes 0.5–2. */
export const VIMEO_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
const STATES = { play: 'playing', pause: 'paused', ended: 'ended', error: 'failed' } as const;
const EVENTS = ['timeupdate', 'playbackratechange', ...Object.keys(STATES)];

/**
 * Vimeo's player.js postMessage protocol spoken directly: the player says `ready`, the page
 * subscribes (`{method: 'addEventListener', value}`) and sends `setCurrentTime`,
 * `setPlaybackRate`, `play`; events come back as `{event, data}`.
 */
export function vimeoAdapter(frame: FrameWindow, listener: EmbedListener): EmbedAdapter {
  let subscribed = false;
  const post = (method: string, value?: unknown) =>
    frame()?.postMessage(value === undefined ? { method } : { method, value }, VIMEO_ORIGIN);
  const subscribe = () => {
    for (const name of EVENTS) post('addEventListener', name);
  };
  return {
    rates: VIMEO_RATES,
    // The player sends `ready` as it loads; a `ping` asks a player that is already up.
    hello: () => post('ping'),
    receive: (event) => {
      if (!fromFrame(event, VIMEO_ORIGIN, frame)) return false;
      const data = messageData(event.data);
      if (!data) return false;
      if (!subscribed && (data.event === 'ready' || data.method === 'ping')) {
        subscribed = true;
        subscribe();
        listener.ready();
        return true;
      }
      const values = messageData(data.data) ?? {};
      switch (data.event) {
        case 'timeupdate': {
          const seconds = finite(values.seconds);
          if (seconds !== null) listener.time(seconds, finite(values.duration));
          break;
        }
        case 'playbackratechange': {
          const rate = finite(values.playbackRate);
          if (rate !== null) listener.rate(rate);
          break;
        }
        default:
          announceState(listener, STATES, data.event);
      }
      return true;
    },
    seek: (seconds) => post('setCurrentTime', Math.max(0, seconds)),
    setRate: rateSetter(VIMEO_RATES, (rate) => post('setPlaybackRate', rate)),
    play: () => post('play'),
  };
}

import {
  announceState,
  type EmbedAdapter,
  type EmbedListener,
  type FrameWindow,
  finite,
  fromFrame,
  messageData,
} from './types';

const STATES = {
  panda_play: 'playing',
  panda_pause: 'paused',
  panda_ended: 'ended',
  panda_error: 'failed',
} as const;

/**
 * Panda Video's player messages: it posts `{message: 'panda_ready' | 'panda_timeupdate' |
 * 'panda_play' | 'panda_pause' | 'panda_ended' | 'panda_error', currentTime?, duration?}` and takes
 * `{type: 'currentTime', parameter}` and `{type: 'play'}`. Its speed is the embed's own menu: no
 * speed command is documented for plain postMessage (ADR 038, "Embeds").
 */
export function pandaAdapter(
  origin: string,
  frame: FrameWindow,
  listener: EmbedListener,
): EmbedAdapter {
  let answered = false;
  const post = (message: object) => frame()?.postMessage(message, origin);
  return {
    rates: [],
    hello: () => {},
    receive: (event) => {
      if (!fromFrame(event, origin, frame)) return false;
      const data = messageData(event.data);
      const name = data?.message;
      if (!data || typeof name !== 'string' || !name.startsWith('panda_')) return false;
      if (!answered) {
        answered = true;
        listener.ready();
      }
      const playerData = messageData(data.playerData) ?? {};
      switch (name) {
        case 'panda_timeupdate': {
          const seconds = finite(data.currentTime) ?? finite(playerData.currentTime);
          if (seconds !== null)
            listener.time(seconds, finite(data.duration) ?? finite(playerData.duration));
          break;
        }
        default:
          announceState(listener, STATES, name);
      }
      return true;
    },
    seek: (seconds) => post({ type: 'currentTime', parameter: Math.max(0, seconds) }),
    setRate: () => {},
    play: () => post({ type: 'play' }),
  };
}

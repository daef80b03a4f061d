/**
 * What the lecture's player hears from an embedded provider player (YouTube, Vimeo, Panda Video),
 * through the provider's postMessage API: no third-party script is loaded (ADR 038, "Embeds").
 */
export interface EmbedListener {
  /** The embed answered: it is there and takes commands. */
  ready: () => void;
  /** Where it is (seconds) and, when the provider says it, the video's length. */
  time: (seconds: number, duration: number | null) => void;
  playing: () => void;
  paused: () => void;
  ended: () => void;
  /** The viewer changed the speed in the embed's own controls. */
  rate: (rate: number) => void;
  /** The provider cannot play this video (private, removed, embedding refused). */
  failed: () => void;
}

export interface EmbedAdapter {
  /** The speeds the provider's API sets; empty when the speed is the embed's own (Panda Video). */
  readonly rates: readonly number[];
  /** Says hello to the embed (on the frame's load, then again until it answers). */
  hello: () => void;
  /** A window message: handled when it is this embed's (its origin and its frame), else ignored. */
  receive: (event: MessageEvent) => boolean;
  seek: (seconds: number) => void;
  setRate: (rate: number) => void;
  play: () => void;
}

/** The frame's window, read when needed (the iframe may be replaced by "Tentar de novo"). */
export type FrameWindow = () => Window | null | undefined;

/** A message's data as an object: providers send JSON text (YouTube, older Vimeo) or objects. */
export function messageData(data: unknown): Record<string, unknown> | null {
  let value = data;
  if (typeof value === 'string') {
    if (value.length > 100_000) return null;
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Whether a message comes from this embed: exactly its origin, and from its frame's window. */
export function fromFrame(event: MessageEvent, origin: string, frame: FrameWindow): boolean {
  const window = frame();
  return event.origin === origin && !!window && event.source === window;
}

export const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** The listener's calls that take no value: what a provider's state events map to. */
export type EmbedState = 'playing' | 'paused' | 'ended' | 'failed';

/** Tells the listener the state a provider's event names (`states`), if it names one. */
export function announceState(
  listener: EmbedListener,
  states: Readonly<Record<string, EmbedState>>,
  event: unknown,
): void {
  const state = typeof event === 'string' && Object.hasOwn(states, event) ? states[event] : null;
  if (state) listener[state]();
}

/** A `setRate` that sends only the speeds the provider takes (`rates`). */
export const rateSetter =
  (rates: readonly number[], send: (rate: number) => void) =>
  (rate: number): void => {
    if (rates.includes(rate)) send(rate);
  };

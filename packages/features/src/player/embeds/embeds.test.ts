import { parseEmbedLink } from '@aula/contract';
import { createEmbedAdapter, type EmbedListener } from './index';

const PANDA_HOST = 'player-vz-7b95acb0-d42.tv.pandavideo.com.br';
const PANDA_ID = '3f1c2b4a-9d8e-4f7a-b6c5-1a2b3c4d5e6f';

function setUp(link: string) {
  const embed = parseEmbedLink(link);
  if (!embed) throw new Error(`not an embed: ${link}`);
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const frame = iframe.contentWindow as Window;
  const posted = vi.spyOn(frame, 'postMessage').mockImplementation(() => {});
  const listener = {
    ready: vi.fn(),
    time: vi.fn(),
    playing: vi.fn(),
    paused: vi.fn(),
    ended: vi.fn(),
    rate: vi.fn(),
    failed: vi.fn(),
  } satisfies EmbedListener;
  const adapter = createEmbedAdapter(embed, () => frame, listener);
  const message = (data: unknown, origin: string, source: Window | null = frame) =>
    adapter.receive(new MessageEvent('message', { data, origin, source }));
  const other = document.createElement('iframe');
  document.body.append(other);
  return { adapter, listener, posted, message, frame, otherWindow: other.contentWindow as Window };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('given a YouTube embed', () => {
  const origin = 'https://www.youtube-nocookie.com';
  const yt = () => setUp('https://youtu.be/dQw4w9WgXcQ');

  it('says listening to the player only, at its exact origin', () => {
    const { adapter, posted } = yt();
    adapter.hello();
    expect(posted).toHaveBeenCalledWith(expect.any(String), origin);
    expect(JSON.parse(posted.mock.calls[0]?.[0] as string)).toMatchObject({ event: 'listening' });
  });

  it('reports time, playing, speed and the end from infoDelivery and onStateChange', () => {
    const { message, listener } = yt();
    const info = (values: object) => JSON.stringify({ event: 'infoDelivery', info: values });
    expect(message(JSON.stringify({ event: 'onReady', info: null }), origin)).toBe(true);
    expect(listener.ready).toHaveBeenCalledOnce();
    message(info({ currentTime: 12.5, duration: 300, playerState: 1 }), origin);
    expect(listener.time).toHaveBeenLastCalledWith(12.5, 300);
    expect(listener.playing).toHaveBeenCalledOnce();
    message(info({ playbackRate: 1.5 }), origin);
    expect(listener.rate).toHaveBeenLastCalledWith(1.5);
    message(JSON.stringify({ event: 'onStateChange', info: 2 }), origin);
    expect(listener.paused).toHaveBeenCalledOnce();
    message(JSON.stringify({ event: 'onStateChange', info: 0 }), origin);
    message(info({ playerState: 0, currentTime: 300 }), origin);
    expect(listener.ended).toHaveBeenCalledOnce();
    message(JSON.stringify({ event: 'onError', info: 150 }), origin);
    expect(listener.failed).toHaveBeenCalledOnce();
  });

  it('ignores a message from another origin, from another frame, or not its own', () => {
    const { message, listener, otherWindow } = yt();
    const ended = JSON.stringify({ event: 'onStateChange', info: 0 });
    expect(message(ended, 'https://www.youtube.com')).toBe(false);
    expect(message(ended, 'https://evil.example')).toBe(false);
    expect(message(ended, `${origin}.evil.example`)).toBe(false);
    expect(message(ended, origin, otherWindow)).toBe(false);
    expect(message(ended, origin, null)).toBe(false);
    expect(message('not json', origin)).toBe(false);
    expect(message({ event: 42 }, origin)).toBe(false);
    expect(listener.ended).not.toHaveBeenCalled();
    expect(listener.ready).not.toHaveBeenCalled();
  });

  it('seeks, sets one of its speeds and plays through commands; an unknown speed is not sent', () => {
    const { adapter, posted } = yt();
    adapter.seek(95);
    adapter.setRate(1.5);
    adapter.setRate(3);
    adapter.play();
    const sent = posted.mock.calls.map(([data, target]) => [JSON.parse(data as string), target]);
    expect(sent).toEqual([
      [expect.objectContaining({ event: 'command', func: 'seekTo', args: [95, true] }), origin],
      [expect.objectContaining({ event: 'command', func: 'setPlaybackRate', args: [1.5] }), origin],
      [expect.objectContaining({ event: 'command', func: 'playVideo' }), origin],
    ]);
  });
});

describe('given a Vimeo embed', () => {
  const origin = 'https://player.vimeo.com';
  const vimeo = () => setUp('https://vimeo.com/76979871/a1b2c3d4e5');

  it('subscribes to its events once the player is ready', () => {
    const { message, listener, posted } = vimeo();
    expect(message(JSON.stringify({ event: 'ready' }), origin)).toBe(true);
    expect(listener.ready).toHaveBeenCalledOnce();
    const subscribed = posted.mock.calls
      .filter(([data]) => (data as { method: string }).method === 'addEventListener')
      .map(([data, target]) => [(data as { value: string }).value, target]);
    expect(subscribed).toEqual(
      expect.arrayContaining([
        ['timeupdate', origin],
        ['ended', origin],
      ]),
    );
  });

  it('reports timeupdate, play, pause, ended and speed', () => {
    const { message, listener } = vimeo();
    message({ event: 'ready' }, origin);
    message({ event: 'timeupdate', data: { seconds: 42.1, percent: 0.1, duration: 421 } }, origin);
    expect(listener.time).toHaveBeenLastCalledWith(42.1, 421);
    message({ event: 'play', data: { seconds: 42.1 } }, origin);
    message({ event: 'pause', data: { seconds: 43 } }, origin);
    message(JSON.stringify({ event: 'playbackratechange', data: { playbackRate: 2 } }), origin);
    message({ event: 'ended', data: { seconds: 421 } }, origin);
    // A name the protocol does not have, or one every object inherits, tells nothing.
    for (const event of ['seeked', 'toString', 'constructor', '__proto__'])
      expect(message({ event }, origin)).toBe(true);
    message({ event: 'error', data: { name: 'PrivacyError' } }, origin);
    expect(listener.playing).toHaveBeenCalledOnce();
    expect(listener.paused).toHaveBeenCalledOnce();
    expect(listener.rate).toHaveBeenLastCalledWith(2);
    expect(listener.ended).toHaveBeenCalledOnce();
    expect(listener.failed).toHaveBeenCalledOnce();
  });

  it('ignores the same messages from a wrong origin', () => {
    const { message, listener } = vimeo();
    expect(message({ event: 'ready' }, 'https://vimeo.com')).toBe(false);
    expect(message({ event: 'ended' }, 'http://player.vimeo.com')).toBe(false);
    expect(listener.ready).not.toHaveBeenCalled();
    expect(listener.ended).not.toHaveBeenCalled();
  });

  it('seeks and sets the speed with setCurrentTime and setPlaybackRate', () => {
    const { adapter, posted } = vimeo();
    adapter.seek(30);
    adapter.setRate(1.25);
    adapter.setRate(3);
    expect(posted.mock.calls).toEqual([
      [{ method: 'setCurrentTime', value: 30 }, origin],
      [{ method: 'setPlaybackRate', value: 1.25 }, origin],
    ]);
  });
});

describe('given a Panda Video embed', () => {
  const origin = `https://${PANDA_HOST}`;
  const panda = () => setUp(`https://${PANDA_HOST}/embed/?v=${PANDA_ID}`);

  it('reports its panda_ messages from its own library host only', () => {
    const { message, listener, adapter } = panda();
    expect(
      message(
        { message: 'panda_timeupdate', currentTime: 7 },
        'https://player-vz-other-1.tv.pandavideo.com.br',
      ),
    ).toBe(false);
    expect(listener.time).not.toHaveBeenCalled();
    message({ message: 'panda_ready' }, origin);
    message({ message: 'panda_play' }, origin);
    message({ message: 'panda_timeupdate', currentTime: 7, duration: 60 }, origin);
    message({ message: 'panda_pause' }, origin);
    message({ message: 'panda_ended' }, origin);
    message({ message: 'panda_error' }, origin);
    expect(listener.ready).toHaveBeenCalledOnce();
    expect(listener.paused).toHaveBeenCalledOnce();
    expect(listener.failed).toHaveBeenCalledOnce();
    expect(listener.playing).toHaveBeenCalledOnce();
    expect(listener.time).toHaveBeenLastCalledWith(7, 60);
    expect(listener.ended).toHaveBeenCalledOnce();
    expect(adapter.rates).toEqual([]);
  });

  it('seeks with its currentTime message, at its origin', () => {
    const { adapter, posted } = panda();
    adapter.seek(12);
    expect(posted).toHaveBeenCalledWith({ type: 'currentTime', parameter: 12 }, origin);
  });
});

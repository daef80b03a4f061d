import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { LectureVideo, type LectureVideoProps } from './lecture-video';
import { writePosition } from './playback-memory';
import { isHlsSource } from './use-hls';

const fake = vi.hoisted(() => {
  type Listener = (event: string, data: unknown) => void;
  class FakeHls {
    static supported = true;
    static instances: FakeHls[] = [];
    static isSupported() {
      return FakeHls.supported;
    }
    static Events = { MANIFEST_PARSED: 'parsed', LEVEL_SWITCHED: 'switched', ERROR: 'error' };
    static ErrorTypes = { MEDIA_ERROR: 'mediaError', NETWORK_ERROR: 'networkError' };
    listeners = new Map<string, Listener>();
    levels: { width?: number; height: number; bitrate: number }[] = [];
    currentLevel = -1;
    source: string | null = null;
    media: HTMLMediaElement | null = null;
    destroyed = false;
    recovered = 0;
    config: Record<string, unknown>;
    constructor(config: Record<string, unknown> = {}) {
      this.config = { ...config };
      FakeHls.instances.push(this);
    }
    on(event: string, listener: Listener) {
      this.listeners.set(event, listener);
    }
    loadSource(url: string) {
      this.source = url;
    }
    attachMedia(media: HTMLMediaElement) {
      this.media = media;
    }
    recoverMediaError() {
      this.recovered++;
    }
    destroy() {
      this.destroyed = true;
    }
    emit(event: string, data: unknown) {
      this.listeners.get(event)?.(event, data);
    }
    manifest(heights: number[]) {
      this.levels = heights.map((height) => ({ height, bitrate: height * 1000 }));
      this.emit('parsed', { levels: this.levels });
    }
    /** Levels with their pictures' sizes, as a playlist's RESOLUTION gives them. */
    sized(sizes: [number, number][]) {
      this.levels = sizes.map(([width, height]) => ({ width, height, bitrate: width * height }));
      this.emit('parsed', { levels: this.levels });
    }
  }
  return { FakeHls };
});
vi.mock('hls.js/light', () => ({ default: fake.FakeHls }));
const { FakeHls } = fake;

const master = '/media/s/videos/7/master.m3u8?lecture=1&expires=100&signature=a';
const props = (overrides: Partial<LectureVideoProps> = {}): LectureVideoProps => ({
  lectureId: 1,
  title: 'Introdução',
  src: master,
  autoPlay: false,
  onEnded: () => {},
  videoRef: createRef<HTMLVideoElement>(),
  ...overrides,
});
const video = () => screen.getByTestId('video-da-aula') as HTMLVideoElement;
/** The viewer's intent to play (a pointer on the player): what starts hls.js without auto-play. */
const intend = () => fireEvent.pointerDown(video());
const started = async (count = 1) => {
  intend();
  await waitFor(() => expect(FakeHls.instances).toHaveLength(count));
  const hls = FakeHls.instances[count - 1];
  if (!hls) throw new Error('no instance');
  return hls;
};
const options = () =>
  screen
    .getAllByRole('option')
    .filter((option) => option.closest('label')?.textContent?.startsWith('Qualidade'))
    .map((option) => option.textContent);

beforeEach(() => {
  FakeHls.instances = [];
  FakeHls.supported = true;
  localStorage.clear();
});

describe('isHlsSource', () => {
  it('is a path ending in .m3u8, with or without a signed query', () => {
    expect(isHlsSource('/media/demo-hls/master.m3u8')).toBe(true);
    expect(isHlsSource(master)).toBe(true);
    expect(isHlsSource('https://cdn.test/v/MASTER.M3U8#t=3')).toBe(true);
    expect(isHlsSource('/media/aula.mp4?next=master.m3u8')).toBe(false);
    expect(isHlsSource('/media/aula-demo.mp4')).toBe(false);
  });
});

describe('given an HLS lecture', () => {
  it('loads the playlist with hls.js, not the <video>’s src, and offers its rungs', async () => {
    render(<LectureVideo {...props()} />);
    const hls = await started();
    expect(hls.source).toBe(master);
    expect(hls.media).toBe(video());
    expect(video()).not.toHaveAttribute('src');
    expect(screen.queryByRole('combobox', { name: 'Qualidade' })).toBeNull();
    act(() => hls.manifest([360, 540, 720]));
    const quality = screen.getByRole('combobox', { name: 'Qualidade' });
    expect(quality).toHaveValue('auto');
    expect(options()).toEqual(['Automático', '720p', '540p', '360p']);
    act(() => hls.emit('switched', { level: 2 }));
    expect(options()[0]).toBe('Automático (720p)');
  });

  it('fetches a few seconds ahead until the video is first played, then at most a minute', async () => {
    render(<LectureVideo {...props()} />);
    const hls = await started();
    const ahead = () => [hls.config.maxBufferLength, hls.config.maxMaxBufferLength];
    expect(ahead()).toEqual([4, 4]);
    fireEvent.pause(video());
    expect(ahead()).toEqual([4, 4]);
    fireEvent.play(video());
    expect(ahead()).toEqual([30, 60]);
  });

  // A phone video held upright: its rungs are named by their short side, as the API names them.
  it('names a portrait video’s rungs by their short side (1080×1920 is 1080p) and plays the one chosen', async () => {
    render(<LectureVideo {...props()} />);
    const hls = await started();
    act(() =>
      hls.sized([
        [360, 640],
        [720, 1280],
        [1080, 1920],
      ]),
    );
    expect(options()).toEqual(['Automático', '1080p', '720p', '360p']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Qualidade' }), {
      target: { value: '720' },
    });
    expect(hls.currentLevel).toBe(1);
    act(() => hls.emit('switched', { level: 2 }));
    expect(options()[0]).toBe('Automático (1080p)');
  });

  it('has no quality menu for a single rung', async () => {
    render(<LectureVideo {...props()} />);
    const hls = await started();
    act(() => hls.manifest([720]));
    expect(screen.queryByRole('combobox', { name: 'Qualidade' })).toBeNull();
  });

  it('remembers the chosen quality for the next lecture; one not offered there is Automático', async () => {
    const { rerender } = render(<LectureVideo {...props()} />);
    const first = await started();
    act(() => first.manifest([360, 540, 720]));
    fireEvent.change(screen.getByRole('combobox', { name: 'Qualidade' }), {
      target: { value: '540' },
    });
    expect(first.currentLevel).toBe(1);
    expect(localStorage.getItem('aula:player:quality')).toBe('540');

    rerender(<LectureVideo {...props({ lectureId: 2, src: '/media/s/2/master.m3u8' })} />);
    const second = await started(2);
    expect(first.destroyed).toBe(true);
    act(() => second.manifest([360, 540]));
    expect(second.currentLevel).toBe(1);
    expect(screen.getByRole('combobox', { name: 'Qualidade' })).toHaveValue('540');
    fireEvent.change(screen.getByRole('combobox', { name: 'Qualidade' }), {
      target: { value: 'auto' },
    });
    expect(second.currentLevel).toBe(-1);
    expect(localStorage.getItem('aula:player:quality')).toBeNull();

    localStorage.setItem('aula:player:quality', '1080');
    rerender(<LectureVideo {...props({ lectureId: 3, src: '/media/s/3/master.m3u8' })} />);
    const third = await started(3);
    act(() => third.manifest([360, 720]));
    expect(third.currentLevel).toBe(-1);
    expect(screen.getByRole('combobox', { name: 'Qualidade' })).toHaveValue('auto');
  });

  it('shows the error state on a fatal error (an expired link) and asks for a newer one', async () => {
    const onSourceFailed = vi.fn();
    const first = props({ onSourceFailed });
    const { rerender } = render(<LectureVideo {...first} />);
    const hls = await started();
    act(() => hls.emit('error', { fatal: false, type: 'networkError' }));
    act(() => hls.emit('error', { fatal: true, type: 'mediaError' }));
    expect(hls.recovered).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => hls.emit('error', { fatal: true, type: 'networkError' }));
    expect(hls.destroyed).toBe(true);
    expect(onSourceFailed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível reproduzir o vídeo');

    // The newer link comes: loaded in a new instance.
    const renewed = master.replace('expires=100&signature=a', 'expires=200&signature=b');
    rerender(<LectureVideo {...first} src={renewed} />);
    const again = await started(2);
    expect(again.source).toBe(renewed);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts over on "Tentar de novo"', async () => {
    render(<LectureVideo {...props()} />);
    const hls = await started();
    act(() => hls.emit('error', { fatal: true, type: 'networkError' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    const again = await started(2);
    expect(again.source).toBe(master);
  });

  it('lets go of the video when the player goes away', async () => {
    const { unmount } = render(<LectureVideo {...props()} />);
    const hls = await started();
    unmount();
    expect(hls.destroyed).toBe(true);
  });

  it('plays natively where hls.js is unsupported but the browser plays HLS (iOS Safari)', async () => {
    FakeHls.supported = false;
    const canPlay = vi
      .spyOn(HTMLMediaElement.prototype, 'canPlayType')
      .mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    render(<LectureVideo {...props()} />);
    intend();
    await waitFor(() => expect(video().getAttribute('src')).toBe(master));
    expect(FakeHls.instances).toHaveLength(0);
    expect(canPlay).toHaveBeenCalled();
  });

  it('shows the error state where neither can play it', async () => {
    FakeHls.supported = false;
    const onSourceFailed = vi.fn();
    render(<LectureVideo {...props({ onSourceFailed })} />);
    intend();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(onSourceFailed).toHaveBeenCalledTimes(1);
  });
});

describe('when hls.js comes', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('waits for the viewer’s intent: nothing is loaded for a lecture only opened', async () => {
    render(<LectureVideo {...props()} />);
    await settle();
    expect(FakeHls.instances).toHaveLength(0);
    expect(video()).not.toHaveAttribute('src');
    // A pointer over the player (not yet a press) is enough.
    fireEvent.pointerOver(video());
    expect((await started()).source).toBe(master);
  });

  it.each([
    ['focus in the player (the keyboard)', () => fireEvent.focus(video())],
    ['play pressed before it came (a tap, a shortcut)', () => fireEvent.play(video())],
  ])('starts on %s', async (_name, act) => {
    render(<LectureVideo {...props()} />);
    await settle();
    expect(FakeHls.instances).toHaveLength(0);
    act();
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
  });

  it('plays on a click, a tap or Space before it came (the browser’s controls, with no source, ignore them)', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<LectureVideo {...props()} />);
    fireEvent.click(video());
    expect(play).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    fireEvent.keyDown(video(), { key: ' ' });
    expect(play).toHaveBeenCalledTimes(2);
    // A phone's tap: its controls take the click; the pointer's release plays.
    fireEvent.pointerUp(video());
    expect(play).toHaveBeenCalledTimes(3);
    // Once the browser has a source, its own controls play and pause: nothing is added.
    vi.spyOn(video(), 'networkState', 'get').mockReturnValue(HTMLMediaElement.NETWORK_IDLE);
    fireEvent.click(video());
    fireEvent.pointerUp(video());
    expect(play).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['auto-play', { autoPlay: true }],
    [
      'a position saved on the server',
      { savedPosition: { seconds: 95, saved_at: '2026-11-28T10:00:00.000Z' } },
    ],
  ] as const)('comes at once with %s', async (_name, overrides) => {
    render(<LectureVideo {...props(overrides)} />);
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
  });

  it('comes at once with a position kept in this browser', async () => {
    writePosition(1, 40);
    render(<LectureVideo {...props()} />);
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
  });

  it('is wanted again for the next lecture, which is not loaded until then', async () => {
    const { rerender } = render(<LectureVideo {...props()} />);
    await started();
    rerender(<LectureVideo {...props({ lectureId: 2, src: '/media/s/2/master.m3u8' })} />);
    await settle();
    expect(FakeHls.instances).toHaveLength(1);
    expect((await started(2)).source).toBe('/media/s/2/master.m3u8');
  });
});

describe('given a progressive MP4', () => {
  it('never loads hls.js', async () => {
    render(<LectureVideo {...props({ src: '/media/aula-demo.mp4' })} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeHls.instances).toHaveLength(0);
    expect(video()).toHaveAttribute('src', '/media/aula-demo.mp4');
  });
});

describe('given caption tracks, a poster and a storyboard', () => {
  const captions = [
    { language: 'pt-BR' as const, label: 'Português (Brasil)', url: '/media/c/pt.vtt' },
    { language: 'en' as const, label: 'Inglês', url: '/media/c/en.vtt' },
  ];

  it('renders a track per caption, the captions menu (off by default), the poster and the bar', async () => {
    render(
      <LectureVideo
        {...props({
          src: '/media/aula-demo.mp4',
          captions,
          poster: '/media/p.jpg',
          storyboardUrl: '/media/sb.vtt',
        })}
      />,
    );
    const tracks = video().querySelectorAll('track[kind="subtitles"]');
    expect(Array.from(tracks, (t) => [t.getAttribute('srclang'), t.getAttribute('label')])).toEqual(
      [
        ['pt-BR', 'Português (Brasil)'],
        ['en', 'Inglês'],
      ],
    );
    expect(video()).toHaveAttribute('poster', '/media/p.jpg');
    const menu = screen.getByRole('combobox', { name: 'Legendas' });
    expect(menu).toHaveValue('off');
    expect(Array.from((menu as HTMLSelectElement).options, (o) => o.text)).toEqual([
      'Desativadas',
      'Português (Brasil)',
      'Inglês',
    ]);
    fireEvent.change(menu, { target: { value: 'en' } });
    expect(menu).toHaveValue('en');
    expect(localStorage.getItem('aula:player:captions')).toBe('en');
    expect(await screen.findByRole('slider', { name: 'Linha do tempo' })).toBeInTheDocument();
  });

  it('turns them on as the lecture opens when the preference says so, in the language chosen last', () => {
    localStorage.setItem('aula:player:captions', 'en');
    render(
      <LectureVideo {...props({ src: '/media/aula-demo.mp4', captions, captionsOn: true })} />,
    );
    expect(screen.getByRole('combobox', { name: 'Legendas' })).toHaveValue('en');
  });

  it('has no captions menu nor timeline without tracks or storyboard', () => {
    render(<LectureVideo {...props({ src: '/media/aula-demo.mp4' })} />);
    expect(screen.queryByRole('combobox', { name: 'Legendas' })).toBeNull();
    expect(screen.queryByRole('slider')).toBeNull();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { LectureVideo, type LectureVideoProps } from './lecture-video';

const props = (overrides: Partial<LectureVideoProps> = {}): LectureVideoProps => ({
  lectureId: 1,
  title: 'Introdução',
  src: '/media/aula.mp4?lecture=1&expires=100&signature=a',
  autoPlay: false,
  onEnded: () => {},
  videoRef: createRef<HTMLVideoElement>(),
  ...overrides,
});
const video = () => screen.getByTestId('video-da-aula');

describe('given a lecture whose signed video address is renewed by a refetch', () => {
  it('keeps the loaded address while it plays, so the video does not reload', () => {
    const first = props();
    const { rerender } = render(<LectureVideo {...first} />);
    rerender(<LectureVideo {...first} src="/media/aula.mp4?lecture=1&expires=200&signature=b" />);
    expect(video()).toHaveAttribute('src', first.src);
  });

  it('takes the newer address when the loaded one fails (expired)', () => {
    const first = props();
    const renewed = '/media/aula.mp4?lecture=1&expires=200&signature=b';
    const { rerender } = render(<LectureVideo {...first} />);
    rerender(<LectureVideo {...first} src={renewed} />);
    fireEvent.error(video());
    expect(video()).toHaveAttribute('src', renewed);
  });

  it('asks for the lecture again when the loaded address fails with no newer one, then takes it', () => {
    const onSourceFailed = vi.fn();
    const first = props({ onSourceFailed });
    const { rerender } = render(<LectureVideo {...first} />);
    fireEvent.error(video());
    fireEvent.error(video());
    expect(onSourceFailed).toHaveBeenCalledTimes(1);
    const renewed = '/media/aula.mp4?lecture=1&expires=200&signature=b';
    rerender(<LectureVideo {...first} src={renewed} />);
    expect(video()).toHaveAttribute('src', renewed);
  });

  it('loads the next lecture’s address when the lecture changes', () => {
    const first = props();
    const { rerender } = render(<LectureVideo {...first} />);
    const next = '/media/aula.mp4?lecture=2&expires=100&signature=c';
    rerender(<LectureVideo {...first} lectureId={2} src={next} />);
    expect(video()).toHaveAttribute('src', next);
  });
});

describe('given a signed-in student (the position goes to the server)', () => {
  const at = (element: HTMLElement, seconds: number) =>
    Object.defineProperty(element, 'currentTime', { value: seconds, configurable: true });

  it('sends where the lecture was left under that lecture, not the next one', () => {
    const onSavePosition = vi.fn();
    const first = props({ onSavePosition });
    const { rerender } = render(<LectureVideo {...first} />);
    at(video(), 42.7);
    rerender(
      <LectureVideo
        {...first}
        lectureId={2}
        src="/media/aula.mp4?lecture=2&expires=100&signature=c"
      />,
    );
    expect(onSavePosition).toHaveBeenCalledTimes(1);
    expect(onSavePosition).toHaveBeenCalledWith(1, 42);
  });

  it('sends on pause once per second reached, and 0 at the end', () => {
    const onSavePosition = vi.fn();
    render(<LectureVideo {...props({ onSavePosition })} />);
    at(video(), 12.4);
    fireEvent.pause(video());
    fireEvent.pause(video());
    expect(onSavePosition).toHaveBeenCalledTimes(1);
    expect(onSavePosition).toHaveBeenLastCalledWith(1, 12);
    fireEvent.ended(video());
    expect(onSavePosition).toHaveBeenLastCalledWith(1, 0);
  });
});

describe('given a lecture whose video is a YouTube link (issue 35 §1)', () => {
  const YT_ORIGIN = 'https://www.youtube-nocookie.com';
  const frame = () => screen.getByTestId('video-incorporado') as HTMLIFrameElement;
  /** A message from the embed: its origin and its frame's window, as YouTube's player sends it. */
  const fromYouTube = (data: object, origin = YT_ORIGIN) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify(data),
          origin,
          source: frame().contentWindow,
        }),
      );
    });
  const state = (info: number) => fromYouTube({ event: 'onStateChange', info });
  const time = (currentTime: number) =>
    fromYouTube({ event: 'infoDelivery', info: { currentTime, duration: 600 } });
  const youtube = (overrides: Partial<LectureVideoProps> = {}) =>
    props({ src: 'https://youtu.be/dQw4w9WgXcQ', ...overrides });

  beforeEach(() => localStorage.clear());

  it('frames the privacy-enhanced player with its JS API on, titled in pt-BR, and no <video>', () => {
    render(<LectureVideo {...youtube()} />);
    const src = new URL(frame().src);
    expect(src.origin).toBe(YT_ORIGIN);
    expect(src.pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(src.searchParams.get('enablejsapi')).toBe('1');
    expect(frame()).toHaveAttribute('title', 'Vídeo da aula Introdução (YouTube)');
    expect(frame().getAttribute('allow')).toBe(
      'autoplay; fullscreen; picture-in-picture; encrypted-media',
    );
    expect(screen.queryByTestId('video-da-aula')).toBeNull();
  });

  it('resumes at the server position once the embed answers', () => {
    const posted = vi.fn();
    render(
      <LectureVideo
        {...youtube({ savedPosition: { seconds: 95, saved_at: '2026-11-01T10:00:00Z' } })}
      />,
    );
    vi.spyOn(frame().contentWindow as Window, 'postMessage').mockImplementation(posted);
    fromYouTube({ event: 'onReady' });
    const seek = posted.mock.calls
      .map(([data]) => JSON.parse(data as string))
      .find((message) => message.func === 'seekTo');
    expect(seek?.args).toEqual([95, true]);
    expect(screen.getByRole('status')).toHaveTextContent('Continuando de 1:35');
  });

  it('saves the position every 10 s of playback and on pause, and 0 at the end', () => {
    const onSavePosition = vi.fn();
    render(<LectureVideo {...youtube({ onSavePosition })} />);
    state(1);
    time(3);
    expect(onSavePosition).not.toHaveBeenCalled();
    time(10.4);
    expect(onSavePosition).toHaveBeenLastCalledWith(1, 10);
    time(14);
    state(2);
    expect(onSavePosition).toHaveBeenLastCalledWith(1, 14);
    state(1);
    state(0);
    expect(onSavePosition).toHaveBeenLastCalledWith(1, 0);
  });

  it('reports the end of a video that played (the auto-jump), and not one that never played', () => {
    const onEnded = vi.fn();
    const { unmount } = render(<LectureVideo {...youtube({ onEnded })} />);
    state(0);
    expect(onEnded).not.toHaveBeenCalled();
    state(1);
    state(0);
    expect(onEnded).toHaveBeenCalledExactlyOnceWith(1);
    unmount();
  });

  it('ignores the same end from another origin', () => {
    const onEnded = vi.fn();
    render(<LectureVideo {...youtube({ onEnded })} />);
    fromYouTube({ event: 'onStateChange', info: 1 }, 'https://evil.example');
    fromYouTube({ event: 'onStateChange', info: 0 }, 'https://evil.example');
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('sets the chosen speed through the embed, among YouTube’s speeds', async () => {
    const posted = vi.fn();
    render(<LectureVideo {...youtube()} />);
    vi.spyOn(frame().contentWindow as Window, 'postMessage').mockImplementation(posted);
    const speed = screen.getByRole('combobox', { name: 'Velocidade' });
    expect(
      Array.from((speed as HTMLSelectElement).options).map((option) => option.value),
    ).not.toContain('3');
    fireEvent.change(speed, { target: { value: '1.5' } });
    const rate = posted.mock.calls
      .map(([data]) => JSON.parse(data as string))
      .find((message) => message.func === 'setPlaybackRate');
    expect(rate?.args).toEqual([1.5]);
  });

  it('says so in pt-BR, with a link to YouTube, when the embed never answers', () => {
    vi.useFakeTimers();
    try {
      render(<LectureVideo {...youtube({ embedAnswerTimeoutMs: 5000 })} />);
      expect(screen.queryByRole('alert')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Não foi possível carregar o player do YouTube',
      );
      expect(screen.getByRole('link', { name: 'Abrir no YouTube' })).toHaveAttribute(
        'href',
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

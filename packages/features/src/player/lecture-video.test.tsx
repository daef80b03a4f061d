import { fireEvent, render, screen } from '@testing-library/react';
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

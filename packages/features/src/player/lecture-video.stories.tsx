import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { LectureVideo, type LectureVideoProps } from './lecture-video';
import { readSpeed } from './playback-memory';

function WithRef(props: Omit<LectureVideoProps, 'videoRef'>) {
  const ref = useRef<HTMLVideoElement>(null);
  return <LectureVideo {...props} videoRef={ref} />;
}

const meta = {
  title: 'features/player/LectureVideo',
  component: WithRef,
  args: {
    lectureId: 1,
    title: 'Componentes e props',
    src: '/media/aula-demo.mp4',
    autoPlay: false,
    onEnded: fn(),
  },
  beforeEach: () => localStorage.removeItem('aula:player:speed'),
} satisfies Meta<typeof WithRef>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chosen speed is remembered for the next lectures. */
export const RemembersSpeed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Vídeo da aula Componentes e props')).toBeInTheDocument();
    const speed = canvas.getByRole('combobox', { name: 'Velocidade' });
    await expect(speed).toHaveValue('1');
    await userEvent.selectOptions(speed, '1.5');
    await expect(readSpeed()).toBe(1.5);
    const video = canvas.getByTestId('video-da-aula') as HTMLVideoElement;
    await expect(video.playbackRate).toBe(1.5);
  },
};

/** The end of a video that played is reported (the player marks the lecture watched and may move on). */
export const Ended: Story = {
  play: async ({ canvas, args }) => {
    const video = canvas.getByTestId('video-da-aula');
    video.dispatchEvent(new Event('playing'));
    video.dispatchEvent(new Event('ended'));
    await expect(args.onEnded).toHaveBeenCalledOnce();
    await expect(args.onEnded).toHaveBeenCalledWith(1);
  },
};

/**
 * An `ended` from an element that never played (one restored at its end, say) is not the end of
 * the lecture: nothing is reported, so nothing is marked watched and no auto-jump starts.
 */
export const EndedWithoutPlaying: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByTestId('video-da-aula').dispatchEvent(new Event('ended'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.onEnded).not.toHaveBeenCalled();
  },
};

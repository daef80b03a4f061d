import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SeekPreview } from './seek-preview';

/**
 * "Linha do tempo" on its own (issue 35 §4): the states the lecture's stories do not show. The
 * thumbnail itself, hover and drag, is `LectureVideo`'s StoryboardPreview.
 */
function Harness({ src, storyboardUrl }: { src?: string | undefined; storyboardUrl: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const track = useRef<HTMLTrackElement>(null);
  return (
    <div className="flex max-w-xl flex-col gap-2">
      <video
        ref={video}
        src={src}
        muted
        preload="metadata"
        className="aspect-video w-full bg-black"
        aria-label="Vídeo da aula"
      >
        <track ref={track} kind="metadata" src={storyboardUrl} default={false} />
      </video>
      <SeekPreview videoRef={video} trackRef={track} lectureId={1} storyboardUrl={storyboardUrl} />
    </div>
  );
}

const meta = {
  title: 'features/player/SeekPreview',
  component: Harness,
  args: { src: '/media/aula-demo.mp4', storyboardUrl: '/media/demo-hls/storyboard.vtt' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 10_000 };

/** Before the video's length is known there is nothing to seek to: the bar is disabled. */
export const WithoutLength: Story = {
  args: { src: undefined },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('slider', { name: 'Linha do tempo' });
    await expect(bar).toBeDisabled();
    await expect(bar).toHaveAttribute('aria-valuetext', '0:00 de 0:00');
    await expect(canvas.queryByTestId('previa-da-linha-do-tempo')).toBeNull();
  },
};

/**
 * The storyboard cannot be read (a missing file): the preview still says the time under the
 * pointer, with no thumbnail and no broken image.
 */
export const StoryboardMissing: Story = {
  args: { storyboardUrl: '/media/nao-existe.vtt' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('slider', { name: 'Linha do tempo' });
    await waitFor(() => expect(bar).toBeEnabled(), SLOW);
    await userEvent.hover(bar);
    const box = bar.getBoundingClientRect();
    bar.dispatchEvent(
      new PointerEvent('pointermove', {
        bubbles: true,
        pointerType: 'mouse',
        clientX: box.left + box.width / 2,
        clientY: box.top + box.height / 2,
      }),
    );
    const preview = await canvas.findByTestId('previa-da-linha-do-tempo');
    await expect(preview).toHaveTextContent(/^\d:\d\d$/);
    await expect(canvas.queryByTestId('miniatura-da-linha-do-tempo')).toBeNull();
  },
};

import { parseEmbedLink } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmbedVideo } from './embed-video';

const link = (url: string) => {
  const parsed = parseEmbedLink(url);
  if (!parsed) throw new Error(`not an embed link: ${url}`);
  return parsed;
};

/**
 * The provider's player on its own (ADR 038, "Embeds"); `LectureVideo`'s stories show it inside
 * the lecture. Storybook never reaches the internet: the frame shows a blank page.
 */
const meta = {
  title: 'features/player/EmbedVideo',
  component: EmbedVideo,
  args: {
    lectureId: 7,
    title: 'Hooks na prática',
    link: link('https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
    autoPlay: false,
    onEnded: fn(),
    onSavePosition: fn(),
    frameSrc: 'about:blank',
  },
} satisfies Meta<typeof EmbedVideo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Panda Video: its player framed at 16:9; no speed menu (Panda's is inside its own player). */
export const Panda: Story = {
  args: {
    link: link(
      'https://player-vz-7b6cf9e4-8bf.tv.pandavideo.com.br/embed/?v=0f4a8b2c-1d3e-4f5a-9b6c-7d8e9f0a1b2c',
    ),
  },
  play: async ({ canvas, args }) => {
    const frame = canvas.getByTitle('Vídeo da aula Hooks na prática (Panda Video)');
    await expect(frame.tagName).toBe('IFRAME');
    const box = canvas.getByTestId('quadro-do-video').getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 9)).toBe(16);
    await expect(canvas.queryByRole('combobox', { name: 'Velocidade' })).toBeNull();
    await expect(args.onEnded).not.toHaveBeenCalled();
  },
};

/** What the lecture lays over the frame (the next lecture's countdown) sits inside the 16:9 box. */
export const WithOverlay: Story = {
  args: { overlay: <p className="text-white">Próxima aula em 5 s</p> },
  play: async ({ canvas }) => {
    const overlay = canvas.getByText('Próxima aula em 5 s');
    await expect(overlay).toBeVisible();
    await expect(canvas.getByTestId('quadro-do-video')).toContainElement(overlay);
  },
};

/** YouTube's speeds in the menu; the one chosen stays selected. */
export const YouTubeSpeedMenu: Story = {
  play: async ({ canvas }) => {
    const speed = canvas.getByRole('combobox', { name: 'Velocidade' });
    await userEvent.selectOptions(speed, '1.5');
    await expect(speed).toHaveValue('1.5');
    await userEvent.selectOptions(speed, '1');
    await expect(speed).toHaveValue('1');
  },
};

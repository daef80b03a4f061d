import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CaptionsSelect, QualitySelect } from './video-menus';

/**
 * The player's menus under the video (issue 35 §4), each on its own; `VideoError` is shown over
 * its frame in LectureVideo's failing-source stories.
 */
const meta = {
  title: 'features/player/VideoMenus',
  component: QualitySelect,
  args: { quality: { heights: [720, 540, 360], chosen: null, playing: 720 }, onChange: fn() },
} satisfies Meta<typeof QualitySelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Quality: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = within(canvasElement).getByRole('combobox', { name: 'Qualidade' });
    await expect(menu).toHaveDisplayValue('Automático (720p)');
    await userEvent.selectOptions(menu, '360p');
    await expect(args.onChange).toHaveBeenCalledWith(360);
  },
};

/** One rung only: nothing to choose, no menu. */
export const QualityOneRung: Story = {
  args: { quality: { heights: [], chosen: null, playing: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};

export const Captions: Story = {
  render: (args) => (
    <CaptionsSelect
      tracks={[
        {
          language: 'pt-BR',
          label: 'Português (Brasil)',
          url: '/media/demo-hls/captions-pt-BR.vtt',
        },
        { language: 'en', label: 'Inglês', url: '/media/demo-hls/captions-pt-BR.vtt' },
      ]}
      language={null}
      onChange={args.onChange}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const menu = within(canvasElement).getByRole('combobox', { name: 'Legendas' });
    await expect(menu).toHaveDisplayValue('Desativadas');
    await userEvent.selectOptions(menu, 'Inglês');
    await expect(args.onChange).toHaveBeenCalledWith('en');
  },
};

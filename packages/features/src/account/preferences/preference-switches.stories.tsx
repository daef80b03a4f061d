import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PreferenceSwitchList } from './preference-switches';

const meta = {
  title: 'features/account/PreferenceSwitchList',
  component: PreferenceSwitchList,
  args: { preferences: { auto_play: true, auto_jump: false }, onChange: fn() },
  render: (args) => (
    <div className="flex flex-col gap-4">
      <PreferenceSwitchList {...args} />
    </div>
  ),
} satisfies Meta<typeof PreferenceSwitchList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Beside the lecture: each switch on its value; a click sends only what it changes. */
export const Compact: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Reprodução automática' })).toBeChecked();
    const jump = canvas.getByRole('switch', { name: 'Ir para a próxima aula ao terminar' });
    await expect(jump).not.toBeChecked();
    await expect(canvas.queryByText(/contagem regressiva/)).toBeNull();
    await userEvent.click(jump);
    await expect(args.onChange).toHaveBeenCalledWith({ auto_jump: true });
  },
};

/** On the preferences page: each switch says what it does. */
export const Described: Story = {
  args: { described: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('switch', { name: 'Ir para a próxima aula ao terminar' }),
    ).toHaveAccessibleDescription(
      'Ao fim do vídeo, a próxima aula é aberta após uma contagem regressiva.',
    );
  },
};

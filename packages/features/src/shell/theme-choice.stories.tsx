import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ThemeChoice, type ThemeName } from './theme-choice';

const meta = {
  title: 'features/shell/ThemeChoice',
  component: ThemeChoice,
  args: { value: 'system', onChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['system', 'light', 'dark'] } },
} satisfies Meta<typeof ThemeChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three choices under "Tema", in order, with the chosen one checked. */
const expectChosen = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  label: string,
) => {
  await expect(canvas.getByRole('group', { name: 'Tema' })).toBeVisible();
  await expect(
    canvas.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
  ).toEqual(['Sistema', 'Claro', 'Escuro']);
  await expect(canvas.getByRole('radio', { name: label })).toBeChecked();
  for (const other of ['Sistema', 'Claro', 'Escuro'].filter((name) => name !== label)) {
    await expect(canvas.getByRole('radio', { name: other })).not.toBeChecked();
  }
};

/** "Sistema": the device's scheme decides (the default). */
export const System: Story = {
  play: async ({ canvas }) => expectChosen(canvas, 'Sistema'),
};

/** "Claro" chosen. */
export const Light: Story = {
  args: { value: 'light' },
  play: async ({ canvas }) => expectChosen(canvas, 'Claro'),
};

/** "Escuro" chosen. */
export const Dark: Story = {
  args: { value: 'dark' },
  play: async ({ canvas }) => expectChosen(canvas, 'Escuro'),
};

/** Choosing: a click or the arrow keys pick another theme and report it. */
export const Choosing: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<ThemeName>(args.value);
    return (
      <ThemeChoice
        value={value}
        onChange={(theme) => {
          setValue(theme);
          args.onChange(theme);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Escuro'));
    await expect(args.onChange).toHaveBeenLastCalledWith('dark');
    await expectChosen(canvas, 'Escuro');
    await expect(canvas.getByRole('radio', { name: 'Escuro' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('light');
    await expectChosen(canvas, 'Claro');
  },
};

/** Every state side by side: the visual-baseline target. */
export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {(['system', 'light', 'dark'] as const).map((value) => (
        <ThemeChoice key={value} value={value} onChange={args.onChange} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group', { name: 'Tema' })).toHaveLength(3);
    await expect(
      canvas.getAllByRole('radio', { checked: true }).map((r) => r.getAttribute('value')),
    ).toEqual(['system', 'light', 'dark']);
  },
};

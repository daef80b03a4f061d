import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'Assistir aula', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'outline', 'ghost', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Assistir aula' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Playground: Story = { args: { variant: 'solid', size: 'md', loading: false } };

export const Outline: Story = {
  args: { variant: 'outline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('data-variant', 'outline');
  },
};
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Link: Story = { args: { variant: 'link' } };

export const Loading: Story = {
  args: { loading: true, children: 'Salvando' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Salvando' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#catalogo">Ver catálogo</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Ver catálogo' });
    await expect(link).toHaveAttribute('data-slot', 'button');
  },
};

const variants = ['solid', 'outline', 'ghost', 'link'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export const Matrix: Story = {
  render: (args) => (
    <div className="grid grid-cols-3 gap-4">
      {variants.flatMap((variant) =>
        sizes.map((size) => (
          <Button key={`${variant}-${size}`} {...args} variant={variant} size={size}>
            {variant} {size}
          </Button>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(variants.length * sizes.length);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AVATAR_SIZES, Avatar, type AvatarSize } from './avatar';

const meta = {
  title: 'ui/Avatar',
  component: Avatar,
  args: { name: 'Maria da Silva' },
  argTypes: {
    size: { control: 'select', options: Object.keys(AVATAR_SIZES) },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Maria da Silva' });
    await expect(avatar).toHaveTextContent('MD');
    await expect(avatar.closest('[data-slot="avatar"]')).toHaveStyle({ width: '32px' });
  },
};

export const Playground: Story = { args: { size: 'md' } };

export const ExtraSpaces: Story = {
  args: { name: '  maria   da silva ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveTextContent(/^MD$/);
  },
};

export const SingleWord: Story = {
  args: { name: 'Ícaro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ícaro' })).toHaveTextContent(/^Í$/);
  },
};

export const NoName: Story = {
  args: { name: null },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Usuário' });
    await expect(avatar.querySelector('svg')).not.toBeNull();
  },
};

/** A broken image falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: '/imagem-que-nao-existe.png' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Maria da Silva' })).toHaveTextContent(
      'MD',
    );
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div className="flex items-end gap-3">
      {(Object.keys(AVATAR_SIZES) as AvatarSize[]).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="avatar"]')].map(
      (el) => el.getBoundingClientRect().width,
    );
    await expect(widths).toEqual([16, 20, 24, 28, 32, 36, 40, 44, 48]);
  },
};

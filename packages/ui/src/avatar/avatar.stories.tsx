import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SAMPLE_PHOTO } from '../lib/story-assets';
import { AVATAR_SIZES, Avatar, AvatarGroup, type AvatarSize } from './avatar';

const meta = {
  title: 'ui/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A foto de uma pessoa, ou as iniciais (primeiras letras das duas primeiras palavras do nome) enquanto a foto carrega ou quando ela falha, ou uma silhueta quando não há nome. \`AvatarGroup\` sobrepõe vários, com "+N" para o resto.

**Regra do produto:** nove tamanhos, de 16 a 48 px: \`3xs\` 16, \`2xs\` 20, \`xs\` 24, \`sm\` 28, \`md\` 32 (padrão), \`lg\` 36, \`xl\` 40, \`2xl\` 44, \`3xl\` 48.

**Faça:** passe sempre \`name\`: é o nome acessível e a fonte das iniciais. **Não faça:** redimensione com \`className\` (\`size-10\`): use \`size\`, ou as iniciais e o anel saem da escala.`,
      },
    },
  },
  args: { name: 'Maria da Silva' },
  argTypes: {
    size: {
      control: 'select',
      options: Object.keys(AVATAR_SIZES),
      description: 'Um dos nove tamanhos, de 16 a 48 px (especificação do produto).',
      table: {
        type: {
          summary: Object.entries(AVATAR_SIZES)
            .map(([name, px]) => `'${name}' (${px} px)`)
            .join(' | '),
        },
        defaultValue: { summary: "'md'" },
      },
    },
    name: {
      description: 'O nome da pessoa: o nome acessível e a fonte das iniciais.',
      table: { type: { summary: 'string | null' } },
    },
    src: {
      description: 'O endereço da foto; sem ela, ou se ela falhar, ficam as iniciais.',
      table: { type: { summary: 'string | null' } },
    },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Maria da Silva' });
    await expect(avatar).toHaveTextContent('MD');
    await expect(avatar.getBoundingClientRect().width).toBe(32);
    await expect(avatar).toHaveAttribute('data-state', 'fallback');
  },
};

export const Playground: Story = { args: { size: 'md', src: SAMPLE_PHOTO } };

export const ExtraSpaces: Story = {
  args: { name: '  maria   da silva ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveTextContent(/^MD$/);
  },
};

export const SingleName: Story = {
  args: { name: 'Ítalo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ítalo' })).toHaveTextContent(/^Í$/);
  },
};

export const WithImage: Story = {
  args: { src: SAMPLE_PHOTO, size: '3xl' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Maria da Silva' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-state', 'loaded'));
    await expect(avatar.querySelector('[data-slot="avatar-fallback"]')).toBeNull();
  },
};

export const BrokenImage: Story = {
  args: { src: '/imagem-que-nao-existe.png' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Maria da Silva' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-state', 'error'));
    await expect(avatar).toHaveTextContent('MD');
  },
};

export const NoName: Story = {
  args: { name: null },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Usuário' });
    await expect(avatar.querySelector('svg')).not.toBeNull();
  },
};

export const Group: Story = {
  render: () => (
    <AvatarGroup max={3} size="lg">
      <Avatar name="Ana Souza" />
      <Avatar name="Bruno Lima" src={SAMPLE_PHOTO} />
      <Avatar name="Carla Dias" />
      <Avatar name="Diego Reis" />
      <Avatar name="Eva Nunes" />
    </AvatarGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
    await expect(canvas.getByRole('img', { name: 'Mais 2 pessoas' })).toHaveTextContent('+2');
    await expect(canvas.getByRole('img', { name: 'Ana Souza' })).toHaveAttribute('data-size', 'lg');
  },
};

const sizes = Object.entries(AVATAR_SIZES) as [AvatarSize, number][];

export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-end gap-3">
      {sizes.map(([size]) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {sizes.map(([size]) => (
        <Avatar key={`photo-${size}`} name={`Foto ${size}`} src={SAMPLE_PHOTO} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = canvas
      .getAllByRole('img', { name: 'Maria da Silva' })
      .map((a) => a.getBoundingClientRect().width);
    await expect(widths).toEqual([16, 20, 24, 28, 32, 36, 40, 44, 48]);
  },
};

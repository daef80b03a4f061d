import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RichText } from './rich-text';

const meta = {
  title: 'features/player/RichText',
  component: RichText,
  args: { className: 'flex flex-col gap-3' },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Description: Story = {
  args: {
    html: '<h2>O que você vai aprender</h2><p>Como dividir a interface em <strong>componentes</strong>.</p><ul><li>Props</li><li>Estado</li></ul><p>Leia a <a href="https://react.dev/learn">documentação</a>.</p>',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'O que você vai aprender' })).toHaveAttribute(
      'id',
      'secao-1-o-que-voce-vai-aprender',
    );
    await expect(canvas.getByRole('link', { name: 'documentação' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
  },
};

/** What an attacker would write: none of it runs, the text stays. */
export const HostileMarkup: Story = {
  args: {
    html: '<p onmouseover="alert(1)">Texto</p><script>alert(1)</script><a href="javascript:alert(1)">link falso</a><img src=x onerror="alert(1)"><iframe src="https://example.com"></iframe>',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Texto')).toBeVisible();
    await expect(canvas.getByText('link falso').closest('a')).toBeNull();
    await expect(canvasElement.querySelector('script, img, iframe, [onmouseover]')).toBeNull();
  },
};

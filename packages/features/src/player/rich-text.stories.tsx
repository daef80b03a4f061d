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

/**
 * Lists keep their bullets and numbers (issue 33): Tailwind's preflight removes them, the shared
 * prose styles give them back, here as in the player and the admin's preview.
 */
export const Lists: Story = {
  args: {
    html: '<p>Nesta aula:</p><ul><li>Props<ul><li>Padrões</li></ul></li><li>Estado</li></ul><ol><li>Instale</li><li>Rode</li></ol>',
  },
  play: async ({ canvas }) => {
    const [bullets, nested] = canvas.getAllByRole('list').filter((l) => l.tagName === 'UL');
    const numbered = canvas.getAllByRole('list').find((l) => l.tagName === 'OL');
    if (!bullets || !nested || !numbered) throw new Error('the lists are missing');
    await expect(getComputedStyle(bullets).listStyleType).toBe('disc');
    await expect(getComputedStyle(nested).listStyleType).toBe('circle');
    await expect(getComputedStyle(numbered).listStyleType).toBe('decimal');
    // The markers sit inside the text's box, not cut off at its edge.
    await expect(Number.parseFloat(getComputedStyle(bullets).paddingInlineStart)).toBeGreaterThan(
      0,
    );
    await expect(canvas.getByText('Instale')).toBeVisible();
  },
};

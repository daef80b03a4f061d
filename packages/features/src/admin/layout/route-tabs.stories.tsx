import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectLinkTo } from '../../testing/story-expect';
import { RouteTabs } from './route-tabs';

const tabs = [
  { name: 'overview', label: 'Visão geral' },
  { name: 'content', label: 'Conteúdo' },
  { name: 'students', label: 'Alunos' },
] as const;

const meta = {
  title: 'features/admin/RouteTabs',
  component: RouteTabs<'overview' | 'content' | 'students'>,
  args: {
    label: 'Seções do curso',
    tabs,
    current: 'content',
    hrefs: { overview: '#/visao-geral', content: '#/conteudo', students: '#/alunos' },
  },
} satisfies Meta<typeof RouteTabs<'overview' | 'content' | 'students'>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Links, one per tab; only the current one is marked as the page. */
export const Current: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Seções do curso' });
    await expect(nav).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Visão geral',
      'Conteúdo',
      'Alunos',
    ]);
    await expect(canvas.getByRole('link', { name: 'Conteúdo' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Alunos' })).not.toHaveAttribute('aria-current');
    await expectLinkTo(canvas, 'Alunos', '#/alunos');
  },
};

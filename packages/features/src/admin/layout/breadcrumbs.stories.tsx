import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectLinkTo } from '../../testing/story-expect';
import { Breadcrumbs } from './breadcrumbs';

const meta = {
  title: 'features/admin/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Administração', href: '/admin' },
      { label: 'Cursos', href: '/admin/cursos' },
      { label: 'React do zero', href: '/admin/cursos/1' },
      { label: 'Conteúdo' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Links up to the current page, which is marked and not a link. */
export const Trail: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Trilha' });
    await expect(nav).toBeVisible();
    await expectLinkTo(canvas, 'Cursos', '/admin/cursos');
    const current = canvas.getByText('Conteúdo');
    await expect(current.closest('[aria-current="page"]')).not.toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Conteúdo' })).toBeNull();
  },
};

/** A single level: only the current page. */
export const OneLevel: Story = {
  args: { items: [{ label: 'Administração' }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByText('Administração')).toBeVisible();
  },
};

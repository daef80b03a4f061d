import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makeUser } from '../testing';
import { AdminLayout } from './admin-layout';

const meta = {
  title: 'features/shell/AdminLayout',
  component: AdminLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    hrefs: {
      home: '/admin',
      courses: '/admin/cursos',
      students: '/admin/estudantes',
      comments: '/admin/comentarios',
      trials: '/admin/periodo-de-teste',
      site: '/',
    },
    current: '/admin/cursos/7/conteudo',
    user: makeUser({ is_admin: true, email: 'admin@aula.dev' }),
    children: <p>Conteúdo da página</p>,
  },
} satisfies Meta<typeof AdminLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The admin layout: side navigation with the current section marked. */
export const CurrentSection: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Administração' }));
    await expect(nav.getByRole('link', { name: 'Cursos' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
    await expect(nav.getAllByRole('link')).toHaveLength(5);
  },
};

/** On the admin home, only "Início" is current (it is a prefix of every other section). */
export const Home: Story = {
  args: { current: '/admin' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Administração' }));
    await expect(nav.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Cursos' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Aula, início' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('main')).toHaveTextContent('Conteúdo da página');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeUser } from '../testing';
import { AdminLayout, DefaultLayout, SplashLayout } from './layouts';

const hrefs = {
  home: '/',
  scheduled: '/aulas-agendadas',
  login: '/login',
  register: '/cadastrar',
  logout: '/logout',
  profile: '/eu/perfil',
  favorites: '/eu/favoritos',
  preferences: '/eu/preferencias',
  security: '/eu/seguranca',
  admin: '/admin',
};
const adminHrefs = {
  home: '/admin',
  courses: '/admin/cursos',
  students: '/admin/estudantes',
  comments: '/admin/comentarios',
  trials: '/admin/periodo-de-teste',
  site: '/',
};
const page = <p>Conteúdo da página</p>;

const meta = {
  title: 'features/shell/Layouts',
  component: DefaultLayout,
  parameters: { layout: 'fullscreen' },
  args: { user: null, hrefs, children: page },
} satisfies Meta<typeof DefaultLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the logo, the catalogue link, "Criar conta" and "Entrar". */
export const Guest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Criar conta' })).toHaveAttribute(
      'href',
      '/cadastrar',
    );
    await expect(canvas.queryByRole('link', { name: 'Aulas agendadas' })).toBeNull();
    await expect(canvas.getByRole('main')).toHaveTextContent('Conteúdo da página');
  },
};

/** A student: the avatar menu opens with their account pages and "Sair". */
export const Student: Story = {
  args: { user: makeUser({ name: 'Maria da Silva', is_student: true }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Aulas agendadas' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu da conta de Maria da Silva' }));
    const menu = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Menu da conta',
    });
    const menuLinks = within(menu);
    await expect(menuLinks.getByRole('link', { name: 'Meu perfil' })).toHaveAttribute(
      'href',
      '/eu/perfil',
    );
    await waitFor(() => expect(menuLinks.getByRole('link', { name: 'Favoritos' })).toBeVisible());
    await expect(menuLinks.getByRole('link', { name: 'Sair' })).toHaveAttribute('href', '/logout');
    await expect(menuLinks.queryByRole('link', { name: 'Administração' })).toBeNull();
  },
};

/** An admin who is not a student: no student pages in the menu, the admin area is. */
export const Admin: Story = {
  args: { user: makeUser({ name: 'Equipe Aula', is_student: false, is_admin: true }) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu da conta de Equipe Aula' }));
    const menu = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Menu da conta' }),
    );
    await expect(menu.getByRole('link', { name: 'Administração' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await expect(menu.queryByRole('link', { name: 'Favoritos' })).toBeNull();
  },
};

/** The admin layout: side navigation with the current section marked. */
export const AdminArea: Story = {
  render: () => (
    <AdminLayout
      hrefs={adminHrefs}
      current="/admin/cursos/7/conteudo"
      user={makeUser({ is_admin: true })}
    >
      {page}
    </AdminLayout>
  ),
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Administração' }));
    await expect(nav.getByRole('link', { name: 'Cursos' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
    await expect(nav.getAllByRole('link')).toHaveLength(5);
  },
};

/** The splash layout: one centred card (e-mail verification). */
export const Splash: Story = {
  render: () => <SplashLayout homeHref="/">{page}</SplashLayout>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('Conteúdo da página');
    await expect(canvas.getByRole('link', { name: 'Aula, início' })).toHaveAttribute('href', '/');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type FeatureLinkProps, LinkProvider } from '../../navigation/link';
import { ThemeChoice, type ThemeName } from '../../shell/theme-choice';
import { makeUser } from '../../testing';
import { expectLinkTo } from '../../testing/story-expect';
import { AdminLayout } from './admin-layout';
import { Breadcrumbs } from './breadcrumbs';

/** A link that stays on the story: only the hash changes (the app's router link navigates in-app). */
const StayingLink = ({ href, ...props }: FeatureLinkProps) => <a href={`#${href}`} {...props} />;

const meta = {
  title: 'features/admin/AdminLayout',
  component: AdminLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    hrefs: {
      home: '/admin',
      courses: '/admin/cursos',
      students: '/admin/estudantes',
      comments: '/admin/comentarios',
      audit: '/admin/auditoria',
      products: '/admin/produtos',
      trials: '/admin/periodo-de-teste',
      sales: '/admin/vendas',
      emails: '/admin/emails',
      site: '/',
      logout: '/logout',
    },
    current: '/admin/cursos/7/conteudo',
    user: makeUser({ is_admin: true, name: 'Ana Admin', email: 'admin@aula.dev' }),
    children: (
      <>
        <Breadcrumbs
          items={[
            { label: 'Cursos', href: '/admin/cursos' },
            { label: 'React do zero', href: '/admin/cursos/7' },
            { label: 'Conteúdo' },
          ]}
        />
        <h1 className="mt-2 text-2xl font-bold">Conteúdo</h1>
      </>
    ),
  },
} satisfies Meta<typeof AdminLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the side navigation with the section marked, the admin, "Sair" and "Ver o site". */
export const CurrentSection: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Administração' }));
    await expect(nav.getAllByRole('link')).toHaveLength(9);
    await expect(nav.getByRole('link', { name: 'Cursos' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
    await expectLinkTo(canvas, 'Ver o site', '/');
    await expectLinkTo(canvas, 'Sair', '/logout');
    await expect(canvas.getByText('Ana Admin')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    const trail = within(canvas.getByRole('navigation', { name: 'Trilha' }));
    await expect(trail.getAllByRole('listitem')).toHaveLength(3);
    await expectLinkTo(trail, 'React do zero', '/admin/cursos/7');
    await expect(trail.getByText('Conteúdo')).toHaveAttribute('aria-current', 'page');
  },
};

/** On the admin home, only "Início" is current (it is a prefix of every other section). */
export const Home: Story = {
  args: { current: '/admin' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Administração' }));
    await expect(nav.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Cursos' })).not.toHaveAttribute('aria-current');
    await expectLinkTo(canvas, 'Aula, início', '/');
    await expect(canvas.getByRole('main')).toHaveTextContent('Conteúdo');
  },
};

/** A path that only starts like a section ("/admin/cursos-antigos") marks none of them. */
export const NoSectionForALookalikePath: Story = {
  args: { current: '/admin/cursos-antigos' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Administração' }));
    for (const link of nav.getAllByRole('link')) {
      await expect(link).not.toHaveAttribute('aria-current');
    }
  },
};

/** A phone (375 px): the navigation hides behind "Menu", which opens it in a drawer. */
export const PhoneDrawer: Story = {
  parameters: { testViewport: { width: 375, height: 720 } },
  decorators: [
    (Story) => (
      <LinkProvider component={StayingLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await waitFor(() => expect(menu).toBeVisible());
    await expect(canvas.queryByRole('navigation', { name: 'Administração' })).toBeNull();
    await userEvent.click(menu);
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Administração' });
    const nav = within(within(drawer).getByRole('navigation', { name: 'Administração' }));
    await expect(nav.getByRole('link', { name: 'Cursos' })).toHaveAttribute('aria-current', 'page');
    await expect(within(drawer).getByRole('link', { name: 'Sair' })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'Ver o site' })).toBeVisible();
    await userEvent.click(nav.getByRole('link', { name: 'Estudantes' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The comments waiting for an answer show beside "Comentários" (ADR 022); none, no badge. */
export const UnansweredComments: Story = {
  args: { current: '/admin/comentarios', counts: { comments: 12 } },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Administração' }));
    const link = nav.getByRole('link', { name: /^Comentários\s*12 sem resposta$/ });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(within(link).getByText('12')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Cursos' })).toBeVisible();
  },
};

/** The theme choice, as the app wires it to the device's stored choice. */
function StatefulThemeChoice() {
  const [value, setValue] = useState<ThemeName>('system');
  return <ThemeChoice value={value} onChange={setValue} />;
}

/** The theme choice sits with the admin, above "Sair" (ADR 027), on wide screens and on phones. */
export const WithThemeChoice: Story = {
  args: { themeChoice: <StatefulThemeChoice /> },
  play: async ({ canvas }) => {
    const theme = canvas.getByRole('group', { name: 'Tema' });
    await expect(theme).toBeVisible();
    await expect(within(theme).getByRole('radio', { name: 'Sistema' })).toBeChecked();
    await userEvent.click(within(theme).getByText('Escuro'));
    await expect(within(theme).getByRole('radio', { name: 'Escuro' })).toBeChecked();
    // Between the admin and "Sair".
    const sair = canvas.getByRole('link', { name: 'Sair' });
    await expect(
      theme.compareDocumentPosition(sair) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { use } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shellHrefsFixture as hrefs, makeUser } from '../testing';
import { expectLinkTo } from '../testing/story-expect';
import { DefaultLayout, SplashLayout } from './layouts';
import { ThemeChoice } from './theme-choice';
import { UserMenu } from './user-menu';

const page = <p>Conteúdo da página</p>;

const meta = {
  title: 'features/shell/Layouts',
  component: DefaultLayout,
  parameters: { layout: 'fullscreen' },
  args: { user: null, hrefs, userMenu: UserMenu, children: page },
} satisfies Meta<typeof DefaultLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the logo, the catalogue link, "Criar conta" and "Entrar". */
export const Guest: Story = {
  play: async ({ canvas }) => {
    await expectLinkTo(canvas, 'Entrar', '/login');
    await expectLinkTo(canvas, 'Criar conta', '/cadastrar');
    await expect(canvas.queryByRole('link', { name: 'Aulas agendadas' })).toBeNull();
    await expect(canvas.getByRole('main')).toHaveTextContent('Conteúdo da página');
  },
};

const chooseTheme = fn();

/** A visitor with the app's theme choice: "Tema" in the footer (ADR 027); choosing reports it. */
export const GuestThemeChoice: Story = {
  args: { themeChoice: <ThemeChoice value="system" onChange={chooseTheme} /> },
  play: async ({ canvas }) => {
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByRole('radio', { name: 'Sistema' })).toBeChecked();
    await userEvent.click(footer.getByText('Escuro'));
    await expect(chooseTheme).toHaveBeenCalledWith('dark');
  },
};

/** A signed-in person: the theme choice is in the account menu, not in the footer. */
export const StudentThemeChoice: Story = {
  args: {
    user: makeUser({ name: 'Maria da Silva', is_student: true }),
    themeChoice: <ThemeChoice value="dark" onChange={chooseTheme} />,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      within(canvas.getByRole('contentinfo')).queryByRole('group', { name: 'Tema' }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu da conta de Maria da Silva' }));
    const menu = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Menu da conta' }),
    );
    await waitFor(() => expect(menu.getByRole('radio', { name: 'Escuro' })).toBeChecked());
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
    await expectLinkTo(menuLinks, 'Meu perfil', '/eu/perfil');
    await waitFor(() => expect(menuLinks.getByRole('link', { name: 'Favoritos' })).toBeVisible());
    await expectLinkTo(menuLinks, 'Sair', '/logout');
    await expect(menuLinks.queryByRole('link', { name: 'Administração' })).toBeNull();
  },
};

/** A signed-in person while the menu's code loads: the trigger's look, nothing to press yet. */
export const MenuLoading: Story = {
  args: {
    user: makeUser({ name: 'Maria da Silva', is_student: true }),
    userMenu: () => use(new Promise<never>(() => {})),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Maria da Silva')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Menu da conta/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Aulas agendadas' })).toBeVisible();
  },
};

/** The splash layout: one centred card (e-mail verification). */
export const Splash: Story = {
  render: () => <SplashLayout homeHref="/">{page}</SplashLayout>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('Conteúdo da página');
    await expectLinkTo(canvas, 'Aula, início', '/');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeUser, NON_STUDENT_ACCOUNT_LINKS, shellHrefsFixture } from '../testing';
import { expectLinkTo } from '../testing/story-expect';
import { ThemeChoice } from './theme-choice';
import { UserMenu } from './user-menu';

const meta = {
  title: 'features/shell/UserMenu',
  component: UserMenu,
  args: {
    user: makeUser({ name: 'Maria da Silva', email: 'maria@aula.dev', is_student: true }),
    hrefs: shellHrefsFixture,
  },
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A student: who they are, every account page the side menu lists (issue 33: Assinaturas,
 * Dispositivos, Suporte, Favoritos and Acesso vitalício too) and "Sair"; a link closes the menu.
 */
export const Student: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Menu da conta de Maria da Silva' });
    await userEvent.click(trigger);
    const menu = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Menu da conta' }),
    );
    await waitFor(() => expect(menu.getByText('maria@aula.dev')).toBeVisible());
    await expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Meu perfil',
      'Segurança',
      'Dispositivos',
      'Assinaturas',
      'Suporte',
      'Favoritos',
      'Preferências',
      'Acesso vitalício',
      'Certificados',
      'Privacidade',
      'Sair',
    ]);
    await expectLinkTo(menu, 'Acesso vitalício', '/eu/acesso-vitalicio');
    menu
      .getByRole('link', { name: 'Meu perfil' })
      .addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(menu.getByRole('link', { name: 'Meu perfil' }));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * A long name (a student's full name): one line cut with "…" in the header, never a taller header;
 * the button's name and the menu have it whole.
 */
export const LongName: Story = {
  args: {
    user: makeUser({
      name: 'Maria Aparecida dos Santos Oliveira da Silva',
      email: 'maria@aula.dev',
      is_student: true,
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', {
      name: 'Menu da conta de Maria Aparecida dos Santos Oliveira da Silva',
    });
    const shown = canvasElement.querySelector<HTMLElement>('[data-header-name]');
    await expect(shown).not.toBeNull();
    // Wide enough to show it (sm and up): one line of the trigger's text, its end cut.
    if (canvasElement.ownerDocument.defaultView?.matchMedia('(min-width: 40rem)').matches) {
      const line = Number.parseFloat(getComputedStyle(shown as HTMLElement).lineHeight);
      await expect((shown as HTMLElement).getBoundingClientRect().height).toBeLessThanOrEqual(
        line + 1,
      );
      await expect((shown as HTMLElement).scrollWidth).toBeGreaterThan(
        (shown as HTMLElement).clientWidth,
      );
    }
    await userEvent.click(trigger);
    const menu = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Menu da conta' }),
    );
    await waitFor(() =>
      expect(menu.getByText('Maria Aparecida dos Santos Oliveira da Silva')).toBeVisible(),
    );
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
    await expectLinkTo(menu, 'Administração', '/admin');
    // The side menu's rule: the student-only pages are not offered, the others are (lifetime access
    // by order code is open to every account, ADR 031).
    await expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      ...NON_STUDENT_ACCOUNT_LINKS,
      'Administração',
      'Sair',
    ]);
    await expect(menu.queryByRole('link', { name: 'Favoritos' })).toBeNull();
  },
};

const chooseTheme = fn();

/** With the app's theme choice (ADR 027): "Tema" under the links; choosing keeps the menu open. */
export const WithThemeChoice: Story = {
  args: { themeChoice: <ThemeChoice value="system" onChange={chooseTheme} /> },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Menu da conta de Maria da Silva' });
    await userEvent.click(trigger);
    const menu = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Menu da conta' }),
    );
    await waitFor(() => expect(menu.getByRole('radio', { name: 'Sistema' })).toBeChecked());
    await userEvent.click(menu.getByText('Claro'));
    await expect(chooseTheme).toHaveBeenCalledWith('light');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NON_STUDENT_ACCOUNT_LINKS } from '../../testing';
import { expectLinkTo } from '../../testing/story-expect';
import { ACCOUNT_PAGES, type AccountHrefs, AccountLayout } from './account-layout';

const hrefs = Object.fromEntries(
  ACCOUNT_PAGES.map((page) => [page.name, `/eu/${page.name.slice(3)}`]),
) as AccountHrefs;

const meta = {
  title: 'features/account/AccountLayout',
  component: AccountLayout,
  args: {
    user: { is_student: true },
    hrefs,
    current: 'eu-perfil',
    onNavigate: fn(),
    children: <h1 className="text-2xl font-bold">Conteúdo da página</h1>,
  },
} satisfies Meta<typeof AccountLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const navOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Minha conta' }));

/** A student sees all nine pages; the one shown is the current one. */
export const Student: Story = {
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    await expect(nav.getAllByRole('link')).toHaveLength(10);
    await expectLinkTo(nav, 'Favoritos', '/eu/favoritos');
    await expect(nav.getByRole('link', { name: 'Meu perfil' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Segurança' })).not.toHaveAttribute('aria-current');
  },
};

/**
 * Someone who is not a student does not see the student-only pages; "Acesso vitalício" stays, as
 * an order code is how a buyer becomes a student (ADR 031).
 */
export const NonStudent: Story = {
  args: { user: { is_student: false } },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      ...NON_STUDENT_ACCOUNT_LINKS,
    ]);
  },
};

const currentStory = (name: (typeof ACCOUNT_PAGES)[number]['name']): Story => {
  const page = ACCOUNT_PAGES.find((candidate) => candidate.name === name);
  return {
    args: { current: name },
    play: async ({ canvasElement }) => {
      const nav = navOf(canvasElement);
      const current = nav.getByRole('link', { current: 'page' });
      await expect(current).toHaveTextContent(page?.label ?? '');
      await expect(nav.getAllByRole('link').filter((link) => link.ariaCurrent)).toHaveLength(1);
    },
  };
};

export const CurrentPerfil = currentStory('eu-perfil');
export const CurrentSeguranca = currentStory('eu-seguranca');
export const CurrentDispositivos = currentStory('eu-dispositivos');
export const CurrentAssinaturas = currentStory('eu-assinaturas');
export const CurrentSuporte = currentStory('eu-suporte');
export const CurrentFavoritos = currentStory('eu-favoritos');
export const CurrentPreferencias = currentStory('eu-preferencias');
export const CurrentAcessoVitalicio = currentStory('eu-acesso-vitalicio');

/** On a phone: a compact selector instead of the side navigation. */
export const Mobile: Story = {
  args: { current: 'eu-favoritos' },
  parameters: { testViewport: { width: 375, height: 720 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Minha conta' })).toBeNull();
    const select = canvas.getByRole('combobox', { name: 'Página da conta' });
    await expect(select).toHaveValue('eu-favoritos');
    await userEvent.selectOptions(select, 'eu-preferencias');
    await expect(args.onNavigate).toHaveBeenCalledWith('/eu/preferencias');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loadingStory } from '../../shared/query-state.story-helpers';
import { csrfCookieHandler, mockEndpoint, mockState, mswParameters } from '../../testing';
import { expectLinkTo } from '../../testing/story-expect';
import { noLifetime, python, withLifetime } from './fixtures';
import { LifetimeAccess } from './lifetime-access';

const claimed = {
  product: python,
  status: 'lifetime',
  provider: 'order',
  started_at: '2026-11-21T14:00:00.000Z',
  ends_at: null,
  days_left: null,
} as const;

/** Every story's answers; a story puts its own first (msw takes the first match). */
const base = [
  csrfCookieHandler,
  mockEndpoint('getLifetimeAccess', { data: noLifetime }),
  mockEndpoint('lookupLifetimeOrder', { data: { product: python, already_lifetime: false } }),
  mockEndpoint('claimLifetimeOrder', { data: claimed }),
];

const meta = {
  title: 'features/account/LifetimeAccess',
  component: LifetimeAccess,
  args: { subscriptionsHref: '/eu/assinaturas' },
  parameters: { msw: { handlers: base } },
} satisfies Meta<typeof LifetimeAccess>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No lifetime access yet; the claim starts at its first step. */
export const NoLifetimeAccess: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Você ainda não tem acesso vitalício/)).toBeVisible();
    await expect(canvas.getByLabelText('Código do pedido')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Etapas do resgate' })).toBeVisible();
  },
};

export const HasLifetimeAccess: Story = {
  parameters: mswParameters(mockEndpoint('getLifetimeAccess', { data: withLifetime }), ...base),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Você tem acesso vitalício a' }),
    ).toBeVisible();
    await expect(canvas.getByText('Dados com Python')).toBeVisible();
    await expect(canvas.getByText('vitalícia')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(
  [mockState.loading('getLifetimeAccess'), ...base],
  'Carregando seu acesso vitalício…',
);

export const LoadFailed: Story = {
  parameters: mswParameters(mockState.serverErrorHtml('getLifetimeAccess'), ...base),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Não foi possível carregar seu acesso vitalício.'),
    ).toBeVisible();
  },
};

/** Code → the product it grants → confirmed → success, with a link to the subscriptions. */
export const Claim: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Código do pedido'), 'AULA-VITALICIA-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(
      await canvas.findByText(/Este código libera acesso vitalício a/),
    ).toHaveTextContent('Dados com Python');
    await userEvent.click(canvas.getByRole('button', { name: 'Resgatar acesso vitalício' }));
    await expect(
      await canvas.findByText('Pronto! Você tem acesso vitalício a Dados com Python.'),
    ).toBeVisible();
    await expectLinkTo(canvas, 'Ver minhas assinaturas', '/eu/assinaturas');
  },
};

/** Back from the confirmation keeps the typed code. */
export const BackKeepsTheCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Código do pedido'), 'AULA-VITALICIA-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Voltar' }));
    await expect(await canvas.findByLabelText('Código do pedido')).toHaveValue(
      'AULA-VITALICIA-2026',
    );
  },
};

export const OrderNotFound: Story = {
  parameters: mswParameters(
    mockState.error('lookupLifetimeOrder', 404, 'OrderNotFoundException'),
    ...base,
  ),
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByLabelText('Código do pedido');
    await userEvent.type(field, 'NAO-EXISTE-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(await canvas.findByText('O pedido não existe.')).toBeVisible();
    await expect(field).toHaveValue('NAO-EXISTE-1');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The client's own rules, before any request. */
export const InvalidCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Código do pedido'), 'ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(
      await canvas.findByText('Código do pedido deve ter no mínimo 4 caracteres.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/Este código libera/)).toBeNull();
  },
};

export const AlreadyLifetime: Story = {
  parameters: mswParameters(
    mockEndpoint('lookupLifetimeOrder', { data: { product: python, already_lifetime: true } }),
    ...base,
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Código do pedido'), 'AULA-VITALICIA-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(
      await canvas.findByText('Você já tem acesso vitalício a Dados com Python.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resgatar acesso vitalício' })).toBeDisabled();
  },
};

/** The code was used in the meantime: the claim says so and the step stays. */
export const ClaimFails: Story = {
  parameters: mswParameters(
    mockState.error('claimLifetimeOrder', 404, 'OrderNotFoundException'),
    ...base,
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Código do pedido'), 'AULA-VITALICIA-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Resgatar acesso vitalício' }));
    await expect(await canvas.findByText('O pedido não existe.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeEnabled();
  },
};

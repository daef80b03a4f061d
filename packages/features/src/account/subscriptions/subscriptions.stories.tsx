import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadErrorStory } from '../../shared/query-state.story-helpers';
import { mockEndpoint, mockState, mswParameters } from '../../testing';
import { expectLinkTo } from '../../testing/story-expect';
import { everyStatus, frontEndOffer, python, pythonOffer } from './fixtures';
import { Subscriptions } from './subscriptions';

const meta = {
  title: 'features/account/Subscriptions',
  component: Subscriptions,
  args: { catalogueHref: '/' },
  parameters: mswParameters(
    mockEndpoint('listSubscriptions', { data: everyStatus }),
    mockEndpoint('subscriptionOffer', { data: frontEndOffer }),
  ),
} satisfies Meta<typeof Subscriptions>;
export default meta;
type Story = StoryObj<typeof meta>;

const item = (canvas: ReturnType<typeof within>, title: string) =>
  within(canvas.getByRole('listitem', { name: title }));

/** Every status as its pt-BR badge, the provider, the dates, and the days left when ending soon. */
export const EveryStatus: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Assinaturas' })).toBeVisible();
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(6);
    const front = item(canvas, 'Formação Front-end');
    await expect(front.getByText('ativa')).toBeVisible();
    await expect(front.getByText('Hotmart')).toBeVisible();
    await expect(front.getByText('Termina em 20 dias')).toBeVisible();
    const career = item(canvas, 'Carreira em tecnologia');
    await expect(career.getByText('em teste')).toBeVisible();
    await expect(career.getByText('Termina em 1 dia')).toBeVisible();
    const lifetime = item(canvas, 'Dados com Python');
    await expect(lifetime.getByText('vitalícia')).toBeVisible();
    await expect(lifetime.getByText('sem data de término')).toBeVisible();
    await expect(lifetime.queryByText(/Termina/)).toBeNull();
    await expect(item(canvas, 'Inglês para devs').getByText('pagamento pendente')).toBeVisible();
    await expect(item(canvas, 'Design de interfaces').getByText('cancelada')).toBeVisible();
    const expired = item(canvas, 'DevOps essencial');
    await expect(expired.getByText('expirada')).toBeVisible();
    await expect(expired.getByText('Equipe Aula')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /Como assinar/ })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: mswParameters(mockState.empty('listSubscriptions')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Você ainda não tem assinaturas')).toBeVisible();
    await expectLinkTo(canvas, 'Ver o catálogo', '/');
  },
};

export const Loading: Story = {
  parameters: mswParameters(mockState.loading('listSubscriptions')),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando assinaturas…')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Assinaturas' })).toBeVisible();
  },
};

export const LoadFailed: Story = loadErrorStory(
  [mockState.serverErrorHtml('listSubscriptions')],
  'Não foi possível carregar suas assinaturas.',
);

/** From the player's enroll call-to-action, for a product with its own offer page. */
export const HighlightWithOffer: Story = {
  args: { highlight: 'formacao-front-end' },
  parameters: mswParameters(
    mockEndpoint('listSubscriptions', { data: [] }),
    mockEndpoint('subscriptionOffer', { data: frontEndOffer }),
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Como assinar Formação Front-end' }),
    ).toBeVisible();
    await expectLinkTo(
      canvas,
      'Ver oferta de Formação Front-end',
      'https://pay.hotmart.com/F73521948K',
    );
  },
};

/** A product without an offer page: the support contact; its expired row is marked. */
export const HighlightSupportContact: Story = {
  args: { highlight: 'dados-com-python' },
  parameters: mswParameters(
    mockEndpoint('listSubscriptions', {
      data: [
        {
          product: python,
          status: 'expired',
          provider: 'stripe',
          started_at: '2025-10-01T12:00:00.000Z',
          ends_at: '2026-10-01T12:00:00.000Z',
          days_left: null,
        },
      ],
    }),
    mockEndpoint('subscriptionOffer', { data: pythonOffer }),
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Como assinar Dados com Python' }),
    ).toBeVisible();
    await expectLinkTo(canvas, 'suporte@aula.dev', 'mailto:suporte@aula.dev');
    await expect(canvas.getByRole('listitem', { name: 'Dados com Python' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** The highlighted product is already the viewer's: said so, no offer. */
export const HighlightAlreadySubscribed: Story = {
  args: { highlight: 'dados-com-python' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Você já tem acesso a Dados com Python.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /Como assinar/ })).toBeNull();
  },
};

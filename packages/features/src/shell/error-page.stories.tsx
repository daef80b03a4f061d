import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expectLinkTo } from '../testing/story-expect';
import { ErrorPage } from './error-page';

const meta = {
  title: 'features/shell/ErrorPage',
  component: ErrorPage,
  args: { homeHref: '/' },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A path that matches nothing: "Página não encontrada" and `Página não encontrada: {path}`. */
export const NotFound: Story = {
  args: { status: 404, path: '/nao/existe' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Página não encontrada',
    );
    await expect(canvas.getByText('Página não encontrada: /nao/existe')).toBeVisible();
    await expect(canvas.queryByText(/Page Not Found/i)).toBeNull();
    await expectLinkTo(canvas, 'Voltar para o início', '/');
  },
};

/** No status given: 500, "Erro interno do servidor", pt-BR help and a way home. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('500')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Erro interno do servidor',
    );
    await expect(canvas.queryByText(/Internal Server Error/i)).toBeNull();
    await expect(canvas.getByText(/Algo deu errado do nosso lado/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

/** Another status reads its own pt-BR title (503: "Serviço indisponível"); a retry is offered. */
export const WithRetry: Story = {
  args: { status: 503, onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Serviço indisponível',
    );
    await expect(canvas.queryByText(/Service Unavailable|Internal Server Error/i)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A status without its own title falls back to its class, still in pt-BR. */
export const OtherStatus: Story = {
  args: { status: 418 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('418')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Não foi possível abrir a página',
    );
  },
};

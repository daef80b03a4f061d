import { ApiError } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadError } from './load-error';

const meta = {
  title: 'features/forms/LoadError',
  component: LoadError,
  args: { title: 'Não foi possível carregar os cursos.', onRetry: fn() },
} satisfies Meta<typeof LoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An API error: its pt-BR message under the title, and a retry. */
export const ServerError: Story = {
  args: {
    error: new ApiError({
      code: 'ServerErrorException',
      status: 500,
      message: 'Algo deu errado no sistema. Tente novamente em instantes.',
    }),
  },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar os cursos.');
    await expect(alert).toHaveTextContent('Algo deu errado no sistema.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Anything that is not an API error reads as an unexpected answer, never as a raw message. */
export const UnexpectedError: Story = {
  args: { error: new TypeError('Cannot read properties of undefined') },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('O servidor enviou uma resposta inesperada.');
    await expect(alert).not.toHaveTextContent('Cannot read');
  },
};

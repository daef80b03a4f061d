import type { ErrorCode } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { csrfCookieHandler, meHandlers, mockEndpoint, mockState, mswParameters } from '../testing';
import { expectLinkTo } from '../testing/story-expect';
import { VerifyEmail } from './verify-email';

const base = [csrfCookieHandler, meHandlers.guest()];
const meta = {
  title: 'features/auth/VerifyEmail',
  component: VerifyEmail,
  args: { token: 'token-de-verificacao-123', continueHref: '/' },
  parameters: mswParameters(...base, mockEndpoint('verifyEmail')),
} satisfies Meta<typeof VerifyEmail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('E-mail verificado!')).toBeVisible();
    await expectLinkTo(canvas, 'Continuar para a Aula', '/');
  },
};

export const Verifying: Story = {
  parameters: mswParameters(...base, mockState.loading('verifyEmail')),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verificando seu e-mail…')).toBeVisible();
  },
};

/** `verifyEmail` answers `status` with `code`: the page says `message`. */
const refusedStory = (status: number, code: ErrorCode, message: string): Story => ({
  parameters: mswParameters(...base, mockState.error('verifyEmail', status, code)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(message)).toBeVisible();
  },
});

export const AlreadyVerified = refusedStory(
  409,
  'EmailAlreadyVerifiedException',
  'Este e-mail já foi verificado.',
);

export const InvalidToken = refusedStory(
  422,
  'InvalidConfirmationToken',
  'Link de verificação inválido.',
);

/** A failure that is not about the token: a retry that sends it again. */
export const ServerError: Story = {
  args: { continueHref: '/', token: 'token-de-verificacao-123' },
  parameters: mswParameters(...base, mockState.serverErrorHtml('verifyEmail')),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Não foi possível verificar seu e-mail.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar de novo' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }));
    await expect(await canvas.findByText('Não foi possível verificar seu e-mail.')).toBeVisible();
  },
};

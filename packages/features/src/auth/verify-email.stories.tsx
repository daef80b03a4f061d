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

export const AlreadyVerified: Story = {
  parameters: mswParameters(
    ...base,
    mockState.error('verifyEmail', 409, 'EmailAlreadyVerifiedException'),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Este e-mail já foi verificado.')).toBeVisible();
  },
};

export const InvalidToken: Story = {
  parameters: mswParameters(
    ...base,
    mockState.error('verifyEmail', 422, 'InvalidConfirmationToken'),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Link de verificação inválido.')).toBeVisible();
  },
};

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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { codeSent, csrfCookieHandler, mockEndpoint, mswParameters } from '../../testing';
import { PasswordChange } from './password-change';

const EMAIL = 'maria.silva@exemplo.com.br';

const meta = {
  title: 'features/account/PasswordChange',
  component: PasswordChange,
  args: { email: EMAIL },
  parameters: mswParameters(
    csrfCookieHandler,
    mockEndpoint('requestPasswordChangeCode', { data: codeSent(EMAIL) }),
    mockEndpoint('changePassword'),
  ),
} satisfies Meta<typeof PasswordChange>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: where the code will go. (Every error state: AccountSecurity.) */
export const Start: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(EMAIL)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Etapa 1 de 2: Pedir código' })).toBeVisible();
  },
};

/** Step 2, then Back keeps the flow at its start. */
export const NewPasswordStepAndBack: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await expect(await canvas.findByLabelText('Nova senha')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(await canvas.findByRole('button', { name: 'Enviar código' })).toBeVisible();
  },
};

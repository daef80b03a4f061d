import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { codeSent, csrfCookieHandler, mockEndpoint, mockState, mswParameters } from '../../testing';
import { EmailChange } from './email-change';

const EMAIL = 'maria.silva@exemplo.com.br';
const base = [csrfCookieHandler, mockEndpoint('requestEmailChangeCode', { data: codeSent(EMAIL) })];

const meta = {
  title: 'features/account/EmailChange',
  component: EmailChange,
  args: { currentEmail: EMAIL },
  parameters: { msw: { handlers: base } },
} satisfies Meta<typeof EmailChange>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 before sending: the current address and the button. (The whole flow: AccountSecurity.) */
export const Start: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(EMAIL)).toBeVisible();
    await expect(
      canvas.getByRole('group', { name: 'Etapa 1 de 3: Confirmar que é você' }),
    ).toBeVisible();
  },
};

/** The code was sent: the PinInput and the countdown. */
export const CodeSent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await expect(await canvas.findByRole('textbox', { name: 'Código' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Reenviar código em \d+ s/ })).toBeDisabled();
  },
};

export const SendFails: Story = {
  parameters: mswParameters(mockState.networkError('requestEmailChangeCode'), ...base),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar código' })).toBeEnabled();
  },
};

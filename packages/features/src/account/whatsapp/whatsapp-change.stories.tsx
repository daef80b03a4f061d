import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  codeSent,
  errorResponse,
  makeUser,
  meHandlers,
  mockEndpoint,
  mockState,
  mswParameters,
  signedIn,
} from '../../testing';
import { inMain } from '../../testing/story-frames';
import { WhatsappChange, whatsappMessages } from './whatsapp-change';

const user = makeUser({ id: 7, whatsapp: null });

const base = [
  ...signedIn(user),
  mockEndpoint('requestWhatsappChange', { data: codeSent('+55 (21) 98765-4321') }),
  mockEndpoint('confirmWhatsappChange', { data: { ...user, whatsapp: '5521987654321' } }),
];

const meta = {
  title: 'features/account/WhatsappChange',
  component: WhatsappChange,
  parameters: mswParameters(...base),
  decorators: [inMain()],
} satisfies Meta<typeof WhatsappChange>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const numberField = (canvas: Canvas) =>
  canvas.findByRole('textbox', { name: 'Número do WhatsApp' });

/** No number yet; the mask formats as the person types. */
export const NoNumberYet: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText('Você ainda não cadastrou um número de WhatsApp.'),
    ).toBeVisible();
    const field = await numberField(canvas);
    await userEvent.type(field, '21987654321');
    await expect(field).toHaveValue('+55 (21) 98765-4321');
  },
};

export const HasANumber: Story = {
  parameters: mswParameters(meHandlers.user({ ...user, whatsapp: '5511912345678' }), ...base),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('+55 (11) 91234-5678')).toBeVisible();
  },
};

/** Number → PIN → confirmation; the new number is shown. */
export const ChangeSucceeds: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await numberField(canvas), '21987654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar PIN' }));
    const pin = await canvas.findByRole('textbox', { name: 'PIN' });
    await expect(canvas.getByText('+55 (21) 98765-4321')).toBeVisible();
    await userEvent.click(pin);
    await userEvent.paste('123456');
    await expect(await canvas.findByText('Número confirmado')).toBeVisible();
    await expect(canvas.getByText(/Seu WhatsApp agora é \+55 \(21\) 98765-4321/)).toBeVisible();
  },
};

/** The client refuses a DDD that does not exist and a landline, before any request. */
export const InvalidNumber: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await numberField(canvas);
    await userEvent.type(field, '20987654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar PIN' }));
    await expect(await canvas.findByText(/Este DDD não existe/)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '1131234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar PIN' }));
    await expect(await canvas.findByText(/Informe um número de celular/)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerSaysNotWhatsapp: Story = {
  parameters: mswParameters(
    mockState.refused(
      'requestWhatsappChange',
      'InvalidWhatsappNumberException',
      'whatsapp',
      'Este não é um número de WhatsApp.',
    ),
    ...base,
  ),
  play: async ({ canvas, userEvent }) => {
    const field = await numberField(canvas);
    await userEvent.type(field, '21987654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar PIN' }));
    await expect(await canvas.findByText('Este não é um número de WhatsApp.')).toBeVisible();
    await expect(field).toHaveValue('+55 (21) 98765-4321');
  },
};

export const AlreadyRegistered: Story = {
  parameters: mswParameters(
    mockState.refused(
      'requestWhatsappChange',
      'OwnWhatsappNotAllowedException',
      'whatsapp',
      'Este número de WhatsApp já está cadastrado.',
    ),
    ...base,
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await numberField(canvas), '21987654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar PIN' }));
    await expect(
      await canvas.findByText('Este número de WhatsApp já está cadastrado.'),
    ).toBeVisible();
  },
};

/** PIN checks the server was asked for in the story (one wrong PIN must cost one try). */
let pinChecks = 0;

/**
 * A wrong PIN: the sentence on the field, the boxes emptied with the first focused, and the
 * button does not send the same PIN again: one request, one of the five tries.
 */
export const WrongPin: Story = {
  beforeEach: () => {
    pinChecks = 0;
  },
  parameters: mswParameters(
    mockEndpoint('confirmWhatsappChange', () => {
      pinChecks += 1;
      return errorResponse(422, 'InvalidWhatsappChangeCodeException', {
        errors: { code: ['O código informado está incorreto. Restam 4 tentativas.'] },
      });
    }),
    ...base,
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await numberField(canvas), '21987654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar PIN' }));
    const pin = await canvas.findByRole('textbox', { name: 'PIN' });
    await userEvent.click(pin);
    await userEvent.paste('000000');
    await expect(
      await canvas.findByText('O código informado está incorreto. Restam 4 tentativas.'),
    ).toBeVisible();
    await waitFor(() => expect(pin).toHaveValue(''));
    await waitFor(() => expect(pin).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar número' }));
    await expect(await canvas.findByText('Informe os 6 dígitos do código.')).toBeVisible();
    await expect(pinChecks).toBe(1);
  },
};

/** A PIN still waiting on the server (sent before a reload): the page opens at the PIN step. */
export const ResumesPendingPin: Story = {
  parameters: mswParameters(
    mockEndpoint('pendingWhatsappChange', {
      data: {
        ...codeSent('+55 (21) 98765-4321'),
        resend_in: 0,
        whatsapp: '+55 (21) 98765-4321',
      },
    }),
    ...base,
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('textbox', { name: 'PIN' })).toBeVisible();
    await expect(canvas.getByText('+55 (21) 98765-4321')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Número do WhatsApp' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Usar outro número' }));
    await waitFor(async () => expect(await numberField(canvas)).toHaveValue('+55 (21) 98765-4321'));
  },
};

/** A saved number can be removed, after a confirmation. */
export const RemoveNumber: Story = {
  parameters: mswParameters(
    meHandlers.user({ ...user, whatsapp: '5511912345678' }),
    mockEndpoint('removeWhatsapp', { data: { ...user, whatsapp: null } }),
    ...base,
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('+55 (11) 91234-5678')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: whatsappMessages.remove }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(whatsappMessages.removeTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: whatsappMessages.remove }));
    await expect(await canvas.findByText(whatsappMessages.removed)).toBeVisible();
    await expect(
      await canvas.findByText('Você ainda não cadastrou um número de WhatsApp.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: whatsappMessages.remove })).toBeNull();
  },
};

/** The removal failed: the dialog stays for a retry, the reason is said, the number kept. */
export const RemoveNumberFails: Story = {
  parameters: mswParameters(
    meHandlers.user({ ...user, whatsapp: '5511912345678' }),
    mockEndpoint('removeWhatsapp', () =>
      errorResponse(500, 'ServerErrorException', { message: 'Algo deu errado no sistema.' }),
    ),
    ...base,
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: whatsappMessages.remove }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: whatsappMessages.remove }));
    await expect(
      await canvas.findByText(/^Não foi possível remover o número: /),
    ).toBeInTheDocument();
    await expect(canvas.getByText('+55 (11) 91234-5678')).toBeVisible();
  },
};

/** "Usar outro número" goes back with the number kept. */
export const BackKeepsTheNumber: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await numberField(canvas), '21987654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar PIN' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Usar outro número' }));
    await waitFor(async () => expect(await numberField(canvas)).toHaveValue('+55 (21) 98765-4321'));
  },
};

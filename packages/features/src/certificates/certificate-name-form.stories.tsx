import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { errorResponse, mockEndpoint, mswParameters, signedIn } from '../testing';
import { CertificateNameForm } from './certificate-name-form';
import { makeMyCertificates } from './fixtures';
import { certificateMessages as m } from './messages';

const meta = {
  title: 'features/certificates/CertificateNameForm',
  component: CertificateNameForm,
  args: { suggestedName: 'Maria Silva' },
  parameters: mswParameters(...signedIn()),
} satisfies Meta<typeof CertificateNameForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The account's name proposed; confirming it sends exactly what is in the field. */
export const Confirms: Story = {
  parameters: mswParameters(
    ...signedIn(),
    mockEndpoint('confirmCertificateName', async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      return name === 'Maria Silva Souza'
        ? { data: makeMyCertificates({ certificate_name: name }) }
        : errorResponse(422, 'ValidationException');
    }),
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: m.nameLabel });
    await expect(field).toHaveValue('Maria Silva');
    await userEvent.type(field, ' Souza');
    await userEvent.click(canvas.getByRole('button', { name: m.nameConfirm }));
    await expect(await canvas.findByText(m.nameConfirmed)).toBeVisible();
  },
};

/** An empty name is refused in pt-BR before any request, and the field keeps the focus. */
export const EmptyName: Story = {
  parameters: mswParameters(
    ...signedIn(),
    mockEndpoint('confirmCertificateName', () => {
      throw new Error('sent an empty name');
    }),
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: m.nameLabel });
    await userEvent.clear(field);
    await userEvent.click(canvas.getByRole('button', { name: m.nameConfirm }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText(m.nameConfirmed)).toBeNull();
  },
};

/** The server refuses the name: its pt-BR message on the field, what was typed kept. */
export const ServerRefuses: Story = {
  parameters: mswParameters(
    ...signedIn(),
    mockEndpoint('confirmCertificateName', () =>
      errorResponse(422, 'ValidationException', {
        errors: { name: ['Informe o nome completo, com nome e sobrenome.'] },
      }),
    ),
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: m.nameLabel });
    await userEvent.clear(field);
    await userEvent.type(field, 'Maria Silva Souza');
    await userEvent.click(canvas.getByRole('button', { name: m.nameConfirm }));
    await expect(
      await canvas.findByText('Informe o nome completo, com nome e sobrenome.'),
    ).toBeVisible();
    await expect(field).toHaveValue('Maria Silva Souza');
  },
};

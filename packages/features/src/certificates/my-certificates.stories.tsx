import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorResponse, mockEndpoint, mswParameters, signedIn } from '../testing';
import { expectLinkTo } from '../testing/story-expect';
import { awaitingCertificate, makeMyCertificate, makeMyCertificates } from './fixtures';
import { certificateMessages as m } from './messages';
import { MyCertificates } from './my-certificates';

const XSS = '<img src=x onerror=alert(1)>';
const listed = (data = makeMyCertificates()) => mockEndpoint('myCertificates', { data });

const meta = {
  title: 'features/certificates/MyCertificates',
  component: MyCertificates,
  args: {
    pdfHref: (id: number) => `/api/me/certificates/${id}/pdf`,
    verifyHref: (code: string) => `/certificados/${code}`,
  },
  parameters: mswParameters(...signedIn(), listed()),
} satisfies Meta<typeof MyCertificates>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A certificate ready: its course, date written out, hours, code, the download and its page. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: m.pageTitle })).toBeVisible();
    const card = within(await canvas.findByTestId('certificate'));
    await expect(card.getByText(m.valid)).toBeVisible();
    await expect(card.getByText('Concluído em 20 de novembro de 2026')).toBeVisible();
    await expect(card.getByText('Carga horária: 12 horas')).toBeVisible();
    await expect(card.getByText('Código: 7KQ2-M4XA-PZ3C-WB6D')).toBeVisible();
    await expectLinkTo(card, m.downloadOf('React do zero'), '/api/me/certificates/501/pdf');
    await expectLinkTo(card, m.verifyOf('React do zero'), '/certificados/7KQ2-M4XA-PZ3C-WB6D');
    await expect(canvas.queryByRole('form', { name: m.nameTitle })).toBeNull();
  },
};

/** Not yet: no certificate; the name can be confirmed ahead of the first one. */
export const NotYet: Story = {
  parameters: mswParameters(
    ...signedIn(),
    listed(makeMyCertificates({ certificate_name: null, certificates: [] })),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.empty)).toBeVisible();
    await expect(canvas.getByRole('form', { name: m.nameTitle })).toBeVisible();
  },
};

/**
 * Awaiting the name: the form proposes the account's name; confirming issues the certificate
 * (the list is read again).
 */
export const NameConfirmation: Story = {
  parameters: mswParameters(
    ...signedIn(),
    mockEndpoint('confirmCertificateName', {
      data: makeMyCertificates({
        certificates: [awaitingCertificate({ status: 'valid', code: 'ABCD-EFGH-JKLM-NPQR' })],
      }),
    }),
    listed(
      makeMyCertificates({
        certificate_name: null,
        suggested_name: 'Maria Silva',
        certificates: [awaitingCertificate()],
      }),
    ),
  ),
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: m.nameTitle });
    await expect(within(form).getByText(m.nameIntro)).toBeVisible();
    await expect(canvas.getByText(m.awaiting)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Baixar/ })).toBeNull();
    const input = within(form).getByLabelText(m.nameLabel);
    await expect(input).toHaveValue('Maria Silva');
    await userEvent.clear(input);
    await userEvent.click(within(form).getByRole('button', { name: m.nameConfirm }));
    await expect(await within(form).findByText(/obrigatório/i)).toBeVisible();
    await userEvent.type(input, 'Maria Aparecida da Silva');
    await userEvent.click(within(form).getByRole('button', { name: m.nameConfirm }));
    await expect(await canvas.findByText(m.nameConfirmed)).toBeVisible();
  },
};

/**
 * A name confirmed before, changed for the certificates still to come: "Alterar nome" opens the
 * form with it; cancelling leaves it; saving closes the form and says issued ones keep theirs.
 */
export const ChangeName: Story = {
  parameters: mswParameters(
    ...signedIn(),
    listed(),
    mockEndpoint('confirmCertificateName', async ({ request }) => ({
      data: makeMyCertificates({
        certificate_name: ((await request.json()) as { name: string }).name,
      }),
    })),
  ),
  play: async ({ canvas }) => {
    const current = await canvas.findByText(/^Nome nos próximos certificados: /);
    const name = current.textContent?.replace('Nome nos próximos certificados: ', '') ?? '';
    await userEvent.click(canvas.getByRole('button', { name: m.nameChange }));
    let form = await canvas.findByRole('form', { name: m.nameChangeTitle });
    await expect(within(form).getByText(m.nameChangeIntro)).toBeVisible();
    await expect(within(form).getByLabelText(m.nameLabel)).toHaveValue(name);
    await expect(within(form).getByLabelText(m.nameLabel)).toHaveFocus();
    await userEvent.click(within(form).getByRole('button', { name: m.nameCancel }));
    await expect(canvas.queryByRole('form', { name: m.nameChangeTitle })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: m.nameChange })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: m.nameChange }));
    form = await canvas.findByRole('form', { name: m.nameChangeTitle });
    const input = within(form).getByLabelText(m.nameLabel);
    await userEvent.clear(input);
    await userEvent.type(input, 'Maria Aparecida Souza');
    await userEvent.click(within(form).getByRole('button', { name: m.nameSave }));
    await expect(await canvas.findByText(m.nameChanged)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: m.nameChangeTitle })).toBeNull();
    // After saving too (the list read again meanwhile).
    await waitFor(() => expect(canvas.getByRole('button', { name: m.nameChange })).toHaveFocus());
    // The certificate already issued keeps the name it was issued with.
    await expect(
      within(canvas.getByTestId('certificate')).queryByText('Maria Aparecida Souza'),
    ).toBeNull();
  },
};

/** Revoked: marked so, with the date, and nothing to download. */
export const Revoked: Story = {
  parameters: mswParameters(
    ...signedIn(),
    listed(
      makeMyCertificates({
        certificates: [
          makeMyCertificate({ status: 'revoked', revoked_at: '2026-11-24T12:00:00.000Z' }),
        ],
      }),
    ),
  ),
  play: async ({ canvas }) => {
    const card = within(await canvas.findByTestId('certificate'));
    await expect(card.getByText(m.revoked)).toBeVisible();
    await expect(card.getByText('Revogado em 24 de novembro de 2026')).toBeVisible();
    await expect(card.queryByRole('link')).toBeNull();
  },
};

/** A name with markup is text, never HTML. */
export const NameAsText: Story = {
  parameters: mswParameters(
    ...signedIn(),
    listed(
      makeMyCertificates({
        certificate_name: XSS,
        certificates: [makeMyCertificate({ full_name: XSS })],
      }),
    ),
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(XSS)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** The list failed: the error and "Tentar de novo". */
export const LoadFailed: Story = {
  parameters: mswParameters(
    ...signedIn(),
    mockEndpoint('myCertificates', () => errorResponse(500, 'ServerErrorException')),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.loadError)).toBeVisible();
  },
};

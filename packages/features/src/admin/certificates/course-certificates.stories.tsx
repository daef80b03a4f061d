import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { makeAdminCertificate, makeCertificateSettings } from '../../certificates/fixtures';
import { FIXTURE_NOW, mockEndpoint, mswParameters, signedIn } from '../../testing';
import { CourseCertificates, adminCertificateMessages as m } from './course-certificates';

const XSS = '<img src=x onerror=alert(1)>';

const meta = {
  title: 'features/admin/CourseCertificates',
  component: CourseCertificates,
  args: { courseId: 1 },
  parameters: mswParameters(
    ...signedIn(),
    mockEndpoint('getCertificateSettings', { data: makeCertificateSettings() }),
    mockEndpoint('updateCertificateSettings', { data: makeCertificateSettings() }),
    mockEndpoint('listCourseCertificates', {
      data: [
        makeAdminCertificate(),
        makeAdminCertificate({ id: 502, full_name: XSS, code: 'ABCD-EFGH-JKLM-NPQR' }),
      ],
    }),
    mockEndpoint('revokeCertificate', {
      data: makeAdminCertificate({
        status: 'revoked',
        revoked_at: FIXTURE_NOW.toISOString(),
        revoked_reason: 'Emitido por engano.',
      }),
    }),
  ),
} satisfies Meta<typeof CourseCertificates>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The settings (on, hours with the proposal, signer) and the issued certificates. */
export const Settings: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = await canvas.findByRole('form', { name: m.title });
    await expect(within(form).getByRole('switch', { name: m.enabled })).toBeChecked();
    await expect(within(form).getByLabelText(m.hours)).toHaveValue('12');
    await expect(within(form).getByText(m.hoursHint(9))).toBeVisible();
    await expect(within(form).getByLabelText(m.signerName)).toHaveValue('Marta Ribeiro');
    const rows = await canvas.findAllByTestId('admin-certificate');
    await expect(rows).toHaveLength(2);
    await expect(within(rows[1] as HTMLElement).getByText(XSS)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Bad input: pt-BR messages on the fields, nothing typed lost; then a save. */
export const SettingsValidation: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: m.title });
    const hours = within(form).getByLabelText(m.hours);
    await userEvent.clear(hours);
    await userEvent.type(hours, 'dez');
    await userEvent.clear(within(form).getByLabelText(m.signerName));
    await userEvent.click(within(form).getByRole('button', { name: m.save }));
    await expect(
      await within(form).findByText('Informe a carga horária em horas inteiras, de 1 a 2000.'),
    ).toBeVisible();
    await expect(hours).toHaveValue('dez');
    await userEvent.clear(hours);
    await userEvent.type(hours, '10');
    // The signer's rule runs once the fields themselves pass (zod checks the object after them).
    await userEvent.click(within(form).getByRole('button', { name: m.save }));
    await expect(
      await within(form).findByText('Informe o nome de quem assina o certificado.'),
    ).toBeVisible();
    await userEvent.type(within(form).getByLabelText(m.signerName), 'Marta Ribeiro');
    await userEvent.click(within(form).getByRole('button', { name: m.save }));
    await expect(await within(form).findByText(m.saved)).toBeVisible();
  },
};

/** Revoking asks for a reason first; then says so. */
export const Revoke: Story = {
  play: async ({ canvas }) => {
    const [first] = await canvas.findAllByTestId('admin-certificate');
    const row = within(first as HTMLElement);
    await userEvent.click(
      row.getByRole('button', { name: m.revokeOf('Maria Aparecida da Silva') }),
    );
    await userEvent.click(row.getByRole('button', { name: m.confirmRevoke }));
    await expect(
      await row.findByText('Informe o motivo da revogação (ao menos 3 caracteres).'),
    ).toBeVisible();
    await userEvent.type(row.getByLabelText(m.reason), 'Emitido por engano.');
    await userEvent.click(row.getByRole('button', { name: m.confirmRevoke }));
    await expect(await row.findByText(m.revokedDone)).toBeVisible();
  },
};

/** None issued yet. */
export const EmptyList: Story = {
  parameters: mswParameters(
    ...signedIn(),
    mockEndpoint('getCertificateSettings', {
      data: makeCertificateSettings({
        enabled: false,
        hours: null,
        signer_name: '',
        signer_role: '',
      }),
    }),
    mockEndpoint('listCourseCertificates', { data: [] }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.listEmpty)).toBeVisible();
    const form = await canvas.findByRole('form', { name: m.title });
    await expect(within(form).getByLabelText(m.hours)).toHaveValue('9');
    await expect(within(form).getByRole('switch', { name: m.enabled })).not.toBeChecked();
  },
};

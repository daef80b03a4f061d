import {
  MALFORMED_CERTIFICATE_CODE_MESSAGE,
  UNKNOWN_CERTIFICATE_CODE_MESSAGE,
} from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { errorResponse, mockEndpoint, mswParameters } from '../testing';
import { CertificateVerification } from './certificate-verification';
import { makeVerification } from './fixtures';
import { verificationMessages as m } from './messages';

const PAGE = 'https://aula.dev/certificados/7KQ2-M4XA-PZ3C-WB6D';

const meta = {
  title: 'features/certificates/CertificateVerification',
  component: CertificateVerification,
  args: { code: '7KQ2-M4XA-PZ3C-WB6D', pageUrl: PAGE },
  parameters: mswParameters(mockEndpoint('verifyCertificate', { data: makeVerification() })),
} satisfies Meta<typeof CertificateVerification>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Valid: what the certificate states, never an e-mail, and "Adicionar ao LinkedIn". */
export const Valid: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(m.valid, { selector: 'p' })).toBeVisible();
    // Said once: no badge repeating the alert's title.
    await expect(canvas.getAllByText(m.valid)).toHaveLength(1);
    await expect(canvas.getByText('Maria Aparecida da Silva')).toBeVisible();
    await expect(canvas.getByText('React do zero')).toBeVisible();
    await expect(canvas.getByText('12 horas')).toBeVisible();
    await expect(canvas.getByText('20 de novembro de 2026')).toBeVisible();
    await expect(canvasElement.textContent).not.toContain('@');
    const linkedin = canvas.getByRole('link', { name: m.linkedin });
    const url = new URL(linkedin.getAttribute('href') ?? '');
    await expect(url.searchParams.get('certId')).toBe('7KQ2-M4XA-PZ3C-WB6D');
    await expect(url.searchParams.get('certUrl')).toBe(PAGE);
    await expect(url.searchParams.get('issueYear')).toBe('2026');
    // The Open Graph tags are the server's head (ADR 046), not the component's.
    await expect(canvasElement.ownerDocument.querySelector('meta[property^="og:"]')).toBeNull();
  },
};

/** Revoked: says so and when; no LinkedIn link. */
export const Revoked: Story = {
  parameters: mswParameters(
    mockEndpoint('verifyCertificate', {
      data: makeVerification({ status: 'revoked', revoked_at: '2026-11-24T12:00:00.000Z' }),
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.revoked, { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText(m.revokedText('24 de novembro de 2026'))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: m.linkedin })).toBeNull();
  },
};

/** The lookup's 404, with the API's message. */
const notFound = (message: string) =>
  mswParameters(
    mockEndpoint('verifyCertificate', () =>
      errorResponse(404, 'ServerErrorException', { message }),
    ),
  );

/** Unknown: says so in pt-BR (never the generic failure). */
export const Unknown: Story = {
  parameters: notFound(UNKNOWN_CERTIFICATE_CODE_MESSAGE),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.unknownTitle)).toBeVisible();
    await expect(canvas.getByText(UNKNOWN_CERTIFICATE_CODE_MESSAGE)).toBeVisible();
    await expect(canvas.queryByText(/Algo deu errado/)).toBeNull();
    await expect(canvas.queryByText(m.valid, { selector: 'p' })).toBeNull();
  },
};

/** Not a code at all (a link cut short, a typo): says so, and what a code looks like. */
export const Malformed: Story = {
  args: { code: 'abc', pageUrl: 'https://aula.dev/certificados/abc' },
  parameters: notFound(MALFORMED_CERTIFICATE_CODE_MESSAGE),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.malformedTitle)).toBeVisible();
    await expect(canvas.getByText(MALFORMED_CERTIFICATE_CODE_MESSAGE)).toBeVisible();
    await expect(canvas.queryByText(m.unknownTitle)).toBeNull();
  },
};

/** A name with markup is text, never HTML. */
export const NameAsText: Story = {
  parameters: mswParameters(
    mockEndpoint('verifyCertificate', {
      data: makeVerification({ full_name: '<img src=x onerror=alert(1)>' }),
    }),
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mockEndpoint, mswParameters } from '../testing';
import { expectLinkTo } from '../testing/story-expect';
import { CourseCertificateBanner } from './course-certificate-banner';
import { awaitingCertificate, makeMyCertificate } from './fixtures';
import { certificateMessages as m } from './messages';

const answer = (certificate: ReturnType<typeof makeMyCertificate> | null) =>
  mockEndpoint('courseCertificate', { data: { enabled: true, hours: 12, certificate } });

const meta = {
  title: 'features/certificates/CourseCertificateBanner',
  component: CourseCertificateBanner,
  args: {
    courseId: 1,
    courseTitle: 'React do zero',
    completed: true,
    links: {
      pdfHref: (id: number) => `/api/me/certificates/${id}/pdf`,
      verifyHref: (code: string) => `/certificados/${code}`,
      certificatesHref: '/eu/certificados',
    },
  },
  parameters: mswParameters(answer(makeMyCertificate())),
} satisfies Meta<typeof CourseCertificateBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: the congratulation with "Baixar certificado". */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.congratulations('React do zero'))).toBeVisible();
    await expectLinkTo(canvas, m.download, '/api/me/certificates/501/pdf');
  },
};

/** Awaiting the name: the way to confirm it, no download yet. */
export const AwaitingName: Story = {
  parameters: mswParameters(answer(awaitingCertificate())),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.congratulationsName)).toBeVisible();
    await expectLinkTo(canvas, m.nameConfirm, '/eu/certificados');
    await expect(canvas.queryByRole('link', { name: m.download })).toBeNull();
  },
};

/** Not yet complete: nothing is asked nor shown. */
export const NotYet: Story = {
  args: { completed: false },
  parameters: mswParameters(),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="course-certificate"]')).toBeNull();
  },
};

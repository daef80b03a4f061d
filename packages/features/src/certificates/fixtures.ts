import type {
  AdminCertificate,
  CertificateSettings,
  CertificateVerification,
  MyCertificate,
  MyCertificates,
} from '@aula/contract';

const COMPLETED = '2026-11-20T18:30:00.000Z';

/** A valid certificate of the viewer's (issue 38 §1). */
export function makeMyCertificate(overrides: Partial<MyCertificate> = {}): MyCertificate {
  return {
    id: 501,
    status: 'valid',
    code: '7KQ2-M4XA-PZ3C-WB6D',
    full_name: 'Maria Aparecida da Silva',
    course: { id: 1, slug: 'react-do-zero', title: 'React do zero' },
    hours: 12,
    completed_at: COMPLETED,
    issued_at: COMPLETED,
    revoked_at: null,
    ...overrides,
  };
}

/** One awaiting the name (no public code yet). */
export const awaitingCertificate = (overrides: Partial<MyCertificate> = {}) =>
  makeMyCertificate({
    id: 502,
    status: 'awaiting_name',
    code: null,
    full_name: null,
    issued_at: null,
    course: { id: 2, slug: 'sql-essencial', title: 'SQL essencial' },
    ...overrides,
  });

export function makeMyCertificates(overrides: Partial<MyCertificates> = {}): MyCertificates {
  return {
    certificate_name: 'Maria Aparecida da Silva',
    suggested_name: 'Maria Aparecida da Silva',
    certificates: [makeMyCertificate()],
    ...overrides,
  };
}

export function makeVerification(
  overrides: Partial<CertificateVerification> = {},
): CertificateVerification {
  return {
    code: '7KQ2-M4XA-PZ3C-WB6D',
    status: 'valid',
    full_name: 'Maria Aparecida da Silva',
    course_title: 'React do zero',
    hours: 12,
    completed_at: COMPLETED,
    issued_at: COMPLETED,
    revoked_at: null,
    school_name: 'Aula',
    signer_name: 'Marta Ribeiro',
    signer_role: 'Diretora de ensino',
    ...overrides,
  };
}

export function makeCertificateSettings(
  overrides: Partial<CertificateSettings> = {},
): CertificateSettings {
  return {
    enabled: true,
    hours: 12,
    signer_name: 'Marta Ribeiro',
    signer_role: 'Diretora de ensino',
    suggested_hours: 9,
    ...overrides,
  };
}

export function makeAdminCertificate(overrides: Partial<AdminCertificate> = {}): AdminCertificate {
  return {
    id: 501,
    status: 'valid',
    code: '7KQ2-M4XA-PZ3C-WB6D',
    full_name: 'Maria Aparecida da Silva',
    student: { id: 7, name: 'Maria Silva' },
    completed_at: COMPLETED,
    issued_at: COMPLETED,
    revoked_at: null,
    revoked_reason: null,
    ...overrides,
  };
}

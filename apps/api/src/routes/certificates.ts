import {
  CERTIFICATE_CODE_PATTERN,
  type CertificateSettings,
  certificatePagePath,
  MALFORMED_CERTIFICATE_CODE_MESSAGE,
  normalizeCertificateCode,
  SCHOOL_NAME,
  UNKNOWN_CERTIFICATE_CODE_MESSAGE,
} from '@aula/contract';
import type { Context } from 'hono';
import { type CertificateText, renderCertificatePdf } from '../certificates/pdf';
import type { Queryable } from '../db/database';
import type { AppEnv, Services } from '../env';
import { HttpError, notFound, unauthenticated } from '../http';
import { iso } from '../queries/catalog';
import {
  type CertificateRow,
  certificateByCode,
  certificateById,
  certificateOf,
  certificatesOfCourse,
  certificatesOfUser,
  suggestedHours,
  toAdminCertificate,
  toMyCertificate,
} from '../queries/certificates';
import { courseNotFound } from './admin-guards';
import type { Handlers } from './define';

/** Hono's route of the PDF (`CERTIFICATE_PDF_PATH`). */
export const CERTIFICATE_PDF_ROUTE = '/api/me/certificates/:id/pdf';

const certificateNotFound = () => notFound('Certificado não encontrado.');

async function myCertificates(db: Queryable, userId: number) {
  const [user] = await db.query<{ name: string; certificate_name: string | null }>(
    'select name, certificate_name from users where id = $1',
    [userId],
  );
  const rows = await certificatesOfUser(db, userId);
  return {
    certificate_name: user?.certificate_name ?? null,
    suggested_name: user?.certificate_name ?? user?.name ?? '',
    certificates: rows.map(toMyCertificate),
  };
}

async function settingsOf(db: Queryable, courseId: number): Promise<CertificateSettings> {
  const [course] = await db.query<{ id: number }>('select id from courses where id = $1', [
    courseId,
  ]);
  if (!course) throw courseNotFound();
  const [row] = await db.query<{
    enabled: boolean;
    hours: number;
    signer_name: string;
    signer_role: string;
  }>(
    'select enabled, hours, signer_name, signer_role from certificate_settings where course_id = $1',
    [courseId],
  );
  return {
    enabled: row?.enabled ?? false,
    hours: row?.hours ?? null,
    signer_name: row?.signer_name ?? '',
    signer_role: row?.signer_role ?? '',
    suggested_hours: await suggestedHours(db, courseId),
  };
}

/** Counts a public lookup against the address's budget; over it, a 429. */
async function reserveLookup({ throttle, limits }: Services, ip: string) {
  const reservation = await throttle.reserve(`certificate-lookup:${ip}`, limits.certificateLookup);
  if (!reservation.allowed) {
    throw new HttpError(
      429,
      'ServerErrorException',
      'Muitas consultas de certificados em pouco tempo. Tente novamente em instantes.',
      undefined,
      { 'Retry-After': String(reservation.retryAfter) },
    );
  }
}

/** A code as typed: spaces dropped, letters upper-cased (`7kq2 m4xa…` is the same code). */

export const certificateHandlers: Pick<
  Handlers,
  | 'myCertificates'
  | 'confirmCertificateName'
  | 'courseCertificate'
  | 'verifyCertificate'
  | 'getCertificateSettings'
  | 'updateCertificateSettings'
  | 'listCourseCertificates'
  | 'revokeCertificate'
  | 'renameCertificate'
> = {
  async myCertificates({ db, viewer }) {
    return { data: await myCertificates(db, viewer.id) };
  },

  async confirmCertificateName({ db, viewer, body, now }) {
    await db.transaction(async (tx) => {
      await tx.query('update users set certificate_name = $1 where id = $2', [
        body.name,
        viewer.id,
      ]);
      // The ones awaiting the name are issued with it; issued ones keep theirs (ADR 043).
      await tx.query(
        `update certificates set full_name = $1, issued_at = $2
          where user_id = $3 and full_name is null`,
        [body.name, now().toISOString(), viewer.id],
      );
    });
    return { data: await myCertificates(db, viewer.id) };
  },

  async courseCertificate({ db, viewer, params }) {
    const [row] = await db.query<{ enabled: boolean | null; hours: number | null }>(
      `select s.enabled, s.hours from courses c
         left join certificate_settings s on s.course_id = c.id where c.id = $1`,
      [params.id],
    );
    if (!row) throw courseNotFound();
    const certificate = await certificateOf(db, viewer.id, params.id);
    return {
      data: {
        enabled: row.enabled ?? false,
        hours: row.enabled ? row.hours : null,
        certificate: certificate ? toMyCertificate(certificate) : null,
      },
    };
  },

  async verifyCertificate(services) {
    const { db, c, params } = services;
    await reserveLookup(services, c.get('ip'));
    const code = normalizeCertificateCode(params.code);
    if (!CERTIFICATE_CODE_PATTERN.test(code)) throw notFound(MALFORMED_CERTIFICATE_CODE_MESSAGE);
    const row = await certificateByCode(db, code);
    if (!row || row.full_name === null || row.issued_at === null) {
      throw notFound(UNKNOWN_CERTIFICATE_CODE_MESSAGE);
    }
    return {
      data: {
        code: row.code,
        status: row.revoked_at === null ? 'valid' : 'revoked',
        full_name: row.full_name,
        course_title: row.course_title,
        hours: row.hours,
        completed_at: iso(row.completed_at),
        issued_at: iso(row.issued_at),
        revoked_at: row.revoked_at === null ? null : iso(row.revoked_at),
        school_name: SCHOOL_NAME,
        signer_name: row.signer_name,
        signer_role: row.signer_role,
      },
    };
  },

  async getCertificateSettings({ db, params }) {
    return { data: await settingsOf(db, params.id) };
  },

  async updateCertificateSettings({ db, params, body }) {
    await settingsOf(db, params.id);
    await db.query(
      `insert into certificate_settings (course_id, enabled, hours, signer_name, signer_role)
       values ($1, $2, $3, $4, $5)
       on conflict (course_id) do update set enabled = excluded.enabled, hours = excluded.hours,
         signer_name = excluded.signer_name, signer_role = excluded.signer_role,
         updated_at = now()`,
      [params.id, body.enabled, body.hours, body.signer_name, body.signer_role],
    );
    return { data: await settingsOf(db, params.id) };
  },

  async listCourseCertificates({ db, params }) {
    await settingsOf(db, params.id);
    return { data: (await certificatesOfCourse(db, params.id)).map(toAdminCertificate) };
  },

  async revokeCertificate({ db, params, body, now }) {
    const [updated] = await db.query<{ id: number }>(
      `update certificates set revoked_at = coalesce(revoked_at, $2), revoked_reason = $3
        where id = $1 returning id`,
      [params.id, now().toISOString(), body.reason],
    );
    if (!updated) throw certificateNotFound();
    const row = await certificateById(db, params.id);
    if (!row) throw certificateNotFound();
    return { data: toAdminCertificate(row) };
  },

  async renameCertificate({ db, files, params, body, now }) {
    const before = await certificateById(db, params.id);
    if (!before) throw certificateNotFound();
    await db.query(
      `update certificates set full_name = $2, revision = revision + 1,
          issued_at = coalesce(issued_at, $3)
        where id = $1`,
      [params.id, body.name, now().toISOString()],
    );
    // The old revision's file is not served again (a new key per revision).
    await files.delete(pdfKey(before)).catch(() => undefined);
    const row = await certificateById(db, params.id);
    if (!row) throw certificateNotFound();
    return { data: toAdminCertificate(row) };
  },
};

/** Where a revision's PDF is kept in the FileStore. */
export const pdfKey = (row: Pick<CertificateRow, 'code' | 'revision'>) =>
  `certificates/${row.code}-r${row.revision}.pdf`;

/** The certificate's text for its PDF, from the row as issued. */
export function certificateText(row: CertificateRow, origin: string): CertificateText {
  if (row.full_name === null || row.issued_at === null) throw new Error('certificate not issued');
  return {
    code: row.code,
    revision: row.revision,
    fullName: row.full_name,
    courseTitle: row.course_title,
    hours: row.hours,
    completedAt: new Date(row.completed_at),
    issuedAt: new Date(row.issued_at),
    signerName: row.signer_name,
    signerRole: row.signer_role,
    verificationUrl: `${origin}${certificatePagePath(row.code)}`,
  };
}

/**
 * `GET /api/me/certificates/:id/pdf`: the owner's (or an admin's) PDF of an issued certificate.
 * Made once per revision and kept in the FileStore, so every download sends the same bytes.
 */
export const certificatePdfHandler = (services: Services) => async (c: Context<AppEnv>) => {
  const viewer = c.get('session')?.viewer;
  if (!viewer) throw unauthenticated();
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw certificateNotFound();
  const row = await certificateById(services.db, id);
  if (!row || (row.user_id !== viewer.id && !viewer.is_admin)) throw certificateNotFound();
  if (row.full_name === null) {
    throw new HttpError(
      409,
      'ServerErrorException',
      'Confirme o nome no certificado para emiti-lo.',
    );
  }
  if (row.revoked_at !== null) {
    throw new HttpError(410, 'ServerErrorException', 'Este certificado foi revogado.');
  }
  const key = pdfKey(row);
  let bytes = (await services.files.get(key))?.body;
  if (!bytes) {
    bytes = await renderCertificatePdf(certificateText(row, services.publicOrigin(c.req.raw)));
    await services.files.put(key, bytes, 'application/pdf');
  }
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="certificado-${row.course_slug}.pdf"`,
    'Cache-Control': 'private, no-store',
  });
};

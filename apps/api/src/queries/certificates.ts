import { randomBytes } from 'node:crypto';
import type { AdminCertificate, MyCertificate } from '@aula/contract';
import type { Queryable } from '../db/database';
import { iso, isoOrNull } from './catalog';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A new verification code: 80 random bits as 16 base32 characters, `7KQ2-M4XA-PZ3C-WB6D`. */
export function newCertificateCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(/.{4}/g)?.join('-') ?? out;
}

export interface CertificateRow {
  id: number;
  code: string;
  user_id: number;
  course_id: number;
  course_slug: string;
  full_name: string | null;
  course_title: string;
  hours: number;
  signer_name: string;
  signer_role: string;
  completed_at: Date | string;
  issued_at: Date | string | null;
  revision: number;
  revoked_at: Date | string | null;
  revoked_reason: string | null;
  student_name: string;
}

const SELECT = `select t.id, t.code, t.user_id, t.course_id, c.slug as course_slug, t.full_name,
    t.course_title, t.hours, t.signer_name, t.signer_role, t.completed_at, t.issued_at,
    t.revision, t.revoked_at, t.revoked_reason, u.name as student_name
  from certificates t join courses c on c.id = t.course_id join users u on u.id = t.user_id`;

export const statusOf = (row: Pick<CertificateRow, 'full_name' | 'revoked_at'>) =>
  row.revoked_at !== null ? 'revoked' : row.full_name === null ? 'awaiting_name' : 'valid';

export function toMyCertificate(row: CertificateRow): MyCertificate {
  const issued = row.full_name !== null;
  return {
    id: row.id,
    status: statusOf(row),
    code: issued ? row.code : null,
    full_name: row.full_name,
    course: { id: row.course_id, slug: row.course_slug, title: row.course_title },
    hours: row.hours,
    completed_at: iso(row.completed_at),
    issued_at: isoOrNull(row.issued_at),
    revoked_at: isoOrNull(row.revoked_at),
  };
}

export function toAdminCertificate(row: CertificateRow): AdminCertificate {
  return {
    id: row.id,
    status: statusOf(row),
    code: row.full_name !== null ? row.code : null,
    full_name: row.full_name,
    student: { id: row.user_id, name: row.student_name },
    completed_at: iso(row.completed_at),
    issued_at: isoOrNull(row.issued_at),
    revoked_at: isoOrNull(row.revoked_at),
    revoked_reason: row.revoked_reason,
  };
}

export async function certificatesOfUser(db: Queryable, userId: number) {
  return db.query<CertificateRow>(`${SELECT} where t.user_id = $1 order by t.completed_at desc`, [
    userId,
  ]);
}

export async function certificateOf(db: Queryable, userId: number, courseId: number) {
  const [row] = await db.query<CertificateRow>(
    `${SELECT} where t.user_id = $1 and t.course_id = $2`,
    [userId, courseId],
  );
  return row ?? null;
}

export async function certificateById(db: Queryable, id: number) {
  const [row] = await db.query<CertificateRow>(`${SELECT} where t.id = $1`, [id]);
  return row ?? null;
}

/** An issued certificate by its code (one awaiting the name has no public code yet). */
export async function certificateByCode(db: Queryable, code: string) {
  const [row] = await db.query<CertificateRow>(
    `${SELECT} where t.code = $1 and t.full_name is not null`,
    [code],
  );
  return row ?? null;
}

export async function certificatesOfCourse(db: Queryable, courseId: number) {
  return db.query<CertificateRow>(
    `${SELECT} where t.course_id = $1 order by t.completed_at desc, t.id desc`,
    [courseId],
  );
}

/**
 * Issues the course's certificate to the user when the course has its certificate on and every
 * published lecture is watched (the one completion rule, ADR 043). Once per user and course: the
 * unique key makes concurrent marks insert one row, the others doing nothing. With a confirmed
 * name the certificate is issued at once; otherwise it awaits the name.
 */
export async function issueOnCompletion(
  db: Queryable,
  userId: number,
  courseId: number,
  now: Date,
) {
  await db.query(
    `insert into certificates (code, user_id, course_id, full_name, course_title, hours,
        signer_name, signer_role, completed_at, issued_at)
     select $1, u.id, c.id, u.certificate_name, c.title, s.hours, s.signer_name, s.signer_role,
        $4, case when u.certificate_name is null then null else $4::timestamptz end
       from courses c
       join certificate_settings s on s.course_id = c.id and s.enabled
       join users u on u.id = $2
      where c.id = $3
        and not exists (select 1 from certificates x where x.user_id = $2 and x.course_id = $3)
        and (select count(*) from sections sc join lectures l on l.section_id = sc.id
              where sc.course_id = c.id and l.is_published) > 0
        and not exists (
          select 1 from sections sc join lectures l on l.section_id = sc.id
           where sc.course_id = c.id and l.is_published
             and not exists (select 1 from lecture_views v
                              where v.lecture_id = l.id and v.user_id = $2))
     on conflict (user_id, course_id) do nothing`,
    [newCertificateCode(), userId, courseId, now.toISOString()],
  );
}

/** The published lectures' durations summed, in whole hours rounded up (at least 1). */
export async function suggestedHours(db: Queryable, courseId: number) {
  const [row] = await db.query<{ seconds: number }>(
    `select coalesce(sum(l.duration_seconds), 0)::int as seconds
       from sections s join lectures l on l.section_id = s.id and l.is_published
      where s.course_id = $1`,
    [courseId],
  );
  return Math.max(1, Math.ceil((row?.seconds ?? 0) / 3600));
}

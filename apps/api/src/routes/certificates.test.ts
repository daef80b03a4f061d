import {
  endpoints,
  MALFORMED_CERTIFICATE_CODE_MESSAGE,
  UNKNOWN_CERTIFICATE_CODE_MESSAGE,
} from '@aula/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createClient } from '../testing/client';
import { useTestApp } from '../testing/harness';

const NOW = new Date('2026-11-26T15:00:00Z');
const t = useTestApp({
  now: () => NOW,
  limits: { certificateLookup: { max: 1000, windowMs: 60_000 } },
});

let serial = 0;
/**
 * A published course in react-do-zero's product (the demo student's) with `count` published
 * lectures of 40 minutes and its certificate set as asked.
 */
async function makeCourse(count = 2, enabled = true) {
  serial += 1;
  const [product] = await t.db.query<{ product_id: number }>(
    "select product_id from courses where slug = 'react-do-zero'",
  );
  const [course] = await t.db.query<{ id: number }>(
    `insert into courses (product_id, slug, title, is_published)
     values ($1, $2, $3, true) returning id`,
    [product?.product_id, `certificado-${serial}`, `Curso Certificado ${serial}`],
  );
  const courseId = course?.id as number;
  const [section] = await t.db.query<{ id: number }>(
    "insert into sections (course_id, title, position) values ($1, 'Única', 1) returning id",
    [courseId],
  );
  const lectures: number[] = [];
  for (let i = 1; i <= count; i++) {
    const [lecture] = await t.db.query<{ id: number }>(
      `insert into lectures (section_id, title, duration_seconds, position, is_published)
       values ($1, $2, 2400, $3, true) returning id`,
      [section?.id, `Aula ${i}`, i],
    );
    lectures.push(lecture?.id as number);
  }
  const admin = await t.as('admin');
  const saved = await admin.put(`/api/courses/${courseId}/certificate-settings`, {
    json: { enabled, hours: 12, signer_name: 'Marta Diretora', signer_role: 'Diretora de ensino' },
  });
  expect(saved.status).toBe(200);
  return { courseId, lectures, sectionId: section?.id as number };
}

const watch = (client: Awaited<ReturnType<typeof t.as>>, id: number) =>
  client.put(`/api/lectures/${id}/watch`, { json: { watched: true } });

async function myCertificates(client: Awaited<ReturnType<typeof t.as>>) {
  const { status, body } = await client.json('/api/me/certificates');
  expect(status).toBe(200);
  return endpoints.myCertificates.response.parse(body).data;
}

async function pdfText(bytes: Uint8Array) {
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  await doc.destroy();
  return text.replace(/\s+/g, ' ');
}

/** The addresses the first page links to (its link annotations). */
async function pdfLinks(bytes: Uint8Array) {
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const annotations = (await (await doc.getPage(1)).getAnnotations()) as { url?: string }[];
  await doc.destroy();
  return annotations.flatMap((annotation) => (annotation.url ? [annotation.url] : []));
}

describe('admin certificate settings', { timeout: 120_000 }, () => {
  it('proposes the hours from the published lectures and saves the settings', async () => {
    const { courseId } = await makeCourse(3, false);
    const admin = await t.as('admin');
    const { body } = await admin.json(`/api/courses/${courseId}/certificate-settings`);
    // 3 × 40 min = 2 h.
    expect(endpoints.getCertificateSettings.response.parse(body).data).toEqual({
      enabled: false,
      hours: 12,
      signer_name: 'Marta Diretora',
      signer_role: 'Diretora de ensino',
      suggested_hours: 2,
    });
  });

  it('requires the signer once the certificate is on, in pt-BR', async () => {
    const { courseId } = await makeCourse(1, false);
    const admin = await t.as('admin');
    const response = await admin.put(`/api/courses/${courseId}/certificate-settings`, {
      json: { enabled: true, hours: 0, signer_name: ' ', signer_role: '' },
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.hours?.[0]).toContain('carga horária');
    expect(body.errors.signer_name?.[0]).toBe('Informe o nome de quem assina o certificado.');
  });
});

describe('given a student completing a course with a certificate', { timeout: 120_000 }, () => {
  it('issues it once under 20 concurrent marks of the last lecture', async () => {
    const { courseId, lectures } = await makeCourse(2);
    const client = await t.fresh('student');
    expect((await watch(client, lectures[0] as number)).status).toBe(200);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => watch(client, lectures[1] as number)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const [count] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from certificates where course_id = $1',
      [courseId],
    );
    expect(count?.n).toBe(1);
    const last = endpoints.watchLecture.response.parse(await (responses[19] as Response).json());
    expect(last.data.certificate?.course.id).toBe(courseId);
    expect(last.data.certificate?.completed_at).toBe(NOW.toISOString());
  });

  it('does not issue before the last lecture nor when the certificate is off', async () => {
    const on = await makeCourse(2);
    const off = await makeCourse(1, false);
    const client = await t.as('student');
    const first = endpoints.watchLecture.response.parse(
      await (await watch(client, on.lectures[0] as number)).json(),
    );
    expect(first.data.certificate).toBeNull();
    const offMark = endpoints.watchLecture.response.parse(
      await (await watch(client, off.lectures[0] as number)).json(),
    );
    expect(offMark.data.lectures_watched_percentage).toBe(100);
    expect(offMark.data.certificate).toBeNull();
  });

  it('awaits the name, issues with the confirmed one, keeps it after lectures are added', async () => {
    const { courseId, lectures, sectionId } = await makeCourse(1);
    const client = await t.fresh('otherStudent');
    // The other demo student may not be enrolled: enrol them in the product.
    await t.db.query(
      `insert into enrollments (user_id, product_id)
       select u.id, c.product_id from users u, courses c
        where u.email = 'ana@aula.dev' and c.id = $1 on conflict do nothing`,
      [courseId],
    );
    await watch(client, lectures[0] as number);
    let mine = await myCertificates(client);
    const awaiting = mine.certificates.find((c) => c.course.id === courseId);
    expect(awaiting).toMatchObject({ status: 'awaiting_name', code: null, full_name: null });
    expect(mine.certificate_name).toBeNull();

    const xss = '<img src=x onerror=alert(1)> Ana Souza';
    const confirmed = await client.put('/api/me/certificate-name', { json: { name: xss } });
    expect(confirmed.status).toBe(200);
    mine = endpoints.confirmCertificateName.response.parse(await confirmed.json()).data;
    const issued = mine.certificates.find((c) => c.course.id === courseId);
    expect(issued).toMatchObject({ status: 'valid', full_name: xss });
    expect(issued?.code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);

    // A lecture added later does not revoke it; a new name does not rename it.
    await t.db.query(
      "insert into lectures (section_id, title, position, is_published) values ($1, 'Nova', 9, true)",
      [sectionId],
    );
    await client.put('/api/me/certificate-name', { json: { name: 'Outro Nome' } });
    const guest = createClient(t.app);
    const { status, body } = await guest.json(`/api/certificates/${issued?.code}`);
    expect(status).toBe(200);
    expect(endpoints.verifyCertificate.response.parse(body).data).toMatchObject({
      status: 'valid',
      full_name: xss,
      hours: 12,
    });
  });
});

describe('GET api/certificates/{code} (public)', { timeout: 120_000 }, () => {
  async function issuedCode() {
    const { lectures } = await makeCourse(1);
    const client = await t.as('student');
    await client.put('/api/me/certificate-name', { json: { name: 'Aluna Demonstração' } });
    const mark = endpoints.watchLecture.response.parse(
      await (await watch(client, lectures[0] as number)).json(),
    );
    const certificate = mark.data.certificate;
    if (!certificate?.code) throw new Error('not issued');
    return { id: certificate.id, code: certificate.code };
  }

  it('answers a valid one without the e-mail, and a lowercase code as the same', async () => {
    const { code } = await issuedCode();
    const guest = createClient(t.app);
    const response = await guest.get(`/api/certificates/${code.toLowerCase()}`);
    expect(response.status).toBe(200);
    const raw = await response.text();
    expect(raw).not.toContain('@aula.dev');
    const data = endpoints.verifyCertificate.response.parse(JSON.parse(raw)).data;
    expect(data).toMatchObject({
      code,
      status: 'valid',
      full_name: 'Aluna Demonstração',
      hours: 12,
      revoked_at: null,
      school_name: 'Aula',
    });
    expect(data.course_title).toMatch(/^Curso Certificado \d+$/);
  });

  it('says revoked and when, after an admin revokes it with a reason', async () => {
    const { id, code } = await issuedCode();
    const admin = await t.as('admin');
    const revoked = await admin.post(`/api/admin/certificates/${id}/revoke`, {
      json: { reason: 'Conclusão registrada por engano.' },
    });
    expect(revoked.status).toBe(201);
    expect(endpoints.revokeCertificate.response.parse(await revoked.json()).data).toMatchObject({
      status: 'revoked',
      revoked_reason: 'Conclusão registrada por engano.',
    });
    const { body } = await createClient(t.app).json(`/api/certificates/${code}`);
    expect(endpoints.verifyCertificate.response.parse(body).data).toMatchObject({
      status: 'revoked',
      revoked_at: NOW.toISOString(),
    });
  });

  it('answers 404 in pt-BR for an unknown code and for a malformed one', async () => {
    const guest = createClient(t.app);
    const unknown = await guest.get('/api/certificates/AAAA-BBBB-CCCC-DDDD');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe(
      UNKNOWN_CERTIFICATE_CODE_MESSAGE,
    );
    for (const bad of ['abc', 'AAAA-BBBB-CCCC-DDD1', '%3Cscript%3E', 'A'.repeat(64)]) {
      const malformed = await guest.get(`/api/certificates/${bad}`);
      expect(malformed.status).toBe(404);
      expect(((await malformed.json()) as { message: string }).message).toBe(
        MALFORMED_CERTIFICATE_CODE_MESSAGE,
      );
    }
  });

  it('is rate-limited per address with a 429 and Retry-After', async () => {
    const { createApp } = await import('../app');
    const app = createApp({
      db: t.db,
      log: () => undefined,
      now: () => NOW,
      limits: { certificateLookup: { max: 3, windowMs: 60_000 } },
    });
    const guest = createClient(app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await guest.get('/api/certificates/AAAA-BBBB-CCCC-DDDD')).status);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    const limited = await guest.get('/api/certificates/AAAA-BBBB-CCCC-DDDD');
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    // Another address has its own budget.
    expect((await createClient(app).get('/api/certificates/AAAA-BBBB-CCCC-DDDD')).status).toBe(404);
  });
});

describe('the PDF', { timeout: 120_000 }, () => {
  it('carries the name, course, hours, date and code as text, the same bytes twice', async () => {
    const { courseId, lectures } = await makeCourse(1);
    const client = await t.fresh('student');
    const xss = '<img src=x onerror=alert(1)>';
    await client.put('/api/me/certificate-name', { json: { name: `Aluna ${xss}` } });
    const mark = endpoints.watchLecture.response.parse(
      await (await watch(client, lectures[0] as number)).json(),
    );
    const certificate = mark.data.certificate;
    expect(certificate?.course.id).toBe(courseId);
    const first = await client.get(`/api/me/certificates/${certificate?.id}/pdf`);
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('application/pdf');
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    // The fonts are embedded (a font file per face), not the standard 14.
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/FontFile2|\/FontFile3/);

    const text = await pdfText(bytes);
    expect(text).toContain(`Aluna ${xss}`);
    expect(text).toContain(`Curso Certificado`);
    expect(text).toContain('12 horas');
    expect(text).toContain('26 de novembro de 2026');
    expect(text).toContain(certificate?.code ?? '-');
    expect(text).toContain('Marta Diretora');
    // The verification address whole on its line (copied, it works), and a link to it.
    const address = new RegExp(`^https?://[^ ]+/certificados/${certificate?.code}$`);
    expect(text.split(' ').filter((word) => address.test(word))).toHaveLength(1);
    expect(await pdfLinks(bytes)).toEqual([expect.stringMatching(address)]);

    // Made again from scratch (the stored file gone), it is the same bytes.
    for (const key of await storedKeys()) await t.files.delete(key);
    const again = new Uint8Array(
      await (await client.get(`/api/me/certificates/${certificate?.id}/pdf`)).arrayBuffer(),
    );
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);

    // Another student cannot download it; a guest must sign in.
    const other = await t.fresh('otherStudent');
    expect((await other.get(`/api/me/certificates/${certificate?.id}/pdf`)).status).toBe(404);
    expect(
      (await createClient(t.app).get(`/api/me/certificates/${certificate?.id}/pdf`)).status,
    ).toBe(401);
  });

  async function storedKeys() {
    const rows = await t.db.query<{ code: string; revision: number }>(
      'select code, revision from certificates',
    );
    return rows.map((row) => `certificates/${row.code}-r${row.revision}.pdf`);
  }

  it('an admin corrects the name: a new revision with the new name, the same code', async () => {
    const { courseId, lectures } = await makeCourse(1);
    const client = await t.fresh('student');
    await client.put('/api/me/certificate-name', { json: { name: 'Nome Errado' } });
    await watch(client, lectures[0] as number);
    const admin = await t.as('admin');
    const { body } = await admin.json(`/api/courses/${courseId}/certificates`);
    const [listed] = endpoints.listCourseCertificates.response.parse(body).data;
    expect(listed).toMatchObject({ status: 'valid', full_name: 'Nome Errado' });
    const renamed = await admin.put(`/api/admin/certificates/${listed?.id}/name`, {
      json: { name: 'Nome Certo' },
    });
    expect(renamed.status).toBe(200);
    const pdf = new Uint8Array(
      await (await client.get(`/api/me/certificates/${listed?.id}/pdf`)).arrayBuffer(),
    );
    const text = await pdfText(pdf);
    expect(text).toContain('Nome Certo');
    expect(text).not.toContain('Nome Errado');
    expect(text).toContain(listed?.code ?? '-');
  });
});

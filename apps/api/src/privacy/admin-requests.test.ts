import { createApp } from '../app';
import { EXPORT_SWEEP_QUEUE, privacyJobHandlers } from '../jobs/privacy-jobs';
import { createClient, demoUser, type TestClient } from '../testing/client';
import { useTestApp } from '../testing/harness';
import { DELETED_NAME } from './deletion';
import { sweepExpiredExports } from './export';

/**
 * LGPD requests the school received by e-mail (issue 38 §2, ADR 044 "Admin requests"): the admin
 * exports a student's data or deletes their account, each written to the audit log; and expired
 * exports leave the store. On PostgreSQL when the run has it (AULA_TEST_DATABASE_URL), else on
 * PGlite (ADR 050: the SQL is the same on both engines).
 */
const t = useTestApp();

const PASSWORD = demoUser('account').password;
const ADMIN_PASSWORD = demoUser('admin').password;

let made = 0;
/** A new account (the demo password) signed in from its own address, with a comment. */
async function newStudent(options: { admin?: boolean } = {}) {
  made++;
  const email = `carla.pedido${made}@exemplo.com.br`;
  const name = `Carla Pedido${made} Vasconcelos`;
  const [{ password_hash } = { password_hash: '' }] = await t.db.query<{ password_hash: string }>(
    'select password_hash from users where email = $1',
    [demoUser('account').email],
  );
  const [user] = await t.db.query<{ id: number }>(
    `insert into users (name, email, password_hash, whatsapp, is_admin)
     values ($1, $2, $3, $4, $5) returning id`,
    [name, email, password_hash, `55219876500${made}`, options.admin ?? false],
  );
  const client = createClient(t.app);
  expect((await client.login(email, PASSWORD)).status).toBe(204);
  return { id: user?.id ?? 0, email, name, client };
}

const json = async <T>(response: Response) => (await response.json()) as T;

async function auditOf(targetUserId: number) {
  return t.db.query<{ admin_id: number; action: string; details: unknown }>(
    `select admin_id, action, details from admin_audit_log where target_user_id = $1 order by id`,
    [targetUserId],
  );
}

const adminId = async () => {
  const [row] = await t.db.query<{ id: number }>('select id from users where email = $1', [
    demoUser('admin').email,
  ]);
  return row?.id ?? 0;
};

describe('Exportar dados (admin)', { timeout: 240_000 }, () => {
  it("gives the admin the student's own export on a signed link, and writes data.export", async () => {
    const student = await newStudent();
    const admin = await t.fresh('admin');
    const made = await admin.post(`/api/admin/students/${student.id}/data-export`);
    expect(made.status).toBe(201);
    const { data } = await json<{ data: { status: string; url: string } }>(made);
    expect(data.status).toBe('ready');

    const download = await admin.get(data.url);
    expect(download.status).toBe(200);
    const doc = await json<{ format: string; data: Record<string, unknown> }>(download);
    expect(doc.format).toBe('aula-data-export');
    expect(doc.data.users).toMatchObject({
      id: student.id,
      email: student.email,
      name: student.name,
    });
    // Their one session (the signed-in browser), as their own export lists it.
    expect(doc.data.sessions).toHaveLength(1);

    expect(await auditOf(student.id)).toEqual([
      { admin_id: await adminId(), action: 'data.export', details: {} },
    ]);
    // No e-mail to the student: the school answers the request it received.
    const mails = await t.db.query('select id from mail_outbox where lower(to_email) = $1', [
      student.email,
    ]);
    expect(mails).toEqual([]);
  });

  it('is refused to students (403), without CSRF (419), and for an unknown id (404)', async () => {
    const student = await newStudent();
    const other = await t.fresh('student');
    expect((await other.post(`/api/admin/students/${student.id}/data-export`)).status).toBe(403);
    const admin = await t.fresh('admin');
    const noCsrf = await admin.request('POST', `/api/admin/students/${student.id}/data-export`, {
      xsrf: false,
    });
    expect(noCsrf.status).toBe(419);
    expect((await admin.post('/api/admin/students/999999/data-export')).status).toBe(404);
    expect(await auditOf(student.id)).toEqual([]);
  });
});

describe('Excluir conta (admin)', { timeout: 240_000 }, () => {
  it("needs the admin's password, ends every session of the student in every process, and writes account.delete with the id only", async () => {
    const student = await newStudent();
    // A second API process (its own app and caches) holds another session of theirs.
    const second = createApp({ db: t.db, files: t.files, log: () => undefined });
    const elsewhere = createClient(second);
    expect((await elsewhere.login(student.email, PASSWORD)).status).toBe(204);
    expect((await elsewhere.get('/api/me')).status).toBe(200);

    const admin = await t.fresh('admin');
    const path = `/api/admin/students/${student.id}/account-deletion`;
    const noCsrf = await admin.request('POST', path, {
      json: { password: ADMIN_PASSWORD },
      xsrf: false,
    });
    expect(noCsrf.status).toBe(419);
    // The student's password is not the admin's.
    const wrong = await admin.post(path, { json: { password: 'nao-e-a-senha' } });
    expect(wrong.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(wrong)).errors.password).toEqual([
      'A senha está incorreta.',
    ]);
    expect((await student.client.get('/api/me')).status).toBe(200);
    expect(await auditOf(student.id)).toEqual([]);

    const deleted = await admin.post(path, { json: { password: ADMIN_PASSWORD } });
    expect(deleted.status).toBe(204);
    // The admin stays signed in; the student is out everywhere at once.
    expect((await admin.get('/api/me')).status).toBe(200);
    expect((await student.client.get('/api/me')).status).toBe(401);
    expect((await elsewhere.get('/api/me')).status).toBe(401);
    expect((await createClient(t.app).login(student.email, PASSWORD)).status).toBe(422);

    const [user] = await t.db.query<{ name: string; email: string; deleted_at: Date | null }>(
      'select name, email, deleted_at from users where id = $1',
      [student.id],
    );
    expect(user?.name).toBe(DELETED_NAME);
    expect(user?.deleted_at).not.toBeNull();
    // One entry, the id alone: nothing in it names the person.
    const entries = await auditOf(student.id);
    expect(entries).toEqual([{ admin_id: await adminId(), action: 'account.delete', details: {} }]);
    const [raw] = await t.db.query<{ row: string }>(
      "select row_to_json(l)::text as row from admin_audit_log l where action = 'account.delete' and target_user_id = $1",
      [student.id],
    );
    expect(raw?.row).not.toContain(student.email);
    expect(raw?.row).not.toContain(student.name);
    // The admins' log reads "Conta excluída".
    const log = await json<{ data: { action: string; target: { id: number; name: string } }[] }>(
      await admin.get('/api/admin/audit-log'),
    );
    expect(log.data.find((e) => e.target?.id === student.id)).toMatchObject({
      action: 'account.delete',
      target: { name: DELETED_NAME },
    });

    // Twice is not a second deletion.
    const again = await admin.post(path, { json: { password: ADMIN_PASSWORD } });
    expect(again.status).toBe(422);
    expect((await json<{ message: string }>(again)).message).toBe('Esta conta já foi excluída.');
    expect(await auditOf(student.id)).toHaveLength(1);
  });

  it('refuses the admin themself and another admin (pt-BR), and students (403)', async () => {
    const admin = await t.fresh('admin');
    const self = await admin.post(`/api/admin/students/${await adminId()}/account-deletion`, {
      json: { password: ADMIN_PASSWORD },
    });
    expect(self.status).toBe(403);
    expect((await json<{ message: string }>(self)).message).toMatch(/sua própria conta/);
    expect((await admin.get('/api/me')).status).toBe(200);

    const otherAdmin = await newStudent({ admin: true });
    const refused = await admin.post(`/api/admin/students/${otherAdmin.id}/account-deletion`, {
      json: { password: ADMIN_PASSWORD },
    });
    expect(refused.status).toBe(403);
    expect((await json<{ message: string }>(refused)).message).toMatch(
      /Contas de administração não podem ser excluídas/,
    );
    expect((await otherAdmin.client.get('/api/me')).status).toBe(200);
    expect(await auditOf(otherAdmin.id)).toEqual([]);

    const student = await newStudent();
    const asStudent: TestClient = await t.fresh('student');
    const forbidden = await asStudent.post(`/api/admin/students/${student.id}/account-deletion`, {
      json: { password: demoUser('student').password },
    });
    expect(forbidden.status).toBe(403);
    expect((await student.client.get('/api/me')).status).toBe(200);
  });
});

describe('the sweep of expired exports', { timeout: 240_000 }, () => {
  it('removes the files of expired exports from the store, keeps live ones, and the link says "expirado"', async () => {
    const expired = await newStudent();
    const live = await newStudent();
    const url = async (client: TestClient) =>
      (await json<{ data: { url: string } }>(await client.post('/api/me/data-export'))).data.url;
    const expiredUrl = await url(expired.client);
    const liveUrl = await url(live.client);
    const keyOf = async (userId: number) => {
      const [row] = await t.db.query<{ file_key: string }>(
        'select file_key from data_exports where user_id = $1',
        [userId],
      );
      return row?.file_key ?? '';
    };
    const expiredKey = await keyOf(expired.id);
    const liveKey = await keyOf(live.id);
    await t.db.query(
      "update data_exports set expires_at = now() - interval '1 minute' where user_id = $1",
      [expired.id],
    );
    expect(await t.files.get(expiredKey)).not.toBeNull();

    // Two processes sweeping at once: each file is removed once, neither fails.
    const removed = await Promise.all([
      sweepExpiredExports({ db: t.db, files: t.files, now: () => new Date() }),
      sweepExpiredExports({ db: t.db, files: t.files, now: () => new Date() }),
    ]);
    expect(removed[0] + removed[1]).toBeGreaterThanOrEqual(1);
    expect(await t.files.get(expiredKey)).toBeNull();
    expect(await t.files.get(liveKey)).not.toBeNull();
    const [row] = await t.db.query<{ file_removed_at: Date | null }>(
      'select file_removed_at from data_exports where user_id = $1',
      [expired.id],
    );
    expect(row?.file_removed_at).not.toBeNull();
    // A later sweep finds nothing left to do.
    expect(await sweepExpiredExports({ db: t.db, files: t.files, now: () => new Date() })).toBe(0);

    const gone = await createClient(t.app).get(expiredUrl);
    expect(gone.status).toBe(404);
    expect((await json<{ message: string }>(gone)).message).toMatch(/expirado/);
    expect((await createClient(t.app).get(liveUrl)).status).toBe(200);
    const page = await json<{ data: { status: string; url: null } }>(
      await expired.client.get('/api/me/data-export'),
    );
    expect(page.data).toMatchObject({ status: 'expired', url: null });
  });

  it('runs as an hourly job of the queue that schedules its next run', async () => {
    const student = await newStudent();
    await student.client.post('/api/me/data-export');
    await t.db.query(
      "update data_exports set expires_at = now() - interval '1 minute' where user_id = $1",
      [student.id],
    );
    const [row] = await t.db.query<{ file_key: string }>(
      'select file_key from data_exports where user_id = $1',
      [student.id],
    );
    const events: Record<string, unknown>[] = [];
    const handler = privacyJobHandlers(t.db, t.files, (entry) => events.push(entry))[
      EXPORT_SWEEP_QUEUE
    ];
    expect(handler).toBeDefined();
    const at = new Date();
    await handler?.(
      {
        id: 1,
        queue: EXPORT_SWEEP_QUEUE,
        payload: {},
        attempt: 1,
        maxAttempts: 3,
        runAt: at,
        createdAt: at,
      },
      new AbortController().signal,
    );
    expect(await t.files.get(row?.file_key ?? '')).toBeNull();
    expect(events).toContainEqual({ event: 'privacy.export_sweep', removed: 1 });
    const next = await t.db.query<{ run_at: Date }>(
      "select run_at from jobs where queue = $1 and state = 'queued'",
      [EXPORT_SWEEP_QUEUE],
    );
    expect(next).toHaveLength(1);
    expect(new Date(next[0]?.run_at ?? 0).getTime()).toBeGreaterThan(Date.now());
  });
});

import { endpoints, NOTIFICATION_KINDS } from '@aula/contract';
import { createApp } from '../app';
import { getJob } from '../jobs/queue';
import { startWorkers, type Workers } from '../jobs/workers';
import { createClient } from '../testing/client';
import { useTestApp } from '../testing/harness';
import { type SmtpSink, startSmtpSink } from '../testing/smtp';
import { waitUntil } from '../testing/wait';
import { DEV_MAILBOX_PATH, devMailboxAllowed, isLoopbackHost } from './dev-mailbox';
import {
  isPermanentRefusal,
  MAIL_BATCH_QUEUE,
  MAIL_MAX_ATTEMPTS,
  MAIL_QUEUE,
  mailJobHandlers,
  type OutboxRow,
  purgeDelivered,
  sendMail,
  sendMails,
} from './outbox';
import { renderHtml, renderText } from './template';
import { localTransport, type MailSettings, type MailTransport, smtpTransport } from './transport';

const logged: Record<string, unknown>[] = [];
const log = (entry: Record<string, unknown>) => {
  logged.push(entry);
};
const t = useTestApp({ log });
const svc = () => ({ db: t.db, log });

const settings = (sink: SmtpSink): MailSettings => ({
  smtpUrl: sink.url,
  from: 'Escola Teste <nao-responda@escola.test>',
  replyTo: 'suporte@escola.test',
  appUrl: 'https://aula.escola.test',
  retentionHours: 24,
  bulkPerSecond: 0,
});

let sink: SmtpSink;
let workers: Workers | undefined;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.stop();
});
afterEach(async () => {
  await workers?.stop();
  workers = undefined;
  // Its pooled connections would hold the sink open (a stopped sink waits for them).
  transport?.close();
  transport = undefined;
  sink.reject(undefined);
  sink.received.length = 0;
});

let transport: MailTransport | undefined;

/** This test's workers on the outbox only, with short waits (never timed assertions). */
function deliver(backoffMs = 50) {
  // A transport left open keeps its pooled connection to the sink, and `sink.stop()` then waits
  // for the sink's idle timeout (a test delivering twice once cost its file 30 s).
  transport?.close();
  transport = smtpTransport(sink.url);
  workers = startWorkers(t.db, mailJobHandlers(t.db, settings(sink), transport, log), {
    pollMs: 25,
    backoffMs,
    log,
  });
}

const outbox = (to: string) =>
  t.db.query<OutboxRow & { job_id: number; last_error: string | null }>(
    'select * from mail_outbox where to_email = $1 order by id',
    [to],
  );

const receivedBy = (to: string) => sink.received.filter((r) => r.to.includes(to));

describe('the template', () => {
  const content = {
    subject: 'Assunto',
    body: 'Olá, <b>Ana</b> & cia!\n\nSegundo parágrafo\ncom quebra.',
    action: { label: 'Abrir "aula"', url: 'https://aula.test/x?a=1&b=2' },
    unsubscribeUrl: 'https://aula.test/sair?t=1',
  };
  it('escapes the caller’s text, splits paragraphs and shows the button and its address', () => {
    const html = renderHtml(content);
    expect(html).toContain('Olá, &lt;b&gt;Ana&lt;/b&gt; &amp; cia!</p>');
    expect(html).toContain('Segundo parágrafo<br>com quebra.</p>');
    expect(html).toContain('href="https://aula.test/x?a=1&amp;b=2"');
    expect(html).toContain('Abrir &quot;aula&quot;</a>');
    expect(html).not.toContain('<b>Ana');
    expect(html).toContain('name="color-scheme" content="light dark"');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).toContain('name="viewport"');
    expect(html).toContain('Não quero mais receber e-mails como este');
  });
  it('shows a code on a paragraph of its own large, and only such a paragraph', () => {
    const html = renderHtml({
      subject: 'Código',
      body: 'Olá, Ana! Seu código para trocar a senha:\n\n123456\n\nEle vale por 10 minutos, 123456.',
    });
    expect(html.match(/<p class="code"[^>]*>([^<]*)<\/p>/g)).toEqual([
      expect.stringMatching(/>123456<\/p>$/),
    ]);
    expect(html).toContain('Ele vale por 10 minutos, 123456.</p>');
    expect(renderText({ subject: 'Código', body: 'Seu código:\n\n123456' })).toContain(
      'Seu código:\n\n123456\n\n',
    );
  });

  it('has a plain-text part with the absolute link and the unsubscribe line', () => {
    const text = renderText(content);
    expect(text).toContain('Abrir "aula": https://aula.test/x?a=1&b=2');
    expect(text).toContain('Para não receber mais e-mails como este: https://aula.test/sair?t=1');
    expect(text).toContain('— Aula');
  });
});

describe('which refusals are for good (isPermanentRefusal)', () => {
  it('a 5xx to the recipient or the message, yes; a 4xx, a refused sign-in or a dropped connection, no', () => {
    expect(isPermanentRefusal({ code: 'EENVELOPE', responseCode: 550 })).toBe(true);
    expect(isPermanentRefusal({ code: 'EMESSAGE', responseCode: 554 })).toBe(true);
    expect(isPermanentRefusal({ code: 'EENVELOPE', responseCode: 452 })).toBe(false);
    expect(isPermanentRefusal({ code: 'EMESSAGE', responseCode: 451 })).toBe(false);
    expect(isPermanentRefusal({ code: 'EAUTH', responseCode: 535 })).toBe(false);
    expect(isPermanentRefusal({ code: 'ECONNECTION' })).toBe(false);
    expect(isPermanentRefusal(new Error('x'))).toBe(false);
  });
});

describe('given a message written in a transaction', () => {
  it('exists with its delivery job only if the transaction commits', async () => {
    await t.db
      .transaction(async (tx) => {
        await sendMail({ db: tx, log }, { to: 'desfeito@aula.test', subject: 'x', body: 'y' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await outbox('desfeito@aula.test')).toEqual([]);
    await t.db.transaction((tx) =>
      sendMail({ db: tx, log }, { to: 'feito@aula.test', subject: 'x', body: 'y' }),
    );
    const [row] = await outbox('feito@aula.test');
    expect(row?.kind).toBe('security');
    const job = await getJob(t.db, Number(row?.job_id));
    expect(job).toMatchObject({
      queue: MAIL_QUEUE,
      state: 'queued',
      maxAttempts: MAIL_MAX_ATTEMPTS,
    });
  });

  it('refuses a recipient that is not one address, and a path that leaves the app', async () => {
    for (const to of ['a@b.test\r\nBcc: c@d.test', 'a@b.test, c@d.test', 'sem-arroba'])
      await expect(sendMail(svc(), { to, subject: 'x', body: 'y' })).rejects.toThrow(/recipient/);
    await expect(
      sendMail(svc(), {
        to: 'a@b.test',
        subject: 'x',
        body: 'y',
        action: { label: 'l', path: '//mal.test/x' },
      }),
    ).rejects.toThrow(/action path/);
  });
});

describe('delivery through a real SMTP server', () => {
  it('sends the verification e-mail once: absolute link, both parts, a stable Message-ID, nothing secret in the log', async () => {
    deliver();
    const client = await t.fresh('guest');
    const email = 'entrega@exemplo.com.br';
    const response = await client.post('/api/register', {
      json: {
        name: 'Ana Entrega',
        email,
        password: 'senha-forte-2026',
        password_confirmation: 'senha-forte-2026',
        accept_terms: true,
      },
    });
    expect(response.status).toBe(201);
    const [got] = await waitUntil('the message', () => {
      const list = receivedBy(email);
      return list.length > 0 && list;
    });
    const [row] = await outbox(email);
    await waitUntil('recorded as sent', async () => (await outbox(email))[0]?.sent_at);
    expect(got?.to).toEqual([email]);
    expect(got?.from).toBe('nao-responda@escola.test');
    const mail = got?.mail;
    expect(mail?.subject).toBe('Confirme seu e-mail na Aula');
    expect(mail?.messageId).toBe(`<${row?.message_token}@escola.test>`);
    expect(mail?.replyTo?.text).toBe('suporte@escola.test');
    const link = /https:\/\/aula\.escola\.test\/verificar-email\?token=[\w-]+/.exec(
      mail?.text ?? '',
    )?.[0];
    expect(link).toBeTruthy();
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.html).toContain('Escola');
    const token = new URL(link ?? 'http://x').searchParams.get('token') ?? '';
    expect(JSON.stringify(logged)).not.toContain(token);
    // The worker logs once the row's update has returned; the row can be read as sent a moment before.
    await waitUntil('logged as sent', () =>
      logged.some((e) => e.event === 'mail.sent' && e.id === row?.id),
    );
  });

  it('a subject with CR/LF reaches SMTP as one header line, to the one recipient', async () => {
    deliver();
    await sendMail(svc(), {
      to: 'cabecalho@aula.test',
      subject: 'Olá\r\nBcc: intruso@mal.test\r\nX-Injetado: sim',
      body: 'corpo',
    });
    const [got] = await waitUntil('the message', () => {
      const list = receivedBy('cabecalho@aula.test');
      return list.length > 0 && list;
    });
    expect(got?.to).toEqual(['cabecalho@aula.test']);
    expect(got?.mail.subject).toBe('Olá Bcc: intruso@mal.test X-Injetado: sim');
    expect(got?.mail.headers.has('bcc')).toBe(false);
    expect(got?.mail.headers.has('x-injetado')).toBe(false);
    const subjectLines = (got?.raw ?? '').split('\r\n\r\n')[0]?.match(/^Subject:/gim) ?? [];
    expect(subjectLines).toHaveLength(1);
  });

  it('adds one-click List-Unsubscribe and the footer link when given', async () => {
    deliver();
    await sendMail(svc(), {
      to: 'aviso@aula.test',
      subject: 'Nova resposta',
      body: 'Alguém respondeu.',
      kind: 'comment_reply',
      action: { label: 'Ver resposta', path: '/cursos/x' },
      unsubscribeUrl: 'https://aula.escola.test/descadastrar?t=abc',
    });
    const [got] = await waitUntil('the message', () => {
      const list = receivedBy('aviso@aula.test');
      return list.length > 0 && list;
    });
    expect(got?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    expect(got?.raw).toMatch(
      /^List-Unsubscribe: <https:\/\/aula\.escola\.test\/descadastrar\?t=abc>/m,
    );
    expect(got?.mail.text).toContain('Ver resposta: https://aula.escola.test/cursos/x');
    expect((await outbox('aviso@aula.test'))[0]?.kind).toBe('comment_reply');
  });

  it('delivers every kind the notifications send (their names, as the contract spells them)', async () => {
    deliver();
    for (const kind of NOTIFICATION_KINDS)
      await sendMail(svc(), {
        to: `${kind.replace(/_/g, '-')}@aula.test`,
        subject: kind,
        body: 'x',
        kind,
      });
    for (const kind of NOTIFICATION_KINDS)
      await waitUntil(`the ${kind} message`, () =>
        receivedBy(`${kind.replace(/_/g, '-')}@aula.test`).length === 1 ? true : undefined,
      );
    expect(NOTIFICATION_KINDS.length).toBeGreaterThan(3);
  });

  it('SMTP down, then back: every message delivered once, none lost', async () => {
    await sink.stop();
    try {
      deliver(50);
      const to = Array.from({ length: 5 }, (_, i) => `queda${i}@aula.test`);
      for (const address of to) await sendMail(svc(), { to: address, subject: 'Queda', body: 'x' });
      await waitUntil('every message tried and failed', async () => {
        const rows = await t.db.query<{ n: number }>(
          `select count(*)::int as n from mail_outbox
            where to_email like 'queda%' and last_error like 'Não foi possível conectar%'`,
        );
        return rows[0]?.n === 5;
      });
    } finally {
      await sink.restart();
    }
    await waitUntil('all delivered', async () => {
      const rows = await t.db.query<{ n: number }>(
        "select count(*)::int as n from mail_outbox where to_email like 'queda%' and sent_at is not null",
      );
      return rows[0]?.n === 5;
    });
    const got = sink.received.filter((r) => r.to[0]?.startsWith('queda'));
    expect(got).toHaveLength(5);
    expect(new Set(got.map((r) => r.mail.messageId)).size).toBe(5);
  });

  it('sendMails: many messages in a few statements, each delivered once as sendMail would', async () => {
    deliver();
    const messages = Array.from({ length: 40 }, (_, i) => ({
      to: `lote${i}@aula.test`,
      subject: `Nova aula ${i}`,
      body: `Olá, aluna ${i}!`,
      kind: 'lecture_released',
      action: { label: 'Assistir à aula', path: `/curso/aula/${i}` },
      userId: null,
    }));
    // A bad recipient refuses the whole batch before anything is written.
    await expect(
      sendMails(svc(), [
        ...messages.slice(0, 2),
        { to: 'a@b.test, c@d.test', subject: 'x', body: 'y' },
      ]),
    ).rejects.toThrow(/one e-mail address/);
    expect(await outbox('lote0@aula.test')).toEqual([]);
    await sendMails(svc(), messages);
    const got = await waitUntil('all 40', () => {
      const list = sink.received.filter((r) => r.to[0]?.startsWith('lote'));
      return list.length >= 40 && list;
    });
    expect(got).toHaveLength(40);
    expect(new Set(got.map((r) => r.to[0])).size).toBe(40);
    expect(new Set(got.map((r) => r.mail.messageId)).size).toBe(40);
    const one = got.find((r) => r.to[0] === 'lote7@aula.test');
    expect(one?.mail.subject).toBe('Nova aula 7');
    expect(one?.mail.text).toContain('Assistir à aula: https://aula.escola.test/curso/aula/7');
    // Each row is marked sent after the server has accepted its message: the sink may have the
    // 40th a moment before its row says so.
    const rows = await waitUntil('all 40 marked sent', async () => {
      const list = await t.db.query<{ job_id: number | null; sent_at: Date | null }>(
        "select job_id, sent_at from mail_outbox where to_email like 'lote%'",
      );
      return list.every((row) => row.sent_at !== null) && list;
    });
    expect(rows).toHaveLength(40);
    expect(rows.every((row) => row.job_id !== null && row.sent_at !== null)).toBe(true);
  });

  /** Sends one message to `to` through the (refusing) test server; its job once it failed. */
  async function sendUntilFailed(to: string) {
    deliver(1);
    await sendMail(svc(), { to, subject: 'x', body: 'y' });
    const [row] = await outbox(to);
    return waitUntil('failed', async () => {
      const found = await getJob(t.db, Number(row?.job_id));
      return found?.state === 'failed' && found;
    });
  }

  it(`a message refused for now (4xx) is retried, then kept as failed after ${MAIL_MAX_ATTEMPTS} tries with its reason in pt-BR`, async () => {
    sink.reject('Try again later', 451);
    const job = await sendUntilFailed('adiado@aula.test');
    expect(job.attempts).toBe(MAIL_MAX_ATTEMPTS);
    const [after] = await outbox('adiado@aula.test');
    expect(after?.sent_at).toBeNull();
    expect(after?.last_error).toMatch(/^O servidor de e-mail recusou a mensagem \(451\)/);
  });

  it('a message refused for good (5xx) fails at its first try, its reason in pt-BR for the admins', async () => {
    sink.reject('Mailbox unavailable');
    const job = await sendUntilFailed('recusado@aula.test');
    expect(job.attempts).toBe(1);
    expect(job.lastError).toMatch(/^PermanentJobError: O servidor de e-mail recusou/);
    const [after] = await outbox('recusado@aula.test');
    expect(after?.sent_at).toBeNull();
    expect(after?.last_error).toMatch(/^O servidor de e-mail recusou a mensagem \(550\)/);
    // The admins see it failed, with its reason, never its body.
    const admin = await t.as('admin');
    const response = await admin.get('/api/admin/emails');
    expect(response.status).toBe(200);
    const list = endpoints.listAdminEmails.response.parse(await response.json()).data;
    expect(list.failed_count).toBeGreaterThanOrEqual(1);
    expect(list.emails.find((e) => e.to === 'recusado@aula.test')).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: expect.stringMatching(/^O servidor de e-mail recusou a mensagem \(550\)/),
      sent_at: null,
    });
    expect(JSON.stringify(list)).not.toContain('"body"');
  });

  it('a row already sent is not sent again (a job run again after its send was recorded)', async () => {
    await sendMail(svc(), { to: 'dedup@aula.test', subject: 'x', body: 'y' });
    const [row] = await outbox('dedup@aula.test');
    transport = smtpTransport(sink.url);
    const handler = mailJobHandlers(t.db, settings(sink), transport, log)[MAIL_QUEUE];
    const job = {
      id: Number(row?.job_id),
      queue: MAIL_QUEUE,
      payload: { id: row?.id },
      attempt: 1,
      maxAttempts: 8,
      runAt: new Date(),
      createdAt: new Date(),
    };
    await handler?.(job, new AbortController().signal);
    await handler?.({ ...job, attempt: 2 }, new AbortController().signal);
    expect(receivedBy('dedup@aula.test')).toHaveLength(1);
  });
});

describe('a paced batch (mail.batch, ADR 057)', () => {
  const paced = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      to: `${prefix}${i}@aula.test`,
      subject: `Nova aula liberada ${i}`,
      body: 'Olá!',
      kind: 'lecture_released',
    }));
  const batchJob = async (prefix: string) => {
    const [row] = await t.db.query<{ job_id: number }>(
      `select o.job_id from mail_outbox o join jobs j on j.id = o.job_id
        where o.to_email = $1 and j.queue = $2`,
      [`${prefix}0@aula.test`, MAIL_BATCH_QUEUE],
    );
    return Number(row?.job_id);
  };
  const sentRows = async (prefix: string) =>
    t.db.query<{ to_email: string; sent_at: Date | null; job_id: number }>(
      'select to_email, sent_at, job_id from mail_outbox where to_email like $1 order by id',
      [`${prefix}%`],
    );
  const arrived = (prefix: string) => sink.received.filter((r) => r.to[0]?.startsWith(prefix));
  /** A batch of `count` whose message `refused` the server refuses with `code`, run to its end. */
  async function batchRefusing(
    prefix: string,
    count: number,
    refused: number,
    code: number,
    text: string,
  ) {
    deliver(50);
    sink.reject(text, code, `${prefix}${refused}@aula.test`);
    await sendMails(svc(), paced(prefix, count), 50);
    const job = await batchJob(prefix);
    await waitUntil('the batch done', async () => (await getJob(t.db, job))?.state === 'done');
    return job;
  }

  it('is never seen half-written: after each of its statements, a batch job’s rows name it', async () => {
    // A worker may claim the job the moment its statement ends when the caller has no
    // transaction (a test did, and its batch ran before its rows named it: sent nothing, done).
    // Watched in a transaction rolled back at the end: the next tests' workers never see it.
    const seen: number[] = [];
    await t.db
      .transaction(async (tx) => {
        const watched = {
          ...tx,
          async query<T>(sql: string, params?: unknown[]) {
            const rows = await tx.query<T>(sql, params);
            const [half] = await tx.query<{ n: number }>(
              `select count(*)::int as n from jobs j
                 join mail_outbox o
                   on o.id in (select jsonb_array_elements_text(j.payload->'ids')::bigint)
                where j.queue = $1 and o.job_id is distinct from j.id`,
              [MAIL_BATCH_QUEUE],
            );
            seen.push(half?.n ?? -1);
            return rows;
          },
        };
        await sendMails({ db: watched, log }, paced('lote-inteiro', 3), 50);
        const rows = await tx.query<{ job_id: number | null }>(
          "select job_id from mail_outbox where to_email like 'lote-inteiro%'",
        );
        expect(rows.map((row) => row.job_id !== null)).toEqual([true, true, true]);
        throw new Error('rolled back');
      })
      .catch((error: Error) => expect(error.message).toBe('rolled back'));
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen.every((n) => n === 0)).toBe(true);
  });

  it('sends its messages once each, in order, a step apart, and records them all sent', async () => {
    const smtp = smtpTransport(sink.url);
    transport = smtp;
    const starts: number[] = [];
    const timing: MailTransport = {
      ...smtp,
      send(message) {
        starts.push(performance.now());
        return smtp.send(message);
      },
    };
    workers = startWorkers(t.db, mailJobHandlers(t.db, settings(sink), timing, log), {
      pollMs: 25,
      log,
    });
    // 20 a second: each send starts 50 ms after the one before it.
    const queuedAt = performance.now();
    await sendMails(svc(), paced('lote-ritmo', 6), 20);
    const job = await batchJob('lote-ritmo');
    const got = await waitUntil(
      'all 6',
      () => arrived('lote-ritmo').length >= 6 && arrived('lote-ritmo'),
    );
    expect(got.map((r) => r.to[0])).toEqual(paced('lote-ritmo', 6).map((m) => m.to));
    expect(new Set(got.map((r) => r.mail.messageId)).size).toBe(6);
    // The pace holds. A send is timed here a moment after the batch paced it, and a busy
    // machine can make that moment longer for one message (a 23 ms gap beside the e2e run): so
    // most gaps are a step or more, and the last send is at least five steps after the queueing.
    const gaps = starts.slice(1).map((at, i) => at - (starts[i] ?? 0));
    expect(gaps).toHaveLength(5);
    expect([...gaps].sort((a, b) => a - b)[2]).toBeGreaterThanOrEqual(49);
    expect((starts[5] ?? 0) - queuedAt).toBeGreaterThanOrEqual(5 * 50 - 1);
    await waitUntil('the batch done', async () => (await getJob(t.db, job))?.state === 'done');
    const rows = await sentRows('lote-ritmo');
    expect(rows.every((row) => row.sent_at !== null && Number(row.job_id) === job)).toBe(true);
    expect((await getJob(t.db, job))?.attempts).toBe(1);
    // The log has a line per record of sends (a second's worth), naming each message once.
    const ids = (
      await t.db.query<{ id: number }>(
        "select id from mail_outbox where to_email like 'lote-ritmo%' order by id",
      )
    ).map((row) => Number(row.id));
    const lines = logged.filter(
      (e) => e.event === 'mail.sent' && Array.isArray(e.ids) && ids.includes(Number(e.ids[0])),
    );
    expect(lines.flatMap((e) => (e.ids as unknown[]).map(Number))).toEqual(ids);
    expect(lines.length).toBeLessThan(ids.length);
    expect(logged.some((e) => e.event === 'mail.sent' && ids.includes(Number(e.id)))).toBe(false);
  });

  it('a message refused for good fails alone, for the admins; the rest of the batch goes', async () => {
    const job = await batchRefusing('lote-recusa', 4, 2, 550, 'Mailbox unavailable');
    expect(arrived('lote-recusa').map((r) => r.to[0])).toEqual([
      'lote-recusa0@aula.test',
      'lote-recusa1@aula.test',
      'lote-recusa3@aula.test',
    ]);
    const rows = await sentRows('lote-recusa');
    const refused = rows[2];
    expect(refused?.sent_at).toBeNull();
    expect(Number(refused?.job_id)).not.toBe(job);
    expect(await getJob(t.db, Number(refused?.job_id))).toMatchObject({
      queue: MAIL_QUEUE,
      state: 'failed',
      attempts: 1,
    });
    const admin = await t.as('admin');
    const list = endpoints.listAdminEmails.response.parse(
      await (await admin.get('/api/admin/emails')).json(),
    ).data;
    expect(list.emails.find((e) => e.to === 'lote-recusa2@aula.test')).toMatchObject({
      status: 'failed',
      last_error: expect.stringMatching(/^O servidor de e-mail recusou a mensagem \(550\)/),
    });
    expect(list.emails.find((e) => e.to === 'lote-recusa1@aula.test')?.status).toBe('sent');
  });

  it('a message refused for now gets retries of its own and arrives once; the rest goes meanwhile', async () => {
    const job = await batchRefusing('lote-adia', 3, 1, 451, 'Try again later');
    expect(arrived('lote-adia').map((r) => r.to[0])).toEqual([
      'lote-adia0@aula.test',
      'lote-adia2@aula.test',
    ]);
    const [, apart] = await sentRows('lote-adia');
    expect(await getJob(t.db, Number(apart?.job_id))).toMatchObject({
      queue: MAIL_QUEUE,
      state: 'queued',
      attempts: 1,
    });
    // The batch run again (a lost lease, say) leaves it to its own job: it sends nothing.
    await workers?.stop();
    sink.reject(undefined);
    const record = await getJob(t.db, job);
    const direct = smtpTransport(sink.url);
    const batch = mailJobHandlers(t.db, settings(sink), direct, log)[MAIL_BATCH_QUEUE];
    await batch?.(
      {
        id: job,
        queue: MAIL_BATCH_QUEUE,
        payload: record?.payload,
        attempt: 2,
        maxAttempts: MAIL_MAX_ATTEMPTS,
        runAt: new Date(),
        createdAt: new Date(),
      },
      new AbortController().signal,
    );
    direct.close();
    expect(arrived('lote-adia')).toHaveLength(2);
    deliver(50);
    await waitUntil('set apart, then sent', async () => (await sentRows('lote-adia'))[1]?.sent_at);
    expect(arrived('lote-adia').filter((r) => r.to[0] === 'lote-adia1@aula.test')).toHaveLength(1);
    expect(await getJob(t.db, Number(apart?.job_id))).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('the server lost mid-batch: what went is recorded, the retry sends only the rest, each once', async () => {
    const smtp = smtpTransport(sink.url);
    transport = smtp;
    let sends = 0;
    const dropping: MailTransport = {
      ...smtp,
      async send(message) {
        sends += 1;
        if (sends === 3)
          throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        await smtp.send(message);
      },
    };
    workers = startWorkers(t.db, mailJobHandlers(t.db, settings(sink), dropping, log), {
      pollMs: 25,
      backoffMs: 50,
      log,
    });
    await sendMails(svc(), paced('lote-queda', 5), 50);
    const job = await batchJob('lote-queda');
    await waitUntil('the batch done', async () => (await getJob(t.db, job))?.state === 'done');
    const got = arrived('lote-queda').map((r) => r.to[0]);
    expect([...got].sort()).toEqual(paced('lote-queda', 5).map((m) => m.to));
    expect(await getJob(t.db, job)).toMatchObject({ attempts: 2 });
    expect((await sentRows('lote-queda')).every((row) => row.sent_at !== null)).toBe(true);
    // Two in the first attempt, the third refused: the retry sent the three left, none again.
    expect(sends).toBe(6);
  });

  it('a worker stopping mid-batch records what it sent; the batch goes back and the rest arrives once', async () => {
    deliver();
    // 5 a second: 200 ms apart, the stop lands between two of them.
    await sendMails(svc(), paced('lote-pausa', 5), 5);
    const job = await batchJob('lote-pausa');
    await waitUntil('two sent', () => arrived('lote-pausa').length >= 2);
    await workers?.stop();
    workers = undefined;
    const stopped = await sentRows('lote-pausa');
    const sentBefore = stopped.filter((row) => row.sent_at !== null).length;
    expect(sentBefore).toBe(arrived('lote-pausa').length);
    expect(sentBefore).toBeLessThan(5);
    expect((await getJob(t.db, job))?.state).toBe('queued');
    deliver();
    await waitUntil('the batch done', async () => (await getJob(t.db, job))?.state === 'done');
    const got = arrived('lote-pausa').map((r) => r.to[0]);
    expect(got).toHaveLength(5);
    expect(new Set(got).size).toBe(5);
  });
});

describe('retention', () => {
  it('empties delivered bodies and links after the retention, keeping who, what kind and when', async () => {
    await sendMail(svc(), {
      to: 'antigo@aula.test',
      subject: 'Código',
      body: 'Seu código é 123456',
      action: { label: 'Abrir', path: '/x?token=segredo' },
    });
    await sendMail(svc(), {
      to: 'pendente@aula.test',
      subject: 'Código',
      body: 'Seu código é 654321',
    });
    await sendMail(svc(), {
      to: 'desistido@aula.test',
      subject: 'Código',
      body: 'Seu código é 111222',
    });
    await t.db.query(
      "update mail_outbox set sent_at = now() - interval '25 hours' where to_email = 'antigo@aula.test'",
    );
    // Given up on 25 hours ago: its code goes too; its row stays for the admins' list.
    await t.db.query(
      `update jobs set state = 'failed', finished_at = now() - interval '25 hours'
        where id = (select job_id from mail_outbox where to_email = 'desistido@aula.test')`,
    );
    expect(await purgeDelivered(t.db, 24)).toBeGreaterThanOrEqual(2);
    expect((await outbox('desistido@aula.test'))[0]).toMatchObject({ body: '', sent_at: null });
    const [old] = await outbox('antigo@aula.test');
    expect(old).toMatchObject({
      body: '',
      action_path: null,
      to_email: 'antigo@aula.test',
      kind: 'security',
      subject: 'Código',
    });
    expect(old?.purged_at).toBeInstanceOf(Date);
    // Not delivered yet: kept whole.
    expect((await outbox('pendente@aula.test'))[0]?.body).toBe('Seu código é 654321');
  });
});

describe('the local mailbox (no SMTP_URL)', () => {
  it('is allowed only without SMTP, on loopback, with no proxy in front', () => {
    const ok = { smtpUrl: undefined, hostname: '127.0.0.1', trustProxy: 0 };
    expect(devMailboxAllowed(ok)).toBe(true);
    expect(devMailboxAllowed({ ...ok, hostname: '::1' })).toBe(true);
    expect(devMailboxAllowed({ ...ok, hostname: 'localhost' })).toBe(true);
    expect(devMailboxAllowed({ ...ok, smtpUrl: 'smtp://mail.test' })).toBe(false);
    expect(devMailboxAllowed({ ...ok, hostname: '0.0.0.0' })).toBe(false);
    expect(devMailboxAllowed({ ...ok, hostname: '::' })).toBe(false);
    expect(devMailboxAllowed({ ...ok, hostname: '192.168.0.10' })).toBe(false);
    expect(devMailboxAllowed({ ...ok, trustProxy: 1 })).toBe(false);
    expect(isLoopbackHost('127.1.2.3')).toBe(true);
  });

  it('shows the messages, links absolute and text escaped, when turned on; 404 otherwise', async () => {
    await sendMail(svc(), {
      to: 'local@aula.test',
      subject: '<script>x</script>',
      body: 'Olá <img src=x>',
      action: { label: 'Confirmar', path: '/verificar-email?token=abc' },
    });
    const local: MailSettings = {
      smtpUrl: undefined,
      from: 'Aula <nao-responda@localhost>',
      replyTo: undefined,
      appUrl: 'http://127.0.0.1:3000',
      retentionHours: 24,
      bulkPerSecond: 0,
    };
    const on = createApp({ db: t.db, log, mail: { settings: local, devMailbox: true } });
    const page = await createClient(on).get(DEV_MAILBOX_PATH);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Caixa de e-mails local');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('Olá &lt;img src=x&gt;');
    expect(html).toContain(
      '<a href="http://127.0.0.1:3000/verificar-email?token=abc">http://127.0.0.1:3000/verificar-email?token=abc</a>',
    );
    expect((await createClient(t.app).get(DEV_MAILBOX_PATH)).status).toBe(404);
  });

  it('the local transport marks messages delivered without any server', async () => {
    workers = startWorkers(
      t.db,
      mailJobHandlers(t.db, { ...settings(sink), smtpUrl: undefined }, localTransport(), log),
      { pollMs: 25 },
    );
    await sendMail(svc(), { to: 'semsmtp@aula.test', subject: 'x', body: 'y' });
    await waitUntil(
      'delivered locally',
      async () => (await outbox('semsmtp@aula.test'))[0]?.sent_at,
    );
    expect(receivedBy('semsmtp@aula.test')).toEqual([]);
  });
});

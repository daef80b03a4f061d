import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readConfig } from '../config';
import { startWorkers, type Workers } from '../jobs/workers';
import { useTestApp } from '../testing/harness';
import { waitUntil } from '../testing/wait';
import { mailJobHandlers } from './outbox';
import type { MailSettings, MailTransport } from './transport';
import { pinOf, type templateMessage } from './whatsapp';

const logged: Record<string, unknown>[] = [];
const log = (entry: Record<string, unknown>) => {
  logged.push(entry);
};
const t = useTestApp({ log });

const TOKEN = 'EAAGm0PX4ZCpsBAKtesttokenthatisnotreal0123456789';
const PHONE_NUMBER_ID = '106540352242922';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** A stand-in for graph.facebook.com on loopback: records each request, answers from `replies`. */
async function fakeCloudApi(replies: { status: number; body: unknown }[]) {
  const seen: Seen[] = [];
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      request.on('data', (chunk) => {
        data += chunk;
      });
      request.on('end', () => resolve(data));
    });
  const server: Server = createServer((request, response) => {
    void read(request).then((raw) => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: JSON.parse(raw),
      });
      const reply = replies[Math.min(seen.length - 1, replies.length - 1)] ?? {
        status: 500,
        body: {},
      };
      response.writeHead(reply.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    base: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** SMTP must never see a PIN: this transport fails the test if it is used. */
const noSmtp: MailTransport = {
  kind: 'smtp',
  async send() {
    throw new Error('a WhatsApp PIN went to SMTP');
  },
  close() {},
};

let workers: Workers | undefined;
afterEach(async () => {
  await workers?.stop();
  workers = undefined;
});

const ACCEPTED = {
  status: 200,
  body: {
    messaging_product: 'whatsapp',
    contacts: [{ input: '5531987654321', wa_id: '5531987654321' }],
    messages: [{ id: 'wamid.HBgLNTUzMTk4NzY1NDMyMRUCABIYFDNBMDU' }],
  },
};
const OUTAGE = {
  status: 500,
  body: { error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1 } },
};

describe('given WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID', () => {
  it('sends the PIN as a Cloud API template message, retried after a 500, and the PIN confirms the number', async () => {
    const api = await fakeCloudApi([OUTAGE, ACCEPTED]);
    try {
      const whatsapp = readConfig({
        WHATSAPP_TOKEN: TOKEN,
        WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
        WHATSAPP_API_BASE: `${api.base}/`,
      }).mail.whatsapp;
      expect(whatsapp).toMatchObject({ apiVersion: 'v21.0', template: 'aula_pin' });
      const settings: MailSettings = {
        smtpUrl: undefined,
        from: 'Aula <nao-responda@aula.test>',
        replyTo: undefined,
        appUrl: 'http://127.0.0.1:3000',
        retentionHours: 24,
        bulkPerSecond: 0,
        whatsapp,
      };
      workers = startWorkers(t.db, mailJobHandlers(t.db, settings, noSmtp, log), {
        pollMs: 25,
        backoffMs: 10,
        log,
      });
      const me = await t.as('student');
      const sent = await me.post('/api/me/whatsapp-change', {
        json: { whatsapp: '+55 (31) 98765-4321' },
      });
      expect(sent.status).toBe(201);
      const row = await waitUntil('the PIN delivered', async () => {
        const [found] = await t.db.query<{ sent_at: Date | null; last_error: string | null }>(
          "select sent_at, last_error from mail_outbox where kind = 'whatsapp' and to_email = '+5531987654321'",
        );
        return found?.sent_at ? found : null;
      });
      expect(row.last_error).toBeNull();
      // The first try met a 500: retried once, and the same request both times.
      expect(api.seen).toHaveLength(2);
      for (const request of api.seen) {
        expect(request.method).toBe('POST');
        expect(request.url).toBe(`/v21.0/${PHONE_NUMBER_ID}/messages`);
        expect(request.authorization).toBe(`Bearer ${TOKEN}`);
        expect(request.contentType).toBe('application/json');
      }
      expect(api.seen[1]?.body).toEqual(api.seen[0]?.body);
      const body = api.seen[0]?.body as ReturnType<typeof templateMessage>;
      expect(body).toEqual({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '5531987654321',
        type: 'template',
        template: {
          name: 'aula_pin',
          language: { code: 'pt_BR' },
          components: [{ type: 'body', parameters: [{ type: 'text', text: expect.any(String) }] }],
        },
      });
      const pin = body.template.components[0]?.parameters[0]?.text ?? '';
      expect(pin).toMatch(/^\d{4,10}$/);
      // The PIN that went through the API is the one that confirms the number.
      const done = await me.post('/api/me/whatsapp-change/verify', { json: { code: pin } });
      expect(done.status).toBe(201);
      expect((await me.json<{ data: { whatsapp: string } }>('/api/me')).body.data.whatsapp).toBe(
        '5531987654321',
      );
      // The token never reaches the log.
      expect(JSON.stringify(logged)).not.toContain(TOKEN);
      // Logged once the worker's update has returned, which may trail the requests above.
      await waitUntil('logged as sent', () =>
        logged.some((e) => e.event === 'mail.sent' && e.via === 'whatsapp'),
      );
    } finally {
      await api.stop();
    }
  });

  it('keeps a refusal’s reason in pt-BR for the admins while it retries', async () => {
    const api = await fakeCloudApi([
      {
        status: 400,
        body: {
          error: {
            message: '(#132001) Template name does not exist in the translation',
            code: 132001,
          },
        },
      },
    ]);
    try {
      const handlers = mailJobHandlers(
        t.db,
        {
          smtpUrl: undefined,
          from: 'Aula <nao-responda@aula.test>',
          replyTo: undefined,
          appUrl: 'http://127.0.0.1:3000',
          retentionHours: 24,
          bulkPerSecond: 0,
          whatsapp: {
            token: TOKEN,
            phoneNumberId: PHONE_NUMBER_ID,
            apiBase: api.base,
            apiVersion: 'v21.0',
            template: 'modelo_inexistente',
          },
        },
        noSmtp,
        log,
      );
      workers = startWorkers(t.db, handlers, { pollMs: 25, backoffMs: 60_000, log });
      const me = await t.as('otherStudent');
      expect(
        (await me.post('/api/me/whatsapp-change', { json: { whatsapp: '+55 11 91234-5678' } }))
          .status,
      ).toBe(201);
      const row = await waitUntil('the refusal recorded', async () => {
        const [found] = await t.db.query<{ sent_at: Date | null; last_error: string | null }>(
          "select sent_at, last_error from mail_outbox where kind = 'whatsapp' and to_email = '+5511912345678'",
        );
        return found?.last_error ? found : null;
      });
      expect(row.sent_at).toBeNull();
      expect(row.last_error).toBe(
        'A API do WhatsApp recusou a mensagem (400): 132001 (#132001) Template name does not exist in the translation',
      );
      expect(row.last_error).not.toContain(TOKEN);
    } finally {
      await api.stop();
    }
  });
});

describe('the WhatsApp settings', () => {
  it('are off without both, and refuse one alone, a bad id or base, never showing the token', () => {
    expect(readConfig({}).mail.whatsapp).toBeUndefined();
    const refused = (env: Record<string, string>) => {
      try {
        readConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };
    expect(refused({ WHATSAPP_TOKEN: TOKEN })).toMatch(/^WHATSAPP_PHONE_NUMBER_ID ausente/);
    expect(refused({ WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID })).toMatch(
      /^WHATSAPP_TOKEN ausente/,
    );
    const short = refused({ WHATSAPP_TOKEN: 'segredo curto', WHATSAPP_PHONE_NUMBER_ID: '12345' });
    expect(short).toMatch(/^WHATSAPP_TOKEN inválido: 13 caracteres/);
    expect(short).not.toContain('segredo');
    const both = { WHATSAPP_TOKEN: TOKEN, WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID };
    expect(refused({ ...both, WHATSAPP_PHONE_NUMBER_ID: '+5531' })).toMatch(
      /^WHATSAPP_PHONE_NUMBER_ID inválido/,
    );
    expect(refused({ ...both, WHATSAPP_API_BASE: 'http://graph.facebook.com' })).toMatch(
      /^WHATSAPP_API_BASE inválido/,
    );
    expect(refused({ ...both, WHATSAPP_API_VERSION: '21' })).toMatch(
      /^WHATSAPP_API_VERSION inválido/,
    );
    for (const env of [both, { ...both, WHATSAPP_API_VERSION: 'x' }])
      expect(refused(env)).not.toContain(TOKEN);
    expect(readConfig(both).mail.whatsapp).toEqual({
      token: TOKEN,
      phoneNumberId: PHONE_NUMBER_ID,
      apiBase: 'https://graph.facebook.com',
      apiVersion: 'v21.0',
      template: 'aula_pin',
    });
  });

  it('reads the PIN out of the outbox row’s text', () => {
    expect(
      pinOf('Aula: seu PIN para confirmar este número é 482913. Ele vale por 10 minutos.'),
    ).toBe('482913');
    expect(pinOf('Sem código aqui. Ele vale por 10 minutos.')).toBeNull();
  });
});

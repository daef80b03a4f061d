import { isIP } from 'node:net';
import type { Hono } from 'hono';
import type { Db } from '../db/database';
import type { AppEnv } from '../env';
import { composeMail, type OutboxRow } from './outbox';
import { escapeHtml } from './template';
import type { MailSettings } from './transport';

/** The local mailbox's page: the messages the server would have e-mailed (ADR 039). */
/** When, as a person in Brazil reads it: "27/11/2026, 09:37:38" (the school's time zone). */
const shownAt = (at: Date | string) =>
  new Date(at).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });

export const DEV_MAILBOX_PATH = '/dev/emails';

const LOOPBACK_NAMES = new Set(['localhost', 'ip6-localhost', 'ip6-loopback']);

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (LOOPBACK_NAMES.has(host)) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1';
  return false;
}

/**
 * The local mailbox exists only for a developer's own machine: no SMTP server configured (so no
 * real recipient could miss a message read here), listening on loopback only, no proxy in front.
 * Anywhere else its page is a 404, as if it did not exist: it shows codes and links.
 */
export function devMailboxAllowed(settings: {
  smtpUrl: string | undefined;
  hostname: string;
  trustProxy: number;
}): boolean {
  return !settings.smtpUrl && isLoopbackHost(settings.hostname) && settings.trustProxy === 0;
}

const PAGE_SIZE = 50;

export function devMailboxRoutes(app: Hono<AppEnv>, db: Db, settings: MailSettings) {
  app.get(DEV_MAILBOX_PATH, async (c) => {
    const rows = await db.query<OutboxRow>('select * from mail_outbox order by id desc limit $1', [
      PAGE_SIZE,
    ]);
    const items = rows
      .map((row) => {
        const mail = composeMail(row, settings);
        const when = new Date(row.created_at).toISOString();
        const text = escapeHtml(mail.text).replace(
          /https?:\/\/[^\s<]+/g,
          (url) => `<a href="${url}">${url}</a>`,
        );
        return `<article><h2>${escapeHtml(mail.subject)}</h2>
<p>Para: ${escapeHtml(row.to_email)} · ${escapeHtml(row.kind)} · <time datetime="${when}">${escapeHtml(shownAt(row.created_at))}</time>${row.purged_at ? ' · texto apagado (retenção)' : ''}</p>
<pre>${text}</pre></article>`;
      })
      .join('\n');
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Caixa de e-mails local</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:16px}pre{white-space:pre-wrap;word-break:break-word;background:#f4f4f5;padding:12px}@media (prefers-color-scheme:dark){body{background:#18181b;color:#f4f4f5}pre{background:#27272a}a{color:#86efac}}</style>
</head><body><h1>Caixa de e-mails local</h1>
<p>Sem SMTP_URL, a Aula não envia e-mails: eles ficam aqui, só neste computador (os ${PAGE_SIZE} mais recentes).</p>
${items || '<p>Nenhum e-mail ainda.</p>'}
</body></html>`);
  });
}

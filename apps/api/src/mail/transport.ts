import nodemailer from 'nodemailer';
import type { WhatsappSettings } from './whatsapp';

/**
 * Where the outbox's worker delivers (ADR 039): an SMTP server through nodemailer, or, with no
 * `SMTP_URL`, nowhere: the message stays in the outbox, read in the local mailbox (development).
 */
export interface OutgoingMail {
  from: string;
  replyTo?: string | undefined;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<token@domain>`, the same on every retry of one outbox row. */
  messageId: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'local';
  send(message: OutgoingMail): Promise<void>;
  close(): void;
}

/** Delivery settings, read by `config.ts` (the password stays inside `smtpUrl`, never printed). */
export interface MailSettings {
  /** smtp:// or smtps:// with user and password; absent: the local mailbox. */
  smtpUrl: string | undefined;
  /** `Escola <nao-responda@escola.com.br>` */
  from: string;
  replyTo: string | undefined;
  /** The public address of the app: links in messages are made absolute with it. */
  appUrl: string;
  /** Delivered bodies are purged this many hours after delivery. */
  retentionHours: number;
  /** `MAIL_DIR` (end-to-end journeys only): WhatsApp PINs are also written there as JSON files. */
  phoneSinkDir?: string | undefined;
  /** The WhatsApp Cloud API sender (ADR 045); absent: PINs stay in the outbox (and MAIL_DIR). */
  whatsapp?: WhatsappSettings | undefined;
}

export const localTransport = (): MailTransport => ({
  kind: 'local',
  async send() {},
  close() {},
});

/** Timeouts well under the job lease (60 s), so a hung server is a failed attempt, not a lost lease. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpTransport(url: string): MailTransport {
  // The URL's query may set the timeouts too; ours are the defaults.
  const parsed = new URL(url);
  for (const [name, ms] of Object.entries(TIMEOUTS))
    if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, String(ms));
  const transporter = nodemailer.createTransport(parsed.toString());
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        headers: message.headers,
        // The envelope is the one recipient: nothing in a header adds another.
        envelope: { from: addressOf(message.from), to: [message.to] },
      });
    },
    close() {
      transporter.close();
    },
  };
}

export function createTransport(settings: Pick<MailSettings, 'smtpUrl'>): MailTransport {
  return settings.smtpUrl ? smtpTransport(settings.smtpUrl) : localTransport();
}

/** `a@b` from `Name <a@b>` or `a@b`. */
export function addressOf(mailbox: string): string {
  return /<([^<>\s]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox.trim();
}

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
  /**
   * `MAIL_BULK_PER_SECOND`: the pace of bulk e-mail (a lecture's release to its students), across
   * every process; 0: as fast as the workers send (ADR 049). Security and thread e-mail is never paced.
   */
  bulkPerSecond: number;
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

/**
 * Timeouts well under the job lease (60 s), so a hung server is a failed attempt, not a lost lease;
 * a pool of connections kept open between messages (issue 36 §4: a new connection per message held
 * delivery at ~20 e-mails/s), each used for at most 100 messages.
 */
const DEFAULTS = {
  connectionTimeout: '10000',
  greetingTimeout: '10000',
  socketTimeout: '30000',
  pool: 'true',
  maxConnections: '5',
  maxMessages: '100',
  // A message the server did not take fails its attempt at once: the outbox retries it with its
  // own backoff (the pool's requeues would hold the job while the server is down).
  maxRequeues: '0',
};

export function smtpTransport(url: string): MailTransport {
  // The URL's query may set these too (`?pool=false`); ours are the defaults.
  const parsed = new URL(url);
  for (const [name, value] of Object.entries(DEFAULTS))
    if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, value);
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

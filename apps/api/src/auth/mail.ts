/** The outbox moved to `mail/` (ADR 039); callers keep importing `sendMail` from here. */
export { type MailMessage, sendMail } from '../mail/outbox';

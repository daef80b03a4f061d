// A test SMTP server for the end-to-end journeys (ADR 039): the API started by Playwright sends
// its e-mails here (SMTP_URL), and each message received is written to SMTP_SINK_DIR as a JSON
// file { to, subject, body (the text part), html, messageId } that e2e/support/helpers.ts reads.
// Usage: SMTP_SINK_PORT=24313 SMTP_SINK_DIR=.tmp/e2e-mail node scripts/smtp-sink.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.SMTP_SINK_PORT ?? 2525);
const dir = process.env.SMTP_SINK_DIR;
if (!dir) {
  console.error('SMTP_SINK_DIR ausente: informe a pasta onde guardar as mensagens recebidas.');
  process.exit(1);
}
mkdirSync(dir, { recursive: true });
let sequence = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        for (const rcpt of session.envelope.rcptTo) {
          sequence += 1;
          const file = `${Date.now()}-smtp-${String(sequence).padStart(6, '0')}.json`;
          writeFileSync(
            join(dir, file),
            JSON.stringify({
              to: rcpt.address,
              subject: mail.subject ?? '',
              body: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              messageId: mail.messageId ?? '',
            }),
          );
        }
        callback();
      })
      .catch((error) => callback(error));
  },
});
server.listen(port, '127.0.0.1', () => {
  console.log(`smtp-sink: 127.0.0.1:${port} -> ${dir}`);
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

// bench:mail's SMTP sink, in its own process so that receiving hundreds of e-mails a second does
// not slow the bench's own clock (it times the player's reads). It accepts every message on
// SMTP_SINK_PORT and prints, at most every 250 ms, one JSON line: { received, at } (the count of
// recipients so far, and Date.now() of the last one).
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.SMTP_SINK_PORT);
let received = 0;
let at = 0;
let printed = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    stream.on('end', () => {
      received += session.envelope.rcptTo.length;
      at = Date.now();
      callback();
    });
    stream.resume();
  },
});
// A client that goes away mid-conversation (a worker stopped between two messages) is its own
// affair: the sink goes on counting for the others.
sink.on('error', () => undefined);
setInterval(() => {
  if (received === printed) return;
  printed = received;
  process.stdout.write(`${JSON.stringify({ received, at })}\n`);
}, 250);
sink.listen(port, '127.0.0.1', () => process.stdout.write('{"listening":true}\n'));
process.on('SIGTERM', () => process.exit(0));

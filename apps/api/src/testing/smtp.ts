import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server received it: the envelope and the parsed message. */
export interface Received {
  from: string;
  to: string[];
  mail: ParsedMail;
  raw: string;
}

/**
 * A real SMTP server on loopback (`smtp-server`), for the outbox's tests: it keeps what it
 * receives, can refuse (`reject`), or take a message and never answer it (`hang`).
 */
export async function startSmtpSink(port = 0) {
  const received: Received[] = [];
  const state = { reject: undefined as string | undefined, code: 550, hang: 0 };
  let server: SMTPServer | undefined;
  let boundPort = port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            if (state.reject) {
              const error = new Error(state.reject) as Error & { responseCode: number };
              error.responseCode = state.code;
              callback(error);
              return;
            }
            void simpleParser(raw).then((mail) => {
              received.push({
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((r) => r.address),
                mail,
                raw,
              });
              // Taken, never answered: the sender cannot know it arrived.
              if (state.hang > 0) {
                state.hang -= 1;
                return;
              }
              callback();
            });
          });
        },
      });
      server.once('error', reject);
      server.listen(boundPort, '127.0.0.1', () => {
        const address = server?.server.address();
        if (address && typeof address === 'object') boundPort = address.port;
        resolve();
      });
    });

  await listen();
  return {
    received,
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    /** Refuses every message with this text and code (undefined: accepts again). */
    reject(text: string | undefined, code = 550) {
      state.reject = text;
      state.code = code;
    },
    /** Takes the next `count` messages without ever answering them. */
    hang(count: number) {
      state.hang = count;
    },
    /** Stops listening (the port is kept for `restart`). */
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
    restart: () => listen(),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

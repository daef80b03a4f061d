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
  const state = {
    reject: undefined as string | undefined,
    code: 550,
    /** Refuses only the messages to this address (undefined: every message). */
    rejectTo: undefined as string | undefined,
    hang: 0,
    /** Leaves unanswered only the messages to this address (undefined: the next ones). */
    hangTo: undefined as string | undefined,
  };
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
            const refused =
              state.reject &&
              (!state.rejectTo ||
                session.envelope.rcptTo.some((r) => r.address === state.rejectTo));
            if (refused) {
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
              const hung =
                !state.hangTo || session.envelope.rcptTo.some((r) => r.address === state.hangTo);
              if (state.hang > 0 && hung) {
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
    /**
     * Refuses every message (or only those to `to`) with this text and code (undefined: accepts
     * again).
     */
    reject(text: string | undefined, code = 550, to?: string) {
      state.reject = text;
      state.code = code;
      state.rejectTo = to;
    },
    /** Takes the next `count` messages (to `to` only, when given) without ever answering them. */
    hang(count: number, to?: string) {
      state.hang = count;
      state.hangTo = to;
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

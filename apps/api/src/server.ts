import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { type AppOptions, createApp } from './app';
import { readMail, StartupError } from './config';
import { openDatabase } from './db/open';
import { jobHandlers } from './jobs/handlers';
import { notificationJobHandlers, scheduleNotificationJobs } from './jobs/notification-jobs';
import { privacyJobHandlers, scheduleExportSweep } from './jobs/privacy-jobs';
import { SWEEP_QUEUE, scheduleSweep, videoJobHandlers } from './jobs/video-jobs';
import { startWorkers } from './jobs/workers';
import { createLogger } from './log';
import { mailJobHandlers } from './mail/outbox';
import { createTransport, type MailTransport } from './mail/transport';
import { createLocalFileStore, type S3Settings } from './storage';
import { installDemoCovers, installDemoVideo } from './video/demo';
import { createUploadStore } from './video/stores';
import { defaultVideoSettings } from './video/uploads';

export const MEDIA_DIR = fileURLToPath(new URL('../media', import.meta.url));

export interface StartOptions extends Omit<AppOptions, 'db'> {
  port: number;
  hostname: string;
  /** PostgreSQL's URL; the embedded PGlite in `dataDir` when absent. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Starts from the seed again (the end-to-end journeys do). */
  resetDatabase?: boolean;
  /** Seeds an empty database; by default only the embedded one (see `openDatabase`). */
  seedDemo?: boolean | undefined;
  /** Background jobs run at once in this process (ADR 036); 0 or absent: none (web only). */
  workers?: number;
  /**
   * Where lecture video uploads wait (the bucket, else `<DATA_DIR>/uploads/tus`) and their limits;
   * the store is made after the database opened, so a bad DATA_DIR is the database's one line.
   */
  videoUploads?: { s3: S3Settings | undefined; maxBytes?: number; maxSeconds?: number };
  /** Where the outbox's workers deliver (ADR 039); the local mailbox when absent. */
  mailTransport?: MailTransport;
}

/** The e-mail settings of a server started without them (tests): the local mailbox. */
const defaultMailSettings = (port: number, hostname: string) => readMail({}, port, hostname);

/** Why the server could not listen, as a start-up line naming PORT or HOST. */
function listenProblem(error: unknown, port: number, hostname: string): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  const where = `${hostname}:${port}`;
  if (code === 'EADDRINUSE')
    return new StartupError(
      `PORT ${port} já está em uso em ${hostname} (outro processo escuta ${where}; pare-o ou escolha outra PORT).`,
    );
  if (code === 'EACCES')
    return new StartupError(
      `PORT ${port} exige privilégios neste sistema (use uma PORT acima de 1023, ou um proxy na frente).`,
    );
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new StartupError(
      `HOST inválido: "${hostname}" não é um endereço desta máquina (${code}; use 127.0.0.1, 0.0.0.0 ou um endereço local).`,
    );
  return error;
}

/** Opens the database, migrates, seeds an empty one and listens. */
export async function startServer({
  port,
  hostname,
  databaseUrl,
  dataDir,
  resetDatabase,
  seedDemo,
  workers = 0,
  videoUploads,
  mailTransport,
  ...app
}: StartOptions) {
  const { db, applied, seeded } = await openDatabase({
    url: databaseUrl,
    dir: dataDir,
    reset: resetDatabase ?? false,
    seed: seedDemo,
  });
  // Uploads default to a folder next to the embedded database (one machine); S3 for several.
  const files = app.files ?? createLocalFileStore(join(dataDir, 'uploads'));
  const video = app.video ?? {
    ...defaultVideoSettings(createUploadStore(dataDir, videoUploads?.s3)),
    ...(videoUploads?.maxBytes ? { maxBytes: videoUploads.maxBytes } : {}),
    ...(videoUploads?.maxSeconds ? { maxSeconds: videoUploads.maxSeconds } : {}),
  };
  // A new demo school plays its lectures as uploaded videos (HLS), as a real one would.
  if (seeded) {
    await installDemoVideo(db, files, join(MEDIA_DIR, 'demo-hls'));
    await installDemoCovers(db, files, join(MEDIA_DIR, 'demo-covers'));
  }
  const handler = createApp({ mediaDir: MEDIA_DIR, ...app, files, video, db });
  let server: ReturnType<typeof serve>;
  try {
    server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve({ fetch: handler.fetch, port, hostname }, () => resolve(s));
      s.once('error', reject);
    });
  } catch (error) {
    await db.close().catch(() => undefined);
    throw listenProblem(error, port, hostname);
  }
  const log = app.log ?? createLogger();
  let jobs: ReturnType<typeof startWorkers> | undefined;
  let transport: MailTransport | undefined;
  if (workers > 0) {
    const mail = app.mail?.settings ?? defaultMailSettings(port, hostname);
    transport = mailTransport ?? createTransport(mail);
    const handlers = {
      ...jobHandlers(log),
      ...notificationJobHandlers(db, log, { mailPerSecond: mail.bulkPerSecond }),
      ...privacyJobHandlers(db, files, log),
      ...(await videoJobHandlers(db, files, video, log)),
      ...mailJobHandlers(db, mail, transport, log),
    };
    jobs = startWorkers(db, handlers, { concurrency: workers, log });
    if (handlers[SWEEP_QUEUE]) await scheduleSweep(db);
    await scheduleNotificationJobs(db);
    await scheduleExportSweep(db);
  }
  return {
    applied,
    seeded,
    db,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // The running jobs end (or go back to the queue) before the database closes.
      await jobs?.stop();
      // The pooled SMTP connections (ours; a transport passed in is its owner's to close).
      if (!mailTransport) transport?.close();
      await db.close();
    },
  };
}

import { join } from 'node:path';
import { ConfigError, describeDatabase, readConfig, runCommand } from './config';
import { openDatabase } from './db/open';
import { jobHandlers } from './jobs/handlers';
import { notificationJobHandlers, scheduleNotificationJobs } from './jobs/notification-jobs';
import { privacyJobHandlers, scheduleExportSweep } from './jobs/privacy-jobs';
import { FFMPEG_MISSING, SWEEP_QUEUE, videoJobHandlers } from './jobs/video-jobs';
import { startWorkers } from './jobs/workers';
import { createLogger } from './log';
import { mailJobHandlers } from './mail/outbox';
import { createTransport } from './mail/transport';
import { createLocalFileStore, createS3FileStore } from './storage';
import { createUploadStore } from './video/stores';

/**
 * `npm run worker -w @aula/api`: a process that runs background jobs (ADR 036) and serves no
 * HTTP, next to web-only servers (`WORKERS=0`) on the same PostgreSQL. `WORKERS` is how many jobs
 * it runs at once. With the embedded database it holds DATA_DIR as a server would, so it is for
 * PostgreSQL; SIGINT or SIGTERM stop it after its running jobs (or give them back to the queue).
 */
async function main() {
  const config = readConfig(process.env);
  if (config.workers === 0)
    throw new ConfigError(
      'WORKERS=0 num processo de tarefas: ele não executaria nada (use WORKERS de 1 a 32, ou remova a variável).',
    );
  const log = createLogger(config.logLevel);
  // Migrated like the server (under the schema lock), never seeded: that is the server's or db:seed's.
  const { db } = await openDatabase({ url: config.databaseUrl, dir: config.dataDir, seed: false });
  const files = config.s3
    ? createS3FileStore(config.s3)
    : createLocalFileStore(join(config.dataDir, 'uploads'));
  const video = {
    store: createUploadStore(config.dataDir, config.s3),
    maxBytes: config.videoMaxBytes,
    maxSeconds: config.videoMaxSeconds,
  };
  const handlers = {
    ...jobHandlers(log),
    ...notificationJobHandlers(db, log, { mailPerSecond: config.mail.bulkPerSecond }),
    ...privacyJobHandlers(db, files, log),
    ...(await videoJobHandlers(db, files, video, log)),
    ...mailJobHandlers(db, config.mail, createTransport(config.mail), log),
  };
  await scheduleNotificationJobs(db);
  await scheduleExportSweep(db);
  if (!handlers[SWEEP_QUEUE]) console.log(FFMPEG_MISSING);
  const workers = startWorkers(db, handlers, { concurrency: config.workers, log });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void workers
        .stop()
        .then(() => db.close())
        .finally(() => process.exit(0));
    });
  }
  console.log(
    `\nAula: processo de tarefas em segundo plano, até ${config.workers} por vez (${workers.id}).`,
  );
  console.log(`Banco: ${describeDatabase(config)}\n`);
}

await runCommand(main);

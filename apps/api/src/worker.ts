import { ConfigError, describeDatabase, readConfig, runCommand } from './config';
import { openDatabase } from './db/open';
import { jobHandlers } from './jobs/handlers';
import { startWorkers } from './jobs/workers';
import { createLogger } from './log';

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
  const workers = startWorkers(db, jobHandlers(log), { concurrency: config.workers, log });
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

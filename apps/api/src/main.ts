import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataDir, describeDatabase } from './db/open';
import { DEMO_USERS } from './db/seed-content';
import { createLogger } from './log';
import { originOf } from './security';
import { startServer } from './server';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
const staticDir =
  process.env.STATIC_DIR === ''
    ? undefined
    : resolve(process.env.STATIC_DIR ?? `${repoRoot}apps/web/dist`);

const server = await startServer({
  port,
  hostname,
  databaseUrl: process.env.DATABASE_URL,
  dataDir,
  resetDatabase: process.env.AULA_RESET_DB === '1',
  secureCookies: process.env.SECURE_COOKIES === '1',
  trustProxy: process.env.TRUST_PROXY === '1',
  connectSrc: originOf(process.env.VITE_SENTRY_DSN ?? process.env.SENTRY_DSN),
  log: createLogger(process.env.LOG_LEVEL),
  ...(staticDir ? { staticDir } : {}),
});
const url = `http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}`;
console.log(`\nAula está no ar: ${url}`);
console.log(
  `Banco: ${describeDatabase()}${server.seeded ? ' (criado com dados de demonstração)' : ''}`,
);
console.log('\nLogins de demonstração:');
for (const user of DEMO_USERS)
  console.log(`  ${user.role.padEnd(6)} ${user.email.padEnd(20)} ${user.password}`);
console.log('');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}

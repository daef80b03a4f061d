import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_USERS } from './db/seed';
import { startServer } from './server';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(process.env.DATA_DIR ?? `${repoRoot}.data/pglite`);
const staticDir =
  process.env.STATIC_DIR === ''
    ? undefined
    : resolve(process.env.STATIC_DIR ?? `${repoRoot}apps/web/dist`);

if (process.env.AULA_RESET_DB === '1') await rm(dataDir, { recursive: true, force: true });
const server = await startServer({ port, hostname, dataDir, ...(staticDir ? { staticDir } : {}) });
const url = `http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}`;
console.log(`\nAula está no ar: ${url}`);
console.log(
  `Banco embutido (PGlite): ${dataDir}${server.seeded ? ' (criado com dados de demonstração)' : ''}`,
);
console.log('\nLogins de demonstração:');
for (const user of DEMO_USERS)
  console.log(`  ${user.role.padEnd(6)} ${user.email.padEnd(18)} ${user.password}`);
console.log('');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}

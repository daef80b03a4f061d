import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from './database';
import { migrate } from './migrations';
import { seed } from './seed';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const dataDir = resolve(process.env.DATA_DIR ?? `${repoRoot}.data/pglite`);
await rm(dataDir, { recursive: true, force: true });
const db = await openPglite(dataDir);
await migrate(db);
await seed(db);
await db.close();
console.log(`Banco recriado com dados de demonstração em ${dataDir}`);

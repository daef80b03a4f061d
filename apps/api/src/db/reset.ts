import { dataDir, describeDatabase, openDatabase } from './open';

const { db } = await openDatabase({ url: process.env.DATABASE_URL, dir: dataDir, reset: true });
await db.close();
console.log(`Banco recriado com dados de demonstração: ${describeDatabase()}`);

import { dataDir, openDatabase } from './open';

const { db } = await openDatabase({ dir: dataDir, reset: true });
await db.close();
console.log(`Banco recriado com dados de demonstração em ${dataDir}`);

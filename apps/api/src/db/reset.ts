import { describeDatabase, readConfig, runCommand } from '../config';
import { openDatabase } from './open';

// npm run db:reset: starts the database again from empty. The embedded one is seeded with the
// demo data; PostgreSQL only with SEED_DEMO=1 (or a later `npm run db:seed`).
await runCommand(async () => {
  const config = readConfig(process.env);
  const { db, seeded } = await openDatabase({
    url: config.databaseUrl,
    dir: config.dataDir,
    reset: true,
    seed: config.seedDemo,
  });
  await db.close();
  console.log(
    seeded
      ? `Banco recriado com dados de demonstração: ${describeDatabase(config)}`
      : `Banco recriado vazio (sem dados de demonstração; crie-os com npm run db:seed): ${describeDatabase(config)}`,
  );
});

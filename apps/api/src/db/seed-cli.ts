import { describeDatabase, readConfig, runCommand } from '../config';
import { openDatabase } from './open';

// npm run db:seed: migrates the database and writes the demo data (public logins) when it has no
// users yet. The explicit way to seed a PostgreSQL database at DATABASE_URL.
await runCommand(async () => {
  const config = readConfig(process.env);
  const { db, seeded } = await openDatabase({
    url: config.databaseUrl,
    dir: config.dataDir,
    seed: true,
  });
  await db.close();
  console.log(
    seeded
      ? `Dados de demonstração criados: ${describeDatabase(config)}`
      : `O banco já tem usuários; nada foi criado: ${describeDatabase(config)}`,
  );
});

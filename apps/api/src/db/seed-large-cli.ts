import { ConfigError, describeDatabase, readConfig, runCommand } from '../config';
import { openDatabase } from './open';
import { LARGE_DOMAIN, LARGE_PASSWORD, LARGE_SIZES, seedLarge } from './seed-large';

// npm run db:seed:large: fills the PostgreSQL at DATABASE_URL with a school at scale (issue 19):
// 100,000 students, 300,000 subscriptions, 20 courses × 200 lectures, 2,000,000 watched lectures
// and 50,000 comments, on top of the demo data. For benchmarks and trials, never production.
await runCommand(async () => {
  const config = readConfig(process.env);
  if (!config.databaseUrl) {
    throw new ConfigError(
      'Defina DATABASE_URL com um PostgreSQL de teste: os dados em escala não são para o banco embutido.',
    );
  }
  const started = performance.now();
  const { db } = await openDatabase({ url: config.databaseUrl, seed: true });
  try {
    const wrote = await seedLarge(db, LARGE_SIZES, (line) => console.log(`  ${line}`));
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      wrote
        ? `Dados em escala criados em ${seconds} s: ${describeDatabase(config)} (contas aluno1…aluno${LARGE_SIZES.students}@${LARGE_DOMAIN}, senha ${LARGE_PASSWORD})`
        : `O banco já tem os dados em escala; nada foi criado: ${describeDatabase(config)}`,
    );
  } finally {
    await db.close();
  }
});

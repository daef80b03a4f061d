import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openPglite } from './db/database';
import { migrate } from './db/migrations';
import { seed } from './db/seed';

export interface StartOptions {
  port: number;
  hostname: string;
  dataDir: string;
  staticDir?: string;
}

/** Opens the database, migrates, seeds an empty one and listens. */
export async function startServer(options: StartOptions) {
  const db = await openPglite(options.dataDir);
  const applied = await migrate(db);
  const seeded = await seed(db);
  const app = createApp({ db, ...(options.staticDir ? { staticDir: options.staticDir } : {}) });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }, () =>
      resolve(s),
    );
    s.once('error', reject);
  });
  return {
    applied,
    seeded,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

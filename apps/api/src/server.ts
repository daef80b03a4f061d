import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/open';

export interface StartOptions {
  port: number;
  hostname: string;
  dataDir: string;
  /** Deletes the database folder first (the end-to-end journeys start from the seed). */
  resetDatabase?: boolean;
  staticDir?: string;
}

/** Opens the database, migrates, seeds an empty one and listens. */
export async function startServer(options: StartOptions) {
  const { db, applied, seeded } = await openDatabase({
    dir: options.dataDir,
    reset: options.resetDatabase ?? false,
  });
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

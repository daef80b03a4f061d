import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { type AppOptions, createApp } from './app';
import { openDatabase } from './db/open';

export const MEDIA_DIR = fileURLToPath(new URL('../media', import.meta.url));

export interface StartOptions extends Omit<AppOptions, 'db'> {
  port: number;
  hostname: string;
  /** PostgreSQL's URL; the embedded PGlite in `dataDir` when absent. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Starts from the seed again (the end-to-end journeys do). */
  resetDatabase?: boolean;
}

/** Opens the database, migrates, seeds an empty one and listens. */
export async function startServer({
  port,
  hostname,
  databaseUrl,
  dataDir,
  resetDatabase,
  ...app
}: StartOptions) {
  const { db, applied, seeded } = await openDatabase({
    url: databaseUrl,
    dir: dataDir,
    reset: resetDatabase ?? false,
  });
  const handler = createApp({ mediaDir: MEDIA_DIR, ...app, db });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: handler.fetch, port, hostname }, () => resolve(s));
    s.once('error', reject);
  });
  return {
    applied,
    seeded,
    db,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

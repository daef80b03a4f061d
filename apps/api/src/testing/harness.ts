import { type AppOptions, createApp } from '../app';
import type { Db } from '../db/database';
import { forgetCommentCounts } from '../routes/admin-comments';
import { forgetHomeCounts } from '../routes/admin-home';
import { forgetStudentCounts } from '../routes/admin-students';
import { createMemoryFileStore } from '../storage';
import { clientAs, type DemoRole, type TestClient } from './client';
import { openTestDatabase } from './db';

/**
 * One seeded database and app per test file; clients per role are signed in once and reused.
 * `now` pins the clock the app and the seed use (scheduled lectures stay in the future).
 */
export function useTestApp(options: Omit<AppOptions, 'db'> = {}) {
  const state: {
    db?: Db;
    app?: ReturnType<typeof createApp>;
    close?: () => Promise<void>;
    clients: Map<string, TestClient>;
  } = { clients: new Map() };
  /** Uploads in memory, one store per file; tests look inside it. */
  const files = options.files ?? createMemoryFileStore();

  beforeAll(async () => {
    const opened = await openTestDatabase();
    state.db = opened.db;
    state.close = opened.close;
    state.app = createApp({ log: () => undefined, ...options, files, db: opened.db });
  }, 120_000);
  afterAll(async () => {
    await state.close?.();
  });
  // Tests write rows behind the server's back: each starts without the totals a process keeps.
  beforeEach(() => {
    forgetStudentCounts();
    forgetCommentCounts();
    forgetHomeCounts();
  });

  const get = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready (beforeAll has not run)`);
    return value;
  };

  return {
    get db() {
      return get(state.db, 'db');
    },
    get app() {
      return get(state.app, 'app');
    },
    /** The app's file store (in memory unless the file passed one). */
    files,
    /** A shared signed-in client for the role (cached for the file). */
    async as(role: DemoRole | 'guest'): Promise<TestClient> {
      const cached = state.clients.get(role);
      if (cached) return cached;
      const client = await clientAs(get(state.app, 'app'), role);
      state.clients.set(role, client);
      return client;
    },
    /** A new signed-in client for the role (for tests that log out or rotate). */
    fresh: (role: DemoRole | 'guest') => clientAs(get(state.app, 'app'), role),
    /** The id of the seeded lecture with this title in this course. */
    async lectureId(course: string, title: string): Promise<number> {
      const [row] = await get(state.db, 'db').query<{ id: number }>(
        `select l.id from lectures l join sections s on s.id = l.section_id
           join courses c on c.id = s.course_id where c.slug = $1 and l.title = $2`,
        [course, title],
      );
      if (!row) throw new Error(`no lecture ${title}`);
      return row.id;
    },
  };
}

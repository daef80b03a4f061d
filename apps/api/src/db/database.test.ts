import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from './database';
import { migrate } from './migrations';
import { seed } from './seed';

describe('the embedded database on disk', () => {
  let base: string;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'aula-db-test-'));
  });
  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('given a folder whose parents do not exist, creates it; reopening keeps the data and seeds once', async () => {
    const dataDir = join(base, 'no', 'such', 'parents', 'pglite');
    const first = await openPglite(dataDir);
    expect(await migrate(first)).toEqual(['0001_users_and_sessions']);
    expect(await seed(first)).toBe(true);
    await first.close();

    const again = await openPglite(dataDir);
    expect(await migrate(again)).toEqual([]);
    expect(await seed(again)).toBe(false);
    const rows = await again.query<{ email: string }>('select email from users order by id');
    expect(rows.map((r) => r.email)).toEqual(['aluna@aula.dev', 'admin@aula.dev']);
    await again.close();
  });
});

import { endpoints } from '@aula/contract';
import {
  authzMatrix,
  loadMatrixFixtures,
  type MatrixFixtures,
  type MatrixRole,
} from './authz-matrix';
import type { ApiEndpointName } from './routes/define';
import { useTestApp } from './testing/harness';

const t = useTestApp();
let fixtures: MatrixFixtures;
beforeAll(async () => {
  fixtures = await loadMatrixFixtures(t.db);
});

const names = (Object.keys(endpoints) as (keyof typeof endpoints)[]).filter(
  (name): name is ApiEndpointName => !('base' in endpoints[name]),
);
const roles: MatrixRole[] = ['guest', 'student', 'admin'];

describe('the role × route matrix', () => {
  it('covers every endpoint the API serves', () => {
    expect(Object.keys(authzMatrix(fixtures)).sort()).toEqual([...names].sort());
  });

  describe.each(roles)('as %s', (role) => {
    it.each(names)('%s answers the status the matrix expects', async (name) => {
      const call = authzMatrix(fixtures)[name];
      const def = endpoints[name];
      const client = call.fresh ? await t.fresh(role) : await t.as(role);
      const response = await client.request(def.method, call.path, {
        ...(call.json !== undefined ? { json: call.json } : {}),
      });
      const body = await response.text();
      expect({ status: response.status, body: body.slice(0, 300) }).toMatchObject({
        status: call.expect[role],
      });
      if (response.status === 401 || response.status === 403) {
        // Refusals carry the catalogue shape and nothing of the resource.
        expect(Object.keys(JSON.parse(body)).sort()).toEqual(['error', 'message']);
      }
    });
  });
});

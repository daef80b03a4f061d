// @vitest-environment node
import { readFileSync } from 'node:fs';
import { endpoints } from './endpoints/index';
import { buildOpenApiDocument } from './openapi';

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument();

  it('is up to date with the schemas (run `npm run contract:openapi` when this fails)', () => {
    const committed = readFileSync(new URL('../openapi.json', import.meta.url), 'utf8');
    expect(JSON.parse(committed)).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('has one operation per endpoint, named after the port method', () => {
    const operationIds = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((op) => (op as { operationId: string }).operationId),
    );
    expect(operationIds.sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('writes path parameters the OpenAPI way and declares them', () => {
    const op = document.paths['/api/courses/{id}/lectures/{lectureId}']?.put as {
      parameters: { name: string; in: string; required: boolean }[];
    };
    expect(op.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual([
      'id',
      'lectureId',
    ]);
  });

  it('documents the 419 of every mutation and the error body', () => {
    const op = document.paths['/login']?.post as { responses: Record<string, unknown> };
    expect(op.responses).toHaveProperty('419');
    expect(op.responses).toHaveProperty('422');
    expect(document.components.schemas.ErrorBody).toMatchObject({ type: 'object' });
  });
});

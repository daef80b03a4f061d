// npm run contract:openapi: writes packages/contract/openapi.json from the zod schemas.
import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../src/openapi';

const target = new URL('../openapi.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`Wrote ${target.pathname}`);

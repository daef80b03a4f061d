// bench:api's reference: a bare hono app with one route, `GET /__bench/ref`, served by
// @hono/node-server on loopback like the API (`node --import tsx`, PORT and HOST). The API's
// read is judged on its ratio to this route's figures in the same run (docs/perf/README.md).
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/__bench/ref', (c) => c.json({ data: { ok: true } }));

const port = Number(process.env.PORT);
const hostname = process.env.HOST ?? '127.0.0.1';
const server = serve({ fetch: app.fetch, port, hostname });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}

// npm run bench: builds the web app and reports the gzip size of the JS and CSS the entry page
// loads (the entry script, its modulepreloads and stylesheets). More benchmarks join per issue.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bin, root } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

const dist = `${root}apps/web/dist`;
const code = await run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: `${root}apps/web` });
if (code !== 0) process.exit(code);

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const rows = assets.map((asset) => {
  const bytes = readFileSync(join(dist, asset));
  return { asset, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log('\nEntry page assets (min + gzip):');
console.log('| asset | raw | gzip |\n| --- | ---: | ---: |');
for (const r of rows) console.log(`| ${r.asset} | ${kb(r.raw)} | ${kb(r.gzip)} |`);
const js = rows.filter((r) => r.asset.endsWith('.js')).reduce((s, r) => s + r.gzip, 0);
const css = rows.filter((r) => r.asset.endsWith('.css')).reduce((s, r) => s + r.gzip, 0);
console.log(`| **JS total** | | **${kb(js)}** |\n| **CSS total** | | **${kb(css)}** |`);

// npm run bench:web: builds the web app, reports the gzip size of the JS each page needs (the
// entry with its static imports, plus the page's own chunk and its imports, from Vite's manifest),
// then runs Lighthouse (mobile and desktop presets, median of 3 runs) against the built app served
// by the API on a freshly seeded embedded database.
// Env: BENCH_RUNS (3), BENCH_PAGES (`/,/login`; `/certificados/:codigo` is a certificate the bench
// issues first: the seed has none), BENCH_SKIP_LIGHTHOUSE=1 for sizes only,
// BENCH_LHR_DIR=folder to keep the last Lighthouse report of each preset and page.
// It starts with the machine's calibration and prints Lighthouse's benchmarkIndex of each run;
// every median has its min–max beside it. A bare Vite React page (scripts/bench-web-ref), served
// by the API the same way, measured by Lighthouse in the same run, is the reference the LCP goals
// are judged on (docs/perf/README.md); BENCH_RECORD_BASELINES=1 records a met run's reference.
// A failed run ends with the step that failed and why.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { recordBench } from './lib/bench-results.mjs';
import {
  judgeGoal,
  printCalibration,
  reportFailure,
  spread,
  step,
  withSpread,
} from './lib/bench-stats.mjs';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { DEMO, signIn } from './lib/http-session.mjs';
import { bin, root } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

const dist = `${root}apps/web/dist`;
// `/`'s budget: the issue's goal (99.6 kB after ADR 029 section 11).
const BUDGET_KB = 100;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const BENCH = 'bench:web';
const calibration = printCalibration(BENCH);

const code = await run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: `${root}apps/web` });
if (code !== 0) {
  reportFailure(
    BENCH,
    new Error(`building the web app: vite build exited ${code} (its output is above)`),
  );
  process.exit(1);
}

/** @type {Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
/**
 * A chunk and everything it imports statically: what the browser must fetch to run it.
 * @param {string | undefined} key
 * @param {Set<string>} [seen]
 */
function closure(key, seen = new Set()) {
  const chunk = key === undefined ? undefined : manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const next of chunk.imports ?? []) closure(next, seen);
  return seen;
}
/** @param {string} file */
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
/** @param {number} n */
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
/** @type {{ path: string; module: string; also?: string[]; admin?: boolean }[]} */
const pages = [
  { path: '/', module: 'src/pages/home-page.tsx' },
  { path: '/login', module: 'src/pages/login-page.tsx' },
  { path: '/aulas-agendadas', module: 'src/pages/scheduled-lectures-page.tsx' },
  { path: '/{course}/aula/{lecture}', module: 'src/pages/course-page.tsx' },
  // The account area (issue 17): each page's first load stays within ACCOUNT_BUDGET_KB.
  { path: '/eu/perfil', module: 'src/pages/profile-page.tsx' },
  { path: '/eu/seguranca', module: 'src/pages/account/security-page.tsx' },
  { path: '/eu/assinaturas', module: 'src/pages/account/subscriptions-page.tsx' },
  { path: '/eu/dispositivos', module: 'src/pages/account/devices-page.tsx' },
  { path: '/eu/suporte', module: 'src/pages/account/support-page.tsx' },
  { path: '/eu/favoritos', module: 'src/pages/account/favorites-page.tsx' },
  { path: '/eu/preferencias', module: 'src/pages/account/preferences-page.tsx' },
  { path: '/eu/acesso-vitalicio', module: 'src/pages/account/lifetime-access-page.tsx' },
  // The admin area (issue 18): the admin frame's chunk, the admin pages' table (its own chunk) and
  // the page's, within ADMIN_BUDGET_KB.
  .../** @type {[string, string][]} */ ([
    ['/admin/cursos', 'courses-page'],
    ['/admin/cursos/{id}', 'course-overview-page'],
    ['/admin/cursos/{id}/conteudo', 'course-content-page'],
  ]).map(([path, page]) => ({
    path,
    module: `src/pages/admin/${page}.tsx`,
    also: ['src/layouts/admin-layout-route.tsx', 'src/routes/admin-pages.ts'],
    admin: true,
  })),
];
const ACCOUNT_BUDGET_KB = 150;
const ADMIN_BUDGET_KB = 180;
/** @param {string} path */
const budgetOf = (path) =>
  path === '/'
    ? BUDGET_KB
    : path.startsWith('/eu/')
      ? ACCOUNT_BUDGET_KB
      : path.startsWith('/admin/')
        ? ADMIN_BUDGET_KB
        : null;

console.log('\nJS each page needs (min + gzip; entry + static imports + the page chunk):');
console.log('| page | files | JS gzip | budget |\n| --- | ---: | ---: | --- |');
let overBudget = false;
for (const page of pages) {
  if (!manifest[page.module]) {
    console.log(`| \`${page.path}\` | | missing from the manifest | OVER |`);
    overBudget = true;
    continue;
  }
  /** @type {Set<string>} */
  const files = closure(page.module, closure(entryKey));
  for (const more of page.also ?? []) closure(more, files);
  const total = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
  const budgetKb = budgetOf(page.path);
  const budget = budgetKb ? budgetKb * 1024 : null;
  if (budget && total > budget) overBudget = true;
  const verdict = budget ? `≤ ${budgetKb} kB ${total <= budget ? 'ok' : 'OVER'}` : '';
  console.log(`| \`${page.path}\` | ${files.size} | ${kb(total)} | ${verdict} |`);
  // Issue 21's goals for the first page and the course page.
  const goalKb = page.path === '/' ? 100 : page.path === '/{course}/aula/{lecture}' ? 120 : null;
  if (goalKb) {
    recordBench([
      {
        measure: `\`${page.path}\` JS gz (first load)`,
        now: kb(total),
        goal: `≤ ${goalKb} kB`,
        met: total <= goalKb * 1024,
      },
    ]);
  }
}
// What only the admin pages need must never reach a student: no admin chunk in the static imports
// of the entry or of any other page.
const studentFiles = new Set();
for (const page of pages.filter((p) => !p.admin))
  closure(page.module, closure(entryKey, studentFiles));
const adminChunks = Object.entries(manifest)
  .filter(
    ([key]) =>
      /(^|\/)(pages\/admin|layouts\/admin-|features\/src\/admin)\//.test(key) ||
      key.includes('layouts/admin-layout-route') ||
      key.includes('routes/admin-pages'),
  )
  .map(([, chunk]) => chunk.file);
const leaked = adminChunks.filter((file) => studentFiles.has(file));
console.log(
  `| admin chunks in a student's first load | | ${leaked.length} of ${adminChunks.length} | ${leaked.length === 0 ? 'none ok' : `OVER: ${leaked.join(', ')}`} |`,
);
if (leaked.length > 0 || adminChunks.length === 0) overBudget = true;
// zod and the contract's schemas come after the first paint (ADR 029 section 7): never in the
// static imports of `/` or of the lecture page, whose first reads are answered in the HTML.
const schemasFile =
  manifest[Object.keys(manifest).find((key) => /^_schemas-/.test(key)) ?? '']?.file;
const zodPages = pages
  .filter((p) => p.path === '/' || p.path === '/{course}/aula/{lecture}')
  .filter((p) => schemasFile && closure(p.module, closure(entryKey)).has(schemasFile))
  .map((p) => p.path);
console.log(
  `| zod in the first load of \`/\` and the lecture page | | ${zodPages.length} of 2 | ${zodPages.length === 0 ? 'none ok' : `OVER: ${zodPages.join(', ')}`} |`,
);
if (zodPages.length > 0 || !schemasFile) overBudget = true;
// Every stylesheet: those chunks import, and those loaded on their own (styles-all.css, ADR 029).
const css = Object.values(manifest)
  .flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith('.css') ? [chunk.file] : [])])
  .filter((file, i, all) => all.indexOf(file) === i)
  .reduce((sum, file) => sum + gz(file), 0);
console.log(`| CSS (all) | | ${kb(css)} | |`);
// What the first page's HTML links as stylesheets: the entry's CSS and its static imports'.
const blockingCss = [...closure(entryKey)]
  .flatMap((file) => Object.values(manifest).find((chunk) => chunk.file === file)?.css ?? [])
  .filter((file, i, all) => all.indexOf(file) === i)
  .reduce((sum, file) => sum + gz(file), 0);
console.log(`| CSS render-blocking on \`/\` | | ${kb(blockingCss)} | |`);
recordBench([
  {
    measure: 'render-blocking CSS on `/` (gz)',
    now: kb(blockingCss),
    goal: '≤ 6 kB',
    met: blockingCss <= 6 * 1024,
  },
]);

if (process.env.BENCH_SKIP_LIGHTHOUSE) {
  if (overBudget)
    reportFailure(
      BENCH,
      new Error(
        'a page is over its JS budget, an admin chunk reaches a student, or zod a first page (the table above)',
      ),
    );
  process.exit(overBudget ? 1 : 0);
}

// --- Lighthouse against the built app, served by the API with seeded data ---------------------
// The reference page is built first, and served by a second API process the same way.
const refDist = mkdtempSync(join(tmpdir(), 'aula-bench-web-ref-'));
/** @type {{ kill: () => void }[]} */
const servers = [];
/** @type {string[]} */
const dataDirs = [];
const stop = () => {
  for (const server of servers) server.kill();
  for (const dir of [...dataDirs, refDist]) rmSync(dir, { recursive: true, force: true });
};
process.on('exit', stop);

/**
 * The API on a fresh embedded database, serving `staticDir`; resolves to its base URL.
 * @param {string} staticDir
 */
async function startApi(staticDir) {
  const port = 38_900 + Math.floor(Math.random() * 90) + servers.length * 100;
  const dataDir = mkdtempSync(join(tmpdir(), 'aula-bench-web-'));
  dataDirs.push(dataDir);
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'error',
    },
  });
  servers.push({ kill: () => server.kill('SIGTERM') });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return base;
    if (server.exitCode !== null)
      throw new Error(`the API exited ${server.exitCode} (its errors are above)`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not answer /health within 60 s');
}

/** @param {number} n */
const msText = (n) => String(Math.round(n));

/**
 * A certificate to measure its public page: the admin turns on the certificate of a new course of
 * one lecture in the demo student's product, and the demo student confirms the name and watches
 * it (the mark that completes a course issues its certificate). Returns its code.
 * @param {string} base
 */
async function issueCertificate(base) {
  const admin = await signIn(base, DEMO.admin);
  const student = await signIn(base, DEMO.student);
  /** @param {() => Record<string, string>} session @param {string} method @param {string} path @param {unknown} [body] */
  const call = async (session, method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: session(),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
    return (await response.json()).data;
  };
  const course = await call(student, 'GET', '/api/course-by-slug/react-do-zero');
  const productId = course.product?.id;
  if (!productId) throw new Error("the demo course's answer names no product");
  const created = await call(admin, 'POST', '/api/courses', {
    title: 'Certificado do bench',
    slug: 'certificado-do-bench',
    description: 'Um curso de uma aula para medir a página de um certificado.',
    product_id: productId,
    is_published: true,
  });
  const section = await call(admin, 'POST', `/api/courses/${created.id}/sections`, {
    title: 'Única seção',
  });
  const lecture = await call(admin, 'POST', `/api/courses/${created.id}/lectures`, {
    section_id: section.id,
    title: 'Única aula',
    duration_seconds: 3600,
    is_published: true,
  });
  await call(admin, 'PUT', `/api/courses/${created.id}/certificate-settings`, {
    enabled: true,
    hours: 1,
    signer_name: 'Marta Diretora',
    signer_role: 'Diretora de ensino',
  });
  await call(student, 'PUT', '/api/me/certificate-name', { name: 'Aluna Demonstração da Silva' });
  await call(student, 'PUT', `/api/lectures/${lecture.id}/watch`, { watched: true });
  const mine = await call(student, 'GET', '/api/me/certificates');
  const code = mine.certificates.find(
    (/** @type {{ course: { id: number }; code: string | null }} */ c) =>
      c.course.id === created.id,
  )?.code;
  if (!code) throw new Error('the certificate was not issued');
  return code;
}
/**
 * @typedef {{ score: number; practices: number; fcp: number; lcp: number; tbt: number; cls: number; benchmarkIndex: number }} LhRun
 * @param {LhRun[]} results @param {keyof LhRun} key
 */
const col = (results, key) => spread(results.map((r) => r[key]));

const rows = [];
/** @type {LhRun[]} */
let referenceRuns = [];
try {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await step('building the reference page with Vite', () =>
    build({
      root: `${root}scripts/bench-web-ref`,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir: refDist, emptyOutDir: true },
    }),
  );
  const base = await step('starting the API with the built app', () => startApi(dist));
  const refBase = await step('starting the API with the reference page', () => startApi(refDist));

  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await step('launching Chromium for Lighthouse', () =>
    chromeLauncher.launch({
      chromePath: chromiumLaunchOptions.executablePath,
      chromeFlags: chromiumLaunchOptions.args,
    }),
  );

  /**
   * `runs` complete Lighthouse runs of a page. A run that measured no LCP or CLS (an audit's
   * error) is reported and run again, so the median is of complete runs; a NaN in the middle of
   * a sort made the median NaN.
   * @param {string} preset @param {any} config @param {string} url @param {string} label
   * @returns {Promise<LhRun[]>}
   */
  const lighthouseRuns = async (preset, config, url, label) => {
    /** @type {LhRun[]} */
    const results = [];
    for (let attempt = 0; results.length < runs && attempt < runs + 3; attempt += 1) {
      const result = await step(
        `running Lighthouse ${preset} on ${label} (run ${attempt + 1})`,
        () =>
          lighthouse(
            url,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'best-practices'],
            },
            config,
          ),
      );
      if (!result) throw new Error(`Lighthouse ${preset} returned no result for ${label}`);
      // BENCH_LHR_DIR: keeps each preset's and page's last report, to read what it measured.
      if (process.env.BENCH_LHR_DIR) {
        const name = `${preset}${label.replace(/[^a-z0-9]+/gi, '-')}.json`;
        mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
        writeFileSync(join(process.env.BENCH_LHR_DIR, name), JSON.stringify(result.lhr));
      }
      const audits = result.lhr.audits;
      /** @param {string} id */
      const value = (id) => audits[id]?.numericValue ?? Number.NaN;
      const missing = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ].filter((id) => Number.isNaN(value(id)));
      if (missing.length > 0) {
        console.error(
          `Lighthouse ${preset} ${label}: run ${attempt + 1} measured no ${missing.join(', ')} (${missing.map((id) => audits[id]?.errorMessage ?? result.lhr.runtimeError?.message ?? 'no reason given').join('; ')}); running it again`,
        );
        continue;
      }
      results.push({
        score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
        practices: Math.round((result.lhr.categories['best-practices']?.score ?? 0) * 100),
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? Number.NaN,
      });
    }
    if (results.length < runs) {
      throw new Error(
        `Lighthouse ${preset} ${label}: ${results.length} complete runs of ${runs} (the reasons are above)`,
      );
    }
    return results;
  };

  try {
    referenceRuns = await lighthouseRuns('mobile', undefined, `${refBase}/`, 'the reference page');
    const pages = (process.env.BENCH_PAGES ?? '/,/login').split(',');
    const code = pages.includes('/certificados/:codigo')
      ? await step('issuing a certificate to measure its page', () => issueCertificate(base))
      : '';
    const urls = pages.map((path) => path.replace(':codigo', code));
    for (const [preset, config] of /** @type {const} */ ([
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ])) {
      for (const path of urls) {
        const results = await lighthouseRuns(preset, config, `${base}${path}`, path);
        rows.push({ preset, path, results });
      }
    }
  } finally {
    await chrome.kill();
  }
} catch (error) {
  reportFailure(BENCH, error);
  stop();
  process.exit(1);
}

console.log(
  `\nLighthouse 13 (median of ${runs}, min–max in brackets; built app served by the API, seeded data):`,
);
console.log(
  '| preset | page | score | best practices | FCP ms | LCP ms | TBT ms | CLS | benchmarkIndex |\n| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
);
/** @param {string} preset @param {string} page @param {LhRun[]} results */
const printRow = (preset, page, results) => {
  /** @param {keyof LhRun} key @param {(n: number) => string} [f] */
  const cell = (key, f = msText) => withSpread(col(results, key), f).replace(/, \d+ runs?\)/, ')');
  console.log(
    `| ${preset} | ${page} | ${cell('score')} | ${cell('practices')} | ${cell('fcp')} | ${cell('lcp')} | ${cell('tbt')} | ${cell('cls', (n) => n.toFixed(3))} | ${cell('benchmarkIndex')} |`,
  );
};
for (const r of rows) printRow(r.preset, `\`${r.path}\``, r.results);
printRow('mobile', 'reference: a bare Vite React page', referenceRuns);

const refLcp = col(referenceRuns, 'lcp').median;
const bi = spread(
  [...rows.flatMap((r) => r.results), ...referenceRuns].map((r) => r.benchmarkIndex),
);
console.log(
  `\nMachine: ${BENCH} calibration score ${calibration.score}; Lighthouse benchmarkIndex ${withSpread(bi, msText)}.`,
);
const home = rows.find((r) => r.preset === 'mobile' && r.path === '/');
const lecture = rows.find((r) => r.preset === 'mobile' && /\/aula\//.test(r.path));
if (home) {
  const m = (/** @type {keyof LhRun} */ key) => col(home.results, key).median;
  const lcp = judgeGoal('web.home-lcp', {
    value: m('lcp'),
    goal: 1600,
    reference: refLcp,
    unit: 'ms',
  });
  console.log(`\n\`/\` mobile LCP, goal 1.6 s: ${lcp.text}`);
  recordBench([
    {
      measure: `\`/\` Lighthouse mobile (median of ${runs})`,
      now: `${m('score')}, LCP ${Math.round(m('lcp'))} ms, TBT ${Math.round(m('tbt'))} ms`,
      spread: `score ${withSpread(col(home.results, 'score'), msText)}, LCP ${withSpread(col(home.results, 'lcp'), msText, 'ms')}, TBT ${withSpread(col(home.results, 'tbt'), msText, 'ms')}`,
      goal: '100, LCP ≤ 1.6 s, TBT ≤ 50 ms',
      judged: `LCP: ${lcp.text}; score and TBT absolute (a score is not a time; the reference's TBT is 0)`,
      met: m('score') >= 100 && lcp.met && m('tbt') <= 50,
    },
    {
      measure: '`/` Lighthouse best practices',
      now: String(m('practices')),
      spread: withSpread(col(home.results, 'practices'), msText),
      goal: '100',
      met: m('practices') >= 100,
    },
  ]);
}
if (lecture) {
  const m = (/** @type {keyof LhRun} */ key) => col(lecture.results, key).median;
  const lcp = judgeGoal('web.lecture-lcp', {
    value: m('lcp'),
    goal: 2000,
    reference: refLcp,
    unit: 'ms',
  });
  console.log(`a free lecture's mobile LCP, goal 2.0 s: ${lcp.text}`);
  recordBench([
    {
      measure: `a free lecture's page (\`${lecture.path}\`), Lighthouse mobile`,
      now: `${m('score')}, LCP ${Math.round(m('lcp'))} ms`,
      spread: `score ${withSpread(col(lecture.results, 'score'), msText)}, LCP ${withSpread(col(lecture.results, 'lcp'), msText, 'ms')}`,
      goal: '≥ 95, LCP ≤ 2.0 s',
      judged: `LCP: ${lcp.text}; score absolute`,
      met: m('score') >= 95 && lcp.met,
    },
  ]);
}
stop();
if (overBudget) {
  reportFailure(
    BENCH,
    new Error(
      'a page is over its JS budget, an admin chunk reaches a student, or zod a first page (the table above)',
    ),
  );
}
process.exit(overBudget ? 1 : 0);

import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs';

// Below Linux's ephemeral range (32768–60999): a client connection of the tests running beside
// the journeys could hold a port there as its own end, and the server's listen would fail.
const port = Number(process.env.E2E_PORT ?? 28731);
/** The journeys' own embedded database, recreated from the seed on every run (AULA_RESET_DB). */
const dataDir = fileURLToPath(new URL('./.tmp/e2e-pglite', import.meta.url));
/**
 * Where the test SMTP server (scripts/smtp-sink.mjs) keeps the mail the API sends it, one JSON
 * file per message; journeys read links and codes from it. WhatsApp PINs, which have no sender
 * yet, are written there by the API itself (MAIL_DIR).
 */
export const mailDir = fileURLToPath(new URL('./.tmp/e2e-mail', import.meta.url));
/** The sink's port, away from the other runs' E2E_PORTs (18731 by default). */
const smtpPort = port >= 11_024 ? port - 10_000 : port + 10_000;

/** The journeys that change who the demo accounts are (their e-mail, password). */
const ACCOUNT_CHANGES = /account-security\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failing journey keeps its trace's actions, console and network, and a screenshot of
    // where it stopped; not the trace's DOM snapshots and screencast, recorded for every journey
    // to be thrown away when it passes: a third of the step's CPU (ADR 053). `--trace on` records
    // them when a failure needs them.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // As in the stories' runner: no animation frames to draw, about a quarter of Chromium's CPU in
    // these journeys (ADR 052). `shell.spec.ts` (menus, drawers, dialogs) runs with motion on.
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ACCOUNT_CHANGES,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
    },
    {
      // Journeys that change the demo accounts' e-mail or password run after all the others.
      name: 'account-changes',
      testMatch: ACCOUNT_CHANGES,
      dependencies: ['chromium'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: [
    {
      command: 'node scripts/smtp-sink.mjs',
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_DIR: mailDir },
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${port}/health`,
      reuseExistingServer: false,
      // The web build and a fresh seeded database: minutes on a busy machine.
      timeout: 300_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        MAIL_DIR: mailDir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Aula <nao-responda@aula.dev>',
        HOST: '127.0.0.1',
        AULA_RESET_DB: '1',
        // The journeys sign up more than 5 accounts from 127.0.0.1 within the hour.
        REGISTER_PER_IP_HOUR: '100',
        LOG_LEVEL: 'warn',
        HOTMART_HOTTOK: 'hottok-e2e-0123456789',
      },
      stdout: 'pipe',
    },
  ],
});

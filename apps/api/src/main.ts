import { describeDatabase, readConfig, redactUrl, runCommand, startupWarnings } from './config';

/** Starts the server from the environment's settings; see the README's table of variables. */
async function main() {
  // The settings first: a bad one is told in its one line before the rest of the API loads
  // (~0.5 s instead of ~1.6 s here).
  const config = readConfig(process.env);
  const [
    { DEFAULT_LIMITS },
    { accounts, DEMO_USERS },
    { createLogger },
    { DEV_MAILBOX_PATH, devMailboxAllowed },
    { startServer },
    { createS3FileStore },
  ] = await Promise.all([
    import('./auth/throttle'),
    import('./db/seed'),
    import('./log'),
    import('./mail/dev-mailbox'),
    import('./server'),
    import('./storage'),
  ]);
  const devMailbox = devMailboxAllowed({
    smtpUrl: config.mail.smtpUrl,
    hostname: config.hostname,
    trustProxy: config.trustProxy,
  });
  const server = await startServer({
    port: config.port,
    hostname: config.hostname,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    resetDatabase: config.resetDatabase,
    seedDemo: config.seedDemo,
    secureCookies: config.secureCookies,
    trustProxy: config.trustProxy,
    connectSrc: config.connectSrc,
    ...(config.mediaSigningSecret ? { mediaSigningSecret: config.mediaSigningSecret } : {}),
    ...(config.s3 ? { files: createS3FileStore(config.s3) } : {}),
    // The uploads' store is made by the server once DATA_DIR is known to be usable.
    videoUploads: {
      s3: config.s3,
      maxBytes: config.videoMaxBytes,
      maxSeconds: config.videoMaxSeconds,
    },
    ...(config.sessionIdleMinutes
      ? { sessions: { idleMs: config.sessionIdleMinutes * 60_000 } }
      : {}),
    limits: {
      registerPerIp: {
        max: config.registerPerIpHour,
        windowMs: DEFAULT_LIMITS.registerPerIp.windowMs,
      },
    },
    discord: config.discord,
    webhooks: config.webhooks,
    privacyContactEmail: config.privacyContactEmail,
    workers: config.workers,
    mail: { settings: config.mail, devMailbox },
    log: createLogger(config.logLevel),
    ...(config.staticDir ? { staticDir: config.staticDir } : {}),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().finally(() => process.exit(0));
    });
  }

  const { hostname, port } = config;
  const shownHost = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
  console.log(`\nAula está no ar: ${url}`);
  console.log(
    `Banco: ${describeDatabase(config)}${server.seeded ? ' (criado com dados de demonstração)' : ''}`,
  );
  console.log(
    config.workers > 0
      ? `Tarefas em segundo plano: até ${config.workers} por vez neste processo (WORKERS).`
      : 'Tarefas em segundo plano: nenhuma neste processo (WORKERS=0; rode npm run worker -w @aula/api).',
  );
  console.log(
    config.mail.smtpUrl
      ? `E-mails: enviados por ${redactUrl(config.mail.smtpUrl)} (links para ${config.mail.appUrl}).`
      : `E-mails: não são enviados (sem SMTP_URL); leia-os em ${url}${DEV_MAILBOX_PATH}${devMailbox ? '' : ' — indisponível: o servidor não escuta só em 127.0.0.1'}.`,
  );
  console.log(
    config.mail.whatsapp
      ? `WhatsApp: PINs enviados pela Cloud API (${config.mail.whatsapp.apiBase}, número ${config.mail.whatsapp.phoneNumberId}, modelo ${config.mail.whatsapp.template}).`
      : 'WhatsApp: PINs não são enviados (sem WHATSAPP_TOKEN); ficam na caixa de e-mails local.',
  );
  for (const warning of startupWarnings(config)) console.warn(warning);
  const who = await accounts(server.db);
  if (who === 'demo') {
    console.log('\nLogins de demonstração:');
    for (const user of DEMO_USERS)
      console.log(`  ${user.role.padEnd(6)} ${user.email.padEnd(20)} ${user.password}`);
  } else if (who === 'none') {
    console.log(
      '\nO banco não tem usuários nem dados de demonstração. Para criá-los: npm run db:seed (ou inicie com SEED_DEMO=1).',
    );
  }
  console.log('');
}

await runCommand(main);

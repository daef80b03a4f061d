import { resolve } from 'node:path';
import { DEFAULT_LIMITS } from './auth/throttle';
import {
  ConfigError,
  DEFAULT_DATA_DIR,
  describeDatabase,
  readConfig,
  redactUrl,
  startupWarnings,
} from './config';

const S3 = {
  S3_ENDPOINT: 'https://s3.sa-east-1.amazonaws.com/',
  S3_BUCKET: 'aula-uploads',
  S3_REGION: 'sa-east-1',
  S3_ACCESS_KEY_ID: 'AKIDEXEMPLO',
  S3_SECRET_ACCESS_KEY: 'segredo-de-teste',
};

const refused = (env: Record<string, string | undefined>) => {
  try {
    readConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

describe('readConfig', () => {
  it('given nothing, the defaults: 127.0.0.1:3000, the embedded database, no proxy, seeding by engine', () => {
    expect(readConfig({})).toMatchObject({
      port: 3000,
      hostname: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: DEFAULT_DATA_DIR,
      logLevel: 'info',
      secureCookies: false,
      trustProxy: 0,
      resetDatabase: false,
      seedDemo: undefined,
      connectSrc: [],
    });
  });

  it('reads good values', () => {
    expect(
      readConfig({
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgresql://u:p@db.internal:5432/aula',
        DATA_DIR: 'rel/dir',
        STATIC_DIR: '',
        LOG_LEVEL: 'silent',
        SECURE_COOKIES: '1',
        TRUST_PROXY: '2',
        AULA_RESET_DB: '0',
        SEED_DEMO: '1',
        SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
      }),
    ).toMatchObject({
      port: 8080,
      hostname: '0.0.0.0',
      databaseUrl: 'postgresql://u:p@db.internal:5432/aula',
      dataDir: resolve('rel/dir'),
      staticDir: undefined,
      logLevel: 'silent',
      secureCookies: true,
      trustProxy: 2,
      resetDatabase: false,
      seedDemo: true,
      connectSrc: ['https://o1.ingest.sentry.io'],
    });
    expect(readConfig({ HOST: '::1', SEED_DEMO: '0', TRUST_PROXY: '0' })).toMatchObject({
      hostname: '::1',
      seedDemo: false,
      trustProxy: 0,
    });
    expect(readConfig({ HOST: 'localhost', PORT: '65535' }).port).toBe(65535);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT inválida: "abc" (use um número de 1 a 65535).'],
    [{ PORT: '-1' }, 'PORT inválida: "-1" (use um número de 1 a 65535).'],
    [{ PORT: '99999' }, 'PORT inválida: "99999" (use um número de 1 a 65535).'],
    [{ PORT: '' }, 'PORT inválida: "" (use um número de 1 a 65535).'],
    [{ PORT: '0' }, 'PORT inválida: "0" (use um número de 1 a 65535).'],
    [{ PORT: '80.5' }, 'PORT inválida: "80.5" (use um número de 1 a 65535).'],
    [{ PORT: ' 80' }, 'PORT inválida: " 80" (use um número de 1 a 65535).'],
  ])('refuses %j naming PORT', (env, line) => {
    expect(refused(env)).toBe(line);
  });

  it.each([
    [{ HOST: '' }, /^HOST inválido: ""/],
    [{ HOST: '127.0.0.1:3000' }, /^HOST inválido: "127.0.0.1:3000"/],
    [{ HOST: 'http://x' }, /^HOST inválido/],
    [{ LOG_LEVEL: 'debug' }, /^LOG_LEVEL inválido: "debug" \(use info, warn, error, silent\)/],
    [{ LOG_LEVEL: '' }, /^LOG_LEVEL inválido/],
    [{ SECURE_COOKIES: 'true' }, /^SECURE_COOKIES inválida: "true" \(use 1 .* 0 /],
    [{ AULA_RESET_DB: 'yes' }, /^AULA_RESET_DB inválida/],
    [{ SEED_DEMO: '2' }, /^SEED_DEMO inválida/],
    [{ SEED_DEMO: '' }, /^SEED_DEMO inválida/],
    [{ TRUST_PROXY: 'true' }, /^TRUST_PROXY inválido: "true"/],
    [{ TRUST_PROXY: '-1' }, /^TRUST_PROXY inválido: "-1"/],
    [{ TRUST_PROXY: '1.5' }, /^TRUST_PROXY inválido/],
    [{ DATABASE_URL: 'not-a-url' }, /^DATABASE_URL inválida: "not-a-url"/],
    [{ DATABASE_URL: 'mysql://db/aula' }, /^DATABASE_URL inválida/],
    [{ DATABASE_URL: '' }, /^DATABASE_URL vazia/],
    [{ DATA_DIR: '' }, /^DATA_DIR vazio/],
    [{ DATA_DIR: '  ' }, /^DATA_DIR vazio/],
    [{ SENTRY_DSN: 'nope' }, /^SENTRY_DSN inválido/],
    [{ VITE_SENTRY_DSN: 'nope' }, /^VITE_SENTRY_DSN inválido/],
    [{ MEDIA_SIGNING_SECRET: 'curta' }, /^MEDIA_SIGNING_SECRET curta demais: 5 caracteres/],
    [{ S3_BUCKET: 'aula' }, /^S3_ENDPOINT ausente ou vazia: para guardar os envios no S3/],
    [{ ...S3, S3_SECRET_ACCESS_KEY: '' }, /^S3_SECRET_ACCESS_KEY ausente ou vazia/],
    [{ ...S3, S3_REGION: undefined }, /^S3_REGION ausente ou vazia/],
    [{ ...S3, S3_ENDPOINT: 's3.amazonaws.com' }, /^S3_ENDPOINT inválido: "s3.amazonaws.com"/],
    [{ ...S3, S3_ENDPOINT: 'ftp://s3.example.com' }, /^S3_ENDPOINT inválido/],
    [{ ...S3, S3_BUCKET: 'Aula_Uploads' }, /^S3_BUCKET inválido: "Aula_Uploads"/],
    [{ ...S3, S3_REGION: 'sa east 1' }, /^S3_REGION inválida: "sa east 1"/],
  ])('refuses %j with one line naming the setting', (env, pattern) => {
    const line = refused(env);
    expect(line).toMatch(pattern);
    expect(line).not.toContain('\n');
  });

  it('WORKERS: background jobs at once in this process, 1 by default, 0 for a web-only server; nonsense refused in one line', () => {
    expect(readConfig({}).workers).toBe(1);
    expect(readConfig({ WORKERS: '0' }).workers).toBe(0);
    expect(readConfig({ WORKERS: '4' }).workers).toBe(4);
    expect(readConfig({ WORKERS: '32' }).workers).toBe(32);
    for (const value of ['', '33', '-1', '1.5', 'sim', ' 2']) {
      const line = refused({ WORKERS: value });
      expect(line).toMatch(
        new RegExp(
          `^WORKERS inválido: ${JSON.stringify(value).replace(/[.]/g, '\\.')} \\(use quantas tarefas`,
        ),
      );
      expect(line).not.toContain('\n');
    }
  });

  it('S61: the sessions’ idle limit in minutes, the default when unset; nonsense refused in one line', () => {
    expect(readConfig({}).sessionIdleMinutes).toBeUndefined();
    expect(readConfig({ SESSION_IDLE_MINUTES: '30' }).sessionIdleMinutes).toBe(30);
    expect(readConfig({ SESSION_IDLE_MINUTES: '10080' }).sessionIdleMinutes).toBe(10080);
    for (const value of ['', '0', '4', '10081', '2h', '-5', '1.5', ' 30']) {
      const line = refused({ SESSION_IDLE_MINUTES: value });
      expect(line).toMatch(
        new RegExp(
          `^SESSION_IDLE_MINUTES inválido: ${JSON.stringify(value).replace(/[.]/g, '\\.')} \\(use os minutos`,
        ),
      );
      expect(line).not.toContain('\n');
    }
  });

  it('uploads: in DATA_DIR/uploads without S3 settings; the bucket with all of them', () => {
    expect(readConfig({}).s3).toBeUndefined();
    expect(readConfig(S3).s3).toEqual({
      endpoint: 'https://s3.sa-east-1.amazonaws.com',
      bucket: 'aula-uploads',
      region: 'sa-east-1',
      accessKeyId: 'AKIDEXEMPLO',
      secretAccessKey: 'segredo-de-teste',
    });
  });

  it('never shows the S3 secret', () => {
    expect(refused({ ...S3, S3_BUCKET: 'X' })).not.toContain('segredo');
  });

  it('never shows a password from DATABASE_URL', () => {
    const line = refused({ DATABASE_URL: 'mysql://user:segredo@db/aula' });
    expect(line).not.toContain('segredo');
    expect(redactUrl('postgres://u:segredo@h:5432/d')).toBe('postgres://u:***@h:5432/d');
  });

  it('describes where the data lives without the password', () => {
    expect(describeDatabase({ databaseUrl: 'postgres://u:segredo@h:5432/d', dataDir: '/x' })).toBe(
      'PostgreSQL em h:5432/d',
    );
    expect(describeDatabase({ databaseUrl: undefined, dataDir: '/x' })).toBe(
      'PGlite (embutido) em /x',
    );
  });
});

describe('startupWarnings (ADR 030, S64)', () => {
  const PG = 'postgres://aula:segredo@db.example:5432/aula';

  it('PostgreSQL with local uploads: one line naming the folder and the five S3 settings', () => {
    const warnings = startupWarnings(readConfig({ DATABASE_URL: PG, DATA_DIR: '/srv/aula' }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).not.toContain('\n');
    expect(warnings[0]).toContain('/srv/aula/uploads');
    expect(warnings[0]).toContain(
      'S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    // The password of the database is not printed.
    expect(warnings[0]).not.toContain('segredo');
  });

  it('none with S3, and none for the embedded database (one process by design)', () => {
    expect(startupWarnings(readConfig({ DATABASE_URL: PG, ...S3 }))).toEqual([]);
    expect(startupWarnings(readConfig({}))).toEqual([]);
    expect(startupWarnings(readConfig(S3))).toEqual([]);
  });
});

describe('readConfig: Discord (issue 33 item 17)', () => {
  const DISCORD = {
    DISCORD_CLIENT_ID: '123456789012345678',
    DISCORD_CLIENT_SECRET: 'segredo-do-discord-0123456789abc',
  };

  it('given neither DISCORD_CLIENT_ID nor DISCORD_CLIENT_SECRET, simulates the connection', () => {
    expect(readConfig({}).discord).toBeUndefined();
  });

  it('given both, talks to discord.com unless DISCORD_API_BASE names another origin', () => {
    expect(readConfig(DISCORD).discord).toEqual({
      clientId: '123456789012345678',
      clientSecret: 'segredo-do-discord-0123456789abc',
      apiBase: 'https://discord.com',
    });
    expect(
      readConfig({ ...DISCORD, DISCORD_API_BASE: 'http://127.0.0.1:4010/' }).discord?.apiBase,
    ).toBe('http://127.0.0.1:4010');
  });

  it.each([
    [{ DISCORD_CLIENT_ID: DISCORD.DISCORD_CLIENT_ID }, /^DISCORD_CLIENT_SECRET ausente ou vazia/],
    [{ DISCORD_CLIENT_SECRET: DISCORD.DISCORD_CLIENT_SECRET }, /^DISCORD_CLIENT_ID ausente/],
    [{ ...DISCORD, DISCORD_CLIENT_ID: '' }, /^DISCORD_CLIENT_ID ausente ou vazia/],
    [{ ...DISCORD, DISCORD_CLIENT_ID: 'minha-app' }, /^DISCORD_CLIENT_ID inválido: "minha-app"/],
    [
      { ...DISCORD, DISCORD_CLIENT_SECRET: 'curto' },
      /^DISCORD_CLIENT_SECRET inválida: 5 caracteres/,
    ],
    [{ ...DISCORD, DISCORD_API_BASE: 'discord.com' }, /^DISCORD_API_BASE inválido: "discord.com"/],
    [{ ...DISCORD, DISCORD_API_BASE: 'ftp://discord.com' }, /^DISCORD_API_BASE inválido/],
  ])('refuses %j with one line naming the setting', (env, pattern) => {
    const line = refused(env);
    expect(line).toMatch(pattern);
    expect(line).not.toContain('\n');
  });

  it('never shows the client secret', () => {
    expect(refused({ ...DISCORD, DISCORD_CLIENT_SECRET: 'segredo curto' })).not.toContain(
      'segredo',
    );
    expect(refused({ ...DISCORD, DISCORD_CLIENT_ID: 'x' })).not.toContain('segredo');
  });
});

describe('readConfig: the checkout platforms’ webhook secrets (ADR 042)', () => {
  it('none by default (no platform served); each one read when set', () => {
    expect(readConfig({}).webhooks).toEqual({});
    expect(
      readConfig({
        HOTMART_HOTTOK: 'hottok-0123456789',
        KIWIFY_WEBHOOK_SECRET: 'kiwify-token-1',
        EDUZZ_WEBHOOK_SECRET: 'eduzz-chave-1',
      }).webhooks,
    ).toEqual({
      hotmart: 'hottok-0123456789',
      kiwify: 'kiwify-token-1',
      eduzz: 'eduzz-chave-1',
    });
  });

  it.each([
    [{ HOTMART_HOTTOK: 'curto' }, /^HOTMART_HOTTOK inválida: 5 caracteres/],
    [
      { KIWIFY_WEBHOOK_SECRET: 'token com espaço' },
      /^KIWIFY_WEBHOOK_SECRET inválida: 16 caracteres/,
    ],
    [{ EDUZZ_WEBHOOK_SECRET: '' }, /^EDUZZ_WEBHOOK_SECRET inválida: 0 caracteres/],
  ])('refuses %j with one line naming the setting, never the value', (env, pattern) => {
    const line = refused(env);
    expect(line).toMatch(pattern);
    expect(line).not.toContain('\n');
    expect(line).not.toContain(Object.values(env)[0] || '\u0000');
  });
});

describe('readConfig: e-mail (issue 36 §1, ADR 039)', () => {
  it('given nothing, the local mailbox with links to the server’s own address', () => {
    expect(readConfig({}).mail).toMatchObject({
      smtpUrl: undefined,
      appUrl: 'http://127.0.0.1:3000',
      retentionHours: 24,
      replyTo: undefined,
      bulkPerSecond: 50,
    });
    expect(readConfig({ MAIL_BULK_PER_SECOND: '0' }).mail.bulkPerSecond).toBe(0);
    expect(readConfig({ HOST: '0.0.0.0', PORT: '8080' }).mail.appUrl).toBe('http://127.0.0.1:8080');
    expect(readConfig({ HOST: '::1' }).mail.appUrl).toBe('http://[::1]:3000');
  });

  it('SMTP with its sender, reply-to, public address and retention', () => {
    expect(
      readConfig({
        SMTP_URL: 'smtps://usuario:segredo@smtp.escola.com.br:465',
        MAIL_FROM: 'Escola Boa <nao-responda@escola.com.br>',
        MAIL_REPLY_TO: 'suporte@escola.com.br',
        APP_URL: 'https://aula.escola.com.br/',
        MAIL_RETENTION_HOURS: '48',
        MAIL_BULK_PER_SECOND: '14',
      }).mail,
    ).toMatchObject({
      smtpUrl: 'smtps://usuario:segredo@smtp.escola.com.br:465',
      from: 'Escola Boa <nao-responda@escola.com.br>',
      replyTo: 'suporte@escola.com.br',
      appUrl: 'https://aula.escola.com.br',
      retentionHours: 48,
      bulkPerSecond: 14,
    });
  });

  it('refuses nonsense in one line, never showing the SMTP password', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ SMTP_URL: 'http://smtp.escola.com.br' }, /^SMTP_URL inválida/],
      [{ SMTP_URL: '' }, /^SMTP_URL vazia/],
      [{ SMTP_URL: 'smtp://smtp.escola.com.br' }, /^MAIL_FROM ausente/],
      [
        { SMTP_URL: 'smtp://smtp.escola.com.br', MAIL_FROM: 'a@escola.com.br', HOST: '0.0.0.0' },
        /^APP_URL ausente: com SMTP_URL informe o endereço público/,
      ],
      [{ MAIL_FROM: 'Escola\r\nBcc: x@y.com <a@b.com>' }, /^MAIL_FROM inválido/],
      [{ MAIL_FROM: 'sem-arroba' }, /^MAIL_FROM inválido/],
      [{ MAIL_REPLY_TO: 'a@b.com, c@d.com' }, /^MAIL_REPLY_TO inválido/],
      [{ APP_URL: 'aula.escola.com.br' }, /^APP_URL inválido/],
      [{ APP_URL: 'https://aula.escola.com.br/?x=1' }, /^APP_URL inválido/],
      [{ MAIL_RETENTION_HOURS: '0' }, /^MAIL_RETENTION_HOURS inválido/],
      [{ MAIL_BULK_PER_SECOND: '-5' }, /^MAIL_BULK_PER_SECOND inválido: .*0 para sem limite/],
      [{ MAIL_BULK_PER_SECOND: '1e3' }, /^MAIL_BULK_PER_SECOND inválido/],
    ];
    for (const [env, pattern] of cases) {
      const line = refused(env);
      expect(line).toMatch(pattern);
      expect(line).not.toContain('\n');
    }
    const line = refused({ SMTP_URL: 'ftp://usuario:segredo@smtp.escola.com.br' });
    expect(line).not.toContain('segredo');
  });
});

describe('readConfig: sign-ups per address (REGISTER_PER_IP_HOUR)', () => {
  it('is the throttle’s default (5 an hour), and what a school behind one router sets', () => {
    expect(readConfig({}).registerPerIpHour).toBe(DEFAULT_LIMITS.registerPerIp.max);
    expect(DEFAULT_LIMITS.registerPerIp).toEqual({ max: 5, windowMs: 3_600_000 });
    expect(readConfig({ REGISTER_PER_IP_HOUR: '60' }).registerPerIpHour).toBe(60);
  });

  it.each(['0', '-1', 'muitos', '10001'])('refuses %j in one line naming the setting', (value) => {
    expect(refused({ REGISTER_PER_IP_HOUR: value })).toMatch(/^REGISTER_PER_IP_HOUR inválido: /);
  });
});

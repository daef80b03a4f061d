import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DISCORD_DEFAULT_API_BASE, type DiscordSettings } from './discord-oauth';
import type { MailSettings } from './mail/transport';
import { WHATSAPP_DEFAULTS, type WhatsappSettings } from './mail/whatsapp';
import { originOf } from './security';
import type { S3Settings } from './storage';
import { DEFAULT_VIDEO_MAX_BYTES, DEFAULT_VIDEO_MAX_SECONDS } from './video/limits';

/**
 * A start-up failure the operator can fix (a bad setting, a port in use, an unreachable database,
 * an unusable data folder): `main.ts` prints its message, one pt-BR line naming the setting, and
 * exits with code 1, without a stack.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/**
 * Runs a command-line entry (the server, db:reset, db:seed): a StartupError, a setting or a
 * failure the operator can fix, is printed as its one line with exit code 1, no stack; anything
 * else is thrown as it is.
 */
export async function runCommand(command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** A setting read from the environment has a value the server cannot use. */
export class ConfigError extends StartupError {
  override name = 'ConfigError';
}

export const LOG_LEVELS = ['info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  hostname: string;
  /** PostgreSQL's URL; the embedded PGlite in `dataDir` when absent. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The built web app to serve; none when `STATIC_DIR` is empty. */
  staticDir: string | undefined;
  logLevel: LogLevel;
  secureCookies: boolean;
  /** How many reverse proxies stand in front of the server (0: none). */
  trustProxy: number;
  /** `AULA_RESET_DB=1`: start again from an empty (embedded: seeded) database. */
  resetDatabase: boolean;
  /** `SEED_DEMO`: 1 seeds an empty database, 0 never does, unset seeds only the embedded one. */
  seedDemo: boolean | undefined;
  /** Origins the pages may connect to besides their own (Sentry's). */
  connectSrc: string[];
  /** The key that signs lecture video links; the one kept in the database when absent. */
  mediaSigningSecret: string | undefined;
  /** Uploads go to this S3-compatible bucket; to `<dataDir>/uploads` when absent (ADR 015). */
  s3: S3Settings | undefined;
  /** `SESSION_IDLE_MINUTES`: a session unused this long ends (S61); session.ts's default when absent. */
  sessionIdleMinutes: number | undefined;
  /**
   * `REGISTER_PER_IP_HOUR`: sign-ups one address may make in an hour (default 5). A school whose
   * students sign up together behind one router (a classroom, a lab) raises it.
   */
  registerPerIpHour: number;
  /** Discord's OAuth application; the connection is simulated (a demonstration) when absent. */
  discord: DiscordSettings | undefined;
  /**
   * `WORKERS`: how many background jobs (ADR 036) this process runs at once; 0 makes a web-only
   * server (another process runs them: `npm run worker`). Default 1.
   */
  workers: number;
  /** `VIDEO_MAX_BYTES`: the largest lecture video upload (default 5 GB). */
  videoMaxBytes: number;
  /** `VIDEO_MAX_SECONDS`: the longest lecture video taken (default 6 hours). */
  videoMaxSeconds: number;
  /**
   * `SMTP_URL`, `MAIL_FROM`, `MAIL_REPLY_TO`, `APP_URL`, `MAIL_RETENTION_HOURS` (ADR 039),
   * `MAIL_BULK_PER_SECOND` (ADR 049).
   */
  mail: MailSettings;
  /**
   * The checkout platforms' webhook secrets (ADR 042): `HOTMART_HOTTOK`, `KIWIFY_WEBHOOK_SECRET`,
   * `EDUZZ_WEBHOOK_SECRET`. A platform without its secret is not served (404, and a log line).
   */
  webhooks: WebhookSecrets;
  /** `PRIVACY_CONTACT_EMAIL`: the controller's contact on `/privacidade` (ADR 047). */
  privacyContactEmail: string;
}

export interface WebhookSecrets {
  hotmart?: string;
  kiwify?: string;
  eduzz?: string;
}

const WEBHOOK_SECRETS = [
  ['hotmart', 'HOTMART_HOTTOK', 'o hottok da conta, em Ferramentas > Webhook na Hotmart'],
  ['kiwify', 'KIWIFY_WEBHOOK_SECRET', 'o token do webhook, no painel da Kiwify'],
  ['eduzz', 'EDUZZ_WEBHOOK_SECRET', 'a chave secreta do webhook, no Developer Hub da Eduzz'],
] as const;

function readWebhookSecrets(env: Env): WebhookSecrets {
  const secrets: WebhookSecrets = {};
  for (const [platform, name, what] of WEBHOOK_SECRETS) {
    const value = env[name];
    if (value === undefined) continue;
    // The value is a secret: its length is named, never the value.
    if (value.length < 8 || value.length > 200 || /\s/.test(value))
      throw new ConfigError(
        `${name} inválida: ${value.length} caracteres (use ${what}, de 8 a 200 caracteres sem espaços, ou remova a variável para não receber as vendas dessa plataforma).`,
      );
    secrets[platform] = value;
  }
  return secrets;
}

export type Env = Record<string, string | undefined>;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATA_DIR = resolve(`${repoRoot}.data/pglite`);
export const DEFAULT_STATIC_DIR = resolve(`${repoRoot}apps/web/dist`);

const shown = (value: string) => JSON.stringify(value);

function readPort(value: string | undefined): number {
  if (value === undefined) return DEFAULT_PORT;
  const port = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  if (!(port >= 1 && port <= 65535))
    throw new ConfigError(`PORT inválida: ${shown(value)} (use um número de 1 a 65535).`);
  return port;
}

const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

function readHost(value: string | undefined): string {
  if (value === undefined) return DEFAULT_HOST;
  if (isIP(value) || HOSTNAME.test(value)) return value;
  throw new ConfigError(
    `HOST inválido: ${shown(value)} (use um endereço IP ou nome, sem porta: 127.0.0.1, 0.0.0.0, ::).`,
  );
}

function readFlag(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === '1') return true;
  if (value === '0') return false;
  throw new ConfigError(`${name} inválida: ${shown(value)} (use 1 para ligar ou 0 para desligar).`);
}

function readLogLevel(value: string | undefined): LogLevel {
  if (value === undefined) return 'info';
  if ((LOG_LEVELS as readonly string[]).includes(value)) return value as LogLevel;
  throw new ConfigError(`LOG_LEVEL inválido: ${shown(value)} (use ${LOG_LEVELS.join(', ')}).`);
}

function readTrustProxy(value: string | undefined): number {
  if (value === undefined) return 0;
  const hops = /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  if (Number.isInteger(hops)) return hops;
  throw new ConfigError(
    `TRUST_PROXY inválido: ${shown(value)} (use o número de proxies na frente do servidor: 0 para nenhum, 1 para um).`,
  );
}

/** The URL without its password, fit for a console line. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/:[^:@/]*@/, ':***@');
  }
}

function readDatabaseUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  if (
    parsed &&
    (parsed.protocol === 'postgres:' || parsed.protocol === 'postgresql:') &&
    parsed.hostname
  )
    return value;
  throw new ConfigError(
    value === ''
      ? 'DATABASE_URL vazia (informe postgres://usuário:senha@servidor:5432/banco, ou remova a variável para usar o banco embutido).'
      : `DATABASE_URL inválida: ${shown(redactUrl(value))} (use postgres://usuário:senha@servidor:5432/banco).`,
  );
}

function readDir(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined) return fallback;
  if (value.trim() === '')
    throw new ConfigError(
      `${name} vazio (informe uma pasta, ou remova a variável para usar ${fallback}).`,
    );
  return resolve(value);
}

function readMediaSecret(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  // The value is a secret: its length is named, never the value.
  if (value.length < 32)
    throw new ConfigError(
      `MEDIA_SIGNING_SECRET curta demais: ${value.length} caracteres (use pelo menos 32, ou remova a variável para usar a chave guardada no banco).`,
    );
  return value;
}

function readSentryOrigins(env: Env): string[] {
  for (const name of ['VITE_SENTRY_DSN', 'SENTRY_DSN'] as const) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const origins = originOf(value);
    if (origins.length === 0)
      throw new ConfigError(`${name} inválido: ${shown(value)} (use a DSN https://... do Sentry).`);
    return origins;
  }
  return [];
}

const S3_NAMES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,40}$/;

/** The S3 settings: none at all (uploads on disk), or all of them, each valid. */
function readS3(env: Env): S3Settings | undefined {
  const given = S3_NAMES.filter((name) => env[name] !== undefined);
  if (given.length === 0) return undefined;
  const missing = S3_NAMES.filter((name) => !env[name]);
  if (missing.length > 0)
    throw new ConfigError(
      `${missing[0]} ausente ou vazia: para guardar os envios no S3 informe ${S3_NAMES.join(', ')} (ou remova todas para usar a pasta DATA_DIR/uploads).`,
    );
  const endpoint = env.S3_ENDPOINT ?? '';
  let url: URL | undefined;
  try {
    url = new URL(endpoint);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash)
    throw new ConfigError(
      `S3_ENDPOINT inválido: ${shown(endpoint)} (use o endereço do serviço, https://s3.sa-east-1.amazonaws.com).`,
    );
  const bucket = env.S3_BUCKET ?? '';
  if (!BUCKET.test(bucket))
    throw new ConfigError(
      `S3_BUCKET inválido: ${shown(bucket)} (use o nome do bucket: 3 a 63 letras minúsculas, números, pontos ou hífens).`,
    );
  const region = env.S3_REGION ?? '';
  if (!REGION.test(region))
    throw new ConfigError(
      `S3_REGION inválida: ${shown(region)} (use a região do bucket, como sa-east-1, ou auto).`,
    );
  return {
    endpoint: endpoint.replace(/\/+$/, ''),
    bucket,
    region,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
  };
}

/** The longest idle limit that means anything: a session ends 7 days after sign-in anyway. */
export const MAX_SESSION_IDLE_MINUTES = 7 * 24 * 60;

function readSessionIdle(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const minutes = /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN;
  if (minutes >= 5 && minutes <= MAX_SESSION_IDLE_MINUTES) return minutes;
  throw new ConfigError(
    `SESSION_IDLE_MINUTES inválido: ${shown(value)} (use os minutos sem uso depois dos quais uma sessão termina, de 5 a ${MAX_SESSION_IDLE_MINUTES}; o padrão é 120).`,
  );
}

/** As `DEFAULT_LIMITS.registerPerIp` (auth/throttle.ts, which this module cannot import). */
export const DEFAULT_REGISTER_PER_IP_HOUR = 5;

export const DEFAULT_WORKERS = 1;
export const MAX_WORKERS = 32;

function readWorkers(value: string | undefined): number {
  if (value === undefined) return DEFAULT_WORKERS;
  const count = /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
  if (count >= 0 && count <= MAX_WORKERS) return count;
  throw new ConfigError(
    `WORKERS inválido: ${shown(value)} (use quantas tarefas em segundo plano este processo executa ao mesmo tempo, de 0 a ${MAX_WORKERS}; 0 para um servidor só web; o padrão é ${DEFAULT_WORKERS}).`,
  );
}

/** A whole number of a setting within bounds, or its default when the setting is absent. */
function readWhole(
  name: string,
  value: string | undefined,
  fallback: number,
  max: number,
  what: string,
) {
  if (value === undefined) return fallback;
  const number = /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (number >= 1 && number <= max) return number;
  throw new ConfigError(
    `${name} inválido: ${shown(value)} (use ${what}, de 1 a ${max}; o padrão é ${fallback}).`,
  );
}

/**
 * Discord's OAuth application: `DISCORD_CLIENT_ID` and `DISCORD_CLIENT_SECRET` both or neither
 * (neither: the connection is simulated); `DISCORD_API_BASE` moves the endpoints (tests).
 */
function readDiscord(env: Env): DiscordSettings | undefined {
  const clientId = env.DISCORD_CLIENT_ID;
  const clientSecret = env.DISCORD_CLIENT_SECRET;
  const base = env.DISCORD_API_BASE;
  let apiBase = DISCORD_DEFAULT_API_BASE;
  if (base !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(base);
    } catch {
      url = undefined;
    }
    if (
      !url ||
      (url.protocol !== 'https:' && url.protocol !== 'http:') ||
      url.search ||
      url.hash ||
      url.username ||
      url.password
    )
      throw new ConfigError(
        `DISCORD_API_BASE inválido: ${shown(base)} (use a origem dos endpoints do Discord, https://discord.com, ou remova a variável).`,
      );
    apiBase = base.replace(/\/+$/, '');
  }
  if (clientId === undefined && clientSecret === undefined) return undefined;
  if (!clientId || !clientSecret)
    throw new ConfigError(
      `${clientId ? 'DISCORD_CLIENT_SECRET' : 'DISCORD_CLIENT_ID'} ausente ou vazia: para conectar contas ao Discord informe DISCORD_CLIENT_ID e DISCORD_CLIENT_SECRET (ou remova as duas para a conexão simulada de demonstração).`,
    );
  if (!/^\d{5,25}$/.test(clientId))
    throw new ConfigError(
      `DISCORD_CLIENT_ID inválido: ${shown(clientId)} (use o Client ID numérico da aplicação, em OAuth2 no portal de desenvolvedores do Discord).`,
    );
  // The value is a secret: its length is named, never the value.
  if (clientSecret.length < 16 || /\s/.test(clientSecret))
    throw new ConfigError(
      `DISCORD_CLIENT_SECRET inválida: ${clientSecret.length} caracteres (use o Client Secret da aplicação, sem espaços).`,
    );
  return { clientId, clientSecret, apiBase };
}

export const DEFAULT_MAIL_RETENTION_HOURS = 24;
/**
 * Bulk e-mail a second by default: what two cores deliver while the players' reads keep their
 * pace (issue 36 §4, docs/perf/notifications-2026-11.md); a provider's own limit is often lower
 * (Amazon SES starts at 14).
 */
export const DEFAULT_MAIL_BULK_PER_SECOND = 50;

/** A mailbox as in a From header: `a@b.com` or `Name <a@b.com>`, on one line. */
const ADDRESS_PATTERN = '[^\\s@<>(),;:"\\\\[\\]]+@[a-z0-9-]+(?:\\.[a-z0-9-]+)+';
/**
 * One mailbox: a bare address, or a display name (no `@`, `,` or `;`: a second address never
 * hides in it) and the address in angle brackets.
 */
const MAILBOX = new RegExp(
  `^(?:${ADDRESS_PATTERN}|[^<>@,;\\p{Cc}]{1,100} <${ADDRESS_PATTERN}>)$`,
  'iu',
);

function readMailbox(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const balanced = value.includes('<') === value.trim().endsWith('>');
  if (MAILBOX.test(value.trim()) && balanced) return value.trim();
  throw new ConfigError(
    `${name} inválido: ${shown(value)} (use um endereço, como Escola <nao-responda@escola.com.br> ou nao-responda@escola.com.br).`,
  );
}

function readAppUrl(value: string | undefined, port: number, hostname: string): string {
  if (value === undefined) {
    const host = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
    return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  }
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  )
    throw new ConfigError(
      `APP_URL inválido: ${shown(value)} (use o endereço público da Aula, como https://aula.escola.com.br; os links dos e-mails partem dele).`,
    );
  return url.toString().replace(/\/+$/, '');
}

function readSmtpUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url && (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname) return value;
  // The URL carries the password: shown without it.
  throw new ConfigError(
    value === ''
      ? 'SMTP_URL vazia (informe smtps://usuário:senha@servidor:465, ou remova a variável para a caixa de e-mails local).'
      : `SMTP_URL inválida: ${shown(redactUrl(value))} (use smtps://usuário:senha@servidor:465 ou smtp://servidor:587).`,
  );
}

const LOOPBACK_HOST = /^(127\.\d+\.\d+\.\d+|\[::1\]|localhost)$/;

/**
 * The WhatsApp Cloud API sender (ADR 045): `WHATSAPP_TOKEN` and `WHATSAPP_PHONE_NUMBER_ID` both,
 * or neither (the PINs stay in the outbox, read in the local mailbox). The token is never shown.
 */
export function readWhatsapp(env: Env): WhatsappSettings | undefined {
  const token = env.WHATSAPP_TOKEN;
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID;
  if (token === undefined && phoneNumberId === undefined) return undefined;
  if (!token || !phoneNumberId)
    throw new ConfigError(
      `${token ? 'WHATSAPP_PHONE_NUMBER_ID' : 'WHATSAPP_TOKEN'} ausente ou vazia: para enviar o PIN pelo WhatsApp informe WHATSAPP_TOKEN e WHATSAPP_PHONE_NUMBER_ID (ou remova as duas para manter o PIN só na caixa de e-mails local).`,
    );
  if (token.length < 20 || /\s/.test(token))
    throw new ConfigError(
      `WHATSAPP_TOKEN inválido: ${token.length} caracteres (use o token de acesso do usuário do sistema do WhatsApp Business, sem espaços).`,
    );
  if (!/^\d{5,25}$/.test(phoneNumberId))
    throw new ConfigError(
      `WHATSAPP_PHONE_NUMBER_ID inválido: ${shown(phoneNumberId)} (use o identificador numérico do número, em WhatsApp > Configuração da API no painel da Meta).`,
    );
  let apiBase: string = WHATSAPP_DEFAULTS.apiBase;
  const base = env.WHATSAPP_API_BASE;
  if (base !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(base);
    } catch {
      url = undefined;
    }
    // https, or http on loopback only (a local stand-in for the tests).
    if (
      !url ||
      !(
        url.protocol === 'https:' ||
        (url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname))
      ) ||
      url.pathname !== '/' ||
      url.search ||
      url.hash ||
      url.username ||
      url.password
    )
      throw new ConfigError(
        `WHATSAPP_API_BASE inválido: ${shown(base)} (use a origem da API, https://graph.facebook.com, ou remova a variável).`,
      );
    apiBase = url.origin;
  }
  const apiVersion = env.WHATSAPP_API_VERSION ?? WHATSAPP_DEFAULTS.apiVersion;
  if (!/^v\d{1,3}\.\d{1,3}$/.test(apiVersion))
    throw new ConfigError(
      `WHATSAPP_API_VERSION inválido: ${shown(apiVersion)} (use a versão da Graph API, como v21.0).`,
    );
  const template = env.WHATSAPP_TEMPLATE ?? WHATSAPP_DEFAULTS.template;
  if (!/^[a-z0-9_]{1,512}$/.test(template))
    throw new ConfigError(
      `WHATSAPP_TEMPLATE inválido: ${shown(template)} (use o nome do modelo aprovado, em letras minúsculas, números e _).`,
    );
  return { token, phoneNumberId, apiBase, apiVersion, template };
}

/** The e-mail settings: SMTP when `SMTP_URL` is set (then `MAIL_FROM` too), else the local mailbox. */
export function readMail(env: Env, port: number, hostname: string): MailSettings {
  const smtpUrl = readSmtpUrl(env.SMTP_URL);
  const from = readMailbox('MAIL_FROM', env.MAIL_FROM);
  if (smtpUrl && !from)
    throw new ConfigError(
      'MAIL_FROM ausente: com SMTP_URL informe o remetente, como Escola <nao-responda@escola.com.br>.',
    );
  // Real e-mail from a server others reach must link to its public address, not to 127.0.0.1
  // (on loopback, as in the tests, the server's own address is the right one).
  if (smtpUrl && env.APP_URL === undefined && hostname !== '::1' && !LOOPBACK_HOST.test(hostname))
    throw new ConfigError(
      'APP_URL ausente: com SMTP_URL informe o endereço público da Aula, como https://aula.escola.com.br (os links dos e-mails usam ele).',
    );
  return {
    smtpUrl,
    from: from ?? 'Aula <nao-responda@localhost>',
    replyTo: readMailbox('MAIL_REPLY_TO', env.MAIL_REPLY_TO),
    appUrl: readAppUrl(env.APP_URL, port, hostname),
    retentionHours: readWhole(
      'MAIL_RETENTION_HOURS',
      env.MAIL_RETENTION_HOURS,
      DEFAULT_MAIL_RETENTION_HOURS,
      24 * 90,
      'as horas que o texto de um e-mail enviado fica guardado',
    ),
    bulkPerSecond:
      env.MAIL_BULK_PER_SECOND === '0'
        ? 0
        : readWhole(
            'MAIL_BULK_PER_SECOND',
            env.MAIL_BULK_PER_SECOND,
            DEFAULT_MAIL_BULK_PER_SECOND,
            100_000,
            'quantos e-mails em massa (o aviso de uma aula liberada) saem por segundo, somados todos os processos; 0 para sem limite',
          ),
    phoneSinkDir: env.MAIL_DIR ? resolve(env.MAIL_DIR) : undefined,
    whatsapp: readWhatsapp(env),
  };
}

/** Where `/privacidade` tells people to write when `PRIVACY_CONTACT_EMAIL` is not set. */
export const DEFAULT_PRIVACY_CONTACT_EMAIL = 'privacidade@aula.dev';

/** A bare address (`privacidade@escola.com.br`): shown on a public page and in a `mailto:`. */
export function readPrivacyContact(value: string | undefined): string {
  if (value === undefined) return DEFAULT_PRIVACY_CONTACT_EMAIL;
  const address = value.trim();
  if (address.length <= 254 && /^[^\s@<>(),;:"\\[\]]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(address))
    return address;
  throw new ConfigError(
    `PRIVACY_CONTACT_EMAIL inválido: ${shown(value)} (use o e-mail de quem responde pelos dados pessoais, como privacidade@escola.com.br).`,
  );
}

/**
 * Reads and checks every setting the server takes from the environment, before anything is
 * opened: a bad value throws a ConfigError whose message names the setting.
 */
export function readConfig(env: Env = process.env): Config {
  const databaseUrl = readDatabaseUrl(env.DATABASE_URL);
  const port = readPort(env.PORT);
  const hostname = readHost(env.HOST);
  return {
    port,
    hostname,
    databaseUrl,
    dataDir: readDir('DATA_DIR', env.DATA_DIR, DEFAULT_DATA_DIR),
    staticDir: env.STATIC_DIR === '' ? undefined : resolve(env.STATIC_DIR ?? DEFAULT_STATIC_DIR),
    logLevel: readLogLevel(env.LOG_LEVEL),
    secureCookies: readFlag('SECURE_COOKIES', env.SECURE_COOKIES) ?? false,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    resetDatabase: readFlag('AULA_RESET_DB', env.AULA_RESET_DB) ?? false,
    seedDemo: readFlag('SEED_DEMO', env.SEED_DEMO),
    connectSrc: readSentryOrigins(env),
    mediaSigningSecret: readMediaSecret(env.MEDIA_SIGNING_SECRET),
    s3: readS3(env),
    sessionIdleMinutes: readSessionIdle(env.SESSION_IDLE_MINUTES),
    registerPerIpHour: readWhole(
      'REGISTER_PER_IP_HOUR',
      env.REGISTER_PER_IP_HOUR,
      DEFAULT_REGISTER_PER_IP_HOUR,
      10_000,
      'os cadastros que um mesmo endereço IP pode fazer em uma hora',
    ),
    discord: readDiscord(env),
    workers: readWorkers(env.WORKERS),
    videoMaxBytes: readWhole(
      'VIDEO_MAX_BYTES',
      env.VIDEO_MAX_BYTES,
      DEFAULT_VIDEO_MAX_BYTES,
      5 * 1024 ** 4,
      'o tamanho máximo de um vídeo enviado, em bytes',
    ),
    videoMaxSeconds: readWhole(
      'VIDEO_MAX_SECONDS',
      env.VIDEO_MAX_SECONDS,
      DEFAULT_VIDEO_MAX_SECONDS,
      48 * 3600,
      'a duração máxima de um vídeo enviado, em segundos',
    ),
    mail: readMail(env, port, hostname),
    webhooks: readWebhookSecrets(env),
    privacyContactEmail: readPrivacyContact(env.PRIVACY_CONTACT_EMAIL),
  };
}

/** Where the data lives, for the start-up lines: PostgreSQL's host and database, or the folder. */
export function describeDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `PGlite (embutido) em ${config.dataDir}`;
  const parsed = new URL(config.databaseUrl);
  return `PostgreSQL em ${parsed.host}${parsed.pathname}`;
}

/**
 * The start-up warnings (ADR 030): PostgreSQL with uploads in the local folder works on one
 * machine, but a second server process (another machine, another container) does not see the
 * files the first one stored, so an avatar is 404 there. One line naming the S3 settings; the
 * server still starts (a single-machine PostgreSQL deployment is legitimate).
 */
export function startupWarnings(config: Pick<Config, 'databaseUrl' | 'dataDir' | 's3'>): string[] {
  if (!config.databaseUrl || config.s3) return [];
  return [
    `Aviso: DATABASE_URL com os envios na pasta local ${join(config.dataDir, 'uploads')}: com mais de um processo do servidor, uma imagem enviada a um não aparece nos outros. Para vários processos, informe ${S3_NAMES.join(', ')} (ADR 030).`,
  ];
}

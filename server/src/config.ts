/** The environment, parsed once at start. Nothing else reads process.env. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync, linkSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { passwordSchema, usernameSchema } from '@harbour/contract';
import { HOST_PATTERN } from './http/request-origin';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres:\/\/|postgresql:\/\/)/, 'must start with sqlite: or postgres://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Empty (a PUBLIC_URL= line in a unit file or .env) is unset: labels then name the address a request came to.
  PUBLIC_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ message: 'must be an absolute http(s) URL' }).optional(),
  ),
  QR_PAYLOAD: z.enum(['url', 'id']).default('url'),
  // A MapLibre style for the map screen's background (sea, land, charts); empty is unset: a plain sea colour.
  MAP_STYLE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' }).optional(),
  ),
  CORS_ORIGINS: z.string().default(''),
  // The first administrator follows the same rules as any account made through the API.
  ADMIN_USERNAME: usernameSchema.default('admin'),
  ADMIN_PASSWORD: passwordSchema.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  UPLOAD_LIMIT_MB: z.coerce.number().positive().max(100).default(10),
  ORG_NAME: z.string().min(1).default('Harbour Maritime Authority'),
  SUPPORT_EMAIL: z.string().min(3).default('support@harbour-authority.example'),
  DEMO_DATA: z.enum(['0', '1', 'true', 'false', '']).default(''),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('')
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust === undefined)
        context.addIssue({
          code: 'custom',
          message:
            'must be a number of proxies (1 for one reverse proxy), or a comma-separated list of proxy addresses or CIDR ranges; empty, 0 or false for none',
        });
      return trust ?? false;
    }),
  // Host names (with an optional :port) that QR labels and links may be built from when PUBLIC_URL is unset.
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value, context) => {
      const hosts = value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean);
      if (hosts.some((host) => !HOST_PATTERN.test(host)))
        context.addIssue({ code: 'custom', message: 'must be host names or host:port, comma-separated' });
      return hosts;
    }),
  ORG_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Oslo or UTC')
    .default('UTC'),
  // The organisation's language and region (BCP 47): how lists sort and which CSV delimiter is the default.
  ORGANISATION_LOCALE: z
    .string()
    .refine(isSupportedLocale, 'must be a BCP 47 language tag this Node.js knows, such as en, nb or de-DE')
    .default('en'),
  // smtp://user:pass@host:587 or smtps://...: off when unset.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z.string().min(3).default('Harbour Assets <no-reply@harbour-authority.example>'),
});

function isSupportedLocale(tag: string): boolean {
  try {
    return Intl.Collator.supportedLocalesOf([tag]).length === 1;
  } catch {
    return false; // Intl's RangeError is the answer: not a language tag.
  }
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false; // Intl's RangeError is the answer: no such zone.
  }
}

export type DatabaseConfig =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  publicUrl: string | undefined;
  qrPayload: 'url' | 'id';
  /** The map's style; its origin is the one other origin the browser may reach (plugins/security.ts). */
  mapStyleUrl: string | undefined;
  corsOrigins: string[];
  adminUsername: string;
  adminPassword: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  uploadLimitBytes: number;
  orgName: string;
  supportEmail: string;
  demoData: boolean;
  /** Fastify's trustProxy: none, a hop count, or the proxies' addresses (parseTrustProxy). */
  trustProxy: TrustProxy;
  /** Hosts a request may name when PUBLIC_URL is unset, besides localhost (http/request-origin.ts). */
  allowedHosts: string[];
  /** The authority's IANA time zone: due dates are calendar dates there. */
  orgTimeZone: string;
  /** The organisation's locale (BCP 47): the collation of every list a person reads, the CSV delimiter. */
  organisationLocale: string;
  smtpUrl: string | undefined;
  smtpFrom: string;
}

export class ConfigError extends Error {}

const SECRET_VARIABLES = new Set(['JWT_SECRET', 'ADMIN_PASSWORD', 'DATABASE_URL', 'SMTP_URL']);

const truthy = (value: string) => value === '1' || value === 'true';

/** Parses the environment; a bad value throws one line naming the variable and what is allowed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    // A secret is never echoed, even a malformed one: the line goes to logs other people read.
    const shown = SECRET_VARIABLES.has(name) ? '' : `=${JSON.stringify(env[name] ?? '')}`;
    throw new ConfigError(`Invalid ${name}${shown}: ${issue?.message ?? 'invalid'}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: parseDatabaseUrl(e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'harbour.db')}`),
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    qrPayload: e.QR_PAYLOAD,
    mapStyleUrl: e.MAP_STYLE_URL,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    uploadLimitBytes: Math.round(e.UPLOAD_LIMIT_MB * 1024 * 1024),
    orgName: e.ORG_NAME,
    supportEmail: e.SUPPORT_EMAIL,
    demoData: truthy(e.DEMO_DATA),
    trustProxy: e.TRUST_PROXY,
    allowedHosts: e.ALLOWED_HOSTS,
    orgTimeZone: e.ORG_TIME_ZONE,
    organisationLocale: Intl.getCanonicalLocales(e.ORGANISATION_LOCALE)[0] ?? 'en',
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
  };
}

/**
 * Why listening on HOST and PORT failed, naming the variable at fault; undefined for another failure. A
 * HOST that does not resolve fails in getaddrinfo like an unreachable database host would: main.ts asks
 * here first, so it is not reported as the database.
 */
export function listenFailure(error: unknown, host: string, port: number): string | undefined {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const badHost = `Invalid HOST=${JSON.stringify(host)}`;
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
      return `${badHost}: no such name or address (${code}); use 0.0.0.0 (every interface), 127.0.0.1 or an address of this machine`;
    case 'EADDRNOTAVAIL':
      return `${badHost}: not an address of this machine (${code})`;
    case 'EADDRINUSE':
      return `Invalid PORT=${port}: another process already listens on ${host}:${port} (${code})`;
    case 'EACCES':
      return `Invalid PORT=${port}: this account may not listen on it (${code}); use a port above 1023`;
    default:
      return undefined;
  }
}

/** The start-up warning while PUBLIC_URL is unset and labels encode a URL: a quick start's labels name localhost. */
export function publicUrlWarning(
  config: Pick<AppConfig, 'publicUrl' | 'qrPayload' | 'port'>,
): string | undefined {
  if (config.publicUrl !== undefined || config.qrPayload !== 'url') return undefined;
  return (
    `PUBLIC_URL is not set: QR labels encode the address each page was opened at ` +
    `(http://localhost:${config.port}/a/... when opened here), which a phone cannot open. ` +
    'Set PUBLIC_URL to the address phones reach (README.md, docs/DEPLOY.md).'
  );
}

export function parseDatabaseUrl(url: string): DatabaseConfig {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!file)
      throw new ConfigError('Invalid DATABASE_URL: sqlite: needs a file path, e.g. sqlite:data/harbour.db');
    return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
  }
  return { kind: 'postgres', url };
}

/**
 * A generated secret survives restarts, so sessions do too. The file is created exclusively: of two
 * processes starting on one DATA_DIR, the second reads the first one's secret instead of writing its own.
 */
export function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  // Written whole under a private name, then linked into place: a reader never sees a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, secret, { mode: 0o600 });
  try {
    linkSync(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  } finally {
    unlinkSync(draft);
  }
}

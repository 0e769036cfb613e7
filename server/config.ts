import { randomBytes } from 'node:crypto';
import path from 'node:path';
import envSchema from 'env-schema';
import { EMAIL_PATTERN } from '../shared/contact.ts';
import { LEAD_RETENTION_DAYS } from '../shared/content/privacy.ts';

/**
 * Environment variables -> typed, validated configuration. Every variable has a default that
 * works for `npm start` on a laptop; a bad value throws a ConfigError that names the variable.
 */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute origin (and optional base path) of the public site, without trailing slash. */
  publicUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Absolute path of the lead store. */
  dataDir: string;
  /** Relay for lead delivery; unset means messages stay in the store. */
  smtpUrl: string | undefined;
  mailFrom: string;
  mailTo: string | undefined;
  /** HMAC key of the form tokens. */
  formSecret: string;
  /** True when FORM_SECRET was not set and a random one was made at boot. */
  formSecretGenerated: boolean;
  /** Origins allowed to post the form cross-origin (besides the site's own). */
  corsOrigins: string[];
  /** `mock`: the form island simulates a successful send and makes no request. */
  formMode: 'live' | 'mock';
  /**
   * Which peers may name the client in X-Forwarded-For: false (none), a hop count (the nearest
   * N hops, for a server reachable only through its proxy), or addresses/CIDRs/proxy-addr names.
   */
  trustProxy: false | number | string;
  /** Posts to the form endpoint per client IP and 10 minutes. */
  contactRateLimit: number;
  /** Origin of the form servers when the pages are served from a static export; '' = same origin. */
  formEndpoint: string;
  /** Days a delivered or failed lead stays in the store (counted from its receipt), then it is deleted. */
  leadRetentionDays: number;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

interface RawEnv {
  NODE_ENV: Config['nodeEnv'];
  PORT: number;
  HOST: string;
  PUBLIC_URL?: string;
  LOG_LEVEL: Config['logLevel'];
  DATA_DIR: string;
  SMTP_URL?: string;
  MAIL_FROM?: string;
  MAIL_TO?: string;
  FORM_SECRET?: string;
  CORS_ORIGINS: string;
  FORM_MODE: Config['formMode'];
  TRUST_PROXY: string;
  CONTACT_RATE_LIMIT: number;
  FORM_ENDPOINT: string;
  LEAD_RETENTION_DAYS: number;
}

const schema = {
  type: 'object',
  properties: {
    NODE_ENV: { type: 'string', enum: ['development', 'production', 'test'], default: 'development' },
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000 },
    HOST: { type: 'string', minLength: 1, default: '127.0.0.1' },
    PUBLIC_URL: { type: 'string', pattern: '^https?://[^\\s]+$' },
    LOG_LEVEL: {
      type: 'string',
      enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      default: 'info',
    },
    DATA_DIR: { type: 'string', minLength: 1, default: './data' },
    SMTP_URL: { type: 'string', pattern: '^smtps?://[^\\s]+$' },
    MAIL_FROM: { type: 'string', pattern: EMAIL_PATTERN.source },
    MAIL_TO: { type: 'string', pattern: EMAIL_PATTERN.source },
    FORM_SECRET: { type: 'string', minLength: 32 },
    CORS_ORIGINS: { type: 'string', default: '' },
    FORM_MODE: { type: 'string', enum: ['live', 'mock'], default: 'live' },
    TRUST_PROXY: { type: 'string', default: 'false' },
    CONTACT_RATE_LIMIT: { type: 'integer', minimum: 1, maximum: 10000, default: 5 },
    FORM_ENDPOINT: { type: 'string', pattern: '^(https?://[^\\s/]+)?$', default: '' },
    // The default is the period the privacy statement names.
    LEAD_RETENTION_DAYS: { type: 'integer', minimum: 1, maximum: 3650, default: LEAD_RETENTION_DAYS },
  },
} as const;

/**
 * For the command-line entries (server, export, outbox): the configuration, or the message of
 * the ConfigError on stderr and exit code 1 (no stack trace: the message names what to fix).
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** Reads and validates the configuration; `env` defaults to process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset": `FOO= npm start` must not fail a pattern check.
  const data = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  let raw: RawEnv;
  try {
    // env: false, or env-schema merges process.env back in under `data` (and its empty strings).
    raw = envSchema<RawEnv>({ schema, data, env: false, dotenv: false });
  } catch (error) {
    // Ajv says e.g. "env/PORT must be integer": name the variable first.
    const message = (error as Error).message;
    const match = /env\/(\w+) (.*)/.exec(message);
    throw match ? new ConfigError(match[1]!, match[2]!) : new ConfigError('environment', message);
  }

  const publicUrl = raw.PUBLIC_URL ? parseBaseUrl(raw.PUBLIC_URL, 'PUBLIC_URL') : `http://localhost:${raw.PORT}`;
  const corsOrigins = raw.CORS_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((origin) => parseOrigin(origin, 'CORS_ORIGINS'));
  const formEndpoint = raw.FORM_ENDPOINT ? parseOrigin(raw.FORM_ENDPOINT, 'FORM_ENDPOINT') : '';

  if (raw.SMTP_URL) {
    try {
      new URL(raw.SMTP_URL);
    } catch {
      throw new ConfigError('SMTP_URL', 'must be a URL like smtp://user:pass@mail.example.de:587');
    }
    if (raw.NODE_ENV === 'production' && !raw.MAIL_TO) {
      throw new ConfigError('MAIL_TO', 'must be set when SMTP_URL is set (NODE_ENV=production)');
    }
    if (raw.NODE_ENV === 'production' && !raw.MAIL_FROM) {
      throw new ConfigError('MAIL_FROM', 'must be set when SMTP_URL is set (NODE_ENV=production)');
    }
    if (!raw.MAIL_TO) throw new ConfigError('MAIL_TO', 'must be set when SMTP_URL is set');
  }

  return {
    nodeEnv: raw.NODE_ENV,
    port: raw.PORT,
    host: raw.HOST,
    publicUrl,
    logLevel: raw.LOG_LEVEL,
    dataDir: path.resolve(raw.DATA_DIR),
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM ?? `kontaktformular@${new URL(publicUrl).hostname}`,
    mailTo: raw.MAIL_TO,
    formSecret: raw.FORM_SECRET ?? randomBytes(32).toString('base64url'),
    formSecretGenerated: raw.FORM_SECRET === undefined,
    corsOrigins,
    formMode: raw.FORM_MODE,
    trustProxy: parseTrustProxy(raw.TRUST_PROXY),
    contactRateLimit: raw.CONTACT_RATE_LIMIT,
    formEndpoint,
    leadRetentionDays: raw.LEAD_RETENTION_DAYS,
  };
}

function parseBaseUrl(value: string, variable: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(variable, 'must be an absolute http(s) URL');
  }
  if (url.search || url.hash) throw new ConfigError(variable, 'must not have a query or fragment');
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function parseOrigin(value: string, variable: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(variable, `has "${value}", which is not an origin like https://example.de`);
  }
  if (!/^https?:$/.test(url.protocol) || (url.pathname !== '/' && url.pathname !== '')) {
    throw new ConfigError(variable, `has "${value}", which is not an origin like https://example.de`);
  }
  return url.origin;
}

function parseTrustProxy(value: string): false | number | string {
  if (value === 'false' || value === '0') return false;
  // `true` trusts every hop, so a client's own X-Forwarded-For entry would become its address:
  // a forged header would bypass the rate limit and falsify the logs.
  if (value === 'true') {
    throw new ConfigError('TRUST_PROXY', 'must not be true (it trusts a forged X-Forwarded-For): use the number of proxies in front, e.g. 1, or their addresses');
  }
  if (/^\d+$/.test(value)) return Number(value);
  const names = value.split(',').map((name) => name.trim());
  if (!names.every((name) => TRUST_NAMES.has(name) || /^[0-9a-fA-F.:]+(?:\/\d{1,3})?$/.test(name))) {
    throw new ConfigError('TRUST_PROXY', 'must be false, a hop count, or a comma-separated list of addresses, CIDRs, loopback, linklocal or uniquelocal');
  }
  return value;
}

/** proxy-addr's names for address ranges. */
const TRUST_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** The configuration for logging: everything but secrets. */
export function describeConfig(config: Config): Record<string, unknown> {
  return {
    nodeEnv: config.nodeEnv,
    port: config.port,
    host: config.host,
    publicUrl: config.publicUrl,
    logLevel: config.logLevel,
    dataDir: config.dataDir,
    smtp: config.smtpUrl ? redactUrl(config.smtpUrl) : 'disabled (messages stay in the store)',
    mailFrom: config.mailFrom,
    mailTo: config.mailTo ?? null,
    formSecret: config.formSecretGenerated ? 'generated at boot' : 'set',
    corsOrigins: config.corsOrigins,
    formMode: config.formMode,
    trustProxy: config.trustProxy,
    contactRateLimit: config.contactRateLimit,
    formEndpoint: config.formEndpoint || 'same origin',
    leadRetentionDays: config.leadRetentionDays,
  };
}

function redactUrl(value: string): string {
  const url = new URL(value);
  if (url.password) url.password = '***';
  return url.toString();
}

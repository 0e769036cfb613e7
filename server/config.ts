import { randomBytes } from 'node:crypto';
import path from 'node:path';
import envSchema from 'env-schema';
import ipaddr from 'ipaddr.js';
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
  /** First-party visitor statistics (server/stats/); false counts nothing and serves no beacon or pixel. */
  analytics: boolean;
  /** `weekly`: a statistics digest mail to MAIL_TO every Monday, through the lead store. */
  statsDigest: 'off' | 'weekly';
  /** How often the counts are written to DATA_DIR: what a crash may lose at most. */
  statsFlushSeconds: number;
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
  ANALYTICS: 'on' | 'off';
  STATS_DIGEST: Config['statsDigest'];
  STATS_FLUSH_SECONDS: number;
}

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const FORM_MODES = ['live', 'mock'] as const;
/**
 * More proxies than any real chain in front of a site (a CDN, a load balancer, a reverse proxy
 * make three). A count beyond the real chain trusts entries the visitor wrote into
 * X-Forwarded-For, exactly as `true` would.
 */
export const MAX_PROXY_HOPS = 10;

/** What a good value looks like, with an example: the second half of every message about a bad one. */
const EXPECTED: Record<keyof RawEnv, string> = {
  NODE_ENV: `one of ${NODE_ENVS.join(', ')}, e.g. NODE_ENV=production`,
  PORT: 'a whole number from 0 to 65535, e.g. PORT=3000',
  HOST: 'an address to listen on, e.g. HOST=127.0.0.1 or HOST=0.0.0.0',
  PUBLIC_URL: 'the absolute http(s) URL of the site, e.g. PUBLIC_URL=https://www.example.de',
  LOG_LEVEL: `one of ${LOG_LEVELS.join(', ')}, e.g. LOG_LEVEL=info`,
  DATA_DIR: 'a folder this process may create and write, e.g. DATA_DIR=./data (or /data, a volume, in the container)',
  SMTP_URL: 'the relay as an smtp:// or smtps:// URL with its login, e.g. SMTP_URL=smtp://user:password@mail.example.de:587',
  MAIL_FROM: 'one plain e-mail address of the site, e.g. MAIL_FROM=website@example.de',
  MAIL_TO: 'one plain e-mail address of the owner, e.g. MAIL_TO=owner@example.de',
  FORM_SECRET: 'at least 32 random characters; make one with: openssl rand -hex 32',
  CORS_ORIGINS: 'comma-separated origins, e.g. CORS_ORIGINS=https://www.example.de,https://example.de',
  FORM_MODE: `one of ${FORM_MODES.join(', ')}, e.g. FORM_MODE=live (mock: the form only pretends to send)`,
  TRUST_PROXY:
    `false, the number of proxies in front (1 to ${MAX_PROXY_HOPS}), or their addresses and CIDR ranges, ` +
    'e.g. TRUST_PROXY=1, TRUST_PROXY=10.0.0.5 or TRUST_PROXY=172.16.0.0/12,loopback',
  CONTACT_RATE_LIMIT: 'a whole number from 1 to 10000, e.g. CONTACT_RATE_LIMIT=5',
  FORM_ENDPOINT: 'an origin without a path, e.g. FORM_ENDPOINT=https://forms.example.de',
  LEAD_RETENTION_DAYS: 'a whole number of days from 1 to 3650, e.g. LEAD_RETENTION_DAYS=30',
  ANALYTICS: 'on or off, e.g. ANALYTICS=off (counts nothing)',
  STATS_DIGEST: 'off or weekly, e.g. STATS_DIGEST=weekly (a digest mail every Monday)',
  STATS_FLUSH_SECONDS: 'a whole number from 1 to 3600, e.g. STATS_FLUSH_SECONDS=60',
};
/** Never echoed in a message: they may hold a password or a key. */
const SECRETS = new Set<string>(['SMTP_URL', 'FORM_SECRET']);

/** `VARIABLE is "value": expected …`, the value left out for secrets. */
function invalid(variable: keyof RawEnv, value: unknown, problem = 'is not valid'): ConfigError {
  const shown = SECRETS.has(variable) ? problem : `is "${String(value)}"`;
  return new ConfigError(variable, `${shown}: expected ${EXPECTED[variable]}`);
}

const schema = {
  type: 'object',
  properties: {
    NODE_ENV: { type: 'string', enum: NODE_ENVS, default: 'development' },
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000 },
    HOST: { type: 'string', minLength: 1, default: '127.0.0.1' },
    PUBLIC_URL: { type: 'string', pattern: '^https?://[^\\s]+$' },
    LOG_LEVEL: { type: 'string', enum: LOG_LEVELS, default: 'info' },
    DATA_DIR: { type: 'string', minLength: 1, default: './data' },
    SMTP_URL: { type: 'string', pattern: '^smtps?://[^\\s]+$' },
    MAIL_FROM: { type: 'string', pattern: EMAIL_PATTERN.source },
    MAIL_TO: { type: 'string', pattern: EMAIL_PATTERN.source },
    FORM_SECRET: { type: 'string', minLength: 32 },
    CORS_ORIGINS: { type: 'string', default: '' },
    FORM_MODE: { type: 'string', enum: FORM_MODES, default: 'live' },
    TRUST_PROXY: { type: 'string', default: 'false' },
    CONTACT_RATE_LIMIT: { type: 'integer', minimum: 1, maximum: 10000, default: 5 },
    FORM_ENDPOINT: { type: 'string', pattern: '^(https?://[^\\s/]+)?$', default: '' },
    // The default is the period the privacy statement names.
    LEAD_RETENTION_DAYS: { type: 'integer', minimum: 1, maximum: 3650, default: LEAD_RETENTION_DAYS },
    ANALYTICS: { type: 'string', enum: ['on', 'off'], default: 'on' },
    STATS_DIGEST: { type: 'string', enum: ['off', 'weekly'], default: 'off' },
    STATS_FLUSH_SECONDS: { type: 'integer', minimum: 1, maximum: 3600, default: 60 },
  },
} as const;

/**
 * For the command-line entries (server, export, outbox): the configuration, or the message of
 * the ConfigError on stderr and exit code 1 (no stack trace: the message names what to fix).
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env, load: (env: NodeJS.ProcessEnv) => Config = loadConfig): Config {
  try {
    return load(env);
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
  // Ajv turns "1e3" or "3000.0" into a whole number: only digits are one.
  for (const [variable, rule] of Object.entries(schema.properties)) {
    const value = data[variable];
    if (rule.type === 'integer' && value !== undefined && !/^\d+$/.test(value.trim())) throw invalid(variable as keyof RawEnv, value);
  }
  let raw: RawEnv;
  try {
    // env: false, or env-schema merges process.env back in under `data` (and its empty strings).
    raw = envSchema<RawEnv>({ schema, data, env: false, dotenv: false });
  } catch (error) {
    // Ajv's own words ("must match pattern ^smtps?://…") help nobody: say what is expected.
    const first = (error as { errors?: Array<{ instancePath: string }> }).errors?.[0];
    const variable = first?.instancePath.slice(1) as keyof RawEnv | undefined;
    if (!variable || !(variable in EXPECTED)) throw new ConfigError('environment', (error as Error).message);
    const value = data[variable];
    throw invalid(variable, value, variable === 'FORM_SECRET' ? `is ${String(value).length} characters long` : 'is not a valid URL');
  }

  const publicUrl = raw.PUBLIC_URL ? parseBaseUrl(raw.PUBLIC_URL) : `http://localhost:${raw.PORT}`;
  const corsOrigins = raw.CORS_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((origin) => parseOrigin(origin, 'CORS_ORIGINS'));
  const formEndpoint = raw.FORM_ENDPOINT ? parseOrigin(raw.FORM_ENDPOINT, 'FORM_ENDPOINT') : '';

  if (raw.SMTP_URL) {
    // An SMTP URL has no path: one means a / (or @, ?, #) in the login that is not URL-encoded.
    const smtp = URL.parse(raw.SMTP_URL);
    if (!smtp || (smtp.pathname !== '' && smtp.pathname !== '/') || smtp.hash)
      throw invalid('SMTP_URL', raw.SMTP_URL, 'is not a valid URL (in user and password write / as %2F, @ as %40, ? as %3F, # as %23)');
    if (!raw.MAIL_TO) throw new ConfigError('MAIL_TO', `must be set when SMTP_URL is set: expected ${EXPECTED.MAIL_TO}`);
    if (raw.NODE_ENV === 'production' && !raw.MAIL_FROM) {
      throw new ConfigError('MAIL_FROM', `must be set when SMTP_URL is set (NODE_ENV=production): expected ${EXPECTED.MAIL_FROM}`);
    }
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
    analytics: raw.ANALYTICS === 'on',
    statsDigest: raw.STATS_DIGEST,
    statsFlushSeconds: raw.STATS_FLUSH_SECONDS,
  };
}

function parseBaseUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url) throw invalid('PUBLIC_URL', value);
  if (url.search || url.hash)
    throw new ConfigError('PUBLIC_URL', `is "${value}", with a query or fragment: expected ${EXPECTED.PUBLIC_URL}`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function parseOrigin(value: string, variable: 'CORS_ORIGINS' | 'FORM_ENDPOINT'): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol) || (url.pathname !== '/' && url.pathname !== '')) {
    throw new ConfigError(variable, `has "${value}", which is not an origin: expected ${EXPECTED[variable]}`);
  }
  return url.origin;
}

function parseTrustProxy(value: string): false | number | string {
  if (value === 'false' || value === '0') return false;
  // `true` trusts every hop, so a client's own X-Forwarded-For entry would become its address:
  // a forged header would bypass the rate limit and falsify the logs.
  if (value === 'true') {
    throw new ConfigError('TRUST_PROXY', `must not be true (it trusts a forged X-Forwarded-For): expected ${EXPECTED.TRUST_PROXY}`);
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= MAX_PROXY_HOPS) return hops;
    throw new ConfigError(
      'TRUST_PROXY',
      `is ${hops} hops, more than any real chain of proxies: a count beyond the real chain trusts the visitor's own ` +
        `X-Forwarded-For entries, as true would. Expected ${EXPECTED.TRUST_PROXY}`,
    );
  }
  for (const entry of value.split(',').map((name) => name.trim())) {
    if (!TRUST_NAMES.has(entry) && !ipaddr.isValid(entry) && !ipaddr.isValidCIDR(entry)) {
      throw new ConfigError(
        'TRUST_PROXY',
        `has "${entry}", which is neither an address, a CIDR range (prefix up to 32 for IPv4, 128 for IPv6) ` +
          `nor loopback, linklocal or uniquelocal: expected ${EXPECTED.TRUST_PROXY}`,
      );
    }
  }
  return value;
}

/** proxy-addr's names for address ranges. */
const TRUST_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

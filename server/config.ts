import { randomBytes } from 'node:crypto';
import path from 'node:path';
import envSchema, { type EnvSchemaOpt } from 'env-schema';
import { Type, type Static, type TStringOptions } from 'typebox';
import { EMAIL_PATTERN } from '../shared/contact.ts';
import { LEAD_RETENTION_DAYS } from '../shared/content/privacy.ts';
import { MAX_PROXY_HOPS, parseTrustProxy } from './trust-proxy.ts';

/**
 * Minutes over which the form posts of one address are counted (CONTACT_RATE_LIMIT of them):
 * plugins/external/rate-limit.ts applies it, the privacy statement (prose/datenschutz.md) names it.
 */
export const RATE_LIMIT_WINDOW_MINUTES = 10;
const optional = (options: TStringOptions & { help?: string }) => Type.Optional(Type.String(options));

/**
 * Every environment variable, declared once, with a default that works for `npm start` on a laptop (none where it is
 * computed: the description says how). The description (for a string: what a good value is) and the examples (else the
 * default) make the messages, .env.example and the README table (scripts/config-docs.ts); `writeOnly`: never echoed.
 * `title` and `help`: the German label and line of a variable the owner may set on /intern/einstellungen (server/settings.ts).
 */
const schema = Type.Object({
  NODE_ENV: Type.Enum(['development', 'production', 'test'], {
    default: 'development',
    description: '`production` (the Docker image sets it): JSON log lines; missing mail settings are an error in the log and in `/readyz`',
  }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000, description: 'The TCP port to listen on' }),
  HOST: Type.String({ default: '127.0.0.1', examples: ['0.0.0.0'], description: 'The address to listen on (Docker image: `0.0.0.0`)' }),
  PUBLIC_URL: optional({
    pattern: '^https?://[^\\s?#]+$',
    examples: ['https://www.example.de'],
    description: 'The absolute http(s) URL of the site, without query or fragment (unset: `http://localhost:$PORT`)',
  }),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    default: 'info',
    description: 'The least severe level that is logged',
  }),
  DATA_DIR: Type.String({
    default: './data',
    description:
      'A folder this process may create and write, the lead store (in the container: a volume at /data that uid 1000 may write; back it up)',
  }),
  SMTP_URL: optional({
    pattern: '^smtps?://[^\\s]+$',
    writeOnly: true,
    title: 'Mailserver',
    examples: ['smtp://user:password@mail.example.de:587'],
    description: 'The relay as an smtp:// or smtps:// URL with its URL-encoded login (unset: the leads stay in the store)',
  }),
  MAIL_FROM: optional({
    pattern: EMAIL_PATTERN.source,
    examples: ['kontaktformular@example.de'],
    title: 'Absender',
    help: 'Eine Adresse deiner Domain; von ihr kommen die Anfragen.',
    description: "One plain e-mail address of the site's domain, the leads' sender (unset: kontaktformular@ and the host of PUBLIC_URL)",
  }),
  MAIL_TO: optional({
    pattern: EMAIL_PATTERN.source,
    examples: ['owner@example.de'],
    title: 'Empfänger',
    help: 'Deine Adresse: hierhin gehen die Anfragen und der Wochenbericht.',
    description: 'One plain e-mail address of the owner, who gets the leads and the digest; needed with SMTP_URL',
  }),
  ALERT_URL: optional({
    pattern: '^https?://\\S+$',
    writeOnly: true,
    examples: ['https://ntfy.sh/mein-geheimes-thema?tpl=1&m={{.text}}'],
    title: 'Alarm-Adresse (Webhook)',
    help: 'Bekommt bei einer Störung eine Zeile, etwa von ntfy, Slack oder Matrix; bei ntfy mit ?tpl=1&m={{.text}} am Ende.',
    description:
      'An http(s) webhook that gets `{"text": …}`: one German line, no personal data, when a fault has lasted ALERT_AFTER_MINUTES (a lead undelivered, the calendar unreadable) and when it ends (ntfy: add `?tpl=1&m={{.text}}`; Discord: `…/slack`)',
  }),
  ALERT_AFTER_MINUTES: Type.Integer({
    minimum: 0,
    maximum: 1440,
    default: 30,
    title: 'Alarm nach Minuten',
    help: 'So lange darf eine Störung dauern, bevor die Alarm-Adresse davon hört.',
    description:
      'Minutes a fault may last before ALERT_URL is told (a lead waiting for delivery, the calendar unreadable) and /readyz calls a waiting lead overdue',
  }),
  FORM_SECRET: optional({
    minLength: 32,
    writeOnly: true,
    description: 'At least 32 random characters, the key of the form tokens; make one with: openssl rand -hex 32 (unset: random at boot)',
  }),
  FORM_MODE: Type.Enum(['live', 'mock'], { default: 'live', description: '`mock`: the form only pretends to send (for demos)' }),
  TRUST_PROXY: Type.String({
    pattern: '^\\S(.*\\S)?$',
    default: 'false',
    examples: ['1', '10.0.0.5', '172.16.0.0/12,loopback'],
    description: `false, the number of proxies in front (1 to ${MAX_PROXY_HOPS}; \`1\` only when the port is reachable through that proxy alone), or their addresses and CIDR ranges, comma-separated: who may name the visitor in X-Forwarded-For`,
  }),
  CONTACT_RATE_LIMIT: Type.Integer({
    minimum: 1,
    maximum: 10000,
    default: 5,
    description: `Form posts per client address and ${RATE_LIMIT_WINDOW_MINUTES} minutes`,
  }),
  LEAD_RETENTION_DAYS: Type.Integer({
    minimum: 1,
    maximum: 3650,
    default: LEAD_RETENTION_DAYS,
    title: 'Zugestellte Anfragen löschen nach Tagen',
    help: 'Die Datenschutzerklärung nennt diese Frist.',
    description:
      'Days after its receipt a delivered lead is deleted (one not yet delivered never is); the default is the period the privacy statement names',
  }),
  ANALYTICS: Type.Enum(['on', 'off'], {
    default: 'on',
    title: 'Besuche zählen (Statistik)',
    description: '`off` counts nothing and writes nothing; the form sends no beacon',
  }),
  STATS_DIGEST: Type.Enum(['off', 'weekly'], {
    default: 'off',
    title: 'Wochenbericht jeden Montag',
    description: "`weekly`: last week's statistics to `MAIL_TO` every Monday",
  }),
  CALENDAR_URL: optional({
    pattern: '^(https?|webcals?)://[^\\s]+$',
    writeOnly: true,
    examples: ['https://cloud.example.de/remote.php/dav/calendars/jonas/personal/'],
    title: 'Kalender-Adresse',
    help: 'Ein privater iCal-Link (.ics) oder ein CalDAV-Kalender; seine belegten Zeiten bietet das Formular nicht an.',
    description:
      "The owner's calendar whose busy times the offered call slots avoid: a private iCalendar feed (.ics, webcal://) or a CalDAV calendar collection, login in the URL or below (unset: no slots are offered)",
  }),
  CALENDAR_USER: optional({
    examples: ['jonas'],
    title: 'Kalender-Benutzername',
    description: "The CalDAV or feed login's user name (unset: the URL's own or none)",
  }),
  CALENDAR_PASSWORD: optional({
    writeOnly: true,
    examples: ['app-password'],
    title: 'Kalender-Passwort',
    help: 'Am besten ein App-Passwort, das nur diesen Kalender lesen und schreiben darf.',
    description: "The login's password, best an app password that may only read and write this calendar",
  }),
  STATS_FLUSH_SECONDS: Type.Integer({ minimum: 1, maximum: 3600, default: 60, description: 'Save interval: the most a crash can lose' }),
});

type Raw = Static<typeof schema>;
export type Name = keyof Raw;
/** What the docs and the messages read of a variable's schema. */
export type Rule = Partial<{ type: string; enum: string[]; minimum: number; maximum: number; description: string; writeOnly: boolean }> &
  Partial<{ default: string | number; examples: Array<string | number>; title: string; help: string }>;
export const rules = schema.properties as Record<Name, Rule>;

type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Lowercase<Head>}${Capitalize<Camel<Tail>>}` : Lowercase<S>;
type Computed = ReturnType<typeof computed>;
/** The variables as given, non-empty: all strings. */
export type Variables = Partial<Record<Name, string>>;
/**
 * The validated variables under camelCase names, what is computed from them, and `env`: the variables the environment
 * set (the operator's), which no owner's setting overrides; secrets among them, so never logged.
 */
export type Config = Omit<{ [K in Name as Camel<K>]: Raw[K] }, keyof Computed> & Computed & { env: Variables };

/** PORT -> port, STATS_FLUSH_SECONDS -> statsFlushSeconds: a variable's key in Config. */
export const camel = (name: string) => name.toLowerCase().replace(/_(.)/g, (_, letter: string) => letter.toUpperCase());

/** A bad value: the message names the variable, says what is wrong and what a good value is. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  variable = '';
}

/** What a good value looks like, with the examples: the second half of every message about a bad one. */
function expected(name: Name): string {
  const rule = rules[name];
  let shape = `${rule.description?.[0]?.toLowerCase()}${rule.description?.slice(1)}`;
  if (rule.enum) shape = `one of ${rule.enum.join(', ')}`;
  if (rule.type === 'integer') shape = `a whole number from ${rule.minimum} to ${rule.maximum}`;
  const examples = (rule.examples ?? [rule.default]).flatMap((example) => (example === undefined ? [] : [`${name}=${String(example)}`]));
  const last = examples.pop();
  return last ? `${shape}, e.g. ${[examples.join(', '), last].filter(Boolean).join(' or ')}` : shape;
}

/** `VARIABLE is "value": expected …`, or what `problem` says; a secret's value is never echoed. */
export function invalid(name: Name, value: unknown, problem?: string): ConfigError {
  const detail = problem ?? (rules[name].writeOnly ? 'is not valid' : `is "${String(value)}"`);
  return Object.assign(new ConfigError(`Invalid configuration: ${name} ${detail}: expected ${expected(name)}`), { variable: name });
}

/** env-schema's Ajv, told that `help` is no rule: made once, so the schema is compiled once. */
let ajv: Extract<NonNullable<EnvSchemaOpt['ajv']>, { compile: unknown }> | undefined;

/** The schema's variables that `env` sets (an empty string means unset: `FOO= npm start` must not fail a pattern check). */
const variablesOf = (env: NodeJS.ProcessEnv): Variables =>
  Object.fromEntries(Object.keys(rules).flatMap((name) => (env[name] ? [[name, env[name]]] : [])));

/**
 * Reads and validates the configuration: `env` (process.env by default) over `owner`, the owner's settings
 * (server/settings.ts), one schema for both; the environment wins per variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, owner: Variables = {}): Config {
  const given: Variables = { ...variablesOf(owner), ...variablesOf(env) };
  for (const [name, value] of Object.entries(given) as Array<[Name, string]>) {
    // Ajv turns "1e3", " 5" or "3000.0" into a whole number: only digits are one.
    if (rules[name].type === 'integer' && !/^\d+$/.test(value)) throw invalid(name, value);
  }
  let raw: Raw;
  try {
    raw = envSchema<Raw>({
      schema,
      data: { ...given },
      env: false,
      dotenv: false,
      ajv: ajv ?? { customOptions: (fresh) => (ajv = fresh.addKeyword('help')) },
    });
  } catch (error) {
    // Ajv's own words ("must match pattern ^smtps?://…") help nobody: say what is expected.
    const first = (error as { errors?: Array<{ instancePath: string; keyword: string }> }).errors?.[0];
    if (!first) throw error;
    const name = first.instancePath.split('/')[1] as Name;
    throw invalid(name, given[name], first.keyword === 'minLength' ? `is ${String(given[name]).length} characters long` : undefined);
  }
  if (raw.SMTP_URL) {
    // An SMTP URL has no path: one means a / (or @, ?, #) in the login that is not URL-encoded.
    const smtp = URL.parse(raw.SMTP_URL);
    if (!smtp || (smtp.pathname !== '' && smtp.pathname !== '/') || smtp.hash)
      throw invalid('SMTP_URL', raw.SMTP_URL, 'is not a valid URL (in user and password write / as %2F, @ as %40, ? as %3F, # as %23)');
    if (!raw.MAIL_TO) throw invalid('MAIL_TO', undefined, 'must be set when SMTP_URL is set');
    if (raw.NODE_ENV === 'production' && !raw.MAIL_FROM)
      throw invalid('MAIL_FROM', undefined, 'must be set when SMTP_URL is set (NODE_ENV=production)');
  }
  const variables = Object.fromEntries(Object.entries(raw).map(([name, value]) => [camel(name), value]));
  return { ...variables, ...computed(raw), env: variablesOf(env) } as Config;
}

function computed(raw: Raw) {
  const url = raw.PUBLIC_URL ? URL.parse(raw.PUBLIC_URL) : new URL(`http://localhost:${raw.PORT}`);
  if (!url) throw invalid('PUBLIC_URL', raw.PUBLIC_URL);
  return {
    /** Origin and base path, without a trailing slash. */
    publicUrl: `${url.origin}${url.pathname}`.replace(/\/+$/, ''),
    dataDir: path.resolve(raw.DATA_DIR),
    mailFrom: raw.MAIL_FROM ?? `kontaktformular@${url.hostname}`,
    formSecret: raw.FORM_SECRET ?? randomBytes(32).toString('base64url'),
    /** FORM_SECRET was not set: a random one was made at boot. */
    formSecretGenerated: raw.FORM_SECRET === undefined,
    trustProxy: parseTrustProxy(raw.TRUST_PROXY, (problem) => invalid('TRUST_PROXY', raw.TRUST_PROXY, problem)),
    analytics: raw.ANALYTICS === 'on',
  };
}

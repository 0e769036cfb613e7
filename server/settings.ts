// The owner's settings (/intern/einstellungen): his values of the variables in OWNER_GROUPS, kept in
// DATA_DIR/settings.json (mode 0600, written durably) under the operator's environment, which wins per
// variable. A stored value the schema refuses (the file edited by hand, a rule made stricter) never stops
// a boot: the log names its variable (never its value), the settings page says so, the next save drops it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { camel, ConfigError, loadConfig, rules, type Config, type Name, type Variables } from './config.ts';
import { writeDurably } from './durable-file.ts';

/** The owner's variables, by the section of his settings page; each has a German `title` in the schema. */
export const OWNER_GROUPS = {
  mail: ['SMTP_URL', 'MAIL_FROM', 'MAIL_TO'],
  calendar: ['CALENDAR_URL', 'CALENDAR_USER', 'CALENDAR_PASSWORD'],
  alert: ['ALERT_URL', 'ALERT_AFTER_MINUTES'],
  records: ['ANALYTICS', 'STATS_DIGEST', 'LEAD_RETENTION_DAYS'],
} as const satisfies Record<string, readonly Name[]>;
export type Group = keyof typeof OWNER_GROUPS;
export type OwnerName = (typeof OWNER_GROUPS)[Group][number];
const OWNER_NAMES: readonly string[] = Object.values(OWNER_GROUPS).flat();

const fileOf = (dataDir: string) => path.join(dataDir, 'settings.json');

/** settings.json's values; in `ignored` what else it holds (another key, a value that is no string), or the file, when it does not parse. */
function readStored(dataDir: string): { stored: Variables; ignored: string[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(fileOf(dataDir), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { stored: {}, ignored: [] };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { stored: {}, ignored: ['settings.json'] };
  const entries = Object.entries(parsed);
  const good = (name: string, value: unknown) => OWNER_NAMES.includes(name) && typeof value === 'string';
  return {
    stored: Object.fromEntries(entries.filter(([name, value]) => good(name, value))),
    ignored: entries.filter(([name, value]) => !good(name, value)).map(([name]) => name),
  };
}

/**
 * The configuration of `env` over the owner's `stored` values (`kept`: those it took). A stored value refused, or a
 * stored SMTP_URL that needs a MAIL_TO (or MAIL_FROM) nobody set, is left out and named; the environment's throws.
 */
function configOf(env: NodeJS.ProcessEnv, stored: Variables): { config: Config; kept: Variables; ignored: Name[] } {
  const owner = { ...stored };
  const ignored: Name[] = [];
  for (;;) {
    try {
      return { config: loadConfig(env, owner), kept: owner, ignored };
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      const name = ([error.variable, 'SMTP_URL'] as Name[]).find((candidate) => owner[candidate] && !env[candidate]);
      if (!name) throw error;
      delete owner[name];
      ignored.push(name);
    }
  }
}

/** For main.ts and the command-line tools: the configuration with the owner's settings (and `check`, what one of them needs), or the error's message and exit code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env, check?: (config: Config) => void): Config {
  try {
    const { config } = configOf(env, readStored(path.resolve(env.DATA_DIR || String(rules.DATA_DIR.default))).stored);
    check?.(config);
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** Told which of the owner's variables a save changed (app.config has their new values already). */
type Listener = (changed: ReadonlySet<OwnerName>) => void;

/**
 * The owner's settings of a running app: read at boot into app.config, saved from his page and in force at once:
 * `config` takes the new values, then each part that built something from them rebuilds it in its onChange listener.
 */
export class OwnerSettings {
  /** The owner's values in force. */
  stored: Variables;
  /** What settings.json holds that is not used: a variable whose value was refused, another entry, or the file, when it does not parse. */
  ignored: string[];
  private readonly listeners: Listener[] = [];

  constructor(
    private readonly config: Config,
    log: FastifyBaseLogger,
  ) {
    const read = readStored(config.dataDir);
    const { config: merged, kept, ignored } = configOf(config.env, read.stored);
    this.stored = kept;
    this.ignored = [...read.ignored, ...ignored];
    if (this.ignored.length > 0)
      log.error({ ignored: this.ignored }, 'settings: DATA_DIR/settings.json holds entries the configuration refuses; ignored');
    this.take(merged);
  }

  /** The operator set `name` in the environment: it wins, and the owner's page shows it read-only. */
  locked(name: Name): boolean {
    return Boolean(this.config.env[name]);
  }

  onChange(listener: Listener): void {
    this.listeners.push(listener);
  }

  /** The configuration the owner's `values` (all of them) would make, under the environment; throws its ConfigError. */
  candidate(values: Variables): Config {
    return loadConfig(this.config.env, values);
  }

  /** Makes `values` the owner's settings: checked (throws a ConfigError), written durably, in force at once; the variables that changed. */
  async save(values: Variables): Promise<OwnerName[]> {
    const next = this.candidate(values);
    await writeDurably(fileOf(this.config.dataDir), JSON.stringify(values, null, 2));
    [this.stored, this.ignored] = [values, []];
    const changed = this.take(next);
    if (changed.size > 0) for (const listener of this.listeners) listener(changed);
    return [...changed];
  }

  /** Puts the owner's variables of `next` into the configuration; the ones that changed. */
  private take(next: Config): Set<OwnerName> {
    const [current, taken] = [this.config as Record<string, unknown>, next as Record<string, unknown>];
    const changed = OWNER_NAMES.filter((name) => current[camel(name)] !== taken[camel(name)]) as OwnerName[];
    for (const name of changed) current[camel(name)] = taken[camel(name)];
    return new Set(changed);
  }
}

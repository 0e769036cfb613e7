// `npm run stats`: the visitor statistics of a date range from DATA_DIR/stats, as a terminal
// report with a chart of the days, or (`--json`) as one JSON object. Reads only; safe while the
// server runs (it writes every file whole, by rename), and today's counts are as of its last flush.
// A day file that cannot be read is named on stderr and left out; the report shows the rest.
import path from 'node:path';
import type { Config } from '../config.ts';
import { loadConfigOrExit } from '../settings.ts';
import { commandLine } from './args.ts';
import { addDays, dateOf, isDate } from '../../shared/clock.ts';
import { dates } from '../stats/files.ts';
import { deliveryHealth } from '../contact/operations.ts';
import { MaildirStore } from '../contact/maildir.ts';
import { BookingStore } from '../booking/store.ts';
import { composeDigest, lastWeek } from '../owner/digest.tsx';
import { loadReport } from '../stats/report.ts';
import { printable } from '../../shared/contact-rules.ts';
import { renderText } from '../stats/text.ts';
import { publishedSite } from '../content/site.ts';
import pino from 'pino';

const DEFAULT_DAYS = 30;
/** Rows a table prints (the rest summed as „Sonstige“), unless --all. */
const TOP_ROWS = 20;
/** The longest range one report covers (the aggregates are kept about two years). */
const MAX_DAYS = 3660;

const USAGE = `Usage: npm run stats -- [--days N | --from YYYY-MM-DD [--to YYYY-MM-DD]] [--all] [--json]
       npm run stats -- --digest

  --days N        the last N days, today included (default ${DEFAULT_DAYS})
  --from, --to    a date range (Europe/Berlin days); --to defaults to today
  --all           every row of each table (default: the top ${TOP_ROWS}, the rest summed as „Sonstige“)
  --json          one JSON object instead of the report (every row)
  --digest        the weekly digest of last week as it would be mailed (text part), with the
                  lead store's delivery state; prints it, sends nothing

Reads DATA_DIR/stats (DATA_DIR defaults to ./data).`;

const OPTIONS = {
  days: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  json: { type: 'boolean' },
  all: { type: 'boolean' },
  digest: { type: 'boolean' },
} as const;

/** Runs the tool; returns the exit code. SMTP_URL is set: the digest's delivery state says so. */
export async function runStats(
  args: string[],
  { dataDir, smtpUrl, leadRetentionDays }: Pick<Config, 'dataDir' | 'leadRetentionDays'> & Partial<Pick<Config, 'smtpUrl'>>,
  print: (text: string) => void = (t) => process.stdout.write(t),
  now = Date.now(),
  warn: (text: string) => void = (t) => process.stderr.write(t),
): Promise<number> {
  const { parse, refuse } = commandLine(USAGE, (line) => print(`${line}\n`));
  const parsed = parse(args, OPTIONS, false);
  if (typeof parsed === 'number') return parsed;
  const { values } = parsed;
  const warnSkipped = (file: string, problem: string) => warn(`Skipped ${file}: ${problem}\n`);
  const dir = path.join(dataDir, 'stats');
  // The topics as the published content names them (a broken content file: the last good version's, as the server shows).
  const topics = async () => (await publishedSite({ dataDir, leadRetentionDays }, pino({ level: 'silent' }))).topics;
  if (values.digest) {
    if (args.length > 1) return refuse('--digest takes no other option');
    const week = lastWeek(now);
    const health = await deliveryHealth(new MaildirStore(dataDir), Boolean(smtpUrl), week.since);
    const calls = await new BookingStore(dataDir).load().catch(() => []);
    const digest = await composeDigest(dir, week, await topics(), warnSkipped, health, { calls });
    return (print(`Betreff: ${digest.subject}\n\n${digest.text}`), 0);
  }
  const range = dateRange(values, dateOf(now));
  if (typeof range === 'string') return refuse(range);
  if (!values.json && (await dates(dir, warnSkipped)).length === 0)
    return (print(`Noch keine Daten: ${dir} enthält keinen gezählten Tag.\n`), 0);
  const rows = values.all || values.json ? undefined : TOP_ROWS;
  const known = await topics();
  const counted = known.map((topic) => topic.value);
  const { report, extras } = await loadReport(dir, range.from, range.to, warnSkipped, counted, rows);
  print(printable(values.json ? `${JSON.stringify(report, null, 2)}\n` : renderText(report, extras, known)));
  return 0;
}

/** The range the options ask for, or what is wrong with them. */
function dateRange(options: { days?: string; from?: string; to?: string }, today: string): { from: string; to: string } | string {
  if (options.days !== undefined && (options.from !== undefined || options.to !== undefined)) return 'use either --days or --from/--to';
  if (options.to !== undefined && options.from === undefined) return '--to needs --from';
  if (options.from !== undefined) {
    const to = options.to ?? today;
    const bad = [options.from, to].find((date) => !isDate(date));
    if (bad) return `"${bad}" is not a date (YYYY-MM-DD)`;
    if (to < options.from) return '--to is before --from';
    if (options.from < addDays(to, -MAX_DAYS)) return `at most ${MAX_DAYS} days`;
    return { from: options.from, to };
  }
  const days = Number(options.days ?? DEFAULT_DAYS);
  if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS) return `"${options.days}" is not a number of days (1 to ${MAX_DAYS})`;
  return { from: addDays(today, -(days - 1)), to: today };
}

if (process.argv[1] === import.meta.filename) {
  process.exitCode = await runStats(process.argv.slice(2), loadConfigOrExit());
}

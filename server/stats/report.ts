// The days' aggregates of a date range summed into one report: the object `npm run stats --
// --json` prints, plus what the terminal report and the digest mail show besides. Bounded as
// counting is: the days are read one after another, each cut to its top rows as it is read.
import { TOPICS } from '../../shared/contact.ts';
import type { DeviceClass } from '../../shared/content/analytics.ts';
import { datesBetween } from './calendar.ts';
import { MAX_ENTRIES, OTHER } from './day.ts';
import { emptyDay, type StatsFiles, type Warn } from './files.ts';

/** The machine-readable report; its shape is a contract for scripts and tests. */
export interface Report {
  from: string;
  to: string;
  totals: { visitors: number; pageviews: number; formViews: number; formStarts: number; leads: number; spam: number };
  days: Array<{ date: string; visitors: number; pageviews: number; leads: number }>;
  pages: Array<{ path: string; pageviews: number; visitors: number }>;
  sources: Array<{ source: string; visitors: number; leads: number }>;
  campaigns: Array<{ source: string | null; medium: string | null; campaign: string | null; visitors: number; leads: number }>;
  devices: Record<DeviceClass, number>;
  leadsByTopic: Record<string, number>;
}

/** What the people-facing reports add: visitors who sent a lead, leads without a known source, spam by reason. */
export interface Extras {
  sends: number;
  unattributedLeads: number;
  spamByReason: Record<string, number>;
}

/** The rows a table of a day or a report has at most, „Sonstige“ apart: as many as a day counts. */
export const MAX_ROWS = MAX_ENTRIES;
/** The „Sonstige“ row of each table, by its names. */
const OTHERS = { pages: { path: OTHER }, sources: { source: OTHER }, campaigns: { source: OTHER, medium: null, campaign: OTHER } };

/** The report of the days from..to, read one after another; `rows`: the longest a table gets, „Sonstige“ apart. */
export async function loadReport(files: StatsFiles, from: string, to: string, warn: Warn, rows = MAX_ROWS) {
  const sums: { [T in 'pages' | 'sources' | 'campaigns']: Map<string, Report[T][number]> } = {
    pages: new Map(),
    sources: new Map(),
    campaigns: new Map(),
  };
  const totals = { visitors: 0, pageviews: 0, formViews: 0, formStarts: 0, leads: 0, spam: 0 };
  const devices = { phone: 0, tablet: 0, desktop: 0 };
  const leadsByTopic = Object.fromEntries(TOPICS.map((t) => [t.value, 0]));
  const report: Report = { from, to, totals, days: [], pages: [], sources: [], campaigns: [], devices, leadsByTopic };
  const extras: Extras = { sends: 0, unattributedLeads: 0, spamByReason: {} };
  for (const date of datesBetween(from, to)) {
    const day = (await files.readDay(date, warn)) ?? emptyDay(date);
    for (const key of ['visitors', 'pageviews', 'formViews', 'formStarts', 'leads'] as const) totals[key] += day[key];
    extras.sends += day.sends;
    extras.unattributedLeads += day.unattributedLeads;
    report.days.push({ date, visitors: day.visitors, pageviews: day.pageviews, leads: day.leads });
    // Cut as it is read: a day of the versions before the caps may hold 100,000 sources.
    const pages = Object.entries(day.pages).map(([path, row]) => ({ path, ...row }));
    for (const row of top(pages, MAX_ROWS, OTHERS.pages)) add(sums.pages, row);
    const sources = Object.entries(day.sources).map(([source, row]) => ({ source, ...row }));
    for (const row of top(sources, MAX_ROWS, OTHERS.sources)) add(sums.sources, row);
    for (const row of top(day.campaigns, MAX_ROWS, OTHERS.campaigns)) add(sums.campaigns, row);
    for (const device of Object.keys(devices) as DeviceClass[]) devices[device] += day.devices[device];
    for (const [topic, n] of Object.entries(day.leadsByTopic)) leadsByTopic[topic] = (leadsByTopic[topic] ?? 0) + n;
    for (const [reason, n] of Object.entries(day.spamByReason)) {
      totals.spam += n;
      extras.spamByReason[reason] = (extras.spamByReason[reason] ?? 0) + n;
    }
  }
  report.pages = top([...sums.pages.values()], rows, OTHERS.pages);
  report.sources = top([...sums.sources.values()], rows, OTHERS.sources);
  report.campaigns = top([...sums.campaigns.values()], rows, OTHERS.campaigns);
  return { report, extras };
}

type Row = {
  path?: string;
  source?: string | null;
  medium?: string | null;
  campaign?: string | null;
  visitors: number;
  leads?: number;
  pageviews?: number;
};

const nameOf = (row: Row) => row.path ?? `${row.source}\0${row.medium ?? ''}\0${row.campaign ?? ''}`;
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byCount = (a: Row, b: Row) =>
  (b.pageviews ?? b.visitors) - (a.pageviews ?? a.visitors) || (b.leads ?? 0) - (a.leads ?? 0) || byName(nameOf(a), nameOf(b));

/** The `n` rows with the most page views (else visitors), then leads; the rest, earlier „Sonstige“ rows with it, summed as one. */
function top<T extends Row>(rows: T[], n: number, other: Partial<T>): T[] {
  const isOther = (row: T) => Object.entries(other).every(([key, value]) => row[key as keyof T] === value);
  const sorted = rows.filter((row) => !isOther(row)).sort(byCount);
  const rest = [...sorted.slice(n), ...rows.filter(isOther)];
  if (rest.length === 0) return sorted;
  const sum = { ...rest[0]!, ...other };
  for (const row of rest.slice(1)) addCounts(sum, row);
  return [...sorted.slice(0, n), sum];
}

/** Adds a row to the sum of the rows of its names. */
function add<T extends Row>(map: Map<string, T>, row: T) {
  const sum = map.get(nameOf(row));
  if (sum) addCounts(sum, row);
  else map.set(nameOf(row), { ...row });
}

function addCounts(sum: object, row: object) {
  for (const [name, value] of Object.entries(row)) if (typeof value === 'number') (sum as Record<string, number>)[name]! += value;
}

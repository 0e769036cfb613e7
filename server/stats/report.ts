// The days' aggregates of a date range summed into one report: the object `npm run stats --
// --json` prints, plus what the terminal report and the digest mail show besides. Reading is
// bounded as counting is: the days are read one after another and each day's tables are cut to
// their top rows as it is read (files from before the caps may hold 100,000 sources); every
// string read is made printable.
import { TOPICS } from '../../shared/contact.ts';
import type { DeviceClass } from '../../shared/content/analytics.ts';
import { datesBetween } from './calendar.ts';
import { MAX_ENTRIES, OTHER } from './day.ts';
import type { DayAggregate, StatsFiles, Warn } from './files.ts';

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

type Rows = Pick<Report, 'pages' | 'sources' | 'campaigns'>;

/** The rows a table of a day or a report has at most, „Sonstige“ apart: as many as a day counts. */
export const MAX_ROWS = MAX_ENTRIES;
/** The „Sonstige“ row of each table, by its names. */
const OTHERS = { pages: { path: OTHER }, sources: { source: OTHER }, campaigns: { source: OTHER, medium: null, campaign: OTHER } };

/** The report of the days from..to; `rows`: the longest a table gets, „Sonstige“ apart. */
export async function loadReport(files: StatsFiles, from: string, to: string, warn: Warn, rows = MAX_ROWS) {
  const days: Array<{ day: DayAggregate; rows: Rows }> = [];
  for (const date of datesBetween(from, to)) {
    const day = (await files.readDay(date, warn)) ?? emptyDay(date);
    days.push({ day, rows: tablesOf(day) });
  }
  return summarize(from, to, days, rows);
}

function summarize(from: string, to: string, days: Array<{ day: DayAggregate; rows: Rows }>, rows: number) {
  const sums: { [T in keyof Rows]: Map<string, Rows[T][number]> } = { pages: new Map(), sources: new Map(), campaigns: new Map() };
  const devices: Record<DeviceClass, number> = { phone: 0, tablet: 0, desktop: 0 };
  const leadsByTopic: Record<string, number> = Object.fromEntries(TOPICS.map((t) => [t.value, 0]));
  const totals = { visitors: 0, pageviews: 0, formViews: 0, formStarts: 0, leads: 0, spam: 0 };
  const extras: Extras = { sends: 0, unattributedLeads: 0, spamByReason: {} };

  for (const { day, rows: tables } of days) {
    totals.visitors += day.visitors;
    totals.pageviews += day.pageviews;
    totals.formViews += day.formViews;
    totals.formStarts += day.formStarts;
    totals.leads += day.leads;
    extras.sends += day.sends;
    extras.unattributedLeads += day.unattributedLeads;
    for (const name of ['pages', 'sources', 'campaigns'] as const) for (const row of tables[name]) add(sums[name], row);
    for (const device of Object.keys(devices) as DeviceClass[]) devices[device] += day.devices[device];
    for (const [topic, n] of Object.entries(day.leadsByTopic)) count(leadsByTopic, topic, n);
    for (const [reason, n] of Object.entries(day.spamByReason)) count(extras.spamByReason, reason, n);
    totals.spam += Object.values(day.spamByReason).reduce((a, b) => a + b, 0);
  }
  const report: Report = {
    from,
    to,
    totals,
    days: days.map(({ day: d }) => ({ date: d.date, visitors: d.visitors, pageviews: d.pageviews, leads: d.leads })),
    pages: top([...sums.pages.values()], rows, OTHERS.pages),
    sources: top([...sums.sources.values()], rows, OTHERS.sources),
    campaigns: top([...sums.campaigns.values()], rows, OTHERS.campaigns),
    devices,
    leadsByTopic,
  };
  return { report, extras };
}

/** A day's tables as the report's rows, each cut to MAX_ROWS, every name printable. */
function tablesOf(day: DayAggregate): Rows {
  const name = (text: string | null) => (text === null ? null : printable(text));
  return {
    pages: top(
      Object.entries(day.pages).map(([path, r]) => ({ path: printable(path), pageviews: r.pageviews, visitors: r.visitors })),
      MAX_ROWS,
      OTHERS.pages,
    ),
    sources: top(
      Object.entries(day.sources).map(([source, r]) => ({ source: printable(source), visitors: r.visitors, leads: r.leads })),
      MAX_ROWS,
      OTHERS.sources,
    ),
    campaigns: top(
      day.campaigns.map((r) => ({
        source: name(r.source),
        medium: name(r.medium),
        campaign: name(r.campaign),
        visitors: r.visitors,
        leads: r.leads,
      })),
      MAX_ROWS,
      OTHERS.campaigns,
    ),
  };
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
  const key = nameOf(row);
  const sum = map.get(key);
  if (sum) addCounts(sum, row);
  else map.set(key, { ...row });
}

function addCounts(sum: object, row: object) {
  for (const [name, value] of Object.entries(row)) if (typeof value === 'number') (sum as Record<string, number>)[name]! += value;
}

function count(counts: Record<string, number>, key: string, n: number) {
  counts[printable(key)] = (counts[printable(key)] ?? 0) + n;
}

/** Longest stored string printed; longer ones come only from files the server did not write. */
const PRINTED_MAX_LENGTH = 256;
/** Control, format (bidi) and separator characters: a terminal or a mail client would obey them rather than show them. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** A stored string as printed: cut, control and bidi characters as visible escapes (`\u{202e}`). */
export function printable(text: string): string {
  return text.slice(0, PRINTED_MAX_LENGTH).replace(UNPRINTABLE, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);
}

export function emptyDay(date: string): DayAggregate {
  return {
    date,
    visitors: 0,
    pageviews: 0,
    pages: {},
    sources: {},
    campaigns: [],
    devices: { phone: 0, tablet: 0, desktop: 0 },
    formViews: 0,
    formStarts: 0,
    sends: 0,
    leads: 0,
    unattributedLeads: 0,
    leadsByTopic: {},
    spamByReason: {},
  };
}

// The days' aggregates of a date range summed into one report: the object `npm run stats --
// --json` prints, plus what the people-facing reports show besides (extras). Bounded as
// counting is: the days are read one after another, each cut to its top rows as it is read.
import { datesBetween } from '../../shared/clock.ts';
import { MAX_ENTRIES, OTHER } from './day.ts';
import { dates, emptyDay, readDay, type Warn } from './files.ts';

/** A table's row while summing: its name (a campaign's as JSON) and its counts, the first one sorted by. */
type Row = [name: string, ...counts: number[]];
const CAMPAIGN_OTHER = JSON.stringify([OTHER, null, OTHER]);

const byCount = (a: Row, b: Row) => b[1]! - a[1]! || b[2]! - a[2]! || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
const plus = (total: Row, row: Row): Row => [total[0], ...total.slice(1).map((n, i) => (n as number) + (row[i + 1] as number))];

/** The `n` rows with the highest counts; the rest, earlier rows named `other` with it, summed as one. */
function top(rows: Row[], n: number, other: string): Row[] {
  const sorted = rows.filter((row) => row[0] !== other).sort(byCount);
  const rest = [...sorted.slice(n), ...rows.filter((row) => row[0] === other)];
  if (rest.length === 0) return sorted;
  return [...sorted.slice(0, n), rest.reduce<Row>(plus, [other, ...rest[0]!.slice(1).map(() => 0)])];
}

/** Adds a day's rows, cut to its top rows first (a file is read as untrusted: it may hold far more rows than the caps). */
function addRows(sums: Map<string, Row>, rows: Row[], other = OTHER) {
  for (const row of top(rows, MAX_ENTRIES, other)) sums.set(row[0], plus(sums.get(row[0]) ?? [row[0], ...row.slice(1).map(() => 0)], row));
}

const addCounts = (sum: Record<string, number>, counts: Record<string, number>) => {
  for (const [key, n] of Object.entries(counts)) sum[key] = (sum[key] ?? 0) + n;
};

/** The report of the days from..to; `topics`: the site's, each counted (0 too); `rows`: the longest a table gets, „Sonstige“ apart. */
export async function loadReport(dir: string, from: string, to: string, warn: Warn, topics: readonly string[], rows = MAX_ENTRIES) {
  const totals = { visitors: 0, pageviews: 0, formViews: 0, formStarts: 0, leads: 0, spam: 0 };
  const devices = { phone: 0, tablet: 0, desktop: 0 };
  const leadsByTopic: Record<string, number> = Object.fromEntries(topics.map((topic) => [topic, 0]));
  const extras = { sends: 0, unattributedLeads: 0, spamByReason: {} as Record<string, number> };
  const bookings = { byPage: {} as Record<string, number>, bySource: {} as Record<string, number> };
  const days: Array<{ date: string; visitors: number; pageviews: number; leads: number }> = [];
  const [pages, sources, campaigns] = [new Map<string, Row>(), new Map<string, Row>(), new Map<string, Row>()];
  const counted = new Set(await dates(dir, warn));
  for (const date of datesBetween(from, to)) {
    const day = (counted.has(date) && (await readDay(dir, date, warn))) || emptyDay(date);
    for (const key of ['visitors', 'pageviews', 'formViews', 'formStarts', 'leads'] as const) totals[key] += day[key];
    for (const device of ['phone', 'tablet', 'desktop'] as const) devices[device] += day.devices[device];
    for (const key of ['sends', 'unattributedLeads'] as const) extras[key] += day[key];
    days.push({ date, visitors: day.visitors, pageviews: day.pageviews, leads: day.leads });
    const pageRows = Object.entries(day.pages).map(([path, row]): Row => [path, row.pageviews, row.visitors, row.leads ?? 0]);
    const sourceRows = Object.entries(day.sources).map(([source, row]): Row => [source, row.visitors, row.leads]);
    addRows(pages, pageRows);
    addRows(sources, sourceRows);
    const campaignRows = day.campaigns.map((c): Row => [JSON.stringify([c.source, c.medium, c.campaign]), c.visitors, c.leads]);
    addRows(campaigns, campaignRows, CAMPAIGN_OTHER);
    addCounts(leadsByTopic, day.leadsByTopic);
    addCounts(extras.spamByReason, day.spamByReason);
    addCounts(bookings.byPage, day.bookingsByPage);
    addCounts(bookings.bySource, day.bookingsBySource);
  }
  totals.spam = Object.values(extras.spamByReason).reduce((a, b) => a + b, 0);
  const shown = (sums: Map<string, Row>, other = OTHER) => top([...sums.values()], rows, other);
  const report = {
    from,
    to,
    totals,
    days,
    pages: shown(pages).map(([path, pageviews = 0, visitors = 0, leads = 0]) => ({ path, pageviews, visitors, leads })),
    sources: shown(sources).map(([source, visitors = 0, leads = 0]) => ({ source, visitors, leads })),
    campaigns: shown(campaigns, CAMPAIGN_OTHER).map(([name, visitors = 0, leads = 0]) => {
      const [source, medium, campaign] = JSON.parse(name) as [string | null, string | null, string | null];
      return { source, medium, campaign, visitors, leads };
    }),
    devices,
    leadsByTopic,
    bookings,
  };
  return { report, extras };
}

/** The machine-readable report; its shape is a contract for scripts and tests. */
export type Report = Awaited<ReturnType<typeof loadReport>>['report'];
export type Extras = Awaited<ReturnType<typeof loadReport>>['extras'];

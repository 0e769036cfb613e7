// The days' aggregates of a date range summed into one report: the object `npm run stats --
// --json` prints, plus what the terminal report and the digest mail show besides.
import { TOPICS } from '../../shared/contact.ts';
import type { DeviceClass } from '../../shared/content/analytics.ts';
import { datesBetween } from './calendar.ts';
import type { DayAggregate } from './day.ts';
import type { StatsFiles } from './files.ts';

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

export async function loadReport(files: StatsFiles, from: string, to: string): Promise<{ report: Report; extras: Extras }> {
  const days = await Promise.all(datesBetween(from, to).map(async (date) => (await files.readDay(date)) ?? emptyDay(date)));
  return summarize(from, to, days);
}

export function summarize(from: string, to: string, days: DayAggregate[]): { report: Report; extras: Extras } {
  const pages = new Map<string, Record<string, number>>();
  const sources = new Map<string, Record<string, number>>();
  const campaigns = new Map<string, Report['campaigns'][number]>();
  const devices: Record<DeviceClass, number> = { phone: 0, tablet: 0, desktop: 0 };
  const leadsByTopic: Record<string, number> = Object.fromEntries(TOPICS.map((t) => [t.value, 0]));
  const totals = { visitors: 0, pageviews: 0, formViews: 0, formStarts: 0, leads: 0, spam: 0 };
  const extras: Extras = { sends: 0, unattributedLeads: 0, spamByReason: {} };

  for (const day of days) {
    totals.visitors += day.visitors;
    totals.pageviews += day.pageviews;
    totals.formViews += day.formViews;
    totals.formStarts += day.formStarts;
    totals.leads += day.leads;
    extras.sends += day.sends;
    extras.unattributedLeads += day.unattributedLeads;
    for (const [path, row] of Object.entries(day.pages)) add(pages, path, row);
    for (const [source, row] of Object.entries(day.sources)) add(sources, source, row);
    for (const row of day.campaigns) {
      const key = JSON.stringify([row.source, row.medium, row.campaign]);
      const sum = campaigns.get(key) ?? { source: row.source, medium: row.medium, campaign: row.campaign, visitors: 0, leads: 0 };
      sum.visitors += row.visitors;
      sum.leads += row.leads;
      campaigns.set(key, sum);
    }
    for (const device of Object.keys(devices) as DeviceClass[]) devices[device] += day.devices[device];
    for (const [topic, n] of Object.entries(day.leadsByTopic)) leadsByTopic[topic] = (leadsByTopic[topic] ?? 0) + n;
    for (const [reason, n] of Object.entries(day.spamByReason)) {
      totals.spam += n;
      extras.spamByReason[reason] = (extras.spamByReason[reason] ?? 0) + n;
    }
  }

  const byCount = <T extends { visitors: number; leads?: number; pageviews?: number }>(a: T, b: T) =>
    (b.pageviews ?? b.visitors) - (a.pageviews ?? a.visitors) || (b.leads ?? 0) - (a.leads ?? 0);
  return {
    report: {
      from,
      to,
      totals,
      days: days.map((d) => ({ date: d.date, visitors: d.visitors, pageviews: d.pageviews, leads: d.leads })),
      pages: [...pages]
        .map(([path, row]) => ({ path, pageviews: row.pageviews ?? 0, visitors: row.visitors ?? 0 }))
        .sort((a, b) => byCount(a, b) || a.path.localeCompare(b.path)),
      sources: [...sources]
        .map(([source, row]) => ({ source, visitors: row.visitors ?? 0, leads: row.leads ?? 0 }))
        .sort((a, b) => byCount(a, b) || a.source.localeCompare(b.source)),
      campaigns: [...campaigns.values()].sort(byCount),
      devices,
      leadsByTopic,
    },
    extras,
  };
}

function add(map: Map<string, Record<string, number>>, key: string, row: Record<string, number>) {
  const sum = map.get(key) ?? {};
  for (const [name, n] of Object.entries(row)) sum[name] = (sum[name] ?? 0) + n;
  map.set(key, sum);
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

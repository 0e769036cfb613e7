// One day of counting: its random salt, the visitors seen (by salted hash only), and the
// counters; and the aggregate it reduces to, which is all that outlives the day.
import { hash, randomBytes } from 'node:crypto';
import type { DeviceClass } from '../../shared/content/analytics.ts';
import type { Entry } from './classify.ts';

/** What is kept of a day: counts only, no hash, no salt. */
export interface DayAggregate {
  date: string;
  visitors: number;
  pageviews: number;
  pages: Record<string, { pageviews: number; visitors: number }>;
  sources: Record<string, { visitors: number; leads: number }>;
  campaigns: CampaignRow[];
  devices: Record<DeviceClass, number>;
  /** Visitors who saw the contact form, who typed into it, who sent a lead. */
  formViews: number;
  formStarts: number;
  sends: number;
  /** Stored leads, spam excluded. */
  leads: number;
  /** Leads of visitors without a known entry this day (first seen before midnight, or only through a cache). */
  unattributedLeads: number;
  leadsByTopic: Record<string, number>;
  spamByReason: Record<string, number>;
}

export interface CampaignRow {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  visitors: number;
  leads: number;
}

const FLAG = { formView: 1, formStart: 2, sent: 4 } as const;
export type Step = keyof typeof FLAG;

interface Visitor {
  /** Index into `entries`; -1 when the visitor has no counted page view. */
  entry: number;
  device: DeviceClass | null;
  pages: string[];
  flags: number;
}

/** Characters of the salted hash kept: 16 in base64url, 96 bits, no collisions among a day's visitors. */
const HASH_CHARS = 16;

export class Day {
  private readonly visitors = new Map<string, Visitor>();
  private readonly entries: Entry[] = [];
  private readonly entryIndex = new Map<string, number>();
  private readonly pageviews = new Map<string, number>();
  private readonly leadsByTopic = new Map<string, number>();
  /** Leads per entry index; -1 for leads of visitors without an entry. */
  private readonly leadsByEntry = new Map<number, number>();
  private readonly spam = new Map<string, number>();
  /** Something was counted since the last snapshot. */
  dirty = false;

  private readonly saltText: string;

  constructor(
    readonly date: string,
    private readonly salt: Buffer = randomBytes(32),
  ) {
    this.saltText = salt.toString('base64');
  }

  /** The visitor of the day: a hash of the day's salt, the address and the User-Agent. Neither input is kept. */
  visitor(ip: string, userAgent: string): string {
    // crypto.hash: one call for a short input, several times faster than a createHash chain.
    return hash('sha256', `${this.saltText}\0${ip}\0${userAgent}`, 'base64url').slice(0, HASH_CHARS);
  }

  /**
   * A page view. The visitor's first one of the day sets the entry (source, campaign) and the
   * device, so `describe` (parsing the Referer, matching the User-Agent) runs only then.
   */
  view(hash: string, path: string, describe: () => { entry: Entry; device: DeviceClass }): void {
    this.pageviews.set(path, (this.pageviews.get(path) ?? 0) + 1);
    const visitor = this.record(hash);
    if (visitor.device === null) {
      const { entry, device } = describe();
      visitor.device = device;
      visitor.entry = this.entryId(entry);
    }
    if (!visitor.pages.includes(path)) visitor.pages.push(path);
    this.dirty = true;
  }

  /** A step of the contact form funnel, once per visitor. */
  step(hash: string, step: Step): void {
    const visitor = this.record(hash);
    visitor.flags |= FLAG[step];
    this.dirty = true;
  }

  /** A stored lead, attributed to the entry of its visitor when the visitor was seen today. */
  lead(hash: string, topic: string): void {
    const entry = this.visitors.get(hash)?.entry ?? -1;
    this.leadsByEntry.set(entry, (this.leadsByEntry.get(entry) ?? 0) + 1);
    this.leadsByTopic.set(topic, (this.leadsByTopic.get(topic) ?? 0) + 1);
    this.step(hash, 'sent');
  }

  spamCaught(reason: string): void {
    this.spam.set(reason, (this.spam.get(reason) ?? 0) + 1);
    this.dirty = true;
  }

  private record(hash: string): Visitor {
    let visitor = this.visitors.get(hash);
    if (!visitor) {
      visitor = { entry: -1, device: null, pages: [], flags: 0 };
      this.visitors.set(hash, visitor);
    }
    return visitor;
  }

  private entryId(entry: Entry): number {
    const key = JSON.stringify([entry.source, entry.medium, entry.campaign, entry.tagged]);
    let id = this.entryIndex.get(key);
    if (id === undefined) {
      id = this.entries.push(entry) - 1;
      this.entryIndex.set(key, id);
    }
    return id;
  }

  /** The day reduced to counts. */
  aggregate(): DayAggregate {
    const pages: DayAggregate['pages'] = {};
    for (const [path, count] of this.pageviews) pages[path] = { pageviews: count, visitors: 0 };
    const devices: DayAggregate['devices'] = { phone: 0, tablet: 0, desktop: 0 };
    const entryVisitors = new Map<number, number>();
    let visitors = 0;
    let formViews = 0;
    let formStarts = 0;
    let sends = 0;
    for (const visitor of this.visitors.values()) {
      if (visitor.flags & FLAG.formView) formViews++;
      if (visitor.flags & FLAG.formStart) formStarts++;
      if (visitor.flags & FLAG.sent) sends++;
      if (visitor.pages.length === 0) continue;
      visitors++;
      if (visitor.device) devices[visitor.device]++;
      for (const path of visitor.pages) pages[path]!.visitors++;
      if (visitor.entry !== -1) entryVisitors.set(visitor.entry, (entryVisitors.get(visitor.entry) ?? 0) + 1);
    }

    const sources: DayAggregate['sources'] = {};
    const campaigns: CampaignRow[] = [];
    this.entries.forEach((entry, id) => {
      const counts = { visitors: entryVisitors.get(id) ?? 0, leads: this.leadsByEntry.get(id) ?? 0 };
      const row = (sources[entry.source] ??= { visitors: 0, leads: 0 });
      row.visitors += counts.visitors;
      row.leads += counts.leads;
      if (entry.tagged) campaigns.push({ source: entry.source, medium: entry.medium, campaign: entry.campaign, ...counts });
    });

    return {
      date: this.date,
      visitors,
      pageviews: sum(this.pageviews.values()),
      pages,
      sources,
      campaigns,
      devices,
      formViews,
      formStarts,
      sends,
      leads: sum(this.leadsByEntry.values()),
      unattributedLeads: this.leadsByEntry.get(-1) ?? 0,
      leadsByTopic: Object.fromEntries(this.leadsByTopic),
      spamByReason: Object.fromEntries(this.spam),
    };
  }

  /** Everything needed to go on counting this day after a restart: salt, hashes, counters. */
  snapshot(): DayState {
    this.dirty = false;
    return {
      version: 1,
      date: this.date,
      salt: this.salt.toString('base64'),
      entries: this.entries,
      visitors: [...this.visitors].map(([hash, v]) => [hash, v.entry, v.device, v.flags, v.pages]),
      pageviews: Object.fromEntries(this.pageviews),
      leadsByTopic: Object.fromEntries(this.leadsByTopic),
      leadsByEntry: [...this.leadsByEntry],
      spam: Object.fromEntries(this.spam),
    };
  }

  static restore(state: DayState): Day {
    const day = new Day(state.date, Buffer.from(state.salt, 'base64'));
    for (const entry of state.entries) day.entryId(entry);
    for (const [hash, entry, device, flags, pages] of state.visitors) day.visitors.set(hash, { entry, device, flags, pages });
    for (const [path, n] of Object.entries(state.pageviews)) day.pageviews.set(path, n);
    for (const [topic, n] of Object.entries(state.leadsByTopic)) day.leadsByTopic.set(topic, n);
    for (const [entry, n] of state.leadsByEntry) day.leadsByEntry.set(entry, n);
    for (const [reason, n] of Object.entries(state.spam)) day.spam.set(reason, n);
    return day;
  }
}

/** The current day as written to disk between flushes; deleted, salt and hashes with it, when the day ends. */
export interface DayState {
  version: 1;
  date: string;
  salt: string;
  entries: Entry[];
  visitors: Array<[hash: string, entry: number, device: DeviceClass | null, flags: number, pages: string[]]>;
  pageviews: Record<string, number>;
  leadsByTopic: Record<string, number>;
  leadsByEntry: Array<[entry: number, leads: number]>;
  spam: Record<string, number>;
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

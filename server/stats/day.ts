// One day of counting: its random salt, the visitors seen (by salted hash only), and the
// counters; and the aggregate it reduces to, which is all that outlives the day.
//
// Bounded whatever the traffic, so that forged requests grow neither memory nor a flush:
// - visitors: the first MAX_VISITORS of a day are told apart. A later new visitor's views count
//   as page views only (not as a visitor, source, device or funnel step; their lead is
//   unattributed): exact below the cap, lower bounds at it.
// - entries (source, medium, campaign): the first MAX_ENTRIES of the day get rows, later ones are
//   summed as „Sonstige“. Every count is exact; a source first seen after that is not named.
// - pages: the site's own (PAGES); values: cleaned and cut by classify.ts.
// Ceilings that follow (test/stats/flood.test.ts reaches them): today.json ≤ 10,000 × 50 B +
// 202 × 830 B ≈ 0.67 MB, a day file ≤ 201 × 320 B (sources) + 201 × 860 B (campaigns) ≈ 0.24 MB,
// memory: the Day ≈ 2.1 MB plus both files' JSON while a flush writes them, under 6 MiB.
import { hash, randomBytes } from 'node:crypto';
import type { DeviceClass } from '../../shared/content/analytics.ts';
import { publicPages } from '../../shared/content/site.ts';
import type { Entry } from './classify.ts';
import type { DayAggregate, DayState } from './files.ts';

export const MAX_VISITORS = 10_000;
export const MAX_ENTRIES = 200;
/** The row that sums what is not shown on a row of its own; no cleaned value is capitalised. */
export const OTHER = 'Sonstige';

/** The pages counted: the site's own, by path. A visitor's pages are bits of their index. */
export const PAGES: readonly string[] = publicPages.map((page) => page.path);
if (PAGES.length > 30) throw new Error('stats: a visitor’s pages are bits of a 31-bit integer');

const FLAG = { formView: 1, formStart: 2, sent: 4 } as const;
export type Step = keyof typeof FLAG;

interface Visitor {
  /** Index into `entries`; -1 until the visitor's first page view. */
  entry: number;
  /** Null until the visitor's first page view. */
  device: DeviceClass | null;
  /** Bit i: the visitor saw PAGES[i]. */
  pages: number;
  flags: number;
}

/** What a visitor's first page view of the day tells: where they came from, on what; null for a bot. */
export type FirstView = { entry: Entry; device: DeviceClass } | null;

/** Characters of the salted hash kept: 16 in base64url, 96 bits, no collisions among a day's visitors. */
const HASH_CHARS = 16;

const keyOf = (entry: Entry) => JSON.stringify([entry.source, entry.medium, entry.campaign, entry.tagged]);

export class Day {
  private readonly visitors = new Map<string, Visitor>();
  private readonly entries: Entry[] = [];
  private readonly entryIndex = new Map<string, number>();
  private readonly pageviews = PAGES.map(() => 0);
  private readonly leadsByTopic = new Map<string, number>();
  /** Leads per entry index; -1 for leads of visitors without an entry. */
  private readonly leadsByEntry = new Map<number, number>();
  private readonly spam = new Map<string, number>();
  /** Something was counted since the last snapshot. */
  dirty = false;

  private readonly saltText: string;

  constructor(
    readonly date: string,
    salt: Buffer = randomBytes(32),
  ) {
    this.saltText = salt.toString('base64');
  }

  /** The visitor of the day: a hash of the day's salt, the address and the User-Agent. Neither input is kept. */
  visitor(ip: string, userAgent: string): string {
    // crypto.hash: one call for a short input, several times faster than a createHash chain.
    return hash('sha256', `${this.saltText}\0${ip}\0${userAgent}`, 'base64url').slice(0, HASH_CHARS);
  }

  /**
   * A view of PAGES[page]. `first` (parsing the Referer, matching the User-Agent) is asked only
   * while the visitor has no page view today: it gives the entry and device, or null for a bot.
   */
  view(hash: string, page: number, first: () => FirstView): void {
    let visitor = this.visitors.get(hash) ?? null;
    if (!visitor?.device) {
      const seen = first();
      if (!seen) return;
      visitor ??= this.add(hash);
      if (visitor) {
        visitor.device = seen.device;
        visitor.entry = this.entryId(seen.entry);
      }
    }
    this.pageviews[page]!++;
    if (visitor) visitor.pages |= 1 << page;
    this.dirty = true;
  }

  /** A step of the contact form funnel, once per visitor. */
  step(hash: string, step: Step): void {
    const visitor = this.visitors.get(hash) ?? this.add(hash);
    if (visitor) visitor.flags |= FLAG[step];
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

  /** A new visitor; null once the day has MAX_VISITORS. */
  private add(hash: string): Visitor | null {
    if (this.visitors.size >= MAX_VISITORS) return null;
    const visitor: Visitor = { entry: -1, device: null, pages: 0, flags: 0 };
    this.visitors.set(hash, visitor);
    return visitor;
  }

  /** The entry's row; „Sonstige“ (one for tagged entries, one for the rest) once MAX_ENTRIES are taken. */
  private entryId(entry: Entry): number {
    if (this.entries.length >= MAX_ENTRIES && !this.entryIndex.has(keyOf(entry)))
      entry = { source: OTHER, medium: null, campaign: entry.tagged ? OTHER : null, tagged: entry.tagged };
    const key = keyOf(entry);
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
    PAGES.forEach((path, i) => {
      if (this.pageviews[i]) pages[path] = { pageviews: this.pageviews[i], visitors: 0 };
    });
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
      if (!visitor.device) continue;
      visitors++;
      devices[visitor.device]++;
      PAGES.forEach((path, i) => {
        if (visitor.pages & (1 << i)) (pages[path] ??= { pageviews: 0, visitors: 0 }).visitors++;
      });
      entryVisitors.set(visitor.entry, (entryVisitors.get(visitor.entry) ?? 0) + 1);
    }

    const sources: DayAggregate['sources'] = {};
    const campaigns: DayAggregate['campaigns'] = [];
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
      pageviews: this.pageviews.reduce((a, b) => a + b, 0),
      pages,
      sources,
      campaigns,
      devices,
      formViews,
      formStarts,
      sends,
      leads: [...this.leadsByEntry.values()].reduce((a, b) => a + b, 0),
      unattributedLeads: this.leadsByEntry.get(-1) ?? 0,
      leadsByTopic: Object.fromEntries(this.leadsByTopic),
      spamByReason: Object.fromEntries(this.spam),
    };
  }

  /** Everything needed to go on counting this day after a restart: salt, hashes, counters. */
  snapshot(): DayState {
    this.dirty = false;
    return {
      version: 2,
      date: this.date,
      salt: this.saltText,
      pages: [...PAGES],
      entries: this.entries,
      visitors: [...this.visitors].map(([hash, v]) => [hash, v.entry, v.device, v.flags, v.pages]),
      pageviews: Object.fromEntries(PAGES.map((path, i) => [path, this.pageviews[i]!])),
      leadsByTopic: Object.fromEntries(this.leadsByTopic),
      leadsByEntry: [...this.leadsByEntry],
      spam: Object.fromEntries(this.spam),
    };
  }

  /** The day of a snapshot, of this version or the one before; one written before the caps is cut to them. */
  static restore(state: DayState): Day {
    const day = new Day(state.date, Buffer.from(state.salt, 'base64'));
    const ids = state.entries.map((entry) => day.entryId(entry));
    for (const [hash, entry, device, flags, pages] of state.visitors) {
      const visitor = day.add(hash);
      if (!visitor) break;
      Object.assign(visitor, { entry: ids[entry] ?? -1, device, flags, pages: pageBits(pages, state.pages ?? []) });
    }
    PAGES.forEach((path, i) => (day.pageviews[i] = state.pageviews[path] ?? 0));
    for (const [topic, n] of Object.entries(state.leadsByTopic)) day.leadsByTopic.set(topic, n);
    for (const [entry, n] of state.leadsByEntry) {
      const id = ids[entry] ?? -1;
      day.leadsByEntry.set(id, (day.leadsByEntry.get(id) ?? 0) + n);
    }
    for (const [reason, n] of Object.entries(state.spam)) day.spam.set(reason, n);
    return day;
  }
}

/** A visitor's page bits from a snapshot: bits of the snapshot's page list, or (version 1) paths. */
function pageBits(pages: number | string[], listed: readonly string[]): number {
  const paths = typeof pages === 'number' ? listed.filter((_, i) => pages & (1 << i)) : pages;
  return paths.reduce((bits, path) => (PAGES.includes(path) ? bits | (1 << PAGES.indexOf(path)) : bits), 0);
}

// One day of counting: its random salt, the visitors seen (by salted hash only) and the
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
import { type DayAggregate, type DayState, type Entry } from './files.ts';

export const MAX_VISITORS = 10_000;
export const MAX_ENTRIES = 200;
/** The row that sums what is not shown on a row of its own; no cleaned value is capitalised. */
export const OTHER = 'Sonstige';
/** The source of a booking whose visitor was not seen on a page that day. */
const UNKNOWN_SOURCE = 'unbekannt';

/**
 * The pages counted: the site's own, by path, in the order they first appeared (an offer the owner
 * adds comes last). A visitor's pages are bits of their index, so at most 30 are ever counted.
 */
export const PAGES: string[] = [];
const MAX_PAGES = 30;

/** Counts these paths from now on (plugins/app/content.ts: the published pages, at boot and each publish). */
export function countPages(paths: readonly string[]): void {
  for (const path of paths) if (!PAGES.includes(path) && PAGES.length < MAX_PAGES) PAGES.push(path);
}

/** The contact form funnel's steps, as a visitor's flags, named as the aggregate counts them. */
const STEPS = { formViews: 1, formStarts: 2, sends: 4 } as const;
export type Step = keyof typeof STEPS;
const STEP_NAMES = Object.keys(STEPS) as Step[];

/** `entry` indexes the day's entries (-1 and device null before the first page view); `pages`: bit i for PAGES[i]. */
type Visitor = { entry: number; device: DeviceClass | null; steps: number; pages: number };

/** What a visitor's first page view of the day tells: where they came from, on what; null for a bot. */
export type FirstView = { entry: Entry; device: DeviceClass } | null;

const keyOf = (entry: Entry) => JSON.stringify([entry.source, entry.medium, entry.campaign, entry.tagged]);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const add = (counts: Record<string, number>, key: string) => void (counts[key] = (counts[key] ?? 0) + 1);

export class Day {
  /** Something was counted since the last snapshot. */
  dirty = true;
  private readonly visitors = new Map<string, Visitor>();
  private readonly entries: Entry[] = [];
  private readonly entryIds = new Map<string, number>();
  private readonly pageviews: number[] = new Array<number>(MAX_PAGES).fill(0);
  /** Leads by the page they were sent on (the post's Referer). */
  private readonly leadsByPage: number[] = new Array<number>(MAX_PAGES).fill(0);
  private readonly leadsByTopic: Record<string, number> = {};
  /** Leads per entry index; -1 for leads of visitors without an entry. */
  private readonly leadsByEntry = new Map<number, number>();
  private readonly spam: Record<string, number> = {};
  /** Booked calls (conversions) by the page the form was on and by the visitor's source; bounded by PAGES and the entries. */
  private readonly bookingsByPage: Record<string, number> = {};
  private readonly bookingsBySource: Record<string, number> = {};

  constructor(
    readonly date: string,
    private readonly salt = randomBytes(32).toString('base64'),
  ) {}

  /** The visitor of the day: a hash of the day's salt, the address and the User-Agent. Neither input is kept. */
  private hash(ip: string, userAgent: string): string {
    // crypto.hash: one call for a short input, several times faster than a createHash chain;
    // 16 characters of base64url are 96 bits, no collisions among a day's visitors.
    return hash('sha256', `${this.salt}\0${ip}\0${userAgent}`, 'base64url').slice(0, 16);
  }

  /** A view of PAGES[page]. `first` is asked only while the visitor has no view today: it gives the entry and device, or null for a bot. */
  view(ip: string, userAgent: string, page: number, first: () => FirstView): void {
    const key = this.hash(ip, userAgent);
    let visitor = this.visitors.get(key);
    if (!visitor?.device) {
      const seen = first();
      if (!seen) return;
      visitor ??= this.add(key);
      if (visitor) Object.assign(visitor, { entry: this.entryId(seen.entry), device: seen.device });
    }
    this.pageviews[page]!++;
    if (visitor) visitor.pages |= 1 << page;
    this.dirty = true;
  }

  /** A step of the contact form funnel, once per visitor. */
  step(ip: string, userAgent: string, step: Step): void {
    const key = this.hash(ip, userAgent);
    const visitor = this.visitors.get(key) ?? this.add(key);
    if (visitor) visitor.steps |= STEPS[step];
    this.dirty = true;
  }

  /** A stored lead, attributed to the entry of its visitor when the visitor was seen today, and to the page it was sent on (null: unknown). */
  lead(ip: string, userAgent: string, topic: string, page: number | null = null): void {
    const entry = this.visitors.get(this.hash(ip, userAgent))?.entry ?? -1;
    if (page !== null) this.leadsByPage[page]!++;
    this.leadsByEntry.set(entry, (this.leadsByEntry.get(entry) ?? 0) + 1);
    add(this.leadsByTopic, topic);
    this.step(ip, userAgent, 'sends');
  }

  /** A booked call from the form on `page` (a path), attributed to its visitor's source when seen today. */
  booked(ip: string, userAgent: string, page: string | undefined): void {
    const entry = this.visitors.get(this.hash(ip, userAgent))?.entry ?? -1;
    add(this.bookingsByPage, page !== undefined && PAGES.includes(page) ? page : OTHER);
    add(this.bookingsBySource, this.entries[entry]?.source ?? UNKNOWN_SOURCE);
    this.dirty = true;
  }

  spamCaught(reason: string): void {
    add(this.spam, reason);
    this.dirty = true;
  }

  /** A new visitor; undefined once the day has MAX_VISITORS. */
  private add(key: string): Visitor | undefined {
    if (this.visitors.size >= MAX_VISITORS) return undefined;
    const visitor: Visitor = { entry: -1, device: null, steps: 0, pages: 0 };
    this.visitors.set(key, visitor);
    return visitor;
  }

  /** The entry's row; „Sonstige“ (one for tagged entries, one for the rest) once MAX_ENTRIES are taken. */
  private entryId(entry: Entry): number {
    if (this.entries.length >= MAX_ENTRIES && !this.entryIds.has(keyOf(entry)))
      entry = { source: OTHER, medium: null, campaign: entry.tagged ? OTHER : null, tagged: entry.tagged };
    const key = keyOf(entry);
    if (!this.entryIds.has(key)) this.entryIds.set(key, this.entries.push(entry) - 1);
    return this.entryIds.get(key)!;
  }

  aggregate(): DayAggregate {
    const pages: DayAggregate['pages'] = {};
    PAGES.forEach((path, i) => {
      if (this.pageviews[i] || this.leadsByPage[i]) pages[path] = { pageviews: this.pageviews[i]!, visitors: 0 };
      if (this.leadsByPage[i]) pages[path]!.leads = this.leadsByPage[i];
    });
    const devices = { phone: 0, tablet: 0, desktop: 0 };
    const steps = { formViews: 0, formStarts: 0, sends: 0 };
    const entryVisitors = this.entries.map(() => 0);
    let visitors = 0;
    for (const visitor of this.visitors.values()) {
      for (const step of STEP_NAMES) if (visitor.steps & STEPS[step]) steps[step]++;
      if (!visitor.device) continue;
      visitors++;
      devices[visitor.device]++;
      PAGES.forEach((path, i) => {
        if (visitor.pages & (1 << i)) (pages[path] ??= { pageviews: 0, visitors: 0 }).visitors++;
      });
      if (visitor.entry >= 0) entryVisitors[visitor.entry]!++;
    }
    const [sources, campaigns]: [DayAggregate['sources'], DayAggregate['campaigns']] = [{}, []];
    this.entries.forEach(({ source, medium, campaign, tagged }, id) => {
      const counts = { visitors: entryVisitors[id]!, leads: this.leadsByEntry.get(id) ?? 0 };
      const row = (sources[source] ??= { visitors: 0, leads: 0 });
      [row.visitors, row.leads] = [row.visitors + counts.visitors, row.leads + counts.leads];
      if (tagged) campaigns.push({ source, medium, campaign, ...counts });
    });
    const [date, pageviews] = [this.date, sum(this.pageviews)];
    const leads = { leads: sum([...this.leadsByEntry.values()]), unattributedLeads: this.leadsByEntry.get(-1) ?? 0 };
    const topicsAndSpam = { leadsByTopic: { ...this.leadsByTopic }, spamByReason: { ...this.spam } };
    const bookings = { bookingsByPage: { ...this.bookingsByPage }, bookingsBySource: { ...this.bookingsBySource } };
    return { date, visitors, pageviews, pages, sources, campaigns, devices, ...steps, ...leads, ...topicsAndSpam, ...bookings };
  }

  /** Everything needed to go on counting this day after a restart: salt, hashes, counters. */
  snapshot(): DayState {
    this.dirty = false;
    const visitors = [...this.visitors].map(([key, v]): DayState['visitors'][number] => [key, v.entry, v.device, v.steps, v.pages]);
    const pageviews = Object.fromEntries(PAGES.map((path, i) => [path, this.pageviews[i]!]));
    const leadsByPage = Object.fromEntries(PAGES.flatMap((path, i) => (this.leadsByPage[i] ? [[path, this.leadsByPage[i]]] : [])));
    const { date, salt, entries, leadsByTopic, spam, bookingsByPage, bookingsBySource } = this;
    const counts = { leadsByTopic, leadsByEntry: [...this.leadsByEntry], leadsByPage, spam, bookingsByPage, bookingsBySource };
    return { version: 2, date, salt, pages: [...PAGES], entries, visitors, pageviews, ...counts };
  }

  /** The day of a snapshot, cut to the caps; its pages as the snapshot's page list names them. */
  static restore(state: DayState): Day {
    const day = new Day(state.date, state.salt);
    day.dirty = false;
    const ids = state.entries.map((entry) => day.entryId(entry));
    for (const [key, entry, device, steps, pages] of state.visitors) {
      const paths = state.pages.filter((_, i) => pages & (1 << i));
      const bits = PAGES.reduce((sum, path, i) => (paths.includes(path) ? sum | (1 << i) : sum), 0);
      const visitor = day.add(key);
      if (visitor) Object.assign(visitor, { entry: ids[entry] ?? -1, device, steps, pages: bits });
    }
    PAGES.forEach((path, i) => {
      day.pageviews[i] = state.pageviews[path] ?? 0;
      day.leadsByPage[i] = state.leadsByPage[path] ?? 0;
    });
    for (const key of ['leadsByTopic', 'spam', 'bookingsByPage', 'bookingsBySource'] as const) Object.assign(day[key], state[key]);
    for (const [entry, n] of state.leadsByEntry) day.leadsByEntry.set(ids[entry] ?? -1, (day.leadsByEntry.get(ids[entry] ?? -1) ?? 0) + n);
    return day;
  }
}

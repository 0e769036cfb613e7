// The counting service: the current day in memory, rolled over at midnight, written to disk
// every flush interval and on close. Counting itself is synchronous and touches no disk.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { AGGREGATE_RETENTION_DAYS } from '../../shared/content/analytics.ts';
import { addDays, dateOf, endOfDay } from './calendar.ts';
import { Day, type FirstView, type Step } from './day.ts';
import { StatsFiles } from './files.ts';

export interface StatsServiceOptions {
  dataDir: string;
  log: FastifyBaseLogger;
  /** The clock; tests pass a fake one. */
  now?: () => number;
}

/** Who a counted request came from: used for the day's hash and then dropped. */
export interface Client {
  ip: string;
  userAgent: string;
}

export class StatsService {
  readonly files: StatsFiles;
  readonly now: () => number;
  private readonly log: FastifyBaseLogger;
  private day: Day | null = null;
  private dayEndsAt = 0;
  /** File writes, one after another in the order they were asked for. */
  private writes: Promise<void> = Promise.resolve();

  constructor(options: StatsServiceOptions) {
    this.files = new StatsFiles(path.join(options.dataDir, 'stats'));
    this.now = options.now ?? Date.now;
    this.log = options.log;
  }

  /**
   * Picks up the day a restart interrupted (same salt, same visitors), or closes the day it
   * belongs to when that is over; deletes aggregates past their retention.
   */
  async open(): Promise<void> {
    await this.files.init();
    const now = this.now();
    const state = await this.files.readState((file, problem) =>
      this.log.error({ file, problem }, 'stats: the current day could not be read; counting it anew'),
    );
    if (state && state.date === dateOf(now)) {
      this.day = Day.restore(state);
      this.dayEndsAt = endOfDay(now);
    } else {
      if (state) await this.files.writeDay(state.date, JSON.stringify(Day.restore(state).aggregate()));
      this.startDay(now);
      await this.flush();
    }
    await this.deleteExpired();
  }

  /** The day being counted, after closing the previous one if midnight has passed. */
  private current(): Day {
    const now = this.now();
    if (!this.day || now >= this.dayEndsAt) {
      const finished = this.day;
      this.startDay(now);
      if (finished) this.enqueue(() => this.files.writeDay(finished.date, JSON.stringify(finished.aggregate())));
      // The new day's state replaces the old one on disk, and the old salt with it.
      this.enqueue(() => this.writeState());
      this.enqueue(() => this.deleteExpired());
    }
    return this.day!;
  }

  private startDay(now: number) {
    this.day = new Day(dateOf(now));
    this.dayEndsAt = endOfDay(now);
    this.day.dirty = true;
  }

  /** A view of PAGES[page]; `first` is asked on the visitor's first view of the day only (see Day.view). */
  view(client: Client, page: number, first: () => FirstView): void {
    const day = this.current();
    day.view(day.visitor(client.ip, client.userAgent), page, first);
  }

  step(client: Client, step: Step): void {
    const day = this.current();
    day.step(day.visitor(client.ip, client.userAgent), step);
  }

  lead(client: Client, topic: string): void {
    const day = this.current();
    day.lead(day.visitor(client.ip, client.userAgent), topic);
  }

  spam(reason: string): void {
    this.current().spamCaught(reason);
  }

  /** Writes what was counted since the last flush (and closes the day at midnight); resolves once it is on disk. */
  flush(): Promise<void> {
    this.current();
    if (this.day!.dirty) this.enqueue(() => this.writeState());
    return this.writes;
  }

  private async writeState() {
    const day = this.day!;
    if (!day.dirty) return;
    // Both of the same moment (a few ms for a day at its caps): counting goes on while the files are written.
    const aggregate = day.aggregate();
    const [state, text] = [JSON.stringify(day.snapshot()), JSON.stringify(aggregate)];
    try {
      await this.files.writeState(state);
      await this.files.writeDay(day.date, text);
      this.log.debug({ date: day.date, pageviews: aggregate.pageviews, visitors: aggregate.visitors }, 'stats: counts written');
    } catch (error) {
      day.dirty = true;
      throw error;
    }
  }

  private async deleteExpired() {
    const deleted = await this.files.deleteDaysBefore(addDays(dateOf(this.now()), -AGGREGATE_RETENTION_DAYS));
    if (deleted > 0) this.log.info({ deleted, retentionDays: AGGREGATE_RETENTION_DAYS }, 'stats: expired days deleted');
  }

  private enqueue(write: () => Promise<void>) {
    this.writes = this.writes
      .then(write)
      .catch((error: unknown) => this.log.error({ err: error }, 'stats: writing the counts failed; retrying with the next flush'));
  }
}

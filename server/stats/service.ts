// The counting service: the current day in memory, rolled over at midnight, written to disk
// every flush interval and on close. Counting itself is synchronous and touches no disk.
import type { FastifyBaseLogger } from 'fastify';
import { AGGREGATE_RETENTION_DAYS } from '../../shared/content/analytics.ts';
import { addDays, dateOf, endOfDay } from '../../shared/clock.ts';
import { serial } from '../serial.ts';
import { Day } from './day.ts';
import { dayFile, deleteDaysBefore, initDir, readState, STATE_FILE, writeFile } from './files.ts';

export class StatsService {
  private day: Day | null = null;
  private endsAt = 0;
  /** File writes, one after another in the order they were asked for. */
  private readonly writes = serial();

  /** @param dir DATA_DIR/stats */
  constructor(
    readonly dir: string,
    private readonly log: FastifyBaseLogger,
    readonly now: () => number = Date.now,
  ) {}

  /**
   * Picks up the day a restart interrupted (same salt, same visitors), or closes the day it
   * belongs to when that is over; deletes aggregates past their retention.
   */
  async open(): Promise<void> {
    await initDir(this.dir);
    const state = await readState(this.dir, (file, problem) =>
      this.log.error({ file, problem }, 'stats: the current day could not be read; counting it anew'),
    );
    if (state?.date === dateOf(this.now())) {
      this.day = Day.restore(state);
      this.endsAt = endOfDay(this.now());
      void this.enqueue(() => this.deleteExpired());
    } else if (state) {
      await writeFile(this.dir, dayFile(state.date), JSON.stringify(Day.restore(state).aggregate()));
    }
    await this.flush();
  }

  /** The day being counted; at midnight the finished one is written and a new one, with a new salt, begins. */
  today(): Day {
    const now = this.now();
    if (!this.day || now >= this.endsAt) {
      const finished = this.day;
      this.day = new Day(dateOf(now));
      this.endsAt = endOfDay(now);
      if (finished) void this.enqueue(() => writeFile(this.dir, dayFile(finished.date), JSON.stringify(finished.aggregate())));
      // The new day's state replaces the old one on disk, and the old salt with it.
      void this.enqueue(() => this.write());
      void this.enqueue(() => this.deleteExpired());
    }
    return this.day;
  }

  /** Writes what was counted since the last flush (and closes the day at midnight); resolves once it is on disk. */
  flush(): Promise<void> {
    this.today();
    return this.enqueue(() => this.write());
  }

  private async write() {
    const day = this.day!;
    if (!day.dirty) return;
    // Both of the same moment (a few ms for a day at its caps): counting goes on while the files are written.
    const aggregate = day.aggregate();
    const [state, text] = [JSON.stringify(day.snapshot()), JSON.stringify(aggregate)];
    try {
      await writeFile(this.dir, STATE_FILE, state);
      await writeFile(this.dir, dayFile(day.date), text);
      this.log.debug({ date: day.date, pageviews: aggregate.pageviews, visitors: aggregate.visitors }, 'stats: counts written');
    } catch (error) {
      day.dirty = true;
      throw error;
    }
  }

  private async deleteExpired() {
    const deleted = await deleteDaysBefore(this.dir, addDays(dateOf(this.now()), -AGGREGATE_RETENTION_DAYS));
    if (deleted > 0) this.log.info({ deleted, retentionDays: AGGREGATE_RETENTION_DAYS }, 'stats: expired days deleted');
  }

  private enqueue(write: () => Promise<void>): Promise<void> {
    return this.writes(write).catch((error: unknown) =>
      this.log.error({ err: error }, 'stats: writing the counts failed; retrying with the next flush'),
    );
  }
}

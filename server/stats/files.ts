// The statistics under DATA_DIR/stats, apart from the lead store:
//
//   days/<YYYY-MM-DD>.json   a day's aggregate (counts only); today's is rewritten with every flush
//   today.json               the current day's salt, visitor hashes and counters; replaced when
//                            the day ends, which destroys the salt
//   digest.json              the last week a digest mail was queued for
//   tmp/                     files being written
//
// Every file is written whole to tmp/, fsynced, renamed over the old one and the directory
// fsynced: a reader, or a restart after a crash, sees the old file or the new one, never a part.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { DIR_MODE, writeDurably } from '../durable-file.ts';
import type { DayAggregate, DayState } from './day.ts';

const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.json$/;

export class StatsFiles {
  readonly days: string;
  readonly state: string;
  readonly digest: string;
  private readonly tmp: string;

  constructor(readonly dir: string) {
    this.days = path.join(dir, 'days');
    this.state = path.join(dir, 'today.json');
    this.digest = path.join(dir, 'digest.json');
    this.tmp = path.join(dir, 'tmp');
  }

  /** Creates the folders and removes what a crash left in tmp/ (only the server writes here). */
  async init(): Promise<void> {
    await mkdir(this.days, { recursive: true, mode: DIR_MODE });
    await rm(this.tmp, { recursive: true, force: true });
    await mkdir(this.tmp, { recursive: true, mode: DIR_MODE });
  }

  async writeDay(aggregate: DayAggregate): Promise<void> {
    await this.writeAtomically(path.join(this.days, `${aggregate.date}.json`), JSON.stringify(aggregate));
  }

  async readDay(date: string): Promise<DayAggregate | null> {
    return readJson<DayAggregate>(path.join(this.days, `${date}.json`));
  }

  /** The dates that have an aggregate, oldest first. */
  async dates(): Promise<string[]> {
    const names = await readdir(this.days).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    return names.flatMap((name) => DAY_FILE.exec(name)?.[1] ?? []).sort();
  }

  /** Deletes the aggregates of days before `date`; returns how many. */
  async deleteDaysBefore(date: string): Promise<number> {
    const old = (await this.dates()).filter((d) => d < date);
    for (const d of old) await unlink(path.join(this.days, `${d}.json`));
    return old.length;
  }

  async writeState(state: DayState): Promise<void> {
    await this.writeAtomically(this.state, JSON.stringify(state));
  }

  async readState(): Promise<DayState | null> {
    return readJson<DayState>(this.state);
  }

  async readDigest(): Promise<{ week: string } | null> {
    return readJson<{ week: string }>(this.digest);
  }

  async writeDigest(week: string): Promise<void> {
    await this.writeAtomically(this.digest, JSON.stringify({ week }));
  }

  /** Written whole to tmp/ and renamed over the old file (see writeDurably). */
  private writeAtomically(file: string, data: string): Promise<void> {
    return writeDurably(path.join(this.tmp, `${path.basename(file)}.${randomBytes(6).toString('hex')}`), file, data);
  }
}

async function readJson<T>(file: string): Promise<T | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return JSON.parse(text) as T;
}

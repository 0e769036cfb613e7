import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { readdir, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeDurably } from '../durable-file.ts';

const HOST = os.hostname().replace(/[^A-Za-z0-9-]/g, '_') || 'localhost';
let counter = 0;

/** A Maildir unique name: `<seconds>.M<micros>P<pid>Q<counter>R<random>.<host>`. */
export function newId(now = Date.now()): string {
  // Whole milliseconds: a file's mtimeMs has a fraction, and a dot in the micros would split the id.
  const ms = Math.floor(now);
  const seconds = Math.floor(ms / 1000);
  const micros = (ms % 1000) * 1000;
  counter = (counter + 1) % 1_000_000;
  return `${seconds}.M${micros}P${process.pid}Q${counter}R${randomBytes(8).toString('hex')}.${HOST}`;
}

/** The id of a file name in cur/ (`<id>:2,<flags>`) or new/ (`<id>`). */
export function idOf(file: string): string {
  return file.split(':')[0]!;
}

/**
 * Whether a name can be a message's: one path component, never a dot file (the store's probes and a mail client's own
 * files start with a dot). Any such file in new/ is a lead, whatever wrote it.
 */
export function isId(name: string): boolean {
  return /^[^./\0][^/\0]{0,254}$/.test(name);
}

export function assertId(id: string) {
  if (!isId(id)) throw new Error('invalid message id');
}

/** Maildir delivery: written in tmp/, renamed into new/<name>, durably (see writeDurably). */
export function deliverDurably(folder: string, name: string, data: Buffer): Promise<void> {
  return writeDurably(path.join(folder, 'new', name), data, path.join(folder, 'tmp'));
}

/** The receive time at the start of an id (seconds, then micros); 0 for a name the store did not give. */
function timeOf(id: string): number {
  const match = /^(\d{9,11})\.M(\d+)/.exec(id);
  return match ? Number(match[1]) * 1000 + Math.floor(Number(match[2]) / 1000) : 0;
}

export function byTime(a: string, b: string): number {
  return timeOf(a) - timeOf(b) || a.localeCompare(b);
}

/** A folder's entries with their types (no stat per entry); none when the folder is missing. */
export async function direntsOrEmpty(dir: string): Promise<Dirent[]> {
  return (await unlessMissing(readdir(dir, { withFileTypes: true }))) ?? [];
}

/** Deletes the regular files in `dirs` last modified before `cutoffMs`; anything else is left alone. */
export async function deleteOlderThan(dirs: string[], cutoffMs: number): Promise<number> {
  let deleted = 0;
  for (const dir of dirs) {
    for (const entry of await direntsOrEmpty(dir)) {
      if (!entry.isFile()) continue;
      const file = path.join(dir, entry.name);
      const info = await unlessMissing(stat(file));
      if (info && info.mtimeMs < cutoffMs && (await unlessMissing(unlink(file).then(() => true)))) deleted++;
    }
  }
  return deleted;
}

/** What `operation` resolves to; null when the file it acts on is not there (ENOENT: moved or deleted meanwhile). */
export const unlessMissing = <T>(operation: Promise<T>): Promise<T | null> =>
  operation.catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  });

/**
 * The in-memory view of new/ (id -> receive time), so the pipeline's status can be read synchronously. A scan of the
 * folder replaces the view only when no change in this process raced it (the next scan catches up otherwise).
 */
export class PendingIndex {
  private times = new Map<string, number>();
  /** Counts changes: a listing that began at another version raced one. */
  version = 0;

  /** `id` is now pending or no longer. A name the store did not give counts from when it was first seen. */
  set(id: string, pending: boolean): void {
    if (pending) this.times.set(id, this.times.get(id) ?? (timeOf(id) || Date.now()));
    else this.times.delete(id);
    this.version++;
  }

  /** Replaces the view with the ids a listing of new/ found, unless a change came after `since`. */
  replace(ids: string[], since: number): void {
    if (since !== this.version) return;
    const [now, known] = [Date.now(), this.times];
    this.times = new Map(ids.map((id) => [id, known.get(id) ?? (timeOf(id) || now)]));
  }

  snapshot(now = Date.now()): { count: number; oldestAgeMs: number | null } {
    let oldest = Infinity;
    for (const time of this.times.values()) oldest = Math.min(oldest, time);
    return { count: this.times.size, oldestAgeMs: oldest === Infinity ? null : Math.max(0, now - oldest) };
  }
}

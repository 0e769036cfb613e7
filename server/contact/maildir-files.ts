import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { open, readdir, rename, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// The Maildir's names and file primitives, used by the store (maildir.ts), the token ledger
// (nonces.ts) and the store's housekeeping.

// Leads are personal data: readable by the server's user only.
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

const HOST = os.hostname().replace(/[^A-Za-z0-9-]/g, '_') || 'localhost';
let counter = 0;

/** A Maildir unique name: `<seconds>.M<micros>P<pid>Q<counter>R<random>.<host>`. */
export function newId(now = Date.now()): string {
  const seconds = Math.floor(now / 1000);
  const micros = (now % 1000) * 1000;
  counter = (counter + 1) % 1_000_000;
  return `${seconds}.M${micros}P${process.pid}Q${counter}R${randomBytes(8).toString('hex')}.${HOST}`;
}

/** The id of a file name in cur/ (`<id>:2,<flags>`) or new/ (`<id>`). */
export function idOf(file: string): string {
  return file.split(':')[0]!;
}

const ID_PATTERN = /^[A-Za-z0-9._-]{1,255}$/;

/**
 * Maildir delivery: write to tmp/, fsync, rename into new/, fsync new/ (so the rename survives
 * a power loss). Resolves only once all four are done; a failed write leaves nothing behind.
 */
export async function writeDurably(folder: string, name: string, data: Buffer): Promise<void> {
  const tmp = path.join(folder, 'tmp', name);
  const handle = await open(tmp, 'wx', FILE_MODE);
  try {
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, path.join(folder, 'new', name));
  } catch (error) {
    await unlink(tmp).catch(() => {});
    throw error;
  }
  await fsyncDirectory(path.join(folder, 'new'));
}

/** Makes the renames into `dir` that completed before the call durable. */
export async function fsyncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Whether a name is one the store can give a message (never a path, never a dot file). */
export function isId(name: string): boolean {
  return ID_PATTERN.test(name) && !name.startsWith('.');
}

export function assertId(id: string) {
  if (!isId(id)) throw new Error('invalid message id');
}

/** The receive time at the start of an id (seconds, then micros); 0 for a foreign file name. */
export function timeOf(id: string): number {
  const match = /^(\d+)(?:\.M(\d+))?/.exec(id);
  return match ? Number(match[1]) * 1000 + Math.floor(Number(match[2] ?? 0) / 1000) : 0;
}

export function byTime(a: string, b: string): number {
  return timeOf(a) - timeOf(b) || a.localeCompare(b);
}

export async function readdirOrEmpty(dir: string): Promise<string[]> {
  return (await direntsOrEmpty(dir)).map((entry) => entry.name);
}

/** A folder's entries with their types (no stat per entry); none when the folder is missing. */
export async function direntsOrEmpty(dir: string): Promise<Dirent[]> {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

/** Deletes the regular files in `dirs` last modified before `cutoffMs`; anything else is left alone. */
export async function deleteOlderThan(dirs: string[], cutoffMs: number): Promise<number> {
  let deleted = 0;
  for (const dir of dirs) {
    for (const entry of await direntsOrEmpty(dir)) {
      if (!entry.isFile()) continue;
      const file = path.join(dir, entry.name);
      try {
        if ((await stat(file)).mtimeMs < cutoffMs) {
          await unlink(file);
          deleted++;
        }
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    }
  }
  return deleted;
}

export async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

export function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

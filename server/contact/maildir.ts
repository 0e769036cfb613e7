import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  adoptFile,
  assertId,
  byTime,
  deliverDurably,
  direntsOrEmpty,
  exists,
  idOf,
  isId,
  isNotFound,
  newId,
  PendingIndex,
  readdirOrEmpty,
} from './maildir-files.ts';
import { DIR_MODE, FILE_MODE, fsyncDirectory } from '../durable-file.ts';

/**
 * The lead store: a Maildir++ tree under DATA_DIR, so the owner can open it with any mail client.
 *
 *   new/<id>                 pending: stored, not yet accepted by the relay
 *   cur/<id>:2,S             sent (seen)
 *   .Failed/new/<id>         the relay refused it; kept until someone re-queues or deletes it
 *   .Quarantine/new/<id>     spam, kept QUARANTINE_MAX_AGE_MS (retention.ts) for false positives
 *   tokens/<nonce>           form tokens that already carried a message (nonces.ts)
 *
 * A message only counts as stored once it is in new/ durably: written to tmp/, fsynced,
 * renamed into place and the directory fsynced. Ids are unique (time, pid, counter and 64
 * random bits), so a rename never replaces another message. Only regular files are messages:
 * whatever else sits in a folder (a directory, a link) is left alone and never read.
 */
export type State = 'pending' | 'sent' | 'failed' | 'quarantine';
export const STATES: readonly State[] = ['pending', 'failed', 'quarantine', 'sent'];

export interface Entry {
  id: string;
  state: State;
  file: string;
  mtimeMs: number;
}

/**
 * The readiness probe's message size: above the largest lead (32 KiB of form body, which
 * quoted-printable can grow to about 48 KiB), so "ready" holds for every lead on a filling disk.
 */
const PROBE_MESSAGE = Buffer.alloc(64 * 1024, 'probe\n');

export class MaildirStore {
  private readonly folders: Record<'inbox' | 'failed' | 'quarantine', string>;
  readonly tokens: string;
  private readonly newDir: string;
  /** Where messages are written before they are renamed into place. */
  readonly tmpDirs: string[];
  private ready: Promise<void> | null = null;
  private readonly pendingIndex = new PendingIndex();

  constructor(readonly root: string) {
    this.folders = { inbox: root, failed: path.join(root, '.Failed'), quarantine: path.join(root, '.Quarantine') };
    this.tokens = path.join(root, 'tokens');
    this.newDir = path.join(root, 'new');
    this.tmpDirs = Object.values(this.folders).map((folder) => path.join(folder, 'tmp'));
  }

  /** Creates the folders; safe to call again after a failure (a disk that was read-only at boot). */
  init(): Promise<void> {
    this.ready ??= this.createFolders().catch((error) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  /**
   * Runs a store operation; when a folder has gone missing under it (a wiped or replaced volume,
   * an operator's `rm`), creates the folders again and retries once, instead of refusing every
   * lead until a restart.
   */
  private async withFolders<T>(operation: () => Promise<T>): Promise<T> {
    await this.init();
    try {
      return await operation();
    } catch (error) {
      if (!isNotFound(error)) throw error;
      this.ready = null;
      await this.init();
      return operation();
    }
  }

  private async createFolders() {
    for (const folder of Object.values(this.folders)) {
      for (const sub of ['tmp', 'new', 'cur']) await mkdir(path.join(folder, sub), { recursive: true, mode: DIR_MODE });
    }
    // Maildir++ marks a subfolder with an empty `maildirfolder` file.
    for (const folder of [this.folders.failed, this.folders.quarantine]) {
      await writeFile(path.join(folder, 'maildirfolder'), '', { flag: 'a', mode: FILE_MODE });
    }
    await mkdir(this.tokens, { recursive: true, mode: DIR_MODE });
  }

  /** Stores a message durably in new/ (pending) or in the quarantine; resolves only once it is on disk. */
  async add(state: 'pending' | 'quarantine', id: string, data: Buffer): Promise<void> {
    assertId(id);
    const folder = state === 'pending' ? this.folders.inbox : this.folders.quarantine;
    await this.withFolders(() => deliverDurably(folder, id, data));
    if (state === 'pending') this.pendingIndex.set(id, true);
  }

  /** A pending message's bytes, or null when it is no longer pending (sent, or moved by the outbox tool). */
  async readPending(id: string): Promise<Buffer | null> {
    assertId(id);
    try {
      return await readFile(path.join(this.newDir, id));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Moves a delivered message out of the pending set, flagged seen. */
  markSent(id: string): Promise<void> {
    return this.moveOut(id, path.join(this.folders.inbox, 'cur'), `${id}:2,S`);
  }

  /** Moves a message the relay refused into the failed folder. */
  markFailed(id: string): Promise<void> {
    return this.moveOut(id, path.join(this.folders.failed, 'new'), id);
  }

  private async moveOut(id: string, dir: string, name: string) {
    assertId(id);
    await rename(path.join(this.newDir, id), path.join(dir, name));
    this.pendingIndex.set(id, false);
    await fsyncDirectory(dir);
  }

  /**
   * Puts a failed, quarantined or sent message back into the pending set; returns where it came
   * from. Only a file found in the store moves; one with a foreign name gets a name the store gives.
   */
  async requeue(id: string): Promise<'failed' | 'quarantine' | 'sent' | null> {
    for (const state of ['failed', 'quarantine', 'sent'] as const) {
      const entry = (await this.list(state)).find((e) => e.id === id);
      if (!entry) continue;
      const name = isId(id) ? id : newId(entry.mtimeMs);
      await rename(entry.file, path.join(this.newDir, name));
      await fsyncDirectory(this.newDir);
      this.pendingIndex.set(name, true);
      return state;
    }
    return null;
  }

  /** The folders that hold messages of one state. */
  dirs(state: State): string[] {
    const { inbox, failed, quarantine } = this.folders;
    const both = (folder: string) => [path.join(folder, 'new'), path.join(folder, 'cur')];
    return { pending: [path.join(inbox, 'new')], sent: [path.join(inbox, 'cur')], failed: both(failed), quarantine: both(quarantine) }[
      state
    ];
  }

  /** The messages (regular files) in one state, oldest first. */
  async list(state: State): Promise<Entry[]> {
    const entries: Entry[] = [];
    for (const dir of this.dirs(state)) {
      for (const dirent of await direntsOrEmpty(dir)) {
        if (dirent.name.startsWith('.') || !dirent.isFile()) continue;
        const file = path.join(dir, dirent.name);
        try {
          entries.push({ id: idOf(dirent.name), state, file, mtimeMs: (await stat(file)).mtimeMs });
        } catch (error) {
          if (!isNotFound(error)) throw error; // moved meanwhile
        }
      }
    }
    return entries.sort((a, b) => a.mtimeMs - b.mtimeMs || a.id.localeCompare(b.id));
  }

  /** Whether a message with this id is in any folder and state (the usual names first, then a scan of cur/). */
  async has(id: string): Promise<boolean> {
    assertId(id);
    const { inbox, failed, quarantine } = this.folders;
    const likely = [
      path.join(inbox, 'new', id),
      path.join(inbox, 'cur', `${id}:2,S`),
      path.join(failed, 'new', id),
      path.join(quarantine, 'new', id),
    ];
    for (const file of likely) if (await exists(file)) return true;
    for (const folder of [inbox, failed, quarantine]) {
      if ((await readdirOrEmpty(path.join(folder, 'cur'))).some((name) => idOf(name) === id)) return true;
    }
    return false;
  }

  /**
   * Reads new/ without a stat per file (the delivery loop's scan): `ids`, regular files with a
   * name the store gives, oldest first, are messages; `foreign` is anything else (see adopt).
   * Resyncs the pending index.
   */
  async scanPending(): Promise<{ ids: string[]; foreign: string[] }> {
    const version = this.pendingIndex.version;
    const ids: string[] = [];
    const foreign: string[] = [];
    for (const dirent of await direntsOrEmpty(this.newDir)) {
      if (dirent.name.startsWith('.')) continue;
      (dirent.isFile() && isId(dirent.name) ? ids : foreign).push(dirent.name);
    }
    ids.sort(byTime);
    this.pendingIndex.replace(ids, version);
    return { ids, foreign };
  }

  /** Makes a foreign entry of new/ deliverable (see adoptFile); null when it is gone. */
  async adopt(name: string): Promise<{ id: string } | { left: 'directory' | 'not a regular file' } | null> {
    const result = await adoptFile(this.newDir, name);
    if (result && 'id' in result) this.pendingIndex.set(result.id, true);
    return result;
  }

  /** Count and age of the oldest pending message as of the last scan or change (synchronous). */
  pendingSnapshot(now = Date.now()): { count: number; oldestAgeMs: number | null } {
    return this.pendingIndex.snapshot(now);
  }

  /**
   * Walks the path of a real lead, so readiness means "a lead can be stored now": creates
   * missing folders, writes a message as large as the largest lead to tmp/, fsyncs it, renames
   * it into new/ (as a dot file, which scans skip), fsyncs new/, and cleans up. Throws where a lead would fail (a replaced folder, a full disk).
   */
  async probe(): Promise<void> {
    this.ready = null;
    await this.init();
    const name = `.probe-${randomBytes(6).toString('hex')}`;
    try {
      await deliverDurably(this.folders.inbox, name, PROBE_MESSAGE);
    } finally {
      await unlink(path.join(this.newDir, name)).catch(() => {});
    }
  }
}

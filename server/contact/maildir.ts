import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertId,
  byTime,
  deleteOlderThan,
  DIR_MODE,
  direntsOrEmpty,
  exists,
  FILE_MODE,
  fsyncDirectory,
  idOf,
  isId,
  isNotFound,
  newId,
  readdirOrEmpty,
  timeOf,
  writeDurably,
} from './maildir-files.ts';

/**
 * The lead store: a Maildir++ tree under DATA_DIR, so the owner can open it with any mail client.
 *
 *   new/<id>                 pending: stored, not yet accepted by the relay
 *   cur/<id>:2,S             sent (seen)
 *   .Failed/new/<id>         the relay refused it; kept until someone re-queues or deletes it
 *   .Quarantine/new/<id>     spam, kept QUARANTINE_MAX_AGE_MS for false positives
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

/** What a scan of new/ found: messages to deliver, oldest first, and entries the store did not name. */
export interface PendingScan {
  ids: string[];
  foreign: string[];
}

/** Spam is kept this long so a false positive can be recovered, then deleted. */
export const QUARANTINE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Maildir convention: a file left in tmp/ for 36 hours is debris from a crash. */
export const TMP_MAX_AGE_MS = 36 * 60 * 60 * 1000;

/**
 * The readiness probe's message size: above the largest lead (32 KiB of form body, which
 * quoted-printable can grow to about 48 KiB), so "ready" holds for every lead on a filling disk.
 */
const PROBE_MESSAGE = Buffer.alloc(64 * 1024, 'probe\n');

export class MaildirStore {
  private readonly folders: Record<'inbox' | 'failed' | 'quarantine', string>;
  readonly tokens: string;
  private ready: Promise<void> | null = null;
  /** In-memory view of new/ (id -> time in the id), so status can be read synchronously. */
  private readonly pendingIndex = new Map<string, number>();
  /** Counts changes to pendingIndex: a scan that raced one does not replace the index. */
  private indexVersion = 0;

  constructor(readonly root: string) {
    this.folders = { inbox: root, failed: path.join(root, '.Failed'), quarantine: path.join(root, '.Quarantine') };
    this.tokens = path.join(root, 'tokens');
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

  private get newDir() {
    return path.join(this.folders.inbox, 'new');
  }

  /** Records that `id` is now pending (by the time in its name; a foreign name counts from now) or no longer. */
  private indexPending(id: string, pending: boolean) {
    if (pending) this.pendingIndex.set(id, timeOf(id) || Date.now());
    else this.pendingIndex.delete(id);
    this.indexVersion++;
  }

  /** Stores a message durably in new/ (pending) or in the quarantine; resolves only once it is on disk. */
  async add(state: 'pending' | 'quarantine', id: string, data: Buffer): Promise<void> {
    assertId(id);
    const folder = state === 'pending' ? this.folders.inbox : this.folders.quarantine;
    await this.withFolders(() => writeDurably(folder, id, data));
    if (state === 'pending') this.indexPending(id, true);
  }

  async read(entry: Pick<Entry, 'file'>): Promise<Buffer> {
    return readFile(entry.file);
  }

  /** Pending message by id, or null when it is no longer pending (sent, or moved by the outbox tool). */
  async pending(id: string): Promise<Entry | null> {
    assertId(id);
    const file = path.join(this.newDir, id);
    try {
      return { id, state: 'pending', file, mtimeMs: (await stat(file)).mtimeMs };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Moves a delivered message out of the pending set, flagged seen. */
  async markSent(id: string): Promise<void> {
    assertId(id);
    await rename(path.join(this.newDir, id), path.join(this.folders.inbox, 'cur', `${id}:2,S`));
    this.indexPending(id, false);
    await fsyncDirectory(path.join(this.folders.inbox, 'cur'));
  }

  /** Moves a message the relay refused into the failed folder. */
  async markFailed(id: string): Promise<void> {
    assertId(id);
    await rename(path.join(this.newDir, id), path.join(this.folders.failed, 'new', id));
    this.indexPending(id, false);
    await fsyncDirectory(path.join(this.folders.failed, 'new'));
  }

  /** Puts a failed, quarantined or sent message back into the pending set; returns where it came from. */
  async requeue(id: string): Promise<'failed' | 'quarantine' | 'sent' | null> {
    assertId(id);
    for (const state of ['failed', 'quarantine', 'sent'] as const) {
      const entry = (await this.list(state)).find((e) => e.id === id);
      if (!entry) continue;
      await rename(entry.file, path.join(this.newDir, id));
      await fsyncDirectory(this.newDir);
      this.indexPending(id, true);
      return state;
    }
    return null;
  }

  /** The folders that hold messages of one state. */
  dirs(state: State): string[] {
    const { inbox, failed, quarantine } = this.folders;
    const both = (folder: string) => [path.join(folder, 'new'), path.join(folder, 'cur')];
    return { pending: [path.join(inbox, 'new')], sent: [path.join(inbox, 'cur')], failed: both(failed), quarantine: both(quarantine) }[state];
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

  /** Count and age of the oldest message in one state, from the folders (a stat per message). */
  async summary(state: State, now = Date.now()): Promise<{ count: number; oldestAgeMs: number | null }> {
    const entries = await this.list(state);
    return { count: entries.length, oldestAgeMs: entries[0] ? Math.max(0, now - entries[0].mtimeMs) : null };
  }

  /** Entries of the message folders that are not messages (directories, links), relative to DATA_DIR. */
  async strays(): Promise<string[]> {
    const found: string[] = [];
    for (const dir of STATES.flatMap((state) => this.dirs(state))) {
      for (const dirent of await direntsOrEmpty(dir)) {
        if (!dirent.name.startsWith('.') && !dirent.isFile()) found.push(path.relative(this.root, path.join(dir, dirent.name)));
      }
    }
    return found;
  }

  /** Whether a message with this id is in any folder and state (the usual names first, then a scan of cur/). */
  async has(id: string): Promise<boolean> {
    assertId(id);
    const { inbox, failed, quarantine } = this.folders;
    const likely = [path.join(inbox, 'new', id), path.join(inbox, 'cur', `${id}:2,S`), path.join(failed, 'new', id), path.join(quarantine, 'new', id)];
    for (const file of likely) if (await exists(file)) return true;
    for (const folder of [inbox, failed, quarantine]) {
      if ((await readdirOrEmpty(path.join(folder, 'cur'))).some((name) => idOf(name) === id)) return true;
    }
    return false;
  }

  /**
   * Reads new/ without a stat per file (the delivery loop's scan): regular files with a name the
   * store could have given are messages; anything else is foreign (see adopt). Resyncs the
   * pending index, unless a change in this process raced the listing (it is kept then, and the
   * next scan resyncs).
   */
  async scanPending(): Promise<PendingScan> {
    const version = this.indexVersion;
    const ids: string[] = [];
    const foreign: string[] = [];
    for (const dirent of await direntsOrEmpty(this.newDir)) {
      if (dirent.name.startsWith('.')) continue;
      (dirent.isFile() && isId(dirent.name) ? ids : foreign).push(dirent.name);
    }
    ids.sort(byTime);
    if (version === this.indexVersion) {
      const now = Date.now();
      this.pendingIndex.clear();
      for (const id of ids) this.pendingIndex.set(id, timeOf(id) || now);
    }
    return { ids, foreign };
  }

  /** Ids in new/, oldest first (see scanPending). */
  async pendingIds(): Promise<string[]> {
    return (await this.scanPending()).ids;
  }

  /**
   * Makes a foreign entry of new/ deliverable: a regular file is renamed to a name of the store
   * (`<id>:2,S`, a sent lead moved back by hand, keeps its id; any other name gets a new id from
   * the file's time). Anything that is not a regular file is left where it is. Returns the new
   * id, what was left, or null when the entry is gone.
   */
  async adopt(name: string): Promise<{ id: string } | { left: 'directory' | 'not a regular file' } | null> {
    const file = path.join(this.newDir, name);
    let info;
    try {
      info = await lstat(file);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    if (!info.isFile()) return { left: info.isDirectory() ? 'directory' : 'not a regular file' };
    const own = idOf(name);
    const id = isId(own) && !(await exists(path.join(this.newDir, own))) ? own : newId(info.mtimeMs);
    await rename(file, path.join(this.newDir, id));
    await fsyncDirectory(this.newDir);
    this.indexPending(id, true);
    return { id };
  }

  /** Count and age of the oldest pending message as of the last scan or change (synchronous). */
  pendingSnapshot(now = Date.now()): { count: number; oldestAgeMs: number | null } {
    let oldest = Infinity;
    for (const time of this.pendingIndex.values()) oldest = Math.min(oldest, time);
    return { count: this.pendingIndex.size, oldestAgeMs: oldest === Infinity ? null : Math.max(0, now - oldest) };
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
      await writeDurably(this.folders.inbox, name, PROBE_MESSAGE);
    } finally {
      await unlink(path.join(this.newDir, name)).catch(() => {});
    }
  }

  /** Deletes expired spam and crash debris in tmp/; returns the counts. */
  async purge(now = Date.now()): Promise<{ quarantine: number; tmp: number }> {
    const { quarantine: q, failed, inbox } = this.folders;
    return {
      quarantine: await deleteOlderThan(this.dirs('quarantine'), now - QUARANTINE_MAX_AGE_MS),
      tmp: await deleteOlderThan([inbox, failed, q].map((f) => path.join(f, 'tmp')), now - TMP_MAX_AGE_MS),
    };
  }
}

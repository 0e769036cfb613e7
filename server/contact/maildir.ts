import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertId,
  byTime,
  deleteOlderThan,
  DIR_MODE,
  exists,
  FILE_MODE,
  fsyncDirectory,
  idOf,
  isNotFound,
  readdirOrEmpty,
  timeOf,
  writeDurably,
} from './maildir-files.ts';

export { deleteOlderThan, idOf, newId } from './maildir-files.ts';

/**
 * The lead store: a Maildir++ tree under DATA_DIR, so the owner can open it with any mail client.
 *
 *   new/<id>                 pending: stored, not yet accepted by the relay
 *   cur/<id>:2,S             sent (seen)
 *   .Failed/new/<id>         the relay refused it permanently (5xx)
 *   .Quarantine/new/<id>     spam, kept QUARANTINE_MAX_AGE_MS for false positives
 *   tokens/<nonce>           form tokens that already carried a message (nonces.ts)
 *
 * A message only counts as stored once it is in new/ durably: written to tmp/, fsynced,
 * renamed into place and the directory fsynced. Ids are unique (time, pid, counter and 64
 * random bits), so a rename never replaces another message.
 */
export type State = 'pending' | 'sent' | 'failed' | 'quarantine';

export interface Entry {
  id: string;
  state: State;
  file: string;
  mtimeMs: number;
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
  /** In-memory view of new/ (id -> time in the id), so status can be read synchronously. Resynced by every scan. */
  private readonly pendingIndex = new Map<string, number>();

  constructor(readonly root: string) {
    this.folders = {
      inbox: root,
      failed: path.join(root, '.Failed'),
      quarantine: path.join(root, '.Quarantine'),
    };
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

  /** Stores a message durably in new/ (pending) or in the quarantine; resolves only once it is on disk. */
  async add(state: 'pending' | 'quarantine', id: string, data: Buffer): Promise<void> {
    assertId(id);
    const folder = state === 'pending' ? this.folders.inbox : this.folders.quarantine;
    await this.withFolders(() => writeDurably(folder, id, data));
    if (state === 'pending') this.pendingIndex.set(id, timeOf(id));
  }

  async read(entry: Pick<Entry, 'file'>): Promise<Buffer> {
    return readFile(entry.file);
  }

  /** Pending message by id, or null when it is no longer pending (sent, or moved by the outbox tool). */
  async pending(id: string): Promise<Entry | null> {
    assertId(id);
    const file = path.join(this.folders.inbox, 'new', id);
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
    await rename(path.join(this.folders.inbox, 'new', id), path.join(this.folders.inbox, 'cur', `${id}:2,S`));
    this.pendingIndex.delete(id);
    await fsyncDirectory(path.join(this.folders.inbox, 'cur'));
  }

  /** Moves a message the relay refused permanently into the failed folder. */
  async markFailed(id: string): Promise<void> {
    assertId(id);
    await rename(path.join(this.folders.inbox, 'new', id), path.join(this.folders.failed, 'new', id));
    this.pendingIndex.delete(id);
    await fsyncDirectory(path.join(this.folders.failed, 'new'));
  }

  /** Puts a failed or quarantined message back into the pending set; returns where it came from. */
  async requeue(id: string): Promise<'failed' | 'quarantine' | null> {
    assertId(id);
    for (const state of ['failed', 'quarantine'] as const) {
      const entry = (await this.list(state)).find((e) => e.id === id);
      if (!entry) continue;
      await rename(entry.file, path.join(this.folders.inbox, 'new', id));
      await fsyncDirectory(path.join(this.folders.inbox, 'new'));
      this.pendingIndex.set(id, timeOf(id));
      return state;
    }
    return null;
  }

  /** The messages in one state, oldest first (ids start with the time). */
  async list(state: State): Promise<Entry[]> {
    const dirs = {
      pending: [path.join(this.folders.inbox, 'new')],
      sent: [path.join(this.folders.inbox, 'cur')],
      failed: [path.join(this.folders.failed, 'new'), path.join(this.folders.failed, 'cur')],
      quarantine: [path.join(this.folders.quarantine, 'new'), path.join(this.folders.quarantine, 'cur')],
    }[state];
    const entries: Entry[] = [];
    for (const dir of dirs) {
      for (const name of await readdirOrEmpty(dir)) {
        if (name.startsWith('.')) continue;
        const file = path.join(dir, name);
        try {
          entries.push({ id: idOf(name), state, file, mtimeMs: (await stat(file)).mtimeMs });
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
    const likely = [path.join(inbox, 'new', id), path.join(inbox, 'cur', `${id}:2,S`), path.join(failed, 'new', id), path.join(quarantine, 'new', id)];
    for (const file of likely) if (await exists(file)) return true;
    for (const folder of [inbox, failed, quarantine]) {
      if ((await readdirOrEmpty(path.join(folder, 'cur'))).some((name) => idOf(name) === id)) return true;
    }
    return false;
  }

  /** Ids in new/, oldest first, without a stat per file (the delivery loop's scan); resyncs the index. */
  async pendingIds(): Promise<string[]> {
    const ids = (await readdirOrEmpty(path.join(this.folders.inbox, 'new'))).filter((n) => !n.startsWith('.')).sort(byTime);
    const now = Date.now();
    this.pendingIndex.clear();
    for (const id of ids) this.pendingIndex.set(id, timeOf(id) || now);
    return ids;
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
      await unlink(path.join(this.folders.inbox, 'new', name)).catch(() => {});
    }
  }

  /** Deletes expired spam and crash debris in tmp/; returns the counts. */
  async purge(now = Date.now()): Promise<{ quarantine: number; tmp: number }> {
    const { quarantine: q, failed, inbox } = this.folders;
    return {
      quarantine: await deleteOlderThan([path.join(q, 'new'), path.join(q, 'cur')], now - QUARANTINE_MAX_AGE_MS),
      tmp: await deleteOlderThan([inbox, failed, q].map((f) => path.join(f, 'tmp')), now - TMP_MAX_AGE_MS),
    };
  }
}

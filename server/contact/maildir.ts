import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withoutVerdict } from './compose.ts';
import { DIR_MODE, FILE_MODE, fsyncDirectory } from '../durable-file.ts';
import { assertId, byTime, deliverDurably, direntsOrEmpty, idOf, isId, newId, PendingIndex, unlessMissing } from './maildir-files.ts';

/**
 * The lead store: a Maildir++ tree under DATA_DIR, so the owner can open it with any mail client.
 *
 *   new/<id>                 pending: stored, not yet accepted by the relay (any file here is a lead)
 *   cur/<id>:2,S             sent (seen)
 *   .Quarantine/new/<id>     spam, kept QUARANTINE_MAX_AGE_MS (retention.ts) for false positives
 *   tokens/<nonce>           form tokens that already carried a message (nonces.ts)
 *   delivery.json            each pending lead's last delivery error (delivery.ts, npm run outbox)
 *
 * A message only counts as stored once it is in new/ durably (deliverDurably). Ids are unique (time, pid, counter
 * and 64 random bits), so a rename never replaces another message. Only regular files are messages: whatever else
 * sits in a folder (a directory, a link) is left alone and never read.
 */
export type State = 'pending' | 'sent' | 'quarantine';
export const STATES: readonly State[] = ['pending', 'quarantine', 'sent'];

export interface Entry {
  id: string;
  state: State;
  file: string;
  mtimeMs: number;
}

/** A pending lead's last failed delivery, as delivery.json keeps it. */
export interface DeliveryError {
  attempts: number;
  /** ISO time of the last attempt. */
  at: string;
  error: string;
  /** The relay's own reply (a „Details“ line for the owner), when it gave one. */
  answer?: string;
}

/** Above the largest lead (32 KiB of form body, about 48 KiB quoted-printable), so "ready" holds for every lead on a filling disk. */
const PROBE_MESSAGE = Buffer.alloc(64 * 1024, 'probe\n');

export class MaildirStore {
  readonly quarantine: string;
  readonly tokens: string;
  private readonly newDir: string;
  private readonly errorsFile: string;
  private ready: Promise<void> | null = null;
  private readonly pendingIndex = new PendingIndex();

  constructor(readonly root: string) {
    this.quarantine = path.join(root, '.Quarantine');
    this.tokens = path.join(root, 'tokens');
    this.newDir = path.join(root, 'new');
    this.errorsFile = path.join(root, 'delivery.json');
  }

  /** Creates the folders; safe to call again after a failure (a disk that was read-only at boot). */
  init(): Promise<void> {
    this.ready ??= this.createFolders().catch((error) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  private async createFolders() {
    for (const folder of [this.root, this.quarantine]) {
      for (const sub of ['tmp', 'new', 'cur']) await mkdir(path.join(folder, sub), { recursive: true, mode: DIR_MODE });
    }
    // Maildir++ marks a subfolder with an empty `maildirfolder` file.
    await writeFile(path.join(this.quarantine, 'maildirfolder'), '', { flag: 'a', mode: FILE_MODE });
    await mkdir(this.tokens, { recursive: true, mode: DIR_MODE });
  }

  /**
   * Stores a message durably in new/ (pending) or in the quarantine; resolves once it is on disk. `to`, its
   * recipient when not the owner (a visitor's confirmation), is kept above its headers as `Envelope-To:`.
   */
  async add(state: 'pending' | 'quarantine', id: string, data: Buffer, to?: string): Promise<void> {
    assertId(id);
    const file = to ? Buffer.concat([Buffer.from(`Envelope-To: ${to}\r\n`), data]) : data;
    const folder = state === 'pending' ? this.root : this.quarantine;
    await this.init();
    // A folder gone missing under the store (a wiped volume, an `rm`) is made again, and the message stored once more.
    if ((await unlessMissing(deliverDurably(folder, id, file).then(() => true))) === null) {
      this.ready = null;
      await this.init();
      await deliverDurably(folder, id, file);
    }
    if (state === 'pending') this.pendingIndex.set(id, true);
  }

  /** A pending message as sent, its recipient (none: MAIL_TO) and whether it goes once sent (`X-Erase-When-Sent`); null when gone. */
  async readPending(id: string): Promise<{ raw: Buffer; to?: string; erase: boolean } | null> {
    assertId(id);
    const file = await unlessMissing(readFile(path.join(this.newDir, id)));
    if (!file) return null;
    const head = file.subarray(0, 2048).toString('latin1');
    const erase = /^X-Erase-When-Sent: /m.test(head.split('\r\n\r\n')[0]!);
    const envelope = /^Envelope-To: (\S+)\r\n/.exec(head);
    return envelope ? { raw: file.subarray(envelope[0].length), to: envelope[1], erase } : { raw: file, erase };
  }

  /** Moves a delivered message out of the pending set, flagged seen; `erase`: deletes it instead. */
  async markSent(id: string, erase = false): Promise<void> {
    assertId(id);
    const cur = path.join(this.root, 'cur');
    if (erase) await unlink(path.join(this.newDir, id));
    else await rename(path.join(this.newDir, id), path.join(cur, `${idOf(id)}:2,S`));
    this.pendingIndex.set(id, false);
    await fsyncDirectory(erase ? this.newDir : cur);
  }

  /**
   * Puts a quarantined or sent message back into the pending set; returns where it came from. One from the quarantine
   * is stored anew without its spam verdict, then the quarantined copy goes (a crash between leaves both, never neither).
   */
  async requeue(id: string): Promise<'quarantine' | 'sent' | null> {
    for (const state of ['quarantine', 'sent'] as const) {
      const entry = (await this.list(state)).find((e) => e.id === id);
      if (!entry) continue;
      const name = isId(id) ? id : newId(entry.mtimeMs);
      if (state === 'quarantine') {
        await deliverDurably(this.root, name, withoutVerdict(await readFile(entry.file)));
        await unlink(entry.file);
      } else {
        await rename(entry.file, path.join(this.newDir, name));
        await fsyncDirectory(this.newDir);
      }
      this.pendingIndex.set(name, true);
      return state;
    }
    return null;
  }

  dirs(state: State): string[] {
    if (state === 'pending') return [this.newDir];
    if (state === 'sent') return [path.join(this.root, 'cur')];
    return [path.join(this.quarantine, 'new'), path.join(this.quarantine, 'cur')];
  }

  /** The messages (regular files) in one state, oldest first. */
  async list(state: State): Promise<Entry[]> {
    const entries: Entry[] = [];
    for (const dir of this.dirs(state)) {
      for (const dirent of await direntsOrEmpty(dir)) {
        if (dirent.name.startsWith('.') || !dirent.isFile()) continue;
        const file = path.join(dir, dirent.name);
        const info = await unlessMissing(stat(file)); // null: moved meanwhile
        if (info) entries.push({ id: idOf(dirent.name), state, file, mtimeMs: info.mtimeMs });
      }
    }
    return entries.sort((a, b) => a.mtimeMs - b.mtimeMs || a.id.localeCompare(b.id));
  }

  /** Whether a message with this id is in any folder (asked only when a form token comes back). */
  async has(id: string): Promise<boolean> {
    for (const dir of STATES.flatMap((state) => this.dirs(state))) {
      if ((await direntsOrEmpty(dir)).some((entry) => idOf(entry.name) === id)) return true;
    }
    return false;
  }

  /**
   * Reads new/ without a stat per file (the delivery loop's scan), resyncing the pending index: `ids`, oldest first, are
   * leads; `skipped` is anything else (a directory, a link), never read.
   */
  async scanPending(): Promise<{ ids: string[]; skipped: string[] }> {
    const version = this.pendingIndex.version;
    const ids: string[] = [];
    const skipped: string[] = [];
    for (const dirent of await direntsOrEmpty(this.newDir)) {
      if (dirent.name.startsWith('.')) continue;
      (dirent.isFile() ? ids : skipped).push(dirent.name);
    }
    ids.sort(byTime);
    this.pendingIndex.replace(ids, version);
    return { ids, skipped };
  }

  /** Count and age of the oldest pending message as of the last scan or change (synchronous). */
  pendingSnapshot(now = Date.now()): { count: number; oldestAgeMs: number | null } {
    return this.pendingIndex.snapshot(now);
  }

  /** Each pending lead's last delivery error (none when the file is missing or unreadable). */
  async deliveryErrors(): Promise<Record<string, DeliveryError>> {
    // A corrupt file too: it only explains, and the next failure rewrites it.
    return readFile(this.errorsFile, 'utf8')
      .then((text) => JSON.parse(text) as Record<string, DeliveryError>)
      .catch(() => ({}));
  }

  /** Replaces delivery.json: diagnostics for the outbox tool, so written without fsync. */
  async saveDeliveryErrors(errors: Record<string, DeliveryError>): Promise<void> {
    const tmp = `${this.errorsFile}.${process.pid}.tmp`;
    await writeFile(tmp, `${JSON.stringify(errors, null, 1)}\n`, { mode: FILE_MODE });
    await rename(tmp, this.errorsFile);
  }

  /**
   * Walks a real lead's path (folders, tmp/, fsync, rename into new/ as a dot file, which scans skip), so readiness
   * means "a lead can be stored now"; throws where a lead would fail (a replaced folder, a full disk).
   */
  async probe(): Promise<void> {
    this.ready = null;
    await this.init();
    const name = `.probe-${randomBytes(6).toString('hex')}`;
    try {
      await deliverDurably(this.root, name, PROBE_MESSAGE);
    } finally {
      await unlink(path.join(this.newDir, name)).catch(() => {});
    }
  }
}

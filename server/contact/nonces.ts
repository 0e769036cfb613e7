import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DIR_MODE, FILE_MODE } from '../durable-file.ts';
import { deleteOlderThan } from './maildir-files.ts';

/** A used-token record is useless once the token itself has expired (MAX_TOKEN_AGE_MS, 24 h); one hour of slack for clock steps. */
const NONCE_MAX_AGE_MS = 25 * 60 * 60 * 1000;

// Nonces come out of a verified token (12 random bytes, base64url), checked again before use as a name.
const NONCE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A nonce held for one message: settled once the message is stored, released when it is not. */
export interface Claim {
  settle(): void;
  release(): Promise<void>;
}

/**
 * The replay defence: `tokens/<nonce>` holds the id of the message its form token carried, so a token carries one
 * message, across restarts too. A record whose message is not in the store (the process died in between) is taken
 * over. A second post with the same token waits for the first one's outcome: stored, it is a replay; not stored, it
 * claims the token itself, so it is never answered like a success while the first was refused.
 */
export class NonceLedger {
  /** Nonces whose post is being stored: settles when that post ends, either way. */
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    readonly dir: string,
    /** Whether a message with this id is anywhere in the store. */
    private readonly isStored: (id: string) => Promise<boolean>,
  ) {}

  /** Claims `nonce` for message `id`; null when that is a replay. */
  async claim(nonce: string, id: string): Promise<Claim | null> {
    if (!NONCE_PATTERN.test(nonce)) return null;
    for (let earlier = this.inFlight.get(nonce); earlier; earlier = this.inFlight.get(nonce)) await earlier;
    let ended!: () => void;
    const mine = new Promise<void>((resolve) => (ended = resolve));
    this.inFlight.set(nonce, mine);
    const done = () => {
      if (this.inFlight.get(nonce) === mine) this.inFlight.delete(nonce);
      ended();
    };
    try {
      if (!(await this.record(nonce, id, 'wx'))) {
        const earlier = await readFile(this.file(nonce), 'utf8').catch(() => '');
        if (earlier && (await this.isStored(earlier))) {
          done();
          return null;
        }
        await this.record(nonce, id, 'w'); // the earlier post never reached the store
      }
    } catch (error) {
      done();
      throw error;
    }
    return {
      settle: done,
      release: async () => {
        await unlink(this.file(nonce)).catch(() => {});
        done();
      },
    };
  }

  /** Creates and removes a record: can a claim be written right now? */
  async probe(): Promise<void> {
    const nonce = `probe-${process.pid}-${Date.now()}`;
    try {
      await this.record(nonce, nonce, 'w');
    } finally {
      await unlink(this.file(nonce)).catch(() => {});
    }
  }

  purge(now = Date.now()): Promise<number> {
    return deleteOlderThan([this.dir], now - NONCE_MAX_AGE_MS);
  }

  private file(nonce: string) {
    return path.join(this.dir, nonce);
  }

  /** Writes a record; false when `wx` finds one. Creates the folder when it has gone missing. */
  private async record(nonce: string, id: string, flag: 'wx' | 'w'): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      try {
        await writeFile(this.file(nonce), id, { flag, mode: FILE_MODE });
        return true;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST') return false;
        if (code !== 'ENOENT' || attempt > 0) throw error;
        await mkdir(this.dir, { recursive: true, mode: DIR_MODE });
      }
    }
  }
}

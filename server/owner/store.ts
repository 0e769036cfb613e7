import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { AuthenticatorTransportFuture } from '@simplewebauthn/server';
import { DIR_MODE, writeDurably } from '../durable-file.ts';

/** Ceilings of the owner's store: it stays a small file whatever is sent to the sign-in routes. */
export const OWNER_LIMITS = {
  passkeys: 20,
  /** Challenges handed out and not yet answered; a newer one pushes out the oldest. */
  challenges: 5,
  links: 10,
  challengeMs: 5 * 60_000,
  linkMs: 15 * 60_000,
} as const;

interface Passkey {
  /** The credential id, base64url. */
  id: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports?: AuthenticatorTransportFuture[];
  createdAt: string;
  lastUsedAt?: string;
}

export type Purpose = 'register' | 'sign-in';

export interface OwnerState {
  /** The session generation: every session cookie carries it, `npm run owner -- revoke` raises it. */
  epoch: number;
  /** The WebAuthn user handle of the one owner, base64url; made with the first link. */
  userId: string;
  passkeys: Passkey[];
  /** One-time links: only the SHA-256 of each token is kept. */
  links: Array<{ hash: string; expiresAt: number }>;
  challenges: Array<{ challenge: string; purpose: Purpose; expiresAt: number }>;
}

const empty = (): OwnerState => ({ epoch: 1, userId: randomBytes(16).toString('base64url'), passkeys: [], links: [], challenges: [] });

/** SHA-256 of a link's token, base64url: what the store keeps, and (its first 8 characters) what the log names. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A lock older than this was left by a process that died while holding it. */
const STALE_LOCK_MS = 10_000;
const LOCK_WAIT_MS = 5_000;

/**
 * The owner's passkeys, one-time links, pending challenges and session generation: one JSON
 * file in DATA_DIR/owner/, replaced whole and durably on every change. The server and
 * `npm run owner` change it from two processes, so every change reads the file afresh under a
 * lock file; reads between changes come from memory while the file is unchanged.
 */
export class OwnerStore {
  readonly dir: string;
  private readonly file: string;
  private readonly lockFile: string;
  private cached: { key: string; state: OwnerState } | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'owner');
    this.file = path.join(this.dir, 'state.json');
    this.lockFile = path.join(this.dir, 'lock');
  }

  /** The state as it is on disk now (one stat when nothing changed). */
  async read(): Promise<OwnerState> {
    const info = await stat(this.file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!info) return empty();
    const key = `${info.ino}:${info.mtimeMs}:${info.size}`;
    if (this.cached?.key !== key) this.cached = { key, state: JSON.parse(await readFile(this.file, 'utf8')) as OwnerState };
    return structuredClone(this.cached.state);
  }

  /**
   * Changes the state under the lock and writes it, whatever `change` returns or throws (a
   * challenge it took out stays taken). Expired links and challenges are dropped first.
   */
  update<T>(change: (state: OwnerState, now: number) => T | Promise<T>): Promise<T> {
    const run = this.queue.then(() => this.locked(change));
    this.queue = run.catch(() => {});
    return run;
  }

  private async locked<T>(change: (state: OwnerState, now: number) => T | Promise<T>): Promise<T> {
    await mkdir(this.dir, { recursive: true, mode: DIR_MODE });
    await this.lock();
    try {
      this.cached = null;
      const state = await this.read();
      const now = Date.now();
      state.links = state.links.filter((link) => link.expiresAt > now);
      state.challenges = state.challenges.filter((c) => c.expiresAt > now);
      try {
        return await change(state, now);
      } finally {
        const tmp = path.join(this.dir, `state.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
        await writeDurably(tmp, this.file, JSON.stringify(state, null, 2));
      }
    } finally {
      await unlink(this.lockFile).catch(() => {});
    }
  }

  /** Takes the lock file (O_EXCL), waiting for another process to let go; breaks a stale one. */
  private async lock(): Promise<void> {
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        await (await open(this.lockFile, 'wx')).close();
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const held = await stat(this.lockFile).catch(() => null);
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) await unlink(this.lockFile).catch(() => {});
      else if (Date.now() > deadline) throw new Error(`the owner store is locked (${this.lockFile})`);
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** A new one-time link's token; the store keeps its hash. Returns the token and when it expires. */
  createLink(): Promise<{ token: string; expiresAt: number }> {
    return this.update((state, now) => {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = now + OWNER_LIMITS.linkMs;
      state.links = [...state.links, { hash: tokenHash(token), expiresAt }].slice(-OWNER_LIMITS.links);
      return { token, expiresAt };
    });
  }

  /** Ends every session and removes every passkey and unused link. */
  revoke(): Promise<{ passkeys: number }> {
    return this.update((state) => {
      const passkeys = state.passkeys.length;
      Object.assign(state, { epoch: state.epoch + 1, passkeys: [], links: [], challenges: [] });
      return { passkeys };
    });
  }
}

/** Whether `token` names an unexpired, unused link of `state`. */
export const hasLink = (state: OwnerState, token: string, now = Date.now()) =>
  state.links.some((link) => link.hash === tokenHash(token) && link.expiresAt > now);

/** Adds a challenge, pushing out the oldest beyond the ceiling. */
export function addChallenge(state: OwnerState, challenge: string, purpose: Purpose, now: number): void {
  state.challenges = [...state.challenges, { challenge, purpose, expiresAt: now + OWNER_LIMITS.challengeMs }].slice(
    -OWNER_LIMITS.challenges,
  );
}

/** Takes a pending challenge out (once: an answer to it is judged once); true when it was there for `purpose`. */
export function takeChallenge(state: OwnerState, challenge: string, purpose: Purpose): boolean {
  const index = state.challenges.findIndex((c) => c.challenge === challenge && c.purpose === purpose);
  if (index === -1) return false;
  state.challenges.splice(index, 1);
  return true;
}

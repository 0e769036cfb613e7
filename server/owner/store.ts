import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AuthenticatorTransportFuture } from '@simplewebauthn/server';
import { lock } from 'proper-lockfile';
import { unlessMissing } from '../contact/maildir-files.ts';
import { DIR_MODE, writeDurably } from '../durable-file.ts';
import { serial } from '../serial.ts';

/** Ceilings of the owner's store: it stays a small file whatever is sent to the sign-in routes. */
export const OWNER_LIMITS = {
  passkeys: 20,
  links: 10,
  /** Signed-in browsers; a newer sign-in pushes out the oldest. */
  sessions: 20,
  /** A device's name as the owner gives it. */
  nameLength: 40,
  linkMs: 15 * 60_000,
  /** A session lasts this long from sign-in; then the owner signs in again. */
  sessionMs: 12 * 3600_000,
} as const;

interface Passkey {
  /** The credential id, base64url. */
  id: string;
  /** What the owner called the device („iPhone“), shown on the settings page. */
  name: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports?: AuthenticatorTransportFuture[];
  createdAt: string;
  lastUsedAt?: string;
}

/** A signed-in browser: the SHA-256 of its cookie's session id, the passkey it signed in with, when. */
interface Session {
  hash: string;
  passkey: string;
  since: number;
}

export interface OwnerState {
  /** The WebAuthn user handle of the one owner, base64url; made with the first link. */
  userId: string;
  passkeys: Passkey[];
  /** One-time links: only the SHA-256 of each token is kept. */
  links: Array<{ hash: string; expiresAt: number }>;
  sessions: Session[];
  /** Where the server was last seen running (PUBLIC_URL or http://localhost:PORT): the link command prints it. */
  url?: string;
}

const empty = (): OwnerState => ({ userId: randomBytes(16).toString('base64url'), passkeys: [], links: [], sessions: [] });

/** SHA-256 of a link's token or a session id, base64url: what the store keeps, and (its first 8 characters) what the log names. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The lock between the two writers, the folder `owner/lock`: proper-lockfile keeps it fresh while held and breaks one
 * left by a process that died (unrefreshed for 10 s); a change waits up to 5 s for the other process to let go. A lock
 * taken over while this process stalled fails nothing: the change's write is whole either way (no throw from a timer).
 */
const LOCK = { retries: { retries: 50, factor: 1, minTimeout: 100 }, realpath: false, onCompromised: () => {} };

/**
 * The owner's passkeys, one-time links and sessions: one JSON file in DATA_DIR/owner/, replaced
 * whole and durably on every change. The server and `npm run owner` change it from two
 * processes, so every change reads the file afresh under a lock file; reads between changes come
 * from memory while the file is unchanged.
 */
export class OwnerStore {
  readonly dir: string;
  private readonly file: string;
  private cached: { key: string; state: OwnerState } | null = null;
  private readonly queue = serial();

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'owner');
    this.file = path.join(this.dir, 'state.json');
  }

  /** The state as it is on disk now (one stat when nothing changed). */
  async read(): Promise<OwnerState> {
    const info = await unlessMissing(stat(this.file));
    if (!info) return empty();
    const key = `${info.ino}:${info.mtimeMs}:${info.size}`;
    if (this.cached?.key !== key) this.cached = { key, state: JSON.parse(await readFile(this.file, 'utf8')) as OwnerState };
    return structuredClone(this.cached.state);
  }

  /**
   * Changes the state under the lock and writes it, whatever `change` returns or throws. Expired
   * links and sessions, and sessions whose passkey is gone, are dropped first.
   */
  update<T>(change: (state: OwnerState, now: number) => T | Promise<T>): Promise<T> {
    return this.queue(async () => {
      await mkdir(this.dir, { recursive: true, mode: DIR_MODE });
      const release = await lock(this.dir, { ...LOCK, lockfilePath: path.join(this.dir, 'lock') });
      try {
        this.cached = null;
        const state = await this.read();
        const now = Date.now();
        state.links = state.links.filter((link) => link.expiresAt > now);
        state.sessions = state.sessions.filter((s) => live(state, s, now));
        try {
          return await change(state, now);
        } finally {
          await writeDurably(this.file, JSON.stringify(state, null, 2));
        }
      } finally {
        await release().catch(() => {});
      }
    });
  }

  /** A new one-time link's token; the store keeps its hash. Returns the token and when it expires. */
  createLink(): Promise<{ token: string; expiresAt: number; url?: string }> {
    return this.update((state, now) => {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = now + OWNER_LIMITS.linkMs;
      state.links = [...state.links, { hash: tokenHash(token), expiresAt }].slice(-OWNER_LIMITS.links);
      return { token, expiresAt, url: state.url };
    });
  }

  /** A new session for `passkey`: its id (the cookie's value); the store keeps its hash. */
  startSession(passkey: string): Promise<string> {
    return this.update((state, now) => {
      const id = randomBytes(32).toString('base64url');
      state.sessions = [...state.sessions, { hash: tokenHash(id), passkey, since: now }].slice(-OWNER_LIMITS.sessions);
      return id;
    });
  }

  async session(id: string): Promise<Session | undefined> {
    const hash = tokenHash(id);
    const state = await this.read();
    const found = state.sessions.find((s) => s.hash === hash);
    return found && live(state, found, Date.now()) ? found : undefined;
  }

  endSession(id: string): Promise<void> {
    const hash = tokenHash(id);
    return this.update((state) => void (state.sessions = state.sessions.filter((s) => s.hash !== hash)));
  }

  /** Removes one device: its passkey and every session it signed in. */
  removePasskey(id: string): Promise<void> {
    return this.update((state) => {
      state.passkeys = state.passkeys.filter((p) => p.id !== id);
      state.sessions = state.sessions.filter((s) => s.passkey !== id);
    });
  }

  /** Ends every session and removes every passkey and unused link. */
  revoke(): Promise<{ passkeys: number }> {
    return this.update((state) => {
      const passkeys = state.passkeys.length;
      Object.assign(state, { passkeys: [], links: [], sessions: [] });
      return { passkeys };
    });
  }
}

/** A session within its 12 hours whose passkey is still there. */
const live = (state: OwnerState, session: Session, now: number) =>
  session.since + OWNER_LIMITS.sessionMs > now && state.passkeys.some((p) => p.id === session.passkey);

/** Whether `token` names an unexpired, unused link of `state`. */
export const hasLink = (state: OwnerState, token: string, now = Date.now()) =>
  state.links.some((link) => link.hash === tokenHash(token) && link.expiresAt > now);

// Retention of the lead store, as the privacy statement promises it: a delivered lead (cur/)
// and a lead the relay refused (.Failed/) are deleted LEAD_RETENTION_DAYS after they were
// received. Pending leads (new/) are never deleted: they are not delivered yet.
import { unlink } from 'node:fs/promises';
import type { MaildirStore, State } from './maildir.ts';
import type { NonceLedger } from './nonces.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The states a retention period applies to. */
const EXPIRING: readonly State[] = ['sent', 'failed'];

export interface RetentionResult {
  sent: number;
  failed: number;
}

/**
 * Deletes delivered and failed leads received more than `retentionDays` ago (by the file's
 * mtime: the time it was stored; a move between folders keeps it). Returns the counts.
 */
export async function sweepRetention(store: MaildirStore, retentionDays: number, now = Date.now()): Promise<RetentionResult> {
  const cutoff = now - retentionDays * DAY_MS;
  const deleted: RetentionResult = { sent: 0, failed: 0 };
  for (const state of EXPIRING) {
    for (const entry of await store.list(state)) {
      if (entry.mtimeMs >= cutoff) continue;
      try {
        await unlink(entry.file);
        deleted[state as keyof RetentionResult]++;
      } catch (error) {
        // Moved or deleted meanwhile (the outbox tool, a mail client): nothing left to do.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  return deleted;
}

/** What one housekeeping pass deleted. */
export interface Housekeeping extends RetentionResult {
  quarantine: number;
  tokens: number;
  tmp: number;
}

/**
 * The store's one housekeeping pass, run by the server at boot and hourly and by
 * `npm run outbox -- purge`: leads past their retention, expired spam, used-token records
 * older than their tokens, and tmp/ debris.
 */
export async function housekeeping(store: MaildirStore, nonces: NonceLedger, retentionDays: number, now = Date.now()): Promise<Housekeeping> {
  return { ...(await sweepRetention(store, retentionDays, now)), ...(await store.purge(now)), tokens: await nonces.purge(now) };
}

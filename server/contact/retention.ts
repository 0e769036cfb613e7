// Retention of the lead store: a delivered lead (cur/) is deleted LEAD_RETENTION_DAYS after it
// was received. A lead that was never delivered – pending (new/) or refused by the relay
// (.Failed/) – is never deleted by retention: only a person re-queues or deletes it.
import { unlink } from 'node:fs/promises';
import type { MaildirStore } from './maildir.ts';
import type { NonceLedger } from './nonces.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionResult {
  sent: number;
}

/**
 * Deletes delivered leads received more than `retentionDays` ago (by the file's mtime: the time
 * it was stored; a move between folders keeps it). Returns the count.
 */
export async function sweepRetention(store: MaildirStore, retentionDays: number, now = Date.now()): Promise<RetentionResult> {
  const cutoff = now - retentionDays * DAY_MS;
  let sent = 0;
  for (const entry of await store.list('sent')) {
    if (entry.mtimeMs >= cutoff) continue;
    try {
      await unlink(entry.file);
      sent++;
    } catch (error) {
      // Moved or deleted meanwhile (the outbox tool, a mail client): nothing left to do.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return { sent };
}

/** What one housekeeping pass deleted. */
export interface Housekeeping extends RetentionResult {
  quarantine: number;
  tokens: number;
  tmp: number;
}

/**
 * The store's one housekeeping pass, run by the server at boot and hourly and by
 * `npm run outbox -- purge`: delivered leads past their retention, expired spam, used-token
 * records older than their tokens, and tmp/ debris.
 */
export async function housekeeping(store: MaildirStore, nonces: NonceLedger, retentionDays: number, now = Date.now()): Promise<Housekeeping> {
  return { ...(await sweepRetention(store, retentionDays, now)), ...(await store.purge(now)), tokens: await nonces.purge(now) };
}

// Retention of the lead store: a delivered lead (cur/) is deleted LEAD_RETENTION_DAYS after it
// was received. A lead that was never delivered (new/) is never deleted by retention: it is
// retried until the relay takes it, or a person deletes it.
import { unlink } from 'node:fs/promises';
import { deleteOlderThan } from './maildir-files.ts';
import type { MaildirStore } from './maildir.ts';
import type { NonceLedger } from './nonces.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Spam is kept this long so a false positive can be recovered, then deleted. */
export const QUARANTINE_MAX_AGE_MS = 30 * DAY_MS;
/** Maildir convention: a file left in tmp/ for 36 hours is debris from a crash. */
export const TMP_MAX_AGE_MS = 36 * 60 * 60 * 1000;

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

/** Deletes expired spam and crash debris in tmp/; returns the counts. */
export async function purgeExpired(store: MaildirStore, now = Date.now()): Promise<{ quarantine: number; tmp: number }> {
  return {
    quarantine: await deleteOlderThan(store.dirs('quarantine'), now - QUARANTINE_MAX_AGE_MS),
    tmp: await deleteOlderThan(store.tmpDirs, now - TMP_MAX_AGE_MS),
  };
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
export async function housekeeping(
  store: MaildirStore,
  nonces: NonceLedger,
  retentionDays: number,
  now = Date.now(),
): Promise<Housekeeping> {
  return { ...(await sweepRetention(store, retentionDays, now)), ...(await purgeExpired(store, now)), tokens: await nonces.purge(now) };
}

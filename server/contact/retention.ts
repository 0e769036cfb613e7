import path from 'node:path';
import { DAY_MS } from '../../shared/clock.ts';
import { deleteOlderThan } from './maildir-files.ts';
import type { MaildirStore } from './maildir.ts';
import type { NonceLedger } from './nonces.ts';

/** Spam is kept this long so a false positive can be recovered, then deleted. */
export const QUARANTINE_MAX_AGE_MS = 30 * DAY_MS;
/** Maildir convention: a file left in tmp/ for 36 hours is debris from a crash. */
const TMP_MAX_AGE_MS = 36 * 60 * 60 * 1000;

/**
 * The one housekeeping pass, by the files' mtime (when they were stored): delivered leads past their retention, expired
 * spam, used-token records older than their tokens, and tmp/ debris. A lead not yet delivered (new/) is never deleted.
 */
export async function housekeeping(store: MaildirStore, nonces: NonceLedger, retentionDays: number, now = Date.now()) {
  return {
    sent: await deleteOlderThan(store.dirs('sent'), now - retentionDays * DAY_MS),
    quarantine: await deleteOlderThan(store.dirs('quarantine'), now - QUARANTINE_MAX_AGE_MS),
    tokens: await nonces.purge(now),
    tmp: await deleteOlderThan([path.join(store.root, 'tmp'), path.join(store.quarantine, 'tmp')], now - TMP_MAX_AGE_MS),
  };
}

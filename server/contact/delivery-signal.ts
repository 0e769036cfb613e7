// Delivery's state for the owner: the overview of /intern and the weekly digest say it in German
// (owner/wording.ts). From the store itself (new/ and delivery.json), so the page, the digest and
// `npm run outbox` read the same thing.
import type { DeliveryError, MaildirStore } from './maildir.ts';
import { errorOf, inventory } from './operations.ts';

export interface DeliveryHealth {
  /** A relay is configured (SMTP_URL). */
  enabled: boolean;
  pending: number;
  /** When the oldest pending message was stored (ms), or null. */
  oldestPendingAt: number | null;
  /** Pending messages whose last attempt the relay refused (a 5xx). */
  refused: number;
  /** The newest of the pending messages' last errors. */
  lastError: string | null;
  /** Quarantined messages stored since `since`. */
  quarantined: number;
}

/** The store's delivery state; `since`: where „quarantined“ starts counting (the digest's week, the last 7 days). */
export async function deliveryHealth(store: MaildirStore, enabled: boolean, since: number): Promise<DeliveryHealth> {
  const { lists, errors } = await inventory(store);
  const pendingErrors = lists.pending.map((entry) => errorOf(entry, errors)).filter((e): e is DeliveryError => e !== null);
  const newest = pendingErrors.sort((a, b) => b.at.localeCompare(a.at))[0];
  return {
    enabled,
    pending: lists.pending.length,
    oldestPendingAt: lists.pending[0]?.mtimeMs ?? null,
    refused: pendingErrors.filter((e) => e.error.startsWith('the relay refused')).length,
    lastError: newest?.error ?? null,
    quarantined: lists.quarantine.filter((entry) => entry.mtimeMs >= since).length,
  };
}

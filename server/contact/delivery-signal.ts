// Delivery's state in plain German for the owner: the overview of /intern and the weekly digest.
// From the store itself (new/ and delivery.json), so the page, the digest and `npm run outbox`
// read the same thing; the relay's answers are turned into what to check, never shown as codes.
import type { DeliveryError, MaildirStore } from './maildir.ts';
import { errorOf, inventory } from './outbox.ts';

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

/** What the owner should check, from the relay's last answer (server/contact/smtp.ts relayFailure). */
export function hintOf(error: string | null): string {
  if (error === null) return 'sie werden gerade zugestellt';
  if (/refused at (AUTH|MAIL FROM: 530)/.test(error)) return 'der Mailserver lehnt die Anmeldung ab – SMTP_URL prüfen';
  if (error.includes('refused at MAIL FROM')) return 'der Mailserver lehnt den Absender ab – MAIL_FROM prüfen';
  if (error.includes('refused at RCPT TO')) return 'der Mailserver lehnt den Empfänger ab – MAIL_TO prüfen';
  if (error.startsWith('the relay refused')) return 'der Mailserver lehnt die Nachricht ab – seine Antwort steht bei der Anfrage';
  if (error.startsWith('the relay cannot be reached')) return 'der Mailserver ist nicht erreichbar – Host und Port in SMTP_URL prüfen';
  if (error.startsWith('the relay answered with a temporary error'))
    return 'der Mailserver meldet einen vorübergehenden Fehler – es wird weiter versucht';
  return 'die Zustellung stockt – die letzte Antwort steht bei der Anfrage';
}

/** `5 Minuten`, `2 Stunden`, `3 Tagen` (after „seit“). */
function ageSince(at: number, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - at) / 60_000));
  if (minutes < 1) return 'gerade eben';
  if (minutes < 120) return minutes === 1 ? '1 Minute' : `${minutes} Minuten`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} Stunden`;
  return `${Math.round(hours / 24)} Tagen`;
}

/** „Alles zugestellt“, or how many wait since when, and what to check. */
export function deliverySentence(health: DeliveryHealth, now = Date.now()): string {
  if (health.pending === 0) return 'Alles zugestellt';
  const count = health.pending === 1 ? '1 E-Mail wartet' : `${health.pending} E-Mails warten`;
  const since = `seit ${ageSince(health.oldestPendingAt ?? now, now)}`;
  if (!health.enabled) return `${count} ${since}: die Zustellung ist aus – SMTP_URL ist nicht gesetzt, sie liegen nur auf dem Server`;
  return `${count} ${since}: ${hintOf(health.lastError)}`;
}

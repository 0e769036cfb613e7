import type { FastifyBaseLogger } from 'fastify';

/** How long one call of the webhook may take; it is not retried before the next change of state. */
const ALERT_TIMEOUT_MS = 5_000;

/** What DeliveryLoop.watch() reports when a lead turns overdue and when none is: counts and ages, never a lead's content. */
export interface DeliveryState {
  overdue: boolean;
  pending: number;
  oldestPendingMinutes: number;
}

/** The owner's German message, free of personal data. */
function alertText({ overdue, pending, oldestPendingMinutes: minutes }: DeliveryState): string {
  if (!overdue && pending === 0) return 'Kontaktformular: Alle E-Mails sind wieder zugestellt.';
  if (!overdue)
    return `Kontaktformular: Die Zustellung läuft wieder; ${pending === 1 ? '1 E-Mail ist' : `${pending} E-Mails sind`} noch unterwegs.`;
  const age = minutes < 120 ? `${minutes} Minuten` : `${Math.round(minutes / 60)} Stunden`;
  const waiting =
    pending === 1 ? `1 E-Mail wartet seit ${age} auf Zustellung` : `${pending} E-Mails warten auf Zustellung, die älteste seit ${age}`;
  return `Kontaktformular: ${waiting}. Details: npm run outbox -- list`;
}

/**
 * ALERT_URL as a listener for DeliveryLoop: one POST per change of state, in order, never awaited
 * by delivery; a failure is a warning, and the next change tries again.
 */
export function webhookAlert(url: string, log: FastifyBaseLogger): (state: DeliveryState) => void {
  let previous = Promise.resolve();
  const post = async (text: string) => {
    // JSON {"text"} is what Slack, Mattermost, Rocket.Chat, Matrix hookshot and Discord's …/slack hooks read; ntfy publishes
    // a plain body, so its URL carries a template: ?tpl=1&m={{.text}} (ntfy ≥ 2.10). One format, no guessing from the host.
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) };
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(ALERT_TIMEOUT_MS) });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`the webhook answered HTTP ${response.status}`);
  };
  return (state) => {
    previous = previous
      .then(() => post(alertText(state)))
      .catch((error: unknown) => {
        // The message and its cause (e.g. ECONNREFUSED and the host), never the URL: its path may be the secret.
        const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
        log.warn(
          { overdue: state.overdue },
          `delivery alert: ALERT_URL failed: ${String(error instanceof Error ? error.message : error)}${cause}`,
        );
      });
  };
}

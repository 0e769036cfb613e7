// ALERT_URL: the owner hears of a fault through a channel that is not the failing one. One
// German line per change of state, after the fault has lasted ALERT_AFTER_MINUTES: a lead waiting
// for delivery (DeliveryLoop.watch), the calendar unreadable (SlotService.failure). Counts and
// ages only, never a visitor's data; the line names the page to open, /intern.
import type { FastifyBaseLogger } from 'fastify';
import type { SlotService } from '../booking/slot-service.ts';
import type { DeliveryState } from '../contact/delivery.ts';
import { count } from '../../shared/format.ts';
import { serial } from '../serial.ts';
import { age, calendarCause } from './wording.ts';

type CalendarHealth = Pick<SlotService, 'state' | 'failure' | 'unreadableSince'>;

/** How long one call of the webhook may take; it is not retried before the next change of state. */
const ALERT_TIMEOUT_MS = 5_000;

/** The delivery's message; `page`: the owner's page, PUBLIC_URL/intern. */
export function deliveryAlert({ overdue, pending, oldestPendingMinutes: minutes }: DeliveryState, page: string): string {
  if (!overdue && pending === 0) return 'Kontaktformular: Alle E-Mails sind wieder zugestellt.';
  const mails = count(pending, 'E-Mail', 'E-Mails');
  if (!overdue) return `Kontaktformular: Die Zustellung läuft wieder; ${mails} ${pending === 1 ? 'ist' : 'sind'} noch unterwegs.`;
  const waiting =
    pending === 1
      ? `${mails} wartet seit ${age(minutes)} auf Zustellung`
      : `${mails} warten auf Zustellung, die älteste seit ${age(minutes)}`;
  return `Kontaktformular: ${waiting}. Details: ${page}`;
}

/**
 * The calendar's messages, looked for after every read and every minute (plugins/app/owner.ts):
 * one once it has been unreadable for `afterMs` (since its `unreadableSince`, with its `failure`
 * in German), one when it is read again after that; a short blip is never told.
 */
export function calendarAlerts(calendar: CalendarHealth, afterMs: number, page: string, send: (text: string) => void) {
  let told = false;
  return (now: number) => {
    const unreadable = calendar.state === 'calendar-unreadable';
    if (!told && unreadable && now - calendar.unreadableSince >= afterMs) {
      told = true;
      const minutes = Math.max(1, Math.round((now - calendar.unreadableSince) / 60_000));
      send(`Terminbuchung: ${calendarCause(calendar.failure)}. Seit ${age(minutes)} werden keine Termine angeboten. Details: ${page}`);
    } else if (told && calendar.state === 'ok') {
      told = false;
      send('Terminbuchung: Der Kalender ist wieder lesbar; freie Termine werden wieder angeboten.');
    }
  };
}

/** One POST of `text` to the webhook (the owner's „Testen“ awaits it); rejects with why it failed, in English, without the URL. */
export async function postAlert(url: string, text: string): Promise<void> {
  // JSON {"text"} is what Slack, Mattermost, Rocket.Chat, Matrix hookshot and Discord's …/slack hooks read; ntfy publishes
  // a plain body, so its URL carries a template: ?tpl=1&m={{.text}} (ntfy ≥ 2.10). One format, no guessing from the host.
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) };
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(ALERT_TIMEOUT_MS) });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`the webhook answered HTTP ${response.status}`);
  } catch (error) {
    // The message and its cause (e.g. ECONNREFUSED and the host), never the URL: its path may be the secret (fetch
    // quotes a URL it cannot call).
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    throw new Error(`${String(error instanceof Error ? error.message : error).replaceAll(url, 'ALERT_URL')}${cause}`);
  }
}

/**
 * ALERT_URL as a sender of lines: one POST each, in order, never awaited by the caller; a failure
 * is a warning, and the next change tries again.
 */
export function webhookAlert(url: string, log: FastifyBaseLogger): (text: string) => void {
  const queue = serial();
  return (text) => void queue(() => postAlert(url, text)).catch((error: Error) => log.warn(`alert: ALERT_URL failed: ${error.message}`));
}

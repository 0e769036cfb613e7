/**
 * The contact form's funnel events for the server's statistics: one beacon per event, a POST
 * without body, cookie or anything stored in the browser. Fire and forget: a lost beacon
 * costs a count, never the form.
 */
import type { FormEvent } from '../stats.ts';

export function sendFormEvent(beaconUrl: string | undefined, event: FormEvent): void {
  if (!beaconUrl || typeof navigator.sendBeacon !== 'function') return;
  try {
    navigator.sendBeacon(`${beaconUrl}?e=${event}`);
  } catch {
    // A browser that refuses the beacon (e.g. a blocked URL) is simply not counted.
  }
}

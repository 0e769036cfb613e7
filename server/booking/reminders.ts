// The booking's mails sent again, outside a change: the reminder the day before a call, and the confirmation once more
// when its address books again. Reminders are scheduled from the booking store alone, so a restart loses none: a record
// notes when its reminder was queued, and the message's name in the outbox is made from the booking and its SEQUENCE,
// so a run after a crash between the two finds it there instead of writing a second.
import { DAY_MS } from '../../shared/clock.ts';
import type { Leads } from '../contact/leads.ts';
import type { About } from './invite.ts';
import { composeVisitorMail } from './mail.tsx';
import { mailedNow, type BookingRecord, type BookingStore } from './store.ts';

/** How long before a call its reminder goes out; a call booked closer than that gets none (its confirmation is fresh). */
export const REMINDER_BEFORE_MS = DAY_MS;

type AboutOf = (record: BookingRecord) => About;

/** Queues the reminders due at `now`, each durably before its record says so; resolves with how many it wrote. Under the desk's lock. */
export async function queueReminders(store: BookingStore, leads: Leads, about: AboutOf, now: number) {
  let queued = 0;
  for (const record of store.upcoming(now)) {
    const due = Date.parse(record.start) - REMINDER_BEFORE_MS;
    if (record.remindedAt || now < due || Date.parse(record.bookedAt) > due) continue;
    const id = `erinnerung-${record.id}-${record.sequence}`;
    if (!(await leads.store.has(id))) {
      const { message, to } = await composeVisitorMail(record, 'reminder', about(record), now);
      await leads.store.add('pending', id, message, to);
      queued++;
    }
    await store.save({ ...record, remindedAt: new Date(now).toISOString() });
  }
  if (queued) leads.delivery.notify();
  return queued;
}

/** A second booking with the address of an upcoming one: that one's confirmation again, once a day within the mailbox's mails. */
export async function resendConfirmation(store: BookingStore, leads: Leads, about: AboutOf, email: string, now: number) {
  const [record] = store.upcoming(now, email);
  if (!record || (record.resentAt && now - Date.parse(record.resentAt) < DAY_MS) || !store.mailsLeft(email, now)) return;
  const resent = { ...record, resentAt: new Date(now).toISOString(), mailed: mailedNow(record, now) };
  await store.save(resent);
  await leads.enqueue(await composeVisitorMail(resent, 'booked', about(resent), now), now);
}

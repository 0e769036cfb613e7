// The reminder mail the day before a call, against a real Radicale and a real SMTP relay, with a
// fake clock passed as `now`: from the booking store, so a restart neither loses nor doubles it,
// nor a crash between the outbox and the record; a moved call is reminded of its new time.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import t from 'tap';
import type { BookingRecord } from '../../server/booking/store.ts';
import { startRelay, storeContents, waitFor } from '../contact/helpers.ts';
import { flat, testApp } from '../helpers.ts';
import { book, bookingApp, MAIL_TO, mailsTo, type Relay } from './helpers.ts';

const HOUR = 3_600_000;
const reminders = async (relay: Relay, to: string) => (await mailsTo(relay, to)).filter((mail) => mail.subject.startsWith('Erinnerung'));
const fileOf = (dataDir: string, record: BookingRecord) => path.join(dataDir, 'bookings', `${record.id}.json`);

t.test('reminders – the day before, exactly one: across a restart, and a crash between the outbox and the record', async (t) => {
  const first = await bookingApp(t);
  const { relay, radicale } = first;
  const dataDir = first.app.config.dataDir;
  // The last slot offered, about 14 days ahead: booked well over a day before the call.
  const slot = flat(first.app.slots.offered()).at(-1)!;
  const start = Date.parse(slot.start);
  t.equal((await book(first.app, slot.start, { email: 'maria@example.org', name: 'Maria Muster' })).statusCode, 200);
  await waitFor(() => relay.mails.length === 2, 5_000, 'the booking mails');
  t.equal(await first.app.bookings.remind(start - 25 * HOUR), 0, 'not due a day and an hour before');
  await first.app.close();

  // Restarted on the same DATA_DIR and relay: the booking is in the store, its reminder due a day before.
  const restart = () => bookingApp(t, { DATA_DIR: dataDir, SMTP_URL: relay.url }, radicale);
  const second = await restart();
  t.equal(await second.app.bookings.remind(start - 23 * HOUR), 1, 'due');
  t.equal(await second.app.bookings.remind(start - 22 * HOUR), 0, 'once');
  const [record] = second.app.bookings.list();
  t.ok(record!.remindedAt, 'the record says it was queued');
  await waitFor(async () => (await storeContents(dataDir)).pending.length === 0, 10_000, 'the reminder delivered');

  // A crash after the outbox took it (and the relay too, by now) and before the record said so: the record as it was.
  const { remindedAt: _remindedAt, ...before } = record!;
  await writeFile(fileOf(dataDir, record!), JSON.stringify(before));
  await second.app.close();
  const third = await restart();
  t.equal(await third.app.bookings.remind(start - 21 * HOUR), 0, 'found in the outbox, not written again');
  t.ok(JSON.parse(await readFile(fileOf(dataDir, record!), 'utf8')).remindedAt, 'and now the record says so');
  await waitFor(async () => (await storeContents(dataDir)).pending.length === 0, 10_000, 'an empty outbox');
  const sent = await reminders(relay, 'maria@example.org');
  t.equal(sent.length, 1, 'exactly one reminder');

  // The time (its zone once), how the call happens, the owner's number and the booking's link.
  const [reminder] = sent;
  t.equal(reminder!.subject, `Erinnerung an deinen Termin: ${slot.label}`);
  t.match(
    reminder!.text,
    `Hallo Maria Muster,\n\nkurz zur Erinnerung an dein kostenloses Erstgespräch (15\u00a0Minuten) mit Jonas Falkenberg:\n\nWann:  ${slot.label} (deutsche Zeit), 15\u00a0Minuten\nWie:   Ich rufe dich zur vereinbarten Zeit unter +49\u00a0170\u00a01234567 an.`,
  );
  t.equal(reminder!.text.match(/deutsche Zeit/g)?.length, 1);
  t.match(reminder!.text, 'Kommt etwas dazwischen? Du erreichst mich unter +49 40 2380 6150.');
  t.match(reminder!.html, '<a href="tel:+494023806150">+49\u00a040\u00a02380\u00a06150</a>');
  t.match(reminder!.text, /-- \nDu bekommst diese E-Mail, weil über die Website ein Termin mit dieser E-Mail-Adresse gebucht wurde\.$/);
  t.same(reminder!.parsed.attachments, [], 'no invitation: the calendar has it already');
  const link = /Termin verschieben oder absagen: https:\/\/www\.example\.de(\/termin\/\S+)/.exec(reminder!.text)![1]!;
  t.equal((await third.app.inject(link)).statusCode, 200, 'its link is the booking’s page');
});

t.test(
  'reminders – a call moved further is reminded of its new time; none when cancelled, booked or moved less than a day ahead',
  async (t) => {
    // Behind a trusted proxy, so that each booking comes from an address of its own (a source holds two upcoming calls).
    const { app, relay } = await bookingApp(t, { TRUST_PROXY: '127.0.0.1' });
    const now = Date.now();
    const slots = flat(app.slots.offered()).filter((slot) => Date.parse(slot.start) > now + 3 * 24 * HOUR);
    const [near, cancelled, moved, earlier] = ['nah', 'abgesagt', 'verschoben', 'vorgezogen'].map((name) => `${name}@example.org`);
    const bookings = [
      [slots[0]!, near!],
      [slots[1]!, cancelled!],
      [slots[2]!, moved!],
      [slots.at(-1)!, earlier!],
    ] as const;
    for (const [i, [slot, email]] of bookings.entries()) {
      const res = await book(app, slot.start, { email }, { accept: 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` });
      t.equal(res.statusCode, 200, email);
    }
    await waitFor(() => relay.mails.length === 8, 5_000, 'the booking mails');
    const record = (email: string) => app.bookings.list().find((r) => r.email === email)!;

    // Booked less than a day before its call (as the record has it, read again from disk).
    const file = fileOf(app.config.dataDir, record(near!));
    await writeFile(file, JSON.stringify({ ...record(near!), bookedAt: new Date(Date.parse(slots[0]!.start) - 20 * HOUR).toISOString() }));
    await app.bookings.tidy();
    t.match(await app.bookings.cancel({ id: record(cancelled!).id }, { by: 'visitor' }), { state: 'cancelled' });
    const later = slots.at(-2)!;
    t.match(await app.bookings.move({ id: record(moved!).id }, Date.parse(later.start), { by: 'visitor' }), { state: 'ok' });
    // Moved by the owner 20 hours before its new time: the move's own mail is the reminder.
    const sooner = Date.parse(slots[5]!.start);
    t.match(await app.bookings.move({ id: record(earlier!).id }, sooner, { by: 'owner' }, sooner - 20 * HOUR), { state: 'ok' });

    // The fake clock runs through the horizon as the timer would, every 15 minutes.
    let queued = 0;
    for (let at = now; at < Date.parse(slots.at(-1)!.start); at += 15 * 60_000) queued += await app.bookings.remind(at);
    t.equal(queued, 1, 'one reminder queued');
    await waitFor(async () => (await reminders(relay, moved!)).length === 1, 10_000, 'the moved call’s reminder');
    await waitFor(async () => (await storeContents(app.config.dataDir)).pending.length === 0, 10_000, 'an empty outbox');
    const [reminder] = await reminders(relay, moved!);
    t.match(reminder!.text, `Wann:  ${later.label} (deutsche Zeit)`, 'for the new time');
    for (const email of [near!, cancelled!, earlier!]) t.same(await reminders(relay, email), [], `none to ${email}`);
  },
);

t.test('reminders – the booking plugin’s timer queues them, outside any request', async (t) => {
  const relay = await startRelay(t);
  const { app } = await testApp(t, {
    env: { SMTP_URL: relay.url, MAIL_TO },
    calendar: async () => [],
    booking: { refreshIntervalMs: 100 },
  });
  // A call 20 hours ahead, booked two days ago, that the store gains while the server runs (the tick reads it again).
  const record: BookingRecord = {
    ...{ id: 'timer', uid: 'timer@example.de', sequence: 0, start: new Date(Date.now() + 20 * HOUR).toISOString(), status: 'booked' },
    ...{
      name: 'Max',
      email: 'timer@example.org',
      topic: 'speaking',
      leadId: 'lead',
      bookedAt: new Date(Date.now() - 48 * HOUR).toISOString(),
    },
  };
  await writeFile(fileOf(app.config.dataDir, record), JSON.stringify(record));
  await waitFor(async () => (await reminders(relay, 'timer@example.org')).length === 1, 10_000, 'the reminder');
  // The record notes the reminder after queueing it, so a delivery pass may send it first.
  await waitFor(() => app.bookings.list()[0]!.remindedAt !== undefined, 5_000, 'the record notes the reminder');
});

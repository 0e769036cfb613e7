import { bookable, flat, testApp } from '../helpers.ts';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { BOOKING_MESSAGES } from '../../shared/slots.ts';
import type { FormResponse } from '../../shared/contact.ts';
import { openCalendar } from '../../server/booking/calendar.ts';
import { storeContents, waitFor } from '../contact/helpers.ts';

import { book, bookingApp, invitationsTo, MAIL_TO } from './helpers.ts';

t.test('booking – 20 concurrent posts for one slot: exactly one success, 19 × 409 with the next free slots', async (t) => {
  const { app, radicale, relay } = await bookingApp(t);
  const before = app.slots.version();
  const [slot] = bookable(app);
  t.ok(slot, 'a slot is offered');
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      book(app, slot!.start, { email: `gast${i}@example.org`, page: '/keynotes' }, { accept: 'application/json' }),
    ),
  );
  const ok = answers.filter((res) => res.statusCode === 200);
  const conflicts = answers.filter((res) => res.statusCode === 409);
  t.equal(ok.length, 1, 'one success');
  t.equal(conflicts.length, 19, '19 conflicts');
  // The confirmation on the page: when, how, the address the invitation went to, the .ics and the booking's page.
  const booked = ok[0]!.json<FormResponse>();
  t.match(booked, { success: true, message: BOOKING_MESSAGES.success, booking: { email: /^gast\d+@example\.org$/ } });
  t.match(booked.booking!.facts, [
    ['Wann', `${slot!.label} (deutsche Zeit), 15\u00a0Minuten`],
    ['Wie', 'Ich rufe dich zur vereinbarten Zeit unter +49\u00a0170\u00a01234567 an.'],
    ['Thema', String],
  ]);
  t.match(booked.booking!.manage, /^\/termin\/[\w.-]+$/);
  t.equal(booked.booking!.calendar, `${booked.booking!.manage}/termin.ics`);
  // „Google Kalender“ and „Outlook“: the event in the links' query, for 15 minutes from the slot, with the booking's page.
  const end = new Date(Date.parse(slot!.start) + 15 * 60_000).toISOString().replace('.000Z', 'Z');
  const [google, outlook] = [new URL(booked.booking!.google), new URL(booked.booking!.outlook)];
  t.equal(`${google.origin}${google.pathname}`, 'https://calendar.google.com/calendar/render');
  t.match(Object.fromEntries(google.searchParams), {
    action: 'TEMPLATE',
    text: 'Kostenloses Erstgespräch (15\u00a0Minuten) mit Jonas Falkenberg',
    dates: [slot!.start, end].map((iso) => iso.replace(/[-:]/g, '')).join('/'),
    details: new RegExp(
      `Ich rufe dich zur vereinbarten Zeit unter .*Verschieben oder absagen: https://www\\.example\\.de${booked.booking!.manage}$`,
      's',
    ),
    location: '+49 170 1234567',
  });
  t.equal(`${outlook.origin}${outlook.pathname}`, 'https://outlook.live.com/calendar/0/action/compose');
  t.match(Object.fromEntries(outlook.searchParams), { subject: google.searchParams.get('text'), startdt: slot!.start, enddt: end });
  t.equal(outlook.searchParams.get('body'), google.searchParams.get('details'));
  t.notMatch(booked.booking!.outlook, /\+/, 'spaces as %20: Outlook shows a + as it is');
  for (const res of conflicts) {
    const body = res.json<FormResponse>();
    t.equal(body.success, false);
    t.equal(body.message, BOOKING_MESSAGES.conflict);
    t.ok(
      body.slots!.length > 0 && flat(body.slots!).every((free) => free.start !== slot!.start),
      'next free slots, the taken one not among them',
    );
  }
  t.notOk(
    flat(app.slots.offered()).some((free) => free.start === slot!.start),
    'the slot vanished from the form',
  );
  t.not(app.slots.version(), before, 'the version changed');
  // Counted as a conversion of the page the form was on (the visitor was not seen on a page: no source).
  t.match(app.stats.service!.today().aggregate(), { bookingsByPage: { '/keynotes': 1 }, bookingsBySource: { unbekannt: 1 }, leads: 1 });
  // The event is in the owner's CalDAV calendar.
  const owner = openCalendar({ url: radicale.calendarUrl }, 'Europe/Berlin');
  const start = Date.parse(slot!.start);
  t.ok(
    (await owner.read(start - 60_000, start + 60_000)).some((span) => span.start === start),
    'written to Radicale',
  );

  // The visitor's confirmation and the owner's lead mail arrive, each with an invitation for the same instant.
  const guest = (await waitFor(() => relay.mails.find((mail) => mail.envelopeTo[0]?.startsWith('gast')), 5_000, 'the confirmation'))!
    .envelopeTo[0]!;
  await waitFor(() => relay.mails.length === 2, 5_000, 'both mails');
  const [confirmation] = await invitationsTo(relay, guest);
  const [lead] = await invitationsTo(relay, MAIL_TO);
  for (const invite of [confirmation!, lead!]) {
    t.match(invite, {
      method: 'REQUEST',
      start: slot!.start,
      tzid: 'Europe/Berlin',
      hasTimezone: true,
      sequence: 0,
      organizer: `mailto:${MAIL_TO}`,
      attendee: `mailto:${guest}`,
    });
    t.match(invite.mail.raw, /Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
  }
  t.equal(confirmation!.uid, lead!.uid, 'one UID');
  t.match(confirmation!.subject, slot!.label);
  t.equal(guest, booked.booking!.email, 'the confirmation went to the address the page names');
  t.match(confirmation!.text, /^Hallo Max Mustermann,\n\ndanke für deine Buchung!/);
  t.equal(confirmation!.text.match(/\(deutsche Zeit\)/g)?.length, 1, 'the zone said once');
  t.match(confirmation!.text, `Google Kalender: ${booked.booking!.google}\nOutlook: ${booked.booking!.outlook}`);
  t.match(confirmation!.text, /-- \nDiese E-Mail wurde über das Buchungsformular der Website angefordert\./);
  t.match(confirmation!.html, `<a href="${booked.booking!.google.replace(/&/g, '&amp;')}">Google Kalender</a>`);
  t.match(confirmation!.html, `<a href="${booked.booking!.outlook.replace(/&/g, '&amp;')}">Outlook</a>`);
  // Both invitations remind 15 minutes before, in German.
  for (const invite of [confirmation!, lead!])
    t.match(invite.alarm, { action: 'DISPLAY', trigger: '-PT15M', description: /^In 15\u00a0Minuten: / });
  t.match(confirmation!.text, /Wie: +Ich rufe dich zur vereinbarten Zeit unter \+49\u00a0170\u00a01234567 an\./);
  t.match(confirmation!.html, /<a href="https:\/\/www\.example\.de\/termin\//);
  t.match(confirmation!.html, /<a href="tel:\+491701234567"/);
  t.equal(relay.mails.filter((mail) => mail.envelopeTo.includes(MAIL_TO)).length, 1, 'one lead for the owner');
});

t.test('booking – the confirmation repeats nothing the visitor typed but the name, cut short', async (t) => {
  const { app, relay } = await bookingApp(t);
  const [slot] = bookable(app);
  const name = `Eve ${'x'.repeat(150)} https://phish.example/`;
  const res = await book(app, slot!.start, { name, email: 'opfer@example.org', message: 'Klick hier: https://phish.example/' });
  t.equal(res.statusCode, 200);
  await waitFor(() => relay.mails.length === 2, 5_000, 'both mails');
  const [confirmation] = await invitationsTo(relay, 'opfer@example.org');
  t.notMatch(confirmation!.mail.raw, /phish/);
  t.notMatch(confirmation!.text, /Klick hier/);
  const short = `Eve ${'x'.repeat(56)}`;
  t.match(confirmation!.text, new RegExp(`^Hallo ${short},\n`), 'the greeting names the visitor, cut short');
  for (const part of [confirmation!.text, confirmation!.html]) t.notMatch(part, `${short}x`);
  t.equal(confirmation!.attendeeName, `Eve ${'x'.repeat(56)}`, 'the invitation names the visitor, cut short');
});

t.test('booking – spam with a slot holds nothing and mails nobody; a cap per address applies', async (t) => {
  const { app, relay } = await bookingApp(t);
  const [slot, second] = bookable(app);
  const honeypot = await book(app, slot!.start, { website: 'https://spam.example', email: 'bot@example.org' });
  t.equal(honeypot.statusCode, 200, 'spam gets the answer of a success');
  t.ok(
    flat(app.slots.offered()).some((free) => free.start === slot!.start),
    'the slot is still free',
  );
  t.equal((await storeContents(app.config.dataDir)).quarantine.length, 1);
  t.same(app.bookings.list(), []);

  t.equal((await book(app, slot!.start, { email: 'wieder@example.org' })).statusCode, 200);
  const again = await book(app, second!.start, { email: 'WIEDER@example.org' });
  t.equal(again.statusCode, 409, 'one upcoming call per address');
  t.equal(again.json<FormResponse>().message, BOOKING_MESSAGES.booked);
  // The second booking points to the first: its confirmation goes out again (the booking's two mails and this one).
  await waitFor(() => relay.mails.length === 3, 5_000, 'the two mails of the one booking, and its confirmation again');
  const confirmations = await invitationsTo(relay, 'wieder@example.org');
  t.equal(confirmations.length, 2, 'the confirmation, sent again');
  t.equal(confirmations[1]!.uid, confirmations[0]!.uid);
  t.equal(confirmations[1]!.start, slot!.start, 'for the booked slot, not the one asked for');
  t.notOk(relay.mails.some((mail) => mail.envelopeTo.includes('bot@example.org')));
});

t.test('booking – a slot not offered (off the grid, in the past, busy) is refused 409; a malformed one 400', async (t) => {
  const { app } = await bookingApp(t);
  t.equal((await book(app, '2020-01-06T08:00:00Z')).statusCode, 409);
  const [slot] = bookable(app);
  t.equal((await book(app, slot!.start.replace(':00:00Z', ':10:00Z').replace(':30:00Z', ':40:00Z'))).statusCode, 409);
  const bad = await book(app, 'morgen um neun');
  t.equal(bad.statusCode, 400);
  t.match(bad.json<FormResponse>().message, /Termine/);
});

t.test('booking – a booking cut short by a crash before its lead was stored is dropped at boot', async (t) => {
  const record = (id: string, leadId: string, start: string) => ({
    ...{ id, uid: `${id}@example.de`, sequence: 0, start, status: 'booked', name: 'Max', email: `${id}@example.org` },
    ...{ topic: 'sonstiges', leadId, bookedAt: new Date().toISOString() },
  });
  const { app } = await testApp(t, {
    configure: (app) => {
      const dir = path.join(app.config.dataDir, 'bookings');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'orphan.json'), JSON.stringify(record('orphan', 'no-such-lead', '2099-01-05T09:00:00Z')));
    },
  });
  t.same(app.bookings.list(), []);
  t.notOk(existsSync(path.join(app.config.dataDir, 'bookings', 'orphan.json')), 'its file is deleted');
});

t.test('booking – two form servers on one CalDAV calendar: of concurrent posts for one slot exactly one succeeds', async (t) => {
  const first = await bookingApp(t);
  const second = await bookingApp(t, {}, first.radicale);
  const [slot] = bookable(first.app);
  t.ok(
    flat(second.app.slots.offered()).some((free) => free.start === slot!.start),
    'both offer the slot',
  );
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) => book(i % 2 ? second.app : first.app, slot!.start, { email: `gast${i}@example.org` })),
  );
  t.same(answers.map((res) => res.statusCode).sort(), [200, ...Array.from({ length: 9 }, () => 409)]);
  t.equal(first.app.bookings.list().length + second.app.bookings.list().length, 1, 'one booking stored');
});

t.test('booking – the booking page’s posts count against the form’s rate limit', async (t) => {
  const { app } = await bookingApp(t, { CONTACT_RATE_LIMIT: '2' });
  const post = () =>
    app.inject({ method: 'POST', url: '/termin/x/absagen', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  t.same([(await post()).statusCode, (await post()).statusCode, (await post()).statusCode], [404, 404, 429]);
});

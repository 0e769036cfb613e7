import { bookable, flat } from '../helpers.ts';
import t from 'tap';
import { BOOKING_MESSAGES } from '../../shared/slots.ts';
import { openCalendar } from '../../server/booking/calendar.ts';
import { waitFor } from '../contact/helpers.ts';
import { book, bookingApp, invitationsTo, MAIL_TO, manageLink } from './helpers.ts';
import { startRadicale } from './radicale.ts';

const GUEST = 'gast@example.org';
const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
  payload: new URLSearchParams(fields).toString(),
});

t.test(
  'manage – the link shows the booking; moving keeps the UID, raises SEQUENCE and uses the old link up; cancelling sends CANCEL',
  async (t) => {
    const { app, radicale, relay } = await bookingApp(t);
    const [first, second] = bookable(app);
    t.equal((await book(app, first!.start, { email: GUEST })).statusCode, 200);
    await waitFor(() => relay.mails.length === 2, 5_000, 'the booking mails');
    const link = await manageLink(relay, GUEST);

    const shown = await app.inject(link);
    t.equal(shown.statusCode, 200);
    t.equal(shown.headers['cache-control'], 'no-store');
    t.equal(shown.headers['referrer-policy'], 'no-referrer', 'the secret link leaks to no page');
    t.match(shown.body, /<meta name="robots" content="noindex"/);
    t.ok(shown.body.includes(`<dd>${first!.label} (deutsche Zeit), 15\u00a0Minuten</dd>`), 'the slot, in German, in the site’s zone');
    // Google's and Outlook's add links beside the .ics: plain links into a new tab, as every external link.
    for (const [host, label] of [
      ['calendar\\.google\\.com/calendar/render', 'Google Kalender'],
      ['outlook\\.live\\.com/calendar/0/action/compose', 'Outlook'],
    ])
      t.match(
        shown.body,
        new RegExp(`<a href="https://${host}\\?[^"]+" class="text-link" target="_blank" rel="noopener noreferrer">${label}<`),
      );
    t.ok(shown.body.indexOf('Termin verschieben') < shown.body.indexOf('Termin absagen'), 'moving first, cancelling second');
    t.match(shown.body, new RegExp(`<a [^>]*href="${link}/absagen"`), 'cancelling behind a confirming step');
    t.match(shown.body, new RegExp(`value="${second!.start}"`));
    const ics = await app.inject(`${link}/termin.ics`);
    t.match(ics.headers['content-type'], /^text\/calendar/);
    t.match(ics.body, /DTSTART;TZID=Europe\/Berlin:/);
    t.notMatch(ics.body, /METHOD:/, 'the plain event, for „In Kalender eintragen“');

    // Move to the second slot.
    const moved = await app.inject({ method: 'POST', url: `${link}/verschieben`, ...form({ slot: second!.start }) });
    t.equal(moved.statusCode, 303);
    t.match(moved.headers.location, /\?verschoben=1$/);
    const newLink = moved.headers.location!.replace(/\?.*$/, '');
    t.not(newLink, link);
    t.match((await app.inject(moved.headers.location!)).body, /Dein Termin ist verschoben/);
    await waitFor(() => relay.mails.length === 4, 5_000, 'the move mails');
    const toGuest = await invitationsTo(relay, GUEST);
    const toOwner = await invitationsTo(relay, MAIL_TO);
    const update = toGuest.find((invite) => invite.sequence === 1)!;
    t.match(update, { method: 'REQUEST', start: second!.start, uid: toGuest[0]!.uid });
    // The visitor's own move: „von … auf …“, the zone once, a footer that names the link.
    t.match(
      update.text,
      `Hallo Max Mustermann,\n\ndein Termin ist verschoben – von ${first!.label} auf ${second!.label}.\n\nWann:  ${second!.label} (deutsche Zeit)`,
    );
    t.equal(update.text.match(/deutsche Zeit/g)?.length, 1);
    t.match(update.text, /-- \nDiese E-Mail bestätigt eine Änderung über den Link in deiner Terminbestätigung\.$/);
    t.match(update.text, /\nGoogle Kalender: https:\/\/calendar\.google\.com\/.*\nOutlook: https:\/\/outlook\.live\.com\//);
    t.match(
      toOwner.find((invite) => invite.sequence === 1)!.text,
      `Max Mustermann (${GUEST}) hat den Termin über den Link der Bestätigung verschoben von ${first!.label} auf ${second!.label}.`,
    );
    t.ok(
      toOwner.some((invite) => invite.sequence === 1 && invite.method === 'REQUEST' && invite.start === second!.start),
      'the owner is told',
    );
    t.ok(
      flat(app.slots.offered()).some((slot) => slot.start === first!.start),
      'the first slot is free again',
    );
    t.notOk(
      flat(app.slots.offered()).some((slot) => slot.start === second!.start),
      'the second slot is held',
    );
    const owner = openCalendar({ url: radicale.calendarUrl }, 'Europe/Berlin');
    const busy = await owner.read(Date.now(), Date.now() + 15 * 86_400_000);
    t.same(
      busy.map((span) => new Date(span.start).toISOString().replace('.000Z', 'Z')),
      [second!.start],
      'the CalDAV event moved',
    );

    // The old link is used up and changes nothing.
    const old = await app.inject(link);
    t.equal(old.statusCode, 410);
    t.match(old.body, /schon verwendet/);
    const replay = await app.inject({ method: 'POST', url: `${link}/absagen`, ...form({}) });
    t.equal(replay.statusCode, 410);
    t.equal(app.bookings.list()[0]!.status, 'booked');

    // Cancel with the new link: a confirming step first, which changes nothing; the POST answers 303.
    const asked = await app.inject(`${newLink}/absagen`);
    t.equal(asked.statusCode, 200);
    t.match(asked.body, /Termin absagen\?/);
    t.match(asked.body, `Dein Termin am ${second!.label} (deutsche Zeit) wird abgesagt`);
    t.equal(app.bookings.list()[0]!.status, 'booked', 'asking cancels nothing');
    const cancelled = await app.inject({ method: 'POST', url: `${newLink}/absagen`, ...form({}) });
    t.equal(cancelled.statusCode, 303, 'a reload never posts again');
    t.equal(cancelled.headers.location, `${newLink}?abgesagt=1`);
    const cancelledPage = await app.inject(cancelled.headers.location!);
    t.equal(cancelledPage.statusCode, 200);
    t.match(cancelledPage.body, /Dein Termin ist abgesagt/);
    t.match(cancelledPage.body, /die Absage kommt per E-Mail/);
    t.match(cancelledPage.body, /Neuen Termin buchen/);
    await waitFor(() => relay.mails.length === 6, 5_000, 'the cancel mails');
    for (const to of [GUEST, MAIL_TO]) {
      const last = (await invitationsTo(relay, to)).find((invite) => invite.method === 'CANCEL');
      t.match(last, { sequence: 2, start: second!.start, uid: toGuest[0]!.uid }, `CANCEL to ${to}`);
    }
    // The visitor's cancellation offers a new booking, on the home page's booking way.
    const cancel = (await invitationsTo(relay, GUEST)).find((invite) => invite.method === 'CANCEL')!;
    t.match(cancel.text, `Hallo Max Mustermann,\n\ndein Termin am ${second!.label} (deutsche Zeit) ist abgesagt.`);
    t.match(cancel.text, 'Neuen Termin buchen: https://www.example.de/#termin');
    t.match(cancel.html, /<a href="https:\/\/www\.example\.de\/#termin"[^>]*>Neuen Termin buchen<\/a>/);
    t.notMatch(cancel.text, /angefordert|Google Kalender/);
    t.ok(
      flat(app.slots.offered()).some((slot) => slot.start === second!.start),
      'the slot is free again',
    );
    t.same(await owner.read(Date.now(), Date.now() + 15 * 86_400_000), [], 'the CalDAV event is removed');
    // Cancelling again changes and sends nothing; the link says the booking is cancelled.
    const again = await app.inject({ method: 'POST', url: `${newLink}/absagen`, ...form({}) });
    t.equal(again.statusCode, 303);
    t.equal(again.headers.location, newLink);
    t.match((await app.inject(newLink)).body, /Dein Termin ist abgesagt/);
    t.equal(app.bookings.list()[0]!.sequence, 2);
    t.equal(relay.mails.length, 6);
  },
);

t.test('manage – forged and expired links get their own page and change nothing; a foreign origin is refused', async (t) => {
  const { app, relay } = await bookingApp(t);
  const [slot] = bookable(app);
  await book(app, slot!.start, { email: GUEST });
  await waitFor(() => relay.mails.length === 2, 5_000, 'the booking mails');
  const link = await manageLink(relay, GUEST);
  const token = link.split('/').pop()!;
  const [id, sequence, expires, mac] = token.split('.');
  const forgeries = [
    `${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`,
    `/termin/${id}.${sequence}.${(parseInt(expires!, 36) + 86_400).toString(36)}.${mac}`,
    `/termin/${id}.5.${expires}.${mac}`,
    '/termin/nichts',
  ];
  for (const url of forgeries) {
    const res = await app.inject(url);
    t.equal(res.statusCode, 404, url);
    t.match(res.body, /Dieser Link ist ungültig/);
    t.equal((await app.inject({ method: 'POST', url: `${url}/absagen`, ...form({}) })).statusCode, 404);
  }
  t.equal(app.bookings.inspect(token, Date.parse(slot!.start)).state, 'expired', 'a link expires when the call begins');
  const foreign = await app.inject({
    method: 'POST',
    url: `${link}/absagen`,
    ...form({}),
    headers: { ...form({}).headers, origin: 'https://evil.example' },
  });
  t.equal(foreign.statusCode, 403);
  t.equal(app.bookings.list()[0]!.status, 'booked');
  t.equal(relay.mails.length, 2, 'no further mail');
});

t.test('booking – a dead calendar hides the slots, /readyz says why, and the form still sends messages', async (t) => {
  // A Radicale of its own: this test stops it.
  const { app, radicale } = await bookingApp(t, {}, await startRadicale(t));
  t.ok(flat(app.slots.offered()).length > 0);
  const [slot] = bookable(app);
  await radicale.stop();
  t.equal(await app.slots.refresh(), false);
  t.same(flat(app.slots.offered()), []);
  const ready = await app.inject('/readyz');
  t.match(ready.json(), { status: 'degraded', problems: ['calendar-unreadable'], calendar: 'calendar-unreadable' });
  const refused = await book(app, slot!.start, { email: GUEST });
  t.equal(refused.statusCode, 409, 'no booking without a fresh read');
  t.same(refused.json(), { success: false, message: BOOKING_MESSAGES.unavailable, slots: [] });
  t.equal(
    (await book(app, '', { form: 'message', email: GUEST, message: 'Bitte ruf mich an.' })).statusCode,
    200,
    'a message still goes through',
  );
});

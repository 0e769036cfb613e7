// Capacity no stranger can take, one shared read of the calendar, and /termin/ links on another
// form server (issue 33). The calendar is an empty feed served from this test (its requests counted),
// so every slot of the horizon is free.
import { bookable, testApp } from '../helpers.ts';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import t, { type Test } from 'tap';
import { BOOKING_MESSAGES } from '../../shared/slots.ts';
import type { FormResponse } from '../../shared/contact.ts';
import { MAIL_TO, startRelay, validFields, waitFor } from '../contact/helpers.ts';
import { multipart } from '../helpers.ts';

const EMPTY = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//caps//DE\r\nEND:VCALENDAR\r\n';

/** An empty feed; `feed.requests` counts what it was asked, `feed.status` is what it answers. */
async function emptyFeed(t: Test) {
  const feed = { url: '', requests: 0, status: 200 };
  const server = createServer((_request, response) => {
    feed.requests++;
    response.writeHead(feed.status, { 'content-type': 'text/calendar' }).end(EMPTY);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  feed.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.ics`;
  return feed;
}

async function appOn(t: Test, url: string) {
  const { app } = await testApp(t, { env: { CALENDAR_URL: url } });
  t.ok(await app.slots.refresh(), 'the calendar is read');
  return app;
}

/** A booking post for `slot` (the first offered by default) from `ip` with e-mail address `email`; `manage`: the booking's link. */
async function bookFrom(app: FastifyInstance, ip: string, email: string, slot = bookable(app)[0]!.start) {
  const { payload, headers } = await multipart(validFields({ form: 'booking', slot, email, phone: '+49 170 1234567', message: '' }));
  const res = await app.inject({
    method: 'POST',
    url: '/sendForm.php',
    payload,
    headers: { ...headers, accept: 'application/json' },
    remoteAddress: ip,
  });
  const { message, booking } = res.json<FormResponse>();
  return { status: res.statusCode, message, ...(booking ? { manage: booking.manage } : {}) };
}

/** What the booking's page answers a POST to `action` (`verschieben` with a slot, `absagen`) through the link `manage`. */
async function viaLink(app: FastifyInstance, manage: string, action: 'verschieben' | 'absagen', slot = '') {
  const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: app.config.publicUrl };
  const res = await app.inject({
    method: 'POST',
    url: `${manage}/${action}`,
    headers,
    payload: slot && `slot=${encodeURIComponent(slot)}`,
  });
  return {
    status: res.statusCode,
    body: res.body,
    link: res.headers.location ? new URL(res.headers.location, app.config.publicUrl).pathname : manage,
  };
}

t.test(
  'caps – per source address (an IPv6 /64 is one) and per mailbox (case and +tags folded); none for all visitors together',
  async (t) => {
    const app = await appOn(t, (await emptyFeed(t)).url);
    const booked = { status: 200, message: BOOKING_MESSAGES.success, manage: /^\/termin\// };
    t.match(await bookFrom(app, '2001:db8:1:2::1', 'a@example.org'), booked);
    t.match(await bookFrom(app, '2001:db8:1:2:ffff::9', 'b@example.org'), booked, 'a second call from the same /64');
    t.same(
      await bookFrom(app, '2001:db8:1:2::77', 'c@example.org'),
      { status: 409, message: BOOKING_MESSAGES.source },
      'a third is refused',
    );
    t.match(await bookFrom(app, '2001:db8:1:3::1', 'c@example.org'), booked, 'another /64 books');

    // One upcoming call per mailbox (its confirmation goes out again; the refusal does not say so).
    t.match(await bookFrom(app, '198.51.100.1', 'Victim+1@Example.org'), booked);
    const hasCall = await bookFrom(app, '198.51.100.2', 'victim@example.org');
    t.same(hasCall, { status: 409, message: BOOKING_MESSAGES.booked }, 'victim+1@ is victim@');
    t.same(await bookFrom(app, '198.51.100.3', 'VICTIM+2@example.org'), { status: 409, message: BOOKING_MESSAGES.booked });
    // Two bookings a day per mailbox, cancelled ones included.
    const victim = () => app.bookings.list().find((record) => record.status === 'booked' && /^victim/i.test(record.email))!;
    await app.bookings.cancel({ id: victim().id }, { by: 'owner' });
    t.match(await bookFrom(app, '198.51.100.4', 'victim@example.org'), booked, 'a second booking today after a cancellation');
    await app.bookings.cancel({ id: victim().id }, { by: 'owner' });
    const bookedTwice = await bookFrom(app, '198.51.100.5', 'victim+3@example.org');
    t.same(bookedTwice, { status: 409, message: BOOKING_MESSAGES.mailbox }, 'not a third one today');
    t.same(hasCall, bookedTwice, 'a call booked and two bookings today answer alike: the poster learns nothing of the address');
    t.match(hasCall.message, /^Schau in dein Postfach: /);
    t.notMatch(hasCall.message, /schon ein Termin gebucht|wurden heute/);

    // The old cap of 20 bookings a day for everyone is gone: 20 more from 20 addresses all book.
    const more = [];
    for (let i = 0; i < 20; i++) more.push((await bookFrom(app, `203.0.113.${i + 1}`, `gast${i}@example.org`)).status);
    t.same(
      more,
      Array.from({ length: 20 }, () => 200),
    );
    t.equal(app.bookings.list().length, 25);

    const dir = path.join(app.config.dataDir, 'bookings');
    const stored = await Promise.all((await readdir(dir)).map((name) => readFile(path.join(dir, name), 'utf8')));
    t.notOk(
      stored.some((text) => /2001:db8|198\.51\.100|203\.0\.113/.test(text)),
      'no booking keeps the address, only a keyed hash',
    );
  },
);

t.test('booking – concurrent posts share one read of the calendar; a calendar known unreadable refuses at once', async (t) => {
  const feed = await emptyFeed(t);
  const app = await appOn(t, feed.url);
  app.slots.readAt = Date.now() - 61_000;
  const slots = bookable(app);
  const before = feed.requests;
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, i) => bookFrom(app, `198.51.100.${i + 1}`, `gast${i}@example.org`, slots[i]!.start)),
  );
  t.same(
    answers.map((answer) => answer.status),
    [200, 200, 200, 200, 200, 200],
  );
  t.equal(feed.requests - before, 1, 'six posts, one read');

  feed.status = 500;
  t.equal(await app.slots.refresh(), false);
  t.match(app.slots.failure, { kind: 'feed', reason: 'http', status: 500 });
  const after = feed.requests;
  const refused = await Promise.all(
    Array.from({ length: 6 }, (_, i) => bookFrom(app, `203.0.113.${i + 1}`, `neu${i}@example.org`, slots[6 + i]!.start)),
  );
  t.same(new Set(refused.map((answer) => `${answer.status} ${answer.message}`)), new Set([`409 ${BOOKING_MESSAGES.unavailable}`]));
  t.equal(feed.requests, after, 'no post read the calendar again');
});

t.test('/termin/ – a link opened on another form server gets a German page that says so', async (t) => {
  const feed = await emptyFeed(t);
  const [first, second] = [await appOn(t, feed.url), await appOn(t, feed.url)];
  t.equal((await bookFrom(first, '198.51.100.1', 'gast@example.org')).status, 200);
  const link = new URL(first.bookings.manageUrl(first.bookings.list()[0]!)).pathname;
  t.equal((await first.inject(link)).statusCode, 200, 'the server that took the booking shows it');
  const elsewhere = await second.inject(link);
  t.equal(elsewhere.statusCode, 404);
  t.match(elsewhere.body, /Dieser Termin ist hier nicht zu finden/);
  t.match(elsewhere.body, /Der Link ist echt/);
  t.equal(
    (
      await second.inject({
        method: 'POST',
        url: `${link}/absagen`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      })
    ).statusCode,
    404,
    'nor cancelled there',
  );
});

t.test(
  'caps – one poster, one stranger’s address: bookings, moves and cancellations through the link send it at most 6 mails, counted from the records across a restart',
  async (t) => {
    const [feed, relay] = [await emptyFeed(t), await startRelay(t)];
    const env = { CALENDAR_URL: feed.url, SMTP_URL: relay.url, MAIL_TO };
    let app = (await testApp(t, { env })).app;
    t.ok(await app.slots.refresh());
    const slots = bookable(app).map((slot) => slot.start);
    const [poster, stranger] = ['198.51.100.7', 'fremde@example.org'];

    const first = await bookFrom(app, poster, stranger, slots[0]);
    t.equal(first.status, 200, '1 mail: the confirmation');
    let link = first.manage!;
    const moves = [];
    for (const slot of slots.slice(1, 5)) {
      const moved = await viaLink(app, link, 'verschieben', slot);
      moves.push(moved.status);
      if (moved.status === 409) t.match(moved.body, BOOKING_MESSAGES.capped, 'the 4th move: a clear refusal');
      link = moved.link;
    }
    t.same(moves, [303, 303, 303, 409], '3 moves through the link, 3 mails');
    t.equal((await viaLink(app, link, 'absagen')).status, 303, 'the cancellation: 1 mail');
    const second = await bookFrom(app, poster, stranger, slots[5]);
    t.equal(second.status, 200, 'a second booking today: the 6th mail');

    // A restart: the count comes from the booking records, not from memory.
    await app.close();
    app = (await testApp(t, { env: { ...env, DATA_DIR: app.config.dataDir } })).app;
    t.ok(await app.slots.refresh());
    const refused = await viaLink(app, second.manage!, 'verschieben', slots[6]);
    t.equal(refused.status, 409, 'no move past the 6th mail');
    t.match(refused.body, BOOKING_MESSAGES.mails);
    t.equal((await viaLink(app, second.manage!, 'absagen')).status, 303, 'a cancellation is never refused; it tells the owner alone');
    t.same(await bookFrom(app, poster, stranger, slots[7]), { status: 409, message: BOOKING_MESSAGES.mailbox });
    t.same(await bookFrom(app, '203.0.113.9', 'Fremde+neu@example.org', slots[7]), { status: 409, message: BOOKING_MESSAGES.mailbox });

    await waitFor(async () => (await app.leads.store.list('pending')).length === 0, 10_000, 'every mail delivered');
    const toStranger = relay.mails.filter((mail) => mail.envelopeTo.some((to) => to.toLowerCase() === stranger));
    t.equal(toStranger.length, 6, 'the stranger got 6 mails, no more');
    t.equal(
      relay.mails.filter((mail) => mail.envelopeTo.includes(MAIL_TO)).length,
      2 + 3 + 1 + 1,
      'the owner hears of each booking, move and cancellation',
    );
  },
);

t.test('caps – the owner moves a call on /intern/termine as often as needed; the visitor’s link 3 times', async (t) => {
  const app = await appOn(t, (await emptyFeed(t)).url);
  const slots = bookable(app).map((slot) => slot.start);
  const booked = await bookFrom(app, '198.51.100.1', 'gast@example.org', slots[0]);
  let link = booked.manage!;
  for (const slot of slots.slice(1, 4)) link = (await viaLink(app, link, 'verschieben', slot)).link;
  t.equal((await viaLink(app, link, 'verschieben', slots[4])).status, 409, 'the visitor’s 4th move is refused');
  const id = app.bookings.list()[0]!.id;
  for (const slot of slots.slice(5, 8))
    t.match(await app.bookings.move({ id }, Date.parse(slot), { by: 'owner' }), { state: 'ok', record: { start: slot } });
  t.match(app.bookings.list()[0], { moves: 3, sequence: 6 }, 'the owner’s moves are not the visitor’s');
});

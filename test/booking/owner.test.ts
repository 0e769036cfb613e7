// The owner's side of bookings: the outbox tool lists them, the weekly digest names the week's booked calls.
import { bookable, flat, site, testApp } from '../helpers.ts';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import t from 'tap';
import { runOutbox } from '../../server/cli/outbox.ts';
import type { BookingRecord } from '../../server/booking/store.ts';
import { composeDigest, queueDigest } from '../../server/owner/digest.tsx';
import { eraseBy, exportBy, subjectOf } from '../../server/contact/subject-requests.ts';
import { postForm, validFields, waitFor } from '../contact/helpers.ts';
import { browser, CHROME, FakeClock } from '../stats/helpers.ts';
import { signedInOwner } from '../owner/auth-helpers.ts';
import { asOwner } from '../owner/helpers.ts';
import { book, bookingApp, freshCalendar, invitationsTo } from './helpers.ts';

t.test('outbox list – shows each booking with its slot, and the lead that came with it', async (t) => {
  const { app, relay } = await bookingApp(t);
  const [slot] = bookable(app);
  t.equal((await book(app, slot!.start, { email: 'gast@example.org', name: 'Erika Gast' })).statusCode, 200);
  await waitFor(() => relay.mails.length === 2, 5_000, 'the booking mails');
  const lines: string[] = [];
  t.equal(await runOutbox(['list', 'all'], { dataDir: app.config.dataDir }, (line) => lines.push(line)), 0);
  const output = lines.join('\n');
  const label = slot!.label.replace(/[ \u00a0]/g, ' ');
  t.match(output, /bookings: 1 booked, 1 in all/);
  t.ok(output.includes(`${label}  booked  Erika Gast <gast@example.org>  speaking  lead ${app.bookings.list()[0]!.leadId}`), output);
  t.ok(output.includes(`booking: ${slot!.label}`), 'the lead line names the slot');
});

t.test('digest – lists the calls booked in its week', async (t) => {
  const clock = new FakeClock(Date.parse('2025-03-12T10:00:00+01:00'));
  const { app } = await testApp(t, { statsClock: clock.now, env: { STATS_DIGEST: 'weekly' } });
  await browser(app, '198.51.100.1', CHROME).get('/');
  clock.set('2025-03-17T07:00:00+01:00');
  const booking = (start: string, bookedAt: string, status: BookingRecord['status']): BookingRecord => ({
    ...{ id: start, uid: `${start}@example.de`, sequence: 0, start, status, name: 'Erika Gast', email: 'gast@example.org' },
    ...{ topic: 'kilead', leadId: 'x', bookedAt },
  });
  const records = [
    booking('2025-03-18T09:00:00Z', '2025-03-13T12:00:00Z', 'booked'),
    booking('2025-03-19T09:00:00Z', '2025-03-14T12:00:00Z', 'cancelled'),
    booking('2025-03-25T09:00:00Z', '2025-03-17T06:00:00Z', 'booked'),
  ];
  const queued: Buffer[] = [];
  const leads = { enqueue: async ({ message }: { message: Buffer }) => (queued.push(message), 'id') };
  await queueDigest({
    service: app.stats.service!,
    leads,
    config: app.config,
    log: app.log,
    compose: (dir, week, warn) => composeDigest(dir, week, site.topics, warn, undefined, { calls: records }),
  });
  t.equal(queued.length, 1);
  const mail = await simpleParser(queued[0]!);
  t.match(
    mail.text,
    /Gebuchte Erstgespräche \(2\)\s+Di\., 18\.[ \u00a0]März, 10:00[ \u00a0]Uhr {2,}Erika Gast {2,}kilead {2,}gebucht\s+Mi\., 19\.[ \u00a0]März, 10:00[ \u00a0]Uhr {2,}Erika Gast {2,}kilead {2,}abgesagt/,
  );
  t.match(String(mail.html), /<h2>Gebuchte Erstgespräche \(2\)<\/h2>/);
});

t.test('owner overview – the next booked call, linked to its lead', async (t) => {
  const radicale = await freshCalendar();
  const { app, cookie } = await signedInOwner(t, { env: { CALENDAR_URL: radicale.calendarUrl } });
  t.ok(await app.slots.refresh(), 'the calendar is read');
  const owner = asOwner(app, cookie);
  t.match((await owner.get('/intern')).body, 'Kein Gespräch gebucht.');
  const [slot] = bookable(app);
  t.equal((await book(app, slot!.start, { name: 'Erika Gast' })).statusCode, 200);
  const overview = (await owner.get('/intern')).body;
  t.match(overview, `href="/intern/anfragen/${app.bookings.list()[0]!.leadId}">${slot!.label}</a>: Erika Gast`);
});

/** Every file under `dir`, as text. */
async function filesUnder(dir: string): Promise<Array<[string, string]>> {
  const found: Array<[string, string]> = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      found.push([path.join(entry.parentPath, entry.name), await readFile(path.join(entry.parentPath, entry.name), 'latin1')]);
  }
  return found;
}

t.test(
  'erasure – one door: the export has the booking; the erasure cancels the call ahead first, and once that is delivered nothing holds the address',
  async (t) => {
    const { app, radicale, relay } = await bookingApp(t);
    const email = 'Erika.Gast@Example.org';
    const [slot] = bookable(app);
    t.equal((await book(app, slot!.start, { email, name: 'Erika Gast', message: 'Bitte anrufen.' })).statusCode, 200);
    t.equal((await postForm(app, validFields({ email: email.toLowerCase(), name: 'Erika Gast' }))).statusCode, 200);
    t.equal((await book(app, bookable(app)[1]!.start, { email: 'max@example.org', name: 'Max' })).statusCode, 200);
    await waitFor(() => relay.mails.length === 5, 5_000, 'the leads and the confirmations');
    // Unfolded (RFC 5545 3.1): a long line may split the address.
    const calendar = async () =>
      (await (await fetch(radicale.calendarUrl.replace('owner:secret@', ''), { headers: radicale.auth })).text()).replace(/\r\n[ \t]/g, '');
    t.match((await calendar()).toLowerCase(), 'erika.gast@example.org', 'the booking is in the owner’s calendar');
    const holding = async (address: string) =>
      (await filesUnder(app.config.dataDir))
        .filter(([, text]) => text.toLowerCase().includes(address))
        .map(([file]) => path.relative(app.config.dataDir, file));

    const visitor = { leads: app.leads.store, bookings: app.bookings };
    const erika = subjectOf('erika.gast@example.org')!;
    const exported = await exportBy(visitor, erika);
    t.equal(exported.messages.length, 3, 'the booking’s lead, its confirmation and the message');
    t.match(exported.bookings, [{ start: slot!.start, status: 'booked', name: 'Erika Gast', topic: 'speaking' }]);

    const erased = await eraseBy(visitor, erika);
    t.equal(erased.messages.length, 3);
    t.equal(erased.bookings.length, 1);
    t.match(erased.cancelled, [{ start: slot!.start }], 'the call ahead was cancelled first');
    // The envelope as the form stored it (its domain folded).
    await waitFor(
      async () => (await invitationsTo(relay, 'Erika.Gast@example.org')).some((i) => i.method === 'CANCEL'),
      5_000,
      'the CANCEL',
    );
    const events = await calendar();
    t.notMatch(events.toLowerCase(), 'erika.gast@example.org', 'no event in the calendar holds it');
    t.match(events, 'max@example.org', 'another visitor’s booking stays');
    t.ok(
      flat(app.slots.offered()).some((s) => s.start === slot!.start),
      'the slot is free again',
    );
    t.same(
      app.bookings.list().map((record) => record.email),
      ['max@example.org'],
    );
    await waitFor(async () => (await app.leads.store.list('pending')).length === 0, 5_000, 'both delivered');
    t.same(await holding('erika.gast@example.org'), [], 'and gone once the relay took them: no file under DATA_DIR holds the address');

    const lines: string[] = [];
    const config = { ...app.config };
    t.equal(await runOutbox(['erase', 'max@example.org'], config, (line) => lines.push(line)), 1, 'the CLI refuses a call ahead');
    t.match(lines[0], /^nothing erased: max@example\.org has a call booked for .+\. Erase on \/intern\/anfragen/);
    t.equal(app.bookings.list().length, 1, 'and erases nothing');
    await app.bookings.cancel({ id: app.bookings.list()[0]!.id }, { by: 'owner' });
    t.equal(
      await runOutbox(['erase', 'max@example.org'], config, (line) => lines.push(line)),
      0,
      'cancelled, it erases: one implementation',
    );
    t.match(lines.at(-1), 'erased 4 messages and 1 booking', 'the lead, the confirmation, the cancellation and the owner’s note');
    t.notMatch((await calendar()).toLowerCase(), 'max@example.org');
  },
);

// The owner's side of bookings, against one real Radicale that requires a login and a real SMTP
// relay: a call moved and another cancelled from /intern/termine reach the visitor as from his
// own link; the CLI refuses to erase a call ahead, and an erasure by number cancels it first; a
// wrong calendar password is on /intern after one read, and ALERT_URL hears of it once, and once of its end.
import t, { type Test } from 'tap';
import { openCalendar, type Calendar } from '../../server/booking/calendar.ts';
import { runOutbox } from '../../server/cli/outbox.ts';
import { calendarCause } from '../../server/owner/wording.ts';
import { book, invitationsTo, mailsTo, manageLink } from '../booking/helpers.ts';
import { startRadicale } from '../booking/radicale.ts';
import { MAIL_TO, postForm, startHook, startRelay, storeContents, validFields, waitFor } from '../contact/helpers.ts';
import { bookable, flat } from '../helpers.ts';
import { signedInOwner } from './auth-helpers.ts';
import { asOwner, nextCookie } from './helpers.ts';

const radicale = await startRadicale(t, { login: true });

/** The owner signed in on a calendar of the test's own in the shared Radicale, with a relay; status lines follow the session. */
async function ownerOnCalendar(t: Test, calendar: string, env: Record<string, string> = {}) {
  await radicale.make(calendar);
  const relay = await startRelay(t);
  const owned = await signedInOwner(t, { env: { CALENDAR_URL: radicale.urlOf(calendar), SMTP_URL: relay.url, MAIL_TO, ...env } });
  (owned.app.slots.options.source as Calendar).deadlineMs = 60_000;
  t.ok(await owned.app.slots.refresh(), 'the calendar is read', { failure: owned.app.slots.failure });
  let cookie = owned.cookie;
  const owner = {
    get: (url: string) => asOwner(owned.app, cookie).get(url),
    post: async (url: string, fields: Record<string, string> = {}) => {
      const reply = await asOwner(owned.app, cookie).post(url, fields);
      cookie = nextCookie(reply, cookie);
      return reply;
    },
  };
  return { ...owned, relay, owner };
}

const plain = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

t.test(
  'owner calls – moved and cancelled from /intern/termine: the visitor gets the new REQUEST and the CANCEL, as from his link',
  async (t) => {
    const { app, relay, owner, lines } = await ownerOnCalendar(t, 'calls');
    const [first, second, free] = bookable(app);
    t.equal((await book(app, first!.start, { email: 'erika@example.org', name: 'Erika Gast' })).statusCode, 200);
    t.equal((await book(app, second!.start, { email: 'max@example.org', name: 'Max Muster' })).statusCode, 200);
    await waitFor(() => relay.mails.length === 4, 5_000, 'the leads and the confirmations');
    const erikaLink = await manageLink(relay, 'erika@example.org');
    const [erika, max] = [...app.bookings.list()].sort((a, b) => a.start.localeCompare(b.start));

    const list = await owner.get('/intern/termine');
    t.equal(list.statusCode, 200);
    t.match(list.body, 'aria-current="page">Termine</a>');
    t.ok(list.body.indexOf(first!.label) < list.body.indexOf(second!.label), 'soonest first');
    t.match(list.body, `href="/intern/anfragen/${erika!.leadId}">Erika Gast</a>`, 'with its lead');
    // The third slot's day: the first two may be that day's last, and booked now.
    t.match(list.body, `<optgroup label="${free!.label.slice(0, free!.label.lastIndexOf(', '))}">`, 'the free slots, grouped by day');
    t.match(list.body, `<option value="${free!.start}">`, 'a visitor’s free slot');
    t.notMatch(list.body, `<option value="${second!.start}">`, 'never a booked one');
    t.match((await owner.get('/intern')).body, 'href="/intern/termine"', 'the overview links there');
    // The owner is the one who calls: the number as tel:, the address as mailto:; a message to the visitor, bounded.
    t.match(list.body, '<a href="tel:+491701234567">+49 170 1234567</a> · <a href="mailto:erika@example.org">erika@example.org</a>');
    t.match(list.body, `<textarea id="note-${erika!.id}" name="nachricht" rows="3" maxLength="1000"></textarea>`);

    // Moved with a message: 303 back with a status line, the same UID, SEQUENCE 1, and the visitor's old link used up.
    const note = 'Mir ist ein Kundentermin dazwischengekommen.\r\n<b>Danke</b> für dein Verständnis!';
    const moved = await owner.post(`/intern/termine/${erika!.id}/verschieben`, { slot: free!.start, nachricht: note });
    t.equal(moved.statusCode, 303);
    t.equal(moved.headers.location, '/intern/termine');
    t.match(
      plain((await owner.get('/intern/termine')).body),
      `Verschoben auf ${free!.label}: Erika Gast bekommt die neue Einladung per E-Mail, mit deiner Nachricht.`,
    );
    await waitFor(async () => (await invitationsTo(relay, 'erika@example.org')).some((i) => i.sequence === 1), 5_000, 'the new REQUEST');
    const [booked, update] = (await invitationsTo(relay, 'erika@example.org')).sort((a, b) => a.sequence - b.sequence);
    t.match(update, { method: 'REQUEST', start: free!.start, uid: booked!.uid, sequence: 1 });
    // In the site's first person, „von … auf …“, the message as text (never HTML), a footer without „angefordert“.
    t.match(
      update!.text,
      `Hallo Erika Gast,\n\nich musste unseren Termin verschieben – von ${first!.label} auf ${free!.label}. Passt dir die neue Zeit nicht`,
    );
    t.match(update!.text, '\n\nMir ist ein Kundentermin dazwischengekommen.\n<b>Danke</b> für dein Verständnis!\n\nWann:');
    t.match(update!.html, 'Mir ist ein Kundentermin dazwischengekommen.\n&lt;b&gt;Danke&lt;/b&gt; für dein Verständnis!');
    t.notMatch(update!.html, '<b>Danke');
    t.match(update!.text, /-- \nDu bekommst diese E-Mail, weil über die Website ein Termin mit dieser E-Mail-Adresse gebucht wurde\.$/);
    t.notMatch(update!.text, 'angefordert');
    const [ownerNote] = (await invitationsTo(relay, MAIL_TO)).filter((invite) => invite.sequence === 1);
    t.match(ownerNote!.text, `Du hast den Termin mit Erika Gast (erika@example.org) verschoben von ${first!.label} auf ${free!.label}.`);
    t.match(ownerNote!.text, 'Deine Nachricht an Erika Gast:\nMir ist ein Kundentermin');
    t.equal((await app.inject(erikaLink)).statusCode, 410, 'the visitor’s old link is used up, as after his own move');
    t.ok(
      flat(app.slots.offered()).some((slot) => slot.start === first!.start),
      'the old slot is free again',
    );

    // A slot that is not free is refused, and a call that is gone is said to be gone.
    t.equal((await owner.post(`/intern/termine/${erika!.id}/verschieben`, { slot: second!.start })).statusCode, 303);
    t.match((await owner.get('/intern/termine')).body, /owner-status--error">Dieser Termin ist nicht mehr frei/);
    t.equal((await owner.post('/intern/termine/nichtda/absagen', { bestaetigt: 'ja' })).statusCode, 303);
    t.match((await owner.get('/intern/termine')).body, 'Diesen Termin gibt es nicht mehr');

    // Cancelled: asked once, then CANCEL to the visitor, the slot free, the event gone from the calendar.
    // With a message over the bound: the confirming step shows it and carries it on, cut to 1000 characters.
    const long = `Ich bin leider krank. ${'x'.repeat(1200)}`;
    const asked = await owner.post(`/intern/termine/${max!.id}/absagen`, { slot: free!.start, nachricht: long });
    t.equal(asked.statusCode, 200);
    t.match(asked.body, '<h1>Termin absagen?</h1>');
    t.match(asked.body, 'name="bestaetigt" value="ja"');
    t.match(asked.body, `<input type="hidden" name="nachricht" value="${long.slice(0, 1000)}"/>`);
    t.match(asked.body, `<pre class="owner-message">${long.slice(0, 1000)}</pre>`);
    t.equal(app.bookings.list().find((r) => r.id === max!.id)!.status, 'booked', 'nothing happens before the confirmation');
    const cancelled = await owner.post(`/intern/termine/${max!.id}/absagen`, { bestaetigt: 'ja', nachricht: long.slice(0, 1000) });
    t.equal(cancelled.statusCode, 303);
    t.match(
      plain((await owner.get('/intern/termine')).body),
      `Abgesagt: ${second!.label}. Max Muster bekommt die Absage per E-Mail, mit deiner Nachricht.`,
    );
    await waitFor(async () => (await invitationsTo(relay, 'max@example.org')).some((i) => i.method === 'CANCEL'), 5_000, 'the CANCEL');
    const cancel = (await invitationsTo(relay, 'max@example.org')).find((i) => i.method === 'CANCEL');
    t.match(cancel, { start: second!.start, sequence: 1 });
    t.match(cancel!.text, `Hallo Max Muster,\n\nich musste unseren Termin am ${second!.label} (deutsche Zeit) leider absagen.`);
    t.match(cancel!.text, `\n\n${long.slice(0, 1000)}\n\nSuch dir gern einen neuen Termin aus`);
    t.notMatch(cancel!.text, long.slice(0, 1001));
    t.match(cancel!.text, 'Neuen Termin buchen: https://www.example.de/#termin');
    t.match(cancel!.html, /<a href="https:\/\/www\.example\.de\/#termin"[^>]*>Neuen Termin buchen<\/a>/);
    t.notMatch(cancel!.text, 'angefordert');
    t.equal((await mailsTo(relay, 'max@example.org')).length, 2, 'the confirmation and the cancellation, nothing else');

    // The lead list and the lead page say what became of each call.
    const leadsPage = plain((await owner.get('/intern/anfragen')).body);
    t.match(leadsPage, `Termin: verschoben auf ${free!.label}`);
    t.match(leadsPage, `Termin: abgesagt (${second!.label})`);
    t.match(plain((await owner.get(`/intern/anfragen/${erika!.leadId}`)).body), `<dt>Termin</dt><dd>verschoben auf ${free!.label}</dd>`);
    t.ok(
      flat(app.slots.offered()).some((slot) => slot.start === second!.start),
      'its slot is free again',
    );
    const events = await openCalendar({ url: radicale.urlOf('calls') }, 'Europe/Berlin').read(Date.now(), Date.now() + 15 * 86_400_000);
    t.same(
      events.map((span) => new Date(span.start).toISOString().replace('.000Z', 'Z')),
      [free!.start],
      'the owner’s calendar holds the moved call alone',
    );

    const actions = lines.filter((line) => line.msg === 'owner action');
    t.match(
      actions.map((line) => line.action),
      ['call moved', 'call move refused: taken', 'call cancel: gone', 'call cancelled'],
    );
    t.notMatch(
      JSON.stringify(actions),
      /@|Erika|Max|Gast|Muster|Kundentermin|krank/,
      'the log names the lead, never the visitor nor the message',
    );
  },
);

t.test(
  'owner calls – `npm run outbox -- erase` refuses a call ahead; cancelled, it erases and the next tick drops it from the pages',
  async (t) => {
    const { app, owner, relay } = await ownerOnCalendar(t, 'erase');
    const [slot] = bookable(app);
    t.equal((await book(app, slot!.start, { email: 'erika@example.org', name: 'Erika Gast' })).statusCode, 200);
    await waitFor(() => relay.mails.length === 2, 5_000, 'the lead and the confirmation');
    t.match((await owner.get('/intern')).body, 'Erika Gast');

    const printed: string[] = [];
    t.equal(await runOutbox(['erase', 'erika@example.org'], { ...app.config }, (line) => printed.push(line)), 1);
    t.match(
      printed[0],
      `nothing erased: erika@example.org has a call booked for ${slot!.label.replace(/\u00a0/g, ' ')}. Erase on /intern/anfragen`,
    );
    t.equal(app.bookings.list().length, 1, 'the booking stays');
    t.notOk(
      flat(app.slots.offered()).some((s) => s.start === slot!.start),
      'and holds its slot',
    );

    t.equal((await owner.post(`/intern/termine/${app.bookings.list()[0]!.id}/absagen`, { bestaetigt: 'ja' })).statusCode, 303);
    t.match((await owner.get('/intern/termine')).body, 'Abgesagt:', 'cancelled on /intern/termine');
    t.equal(await runOutbox(['erase', 'erika@example.org'], { ...app.config }, (line) => printed.push(line)), 0);
    t.match(printed.at(-1), 'and 1 booking');
    await app.bookings.tidy();
    t.notMatch((await owner.get('/intern')).body, 'Erika Gast', 'the overview lists it no more');
    t.notMatch((await owner.get('/intern/termine')).body, 'Erika Gast');
    t.same(app.bookings.list(), []);
    t.ok(
      flat(app.slots.offered()).some((s) => s.start === slot!.start),
      'its slot is offered again',
    );
  },
);

t.test(
  'owner erasure – by a number in any spelling: the callback, the booking and its mails; the confirm step names the call, which is cancelled first',
  async (t) => {
    const { app, owner, relay } = await ownerOnCalendar(t, 'phone');
    const callback = validFields({ form: 'callback', name: 'Erika Rückruf', email: '', message: '', phone: '+49 (0)40 2380-6150' });
    t.equal((await postForm(app, callback)).statusCode, 200);
    t.equal((await postForm(app, validFields({ name: 'Max', email: 'max@example.org', phone: '0170 1234567' }))).statusCode, 200);
    const [slot] = bookable(app);
    t.equal((await book(app, slot!.start, { email: 'erika@example.org', name: 'Erika Gast', phone: '040 23806150' })).statusCode, 200);
    await waitFor(() => relay.mails.length === 4, 5_000, 'three leads and the confirmation');

    // By address, the callback is out of reach: it has none.
    const byAddress = await owner.post('/intern/anfragen/auskunft', { kontakt: 'erika@example.org', was: 'loeschen' });
    t.match(byAddress.body, 'Zu erika@example.org gespeichert: 2\u00a0Nachrichten und 1\u00a0Termin.');
    const exported = JSON.parse((await owner.post('/intern/anfragen/auskunft', { kontakt: '0049 40 23806150', was: 'export' })).body);
    t.match(exported, { phone: '494023806150', bookings: [{ start: slot!.start, phone: '040 23806150' }] });
    t.same(
      exported.messages.map((m: { subject: string }) => m.subject.split(': ')[0]).sort(),
      ['Dein Termin', 'Rückrufbitte', `Terminbuchung ${slot!.label}`],
      'the callback, the booking’s lead and its confirmation',
    );

    const asked = plain((await owner.post('/intern/anfragen/auskunft', { kontakt: '0049 40 23806150', was: 'loeschen' })).body);
    t.match(asked, 'Zu 0049 40 23806150 gespeichert: 3\u00a0Nachrichten und 1\u00a0Termin.');
    t.match(
      asked,
      `Erika Gast hat einen Termin am ${slot!.label}; er wird abgesagt, bevor die Daten gelöscht werden: Die Absage geht per E-Mail an erika@example.org`,
    );
    t.match(asked, 'name="kontakt" value="0049 40 23806150"');
    t.equal(app.bookings.list().length, 1, 'nothing happens before the confirmation');

    t.equal((await owner.post('/intern/anfragen/loeschung', { kontakt: '0049 40 23806150', bestaetigt: 'ja' })).statusCode, 303);
    const status = plain((await owner.get('/intern/anfragen')).body);
    t.match(
      status,
      `3\u00a0Nachrichten und 1\u00a0Termin gelöscht. Abgesagt: der Termin am ${slot!.label}. Die Absage an erika@example.org und deine Nachricht dazu werden noch zugestellt und danach von selbst gelöscht.`,
    );
    await waitFor(
      async () => (await invitationsTo(relay, 'erika@example.org')).some((i) => i.method === 'CANCEL'),
      5_000,
      'the CANCEL to the visitor',
    );
    await waitFor(
      () => relay.mails.some((m) => m.envelopeTo.includes(MAIL_TO) && /method=CANCEL/i.test(m.raw)),
      5_000,
      'and the owner’s note',
    );
    t.same(app.bookings.list(), [], 'the booking is gone');
    const events = await openCalendar({ url: radicale.urlOf('phone') }, 'Europe/Berlin').read(Date.now(), Date.now() + 15 * 86_400_000);
    t.same(events, [], 'and its event');

    await waitFor(async () => (await app.leads.store.list('pending')).length === 0, 5_000, 'the cancellation delivered');
    const left = await storeContents(app.config.dataDir);
    t.same(
      [left.pending.length, left.sent.length, left.quarantine.length],
      [0, 1, 0],
      'Max’s lead alone is left: the two mails went once delivered',
    );
    t.match(JSON.parse((await owner.post('/intern/anfragen/auskunft', { kontakt: '+49 170 1234567', was: 'export' })).body), {
      messages: [{ replyTo: ['"Max" <max@example.org>'] }],
    });
  },
);

t.test('calendar state – a wrong password is on /intern after one read; ALERT_URL hears once, and once of the recovery', async (t) => {
  const hook = await startHook(t);
  const { app, owner } = await ownerOnCalendar(t, 'alert', { ALERT_URL: hook.url, ALERT_AFTER_MINUTES: '0' });
  t.match((await owner.get('/intern')).body, 'Der Kalender ist lesbar, das Formular bietet freie Termine an');
  t.same(hook.received, [], 'nothing to tell while it reads');

  await radicale.setPassword('rotated');
  t.notOk(await app.slots.refresh(), 'one read fails');
  const sentence = 'Der CalDAV-Kalender antwortet 401 – Passwort prüfen (CALENDAR_USER, CALENDAR_PASSWORD). Seit ';
  t.match((await owner.get('/intern')).body, /owner-signal--alarm"><h2 id="calls">/);
  t.match((await owner.get('/intern')).body, sentence);
  t.match(
    (await owner.get('/intern/einstellungen')).body,
    `Zu prüfen:</span> <strong>Terminbuchung</strong><span class="owner-check__text">${sentence}`,
  );
  t.match((await owner.get('/intern/statistik')).body, sentence, 'and the digest says it');
  t.same(flat(app.slots.offered()), [], 'no slot is offered');
  t.notOk(await app.slots.refresh(), 'a second read fails too');

  await radicale.setPassword('secret');
  t.ok(await app.slots.refresh(), 'the password is right again');
  await waitFor(() => hook.received.length === 2, 5_000, 'the two messages');
  t.match(JSON.parse(hook.received[0]!.body), {
    text: /^Terminbuchung: Der CalDAV-Kalender antwortet 401 – Passwort prüfen \(CALENDAR_USER, CALENDAR_PASSWORD\)\. Seit 1\u00a0Minute werden keine Termine angeboten\. Details: https:\/\/www\.example\.de\/intern$/,
  });
  t.same(JSON.parse(hook.received[1]!.body), {
    text: 'Terminbuchung: Der Kalender ist wieder lesbar; freie Termine werden wieder angeboten.',
  });
  t.match((await owner.get('/intern')).body, 'Der Kalender ist lesbar');
});

t.test('calendar state – every cause in German, the calendar named as what it is', async (t) => {
  t.equal(
    calendarCause({ kind: 'unknown', reason: 'http', status: 401 }),
    'Der Kalender unter CALENDAR_URL antwortet 401 – Passwort prüfen (CALENDAR_USER, CALENDAR_PASSWORD)',
  );
  t.equal(
    calendarCause({ kind: 'feed', reason: 'http', status: 404 }),
    'Der Kalender-Feed antwortet 404 – CALENDAR_URL und den Kalenderdienst prüfen',
  );
  t.equal(
    calendarCause({ kind: 'caldav', reason: 'unreachable' }),
    'Der CalDAV-Kalender ist nicht erreichbar – die Adresse in CALENDAR_URL prüfen',
  );
  const reasons = ['timeout', 'too-complex', 'too-large', 'memory', 'redirect', 'not-ical', 'crashed'] as const;
  const causes = reasons.map((reason) => calendarCause({ kind: 'feed', reason }));
  for (const cause of causes) t.match(cause, /^Der Kalender-Feed [^–]+ – .+/, 'what happened – what to do');
  t.equal(new Set(causes).size, reasons.length, 'a sentence of its own for each');
});

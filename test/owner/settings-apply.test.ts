// The owner's settings in force at once, without a restart, through his page (app.inject with a
// signed-in session) and real parts: an SMTP relay (smtp-server) with a login, a dead port, an
// iCalendar feed over HTTP behind a login, a webhook receiver, and the statistics' day files.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import t, { type Test } from 'tap';
import { freePort } from '../../scripts/local-services.ts';
import { openCalendar, type Calendar } from '../../server/booking/calendar.ts';
import { MaildirStore } from '../../server/contact/maildir.ts';
import { ALERT_TEST_TEXT } from '../../server/owner/settings-form.ts';
import { loadReport } from '../../server/stats/report.ts';
import { dateOf } from '../../shared/clock.ts';
import { MAIL_TO, postForm, startHook, startRelay, startScriptedRelay, validFields, waitFor } from '../contact/helpers.ts';
import { book, freshCalendar } from '../booking/helpers.ts';
import { bookable } from '../helpers.ts';
import { browser, CHROME } from '../stats/helpers.ts';
import { settingsOwner } from './helpers.ts';

/** A private iCalendar feed behind a login (jonas, kal-geheim), with one busy hour two hours from now; PROPFIND is refused, as by a feed's server. */
async function feedServer(t: Test) {
  const at = (ms: number) => new Date(Math.floor((Date.now() + ms) / 3_600_000) * 3_600_000).toISOString().replace(/[-:]|\.\d+/g, '');
  const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//feed//EN', 'BEGIN:VEVENT', 'UID:busy@test', `DTSTAMP:${at(0)}`]
    .concat([`DTSTART:${at(2 * 3_600_000)}`, `DTEND:${at(3 * 3_600_000)}`, 'SUMMARY:Beschäftigt', 'END:VEVENT', 'END:VCALENDAR', ''])
    .join('\r\n');
  const login = `Basic ${Buffer.from('jonas:kal-geheim').toString('base64')}`;
  const server = createServer((request, response) => {
    if (request.headers.authorization !== login) return void response.writeHead(401, { 'www-authenticate': 'Basic' }).end();
    if (request.method !== 'GET') return void response.writeHead(405).end();
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(ics);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/privat/a8f3k2.ics`;
}

t.test('settings – a new MAIL_TO takes effect for the next lead, through a relay whose login has „@“ and „/“', async (t) => {
  const login = { user: 'kontakt@example.de', pass: 'p@ss/wört#1' };
  const relay = await startScriptedRelay(t, { login });
  const { app, owner } = await settingsOwner(t);
  const mail = { 'smtp-server': '127.0.0.1', 'smtp-port': String(relay.port), 'smtp-benutzer': login.user };
  const saved = await owner.post('mail', { ...mail, 'smtp-passwort': login.pass, MAIL_TO: 'erste@example.de' });
  t.equal(saved.statusCode, 303);
  t.match((await owner.get()).body, 'Gespeichert; das gilt ab sofort.');
  t.equal(app.config.smtpUrl, relay.url(login), 'composed into one URL, the login URL-encoded');
  t.equal((await postForm(app, validFields())).statusCode, 200);
  await waitFor(() => relay.mails.length === 1, 5_000, 'the first lead');
  t.same(relay.mails[0]!.envelopeTo, ['erste@example.de']);

  // The password left empty: the stored one is kept.
  t.equal((await owner.post('mail', { ...mail, MAIL_TO: 'zweite@example.de' })).statusCode, 303);
  t.equal((await postForm(app, validFields({ name: 'Erika Zweite' }))).statusCode, 200);
  await waitFor(() => relay.mails.length === 2, 5_000, 'the next lead');
  t.same(relay.mails[1]!.envelopeTo, ['zweite@example.de'], 'to the new address, no restart');
  t.match(relay.mails[1]!.headers.get('to'), ['zweite@example.de']);
});

t.test('settings – SMTP_URL changed from a dead port to a live relay sends the waiting lead at once', async (t) => {
  // A minute's backoff: only the change can send the lead within the test.
  const { app, owner } = await settingsOwner(t, { leads: { backoffBaseMs: 60_000, backoffMaxMs: 60_000 } });
  const dead = { 'smtp-server': '127.0.0.1', 'smtp-port': String(await freePort()), MAIL_TO };
  t.equal((await owner.post('mail', dead)).statusCode, 303);
  t.equal((await postForm(app, validFields())).statusCode, 200);
  const store = new MaildirStore(app.config.dataDir);
  await waitFor(async () => Object.keys(await store.deliveryErrors()).length === 1, 5_000, 'the failed attempt');
  t.match((await owner.get('/intern')).body, 'der Mailserver ist nicht erreichbar');

  const relay = await startRelay(t);
  t.equal((await owner.post('mail', { ...dead, 'smtp-port': String(relay.port) })).statusCode, 303);
  await waitFor(() => relay.mails.length === 1, 5_000, 'the waiting lead, at once');
  await waitFor(async () => (await store.list('sent')).length === 1, 5_000, 'marked sent');
  t.match((await owner.get('/intern')).body, 'Alles zugestellt');

  t.equal((await owner.post('mail', { MAIL_TO })).statusCode, 303, 'no server: no relay');
  // The switch waits for a delivery pass under way.
  await waitFor(() => !app.leads.delivery.enabled, 5_000, 'delivery is off, the leads stay on the server');
  t.equal((await postForm(app, validFields())).statusCode, 200, 'and the form still takes them');
});

t.test('settings – a new calendar is tried, then read at once on saving: its slots are offered', async (t) => {
  const url = await feedServer(t);
  const { app, owner } = await settingsOwner(t);
  t.equal(app.slots.state, 'calendar-unset');
  t.notMatch((await app.inject('/')).body, 'id="termin-form"', 'no booking without a calendar');

  const wrong = await owner.post('calendar', { CALENDAR_URL: url, CALENDAR_USER: 'jonas', CALENDAR_PASSWORD: 'falsch' }, 'testen');
  t.equal(wrong.statusCode, 200);
  t.match(
    wrong.body,
    /role="status"[^>]*>Der Kalender unter CALENDAR_URL antwortet 401 – Passwort prüfen \(CALENDAR_USER, CALENDAR_PASSWORD\)\./,
  );
  t.match(wrong.body, 'Noch nicht gespeichert. Die geheimen Felder zum Speichern bitte noch einmal ausfüllen.');
  t.match(wrong.body, 'value="jonas"', 'what was typed stays, but for the secrets');
  t.notMatch(wrong.body, /falsch|a8f3k2/, 'no secret sent back');
  t.equal(app.slots.state, 'calendar-unset', 'nothing saved');

  t.equal((await owner.post('calendar', { CALENDAR_URL: url, CALENDAR_USER: 'jonas', CALENDAR_PASSWORD: 'kal-geheim' })).statusCode, 303);
  await waitFor(() => app.slots.state === 'ok', 20_000, 'the calendar read');
  const slots = bookable(app);
  t.ok(slots.length > 0, 'slots are offered');
  t.match((await app.inject('/')).body, 'id="termin-form"', 'the home offers the booking form');

  // As the form posts it: the user shown, the secrets left empty.
  const tried = await owner.post('calendar', { CALENDAR_USER: 'jonas', CALENDAR_URL: '', CALENDAR_PASSWORD: '' }, 'testen');
  t.match(tried.body, 'Der Kalender ist lesbar: 1\u00a0belegte Zeit in den nächsten 24 Stunden.', 'the stored values, tried');
  t.notMatch(tried.body, 'Noch nicht gespeichert');

  t.equal((await owner.post('calendar', { 'entfernen-CALENDAR_URL': 'ja' })).statusCode, 303, 'removed');
  t.equal(app.slots.state, 'calendar-unset');
  t.same(app.slots.offered(), [], 'no slot any more');
});

t.test('settings – the calendar changed from a feed to a CalDAV calendar: the next booking is written to the new one', async (t) => {
  const [feed, radicale] = [await feedServer(t), await freshCalendar()];
  const { app, owner } = await settingsOwner(t, { env: { MAIL_TO } });
  await owner.post('calendar', { CALENDAR_URL: feed, CALENDAR_USER: 'jonas', CALENDAR_PASSWORD: 'kal-geheim' });
  await waitFor(() => app.slots.state === 'ok', 20_000, 'the feed read');
  t.equal((app.slots.options.source as Calendar).kind, 'feed');

  // Another server: the stored password does not go with it (the Radicale URL carries its own login).
  t.equal((await owner.post('calendar', { CALENDAR_URL: radicale.calendarUrl, CALENDAR_USER: '' })).statusCode, 303);
  t.equal(app.config.calendarPassword, undefined);
  const caldav = app.slots.options.source as Calendar;
  caldav.deadlineMs = 60_000;
  t.ok((await app.slots.refresh()) || (await app.slots.refresh()), 'the CalDAV calendar is read', { failure: app.slots.failure });
  t.equal(caldav.kind, 'caldav');
  const [slot] = bookable(app);
  t.equal((await book(app, slot!.start, { email: 'erika@example.org' })).statusCode, 200);
  const start = Date.parse(slot!.start);
  const events = await openCalendar({ url: radicale.calendarUrl }).read(start - 60_000, start + 60_000);
  t.ok(
    events.some((span) => span.start === start),
    'its event is in the new calendar',
  );
});

t.test('settings – ALERT_URL: „Testen“ reaches a receiver unsaved; saved, the alerts go there', async (t) => {
  const hook = await startHook(t);
  const { app, owner } = await settingsOwner(t);
  const tried = await owner.post('alert', { ALERT_URL: hook.url, ALERT_AFTER_MINUTES: '10' }, 'testen');
  t.equal(tried.statusCode, 200);
  t.match(tried.body, 'Die Alarm-Adresse hat die Testnachricht angenommen. Noch nicht gespeichert. Die geheimen Felder zum Speichern');
  t.same(
    hook.received.map(({ type, body }) => [type, JSON.parse(body)]),
    [['application/json', { text: ALERT_TEST_TEXT }]],
  );
  t.match(tried.body, 'value="10"', 'the minutes typed stay in the form');
  t.notMatch(tried.body, 'hooks/geheim', 'the URL is never sent back');
  t.equal(app.config.alertUrl, undefined, 'not saved');
  t.equal(app.leads.delivery.onChange, null, 'no alert wired');

  const missing = await owner.post('alert', { ALERT_URL: hook.url.replace('/hooks/', '/keine/') }, 'testen');
  t.equal(hook.received.length, 2, 'the receiver was asked');
  t.equal(missing.statusCode, 200);

  t.equal((await owner.post('alert', { ALERT_URL: hook.url, ALERT_AFTER_MINUTES: '10' })).statusCode, 303);
  t.equal(app.config.alertAfterMinutes, 10);
  t.equal(app.leads.delivery.overdueMs, 600_000, 'and /readyz calls a lead overdue after it');
  app.leads.delivery.onChange!({ overdue: false, pending: 0, oldestPendingMinutes: 0 });
  await waitFor(() => hook.received.length === 3, 5_000, 'an alert, through the sender made from the saved URL');
  t.same(JSON.parse(hook.received[2]!.body), { text: 'Kontaktformular: Alle E-Mails sind wieder zugestellt.' });
});

t.test('settings – ANALYTICS switched off stops counting at once, on again counts; the beacon answers 204 either way', async (t) => {
  const { app, owner } = await settingsOwner(t);
  const visitor = browser(app, '203.0.113.9', CHROME);
  const pageviews = async () => {
    await app.stats.flush();
    const { report } = await loadReport(path.join(app.config.dataDir, 'stats'), dateOf(Date.now()), dateOf(Date.now()), () => {}, []);
    return report.totals.pageviews;
  };
  await visitor.get('/');
  t.equal(await pageviews(), 1);
  t.ok((await visitor.get('/')).body.includes('&quot;counted&quot;:true'), 'the form counts');

  t.equal((await owner.post('records', { LEAD_RETENTION_DAYS: '30' })).statusCode, 303, 'the switch unticked');
  t.equal(app.config.analytics, false);
  t.match((await owner.get()).body, 'Zu prüfen:</span> <strong>Statistik</strong><span class="owner-check__text">Aus.');
  await visitor.get('/impressum');
  t.ok((await visitor.get('/')).body.includes('&quot;counted&quot;:false'), 'the form sends no beacon');
  t.equal((await visitor.beacon('form-view')).statusCode, 204);
  t.equal(await pageviews(), 2, 'nothing counted while off (the view before the switch was the second)');

  t.equal((await owner.post('records', { ANALYTICS: 'on', LEAD_RETENTION_DAYS: '30' })).statusCode, 303);
  await waitFor(() => app.stats.enabled, 5_000, 'counting again');
  await visitor.get('/impressum');
  t.equal(await pageviews(), 3, 'the same day goes on');
});

t.test('settings – a new LEAD_RETENTION_DAYS is in the privacy statement at once: the pages are made anew', async (t) => {
  const { app, owner } = await settingsOwner(t);
  t.match((await app.inject('/datenschutz')).body, '30\u00a0Tage nach dem Eingang');
  t.equal((await owner.post('records', { ANALYTICS: 'on', LEAD_RETENTION_DAYS: '14' })).statusCode, 303);
  await waitFor(async () => (await app.inject('/datenschutz')).body.includes('14\u00a0Tage nach dem Eingang'), 5_000, 'the statement');
  t.equal(app.config.leadRetentionDays, 14);
});

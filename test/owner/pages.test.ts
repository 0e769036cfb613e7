// The owner's pages and actions through app.inject with a signed-in session: a real store filled
// by the form endpoint, a real SMTP relay (smtp-server) that refuses and then accepts.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { MaildirStore } from '../../server/contact/maildir.ts';
import { MAIL_TO, postForm, startScriptedRelay, storeContents, validFields, waitFor } from '../contact/helpers.ts';
import { berlinTime } from '../../shared/clock.ts';
import { signedInOwner } from './auth-helpers.ts';
import { asOwner, nextCookie } from './helpers.ts';

const HOSTILE = '<img src=x onerror=alert(1)>';
const PAGES = [
  '/intern',
  '/intern/anfragen',
  '/intern/statistik',
  '/intern/statistik?tage=7',
  '/intern/einstellungen',
  '/intern/inhalte',
  '/intern/inhalte/angebote',
  '/intern/inhalte/versionen',
];

t.test('owner pages – none without a session; each with one, no-store and noindex', async (t) => {
  const { app, cookie } = await signedInOwner(t);
  for (const url of PAGES) {
    const anonymous = await app.inject({ method: 'GET', url });
    t.equal(anonymous.statusCode, 303, `${url} sends a stranger to sign in`);
    t.notMatch(anonymous.body, /Zustellung|Anfragen/);
  }
  for (const url of [
    '/intern/anfragen/x/freigeben',
    '/intern/anfragen/loeschung',
    '/intern/einstellungen',
    '/intern/statistik/bericht',
    '/intern/inhalte/angebote',
    '/intern/inhalte/veroeffentlichen',
    '/intern/inhalte/versionen/0/wiederherstellen',
  ]) {
    const origin = new URL(app.config.publicUrl).origin;
    t.equal((await app.inject({ method: 'POST', url, headers: { origin } })).statusCode, 401, `POST ${url} needs a session`);
  }
  const owner = asOwner(app, cookie);
  for (const url of PAGES) {
    const page = await owner.get(url);
    t.equal(page.statusCode, 200, url);
    t.equal(page.headers['cache-control'], 'no-store');
    t.match(page.headers['x-robots-tag'], 'noindex');
    t.match(page.body, '<p role="status"');
    t.notMatch(page.body, /<script/, `${url} has no script`);
    // The layout renders the title with the page's heading; React puts it in the head, once.
    const [, title, heading] = /<head>.*<title>(.+) – Intern<\/title>.*<\/head>.*?<h1>(.+?)<\/h1>/s.exec(page.body) ?? [];
    t.ok(title && title === heading, `${url}: the tab says the heading („${title}“)`);
    t.equal(page.body.split('<title>').length, 2, `${url}: one title`);
  }
  const overview = await owner.get('/intern');
  t.match(overview.body, 'Alles zugestellt');
  t.match(overview.body, 'Die Terminbuchung ist aus');
  const foreign = await app.inject({
    method: 'POST',
    url: '/intern/statistik/bericht',
    headers: { cookie, origin: 'https://evil.example' },
  });
  t.equal(foreign.statusCode, 403, 'a POST from another origin is refused');
});

t.test('owner leads – a hostile name is inert text; release, delete and the DSGVO export and erasure', async (t) => {
  const signedIn = await signedInOwner(t);
  const app = signedIn.app;
  t.equal((await postForm(app, validFields({ name: HOSTILE, email: 'boese@example.org', message: 'Hallo \u202eevil' }))).statusCode, 200);
  t.equal((await postForm(app, validFields({ name: 'Erika', email: 'erika@example.org', website: 'spam' }))).statusCode, 200);
  t.equal(
    (await postForm(app, validFields({ name: 'Erika', email: 'erika@example.org', message: 'Zweite Nachricht von Erika' }))).statusCode,
    200,
  );
  const store = new MaildirStore(app.config.dataDir);
  const [hostile] = await store.list('pending');
  const [spam] = await store.list('quarantine');
  let cookie = signedIn.cookie;
  let owner = asOwner(app, cookie);

  const list = await owner.get('/intern/anfragen');
  t.match(list.body, 'Warten auf Zustellung (2)');
  t.match(list.body, 'Spam, weil das unsichtbare Feld „Website“ war ausgefüllt');
  const detail = await owner.get(`/intern/anfragen/${encodeURIComponent(hostile!.id)}`);
  t.equal(detail.statusCode, 200);
  t.notMatch(detail.body, /<img/, 'no markup from the visitor');
  t.notMatch(detail.body, /\u202e/, 'no raw right-to-left override');
  t.match(detail.body, '&lt;img src=x onerror=alert(1)&gt;', 'the name shown as text');
  t.match(detail.body, 'Hallo \\u202eevil', 'the override shown as its escape');

  // It came in two days ago (its Date header); the release stores it anew, and it still says when it came.
  const received = new Date(Date.now() - 2 * 86_400_000);
  await writeFile(spam!.file, (await readFile(spam!.file, 'utf8')).replace(/^Date: .*$/m, `Date: ${received.toUTCString()}`));
  received.setUTCSeconds(0, 0);
  const released = await owner.post(`/intern/anfragen/${encodeURIComponent(spam!.id)}/freigeben`);
  t.equal(released.statusCode, 303);
  cookie = nextCookie(released, cookie);
  owner = asOwner(app, cookie);
  const after = await owner.get(released.headers.location as string);
  t.match(after.body, /<p role="status" class="owner-status">Freigegeben: sie wird zugestellt\.<\/p>/);
  t.notMatch(after.body, 'Spam, weil', 'the verdict is gone from its record');
  t.match(after.body, `<dt>Eingegangen</dt><dd>${berlinTime(received.getTime())}</dd>`, 'received when it came');
  t.equal((await store.list('quarantine')).length, 0);
  cookie = nextCookie(after, cookie);
  owner = asOwner(app, cookie);
  const listed = (await owner.get('/intern/anfragen')).body;
  t.notMatch(listed, /role="status"[^>]*>Freigegeben/, 'the status line is shown once');
  t.match(listed, berlinTime(received.getTime()), 'the list says when it came too');

  const exported = await owner.post('/intern/anfragen/auskunft', { kontakt: 'Erika@example.org', was: 'export' });
  t.equal(exported.statusCode, 200);
  t.match(exported.headers['content-disposition'], /^attachment; filename="auskunft-\d{4}-\d{2}-\d{2}\.json"$/);
  t.match(JSON.parse(exported.body), { messages: { length: 2 }, bookings: [] });
  const confirm = await owner.post('/intern/anfragen/auskunft', { kontakt: 'erika@example.org', was: 'loeschen' });
  t.match(confirm.body, 'gespeichert: 2\u00a0Nachrichten.');
  t.equal((await storeContents(app.config.dataDir)).pending.length, 3, 'nothing erased before the confirmation');
  const erased = await owner.post('/intern/anfragen/loeschung', { kontakt: 'erika@example.org' });
  t.equal(erased.statusCode, 303);
  t.same(JSON.parse((await owner.post('/intern/anfragen/auskunft', { kontakt: 'erika@example.org', was: 'export' })).body).messages, []);

  const asked = await owner.post(`/intern/anfragen/${encodeURIComponent(hostile!.id)}/loeschen`);
  t.equal(asked.statusCode, 200, 'deleting asks once');
  t.match(asked.body, /Anfrage löschen\?[^]*name="bestaetigt" value="ja"[^]*Endgültig löschen/);
  t.equal((await storeContents(app.config.dataDir)).pending.length, 1, 'nothing deleted before the confirmation');
  const deleted = await owner.post(`/intern/anfragen/${encodeURIComponent(hostile!.id)}/loeschen`, { bestaetigt: 'ja' });
  t.equal(deleted.statusCode, 303);
  t.same((await storeContents(app.config.dataDir)).pending, []);
});

t.test('owner delivery – a refused lead is named on the overview and goes out on „Erneut versuchen“ once the relay accepts', async (t) => {
  const relay = await startScriptedRelay(t);
  relay.refuse = { at: 'rcpt', code: 550, text: '5.1.1 no such user' };
  const signedIn = await signedInOwner(t, {
    env: { SMTP_URL: relay.url(), MAIL_TO },
    leads: { backoffBaseMs: 60_000, backoffMaxMs: 60_000 },
  });
  const app = signedIn.app;
  t.equal((await postForm(app, validFields())).statusCode, 200);
  const store = new MaildirStore(app.config.dataDir);
  await waitFor(async () => Object.keys(await store.deliveryErrors()).length === 1, 5_000, 'the refusal recorded');
  let cookie = signedIn.cookie;
  const overview = await asOwner(app, cookie).get('/intern');
  t.match(overview.body, /1\u00a0E-Mail wartet seit [^:]+: der Mailserver lehnt den Empfänger ab – MAIL_TO prüfen/);
  relay.refuse = null;
  const [lead] = await store.list('pending');
  const retried = await asOwner(app, cookie).post(`/intern/anfragen/${encodeURIComponent(lead!.id)}/erneut`);
  t.equal(retried.statusCode, 303);
  await waitFor(() => relay.mails.length === 1, 5_000, 'delivered at once, not after the backoff');
  cookie = nextCookie(retried, cookie);
  await waitFor(async () => (await store.list('sent')).length === 1);
  t.match((await asOwner(app, cookie).get('/intern')).body, 'Alles zugestellt');

  // The mail settings are the operator's (SMTP_URL, MAIL_TO): „Testmail senden“ tries them as they are.
  const settings = await asOwner(app, cookie).post('/intern/einstellungen', { bereich: 'mail', aktion: 'testen' });
  t.match(
    settings.body,
    /role="status" class="owner-status">Testmail angenommen – prüfe, ob sie bei inhaber@example\.de angekommen ist\. Details: 250[^<]*<\/p>/,
  );
  t.match(
    settings.body,
    /In Ordnung:<\/span> <strong>Mailversand<\/strong><span class="owner-check__text">[^<]*Letzter Test \(\d\d:\d\d\): Testmail angenommen/,
  );
  t.match(settings.body, /gelöscht, Spam nach 30\u00a0Tagen\./, 'the retention of spam with its unit');
  t.equal(relay.mails.length, 2);
  t.notMatch(settings.body, relay.url(), 'no SMTP_URL printed');
});

t.test('owner actions – each logged with what and which lead, never the visitor’s name or address', async (t) => {
  const { app, lines, cookie } = await signedInOwner(t);
  t.equal((await postForm(app, validFields({ name: 'Erika Geheim', email: 'erika.geheim@example.org', website: 'spam' }))).statusCode, 200);
  const [spam] = await new MaildirStore(app.config.dataDir).list('quarantine');
  const owner = asOwner(app, cookie);
  await owner.post(`/intern/anfragen/${encodeURIComponent(spam!.id)}/freigeben`);
  await owner.post('/intern/anfragen/auskunft', { kontakt: 'erika.geheim@example.org', was: 'export' });
  await owner.post('/intern/anfragen/loeschung', { kontakt: 'erika.geheim@example.org' });
  const actions = lines.filter((line) => line.msg === 'owner action');
  t.match(actions, [
    { action: 'release', leadId: spam!.id },
    { action: 'export', count: 1 },
    { action: 'erase', leadIds: [spam!.id] },
  ]);
  for (const line of actions) t.ok(typeof line.time === 'number', 'when: the log line’s time');
  t.notMatch(JSON.stringify(lines.filter((line) => String(line.msg).startsWith('owner'))), /Geheim|geheim/, 'no name, no address');
});

t.test('owner statistics – the report with its chart and the pages’ leads; the digest previewed and sent now', async (t) => {
  const { app, cookie } = await signedInOwner(t);
  const headers = {
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36',
    'sec-fetch-dest': 'document',
    accept: 'text/html',
  };
  t.equal((await app.inject({ method: 'GET', url: '/', headers })).statusCode, 200);
  t.equal((await postForm(app, validFields({ page: '/' }), { headers: { 'user-agent': headers['user-agent'] } })).statusCode, 200);
  const owner = asOwner(app, cookie);
  const page = await owner.get('/intern/statistik?tage=7');
  t.match(page.body, /<svg[^>]* role="img"/);
  t.match(page.body, /<a class="owner-range" href="\/intern\/statistik\?tage=7" aria-current="page">7\u00a0Tage<\/a>/);
  t.match(page.body, /<th scope="row">\/<\/th><td>1<\/td><td>1<\/td><td>1<\/td>/, 'the home page: a view, a visitor, a lead sent on it');
  t.match(page.body, /Vorschau: Website-Statistik KW \d+/);
  t.match(page.body, 'Zustellung: 1\u00a0E-Mail wartet');
  const before = (await storeContents(app.config.dataDir)).pending.length;
  const sent = await owner.post('/intern/statistik/bericht');
  t.equal(sent.statusCode, 303);
  t.equal((await storeContents(app.config.dataDir)).pending.length, before + 1, 'the digest is queued like a lead');
  t.match((await asOwner(app, nextCookie(sent, cookie)).get('/intern/statistik')).body, 'Der Wochenbericht ist gespeichert');
});

t.test('owner statistics – a file where the statistics’ days belong: an error line and the page name it; leads go on', async (t) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ki-site-test-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  await mkdir(path.join(dataDir, 'stats'));
  await writeFile(path.join(dataDir, 'stats', 'days'), '');
  const { app, cookie, lines } = await signedInOwner(t, { env: { DATA_DIR: dataDir } });
  const days = path.join(dataDir, 'stats', 'days');
  t.match(
    lines.find((line) => line.level === 50),
    { path: days, msg: `stats: ${days} is not usable; the site runs without statistics until it is fixed and restarted` },
  );
  t.equal(app.stats.enabled, false, 'counting is off');
  t.equal((await postForm(app, validFields())).statusCode, 200, 'a lead is taken');
  const page = await asOwner(app, cookie).get('/intern/statistik');
  t.match(page.body, `Die Statistik ist aus: ${days} ist nicht nutzbar. Behebe das und starte den Server neu.`);
});

// The content editor through app.inject with a signed-in owner: a section's form saved into the
// draft, the preview rendered from the draft alone, the publish that makes every page anew, the
// history's restore, two devices on one revision, the refusals at their fields, text as text.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import t from 'tap';
import { SECTIONS } from '../../server/owner/editor/sections.ts';
import { register, signedInOwner } from './auth-helpers.ts';
import { formOf, jsonLdOf } from './editor-helpers.ts';
import { asOwner } from './helpers.ts';
import { parseHtml } from '../html.ts';

const OFFERS = '/intern/inhalte/angebote';
const CHECK = '/ki-potenzial-check';

t.test('editor – every section posted as shown changes nothing', async (t) => {
  const { app, cookie } = await signedInOwner(t);
  const owner = asOwner(app, cookie);
  for (const { slug } of SECTIONS) {
    const page = await owner.get(`/intern/inhalte/${slug}`);
    t.equal(page.statusCode, 200, slug);
    t.equal((await owner.post(`/intern/inhalte/${slug}`, formOf(page.body))).statusCode, 303, `${slug} saved`);
    t.match((await owner.get(`/intern/inhalte/${slug}`)).body, 'Nichts geändert.', `${slug}: nothing changed`);
  }
  t.equal(app.content.store.draft.revision, 0, 'nothing written');
});

t.test('editor – a price saved shows in the preview alone, is published to every page, and a restore brings it back', async (t) => {
  const { app, cookie } = await signedInOwner(t);
  const owner = asOwner(app, cookie);
  const form = formOf((await owner.get(OFFERS)).body);
  t.equal(form['offers.1.priceEur'], '3600');
  const saved = await owner.post(OFFERS, { ...form, 'offers.1.priceEur': '3900' });
  t.equal(saved.statusCode, 303);
  t.equal(saved.headers.location, OFFERS);
  t.match((await owner.get(OFFERS)).body, 'Gespeichert – noch nicht veröffentlicht. Vorschau ansehen oder veröffentlichen.');
  t.match(
    (await owner.get('/intern/inhalte')).body,
    /1\u00a0Änderung nicht veröffentlicht.*KI-Potenzial-Check › Preis in Euro: „3600“ → „3900“/s,
  );

  const preview = await owner.get(`/intern/vorschau?seite=${encodeURIComponent(CHECK)}`);
  t.equal(preview.statusCode, 200);
  t.equal(preview.headers['cache-control'], 'no-store');
  t.match(preview.headers['x-robots-tag'], 'noindex');
  t.match(preview.body, '<meta name="robots" content="noindex"/>');
  t.match(
    preview.body,
    /<aside class="preview-bar" aria-label="Vorschau">.*Vorschau – noch nicht veröffentlicht.*action="\/intern\/inhalte\/veroeffentlichen"/s,
  );
  t.match(preview.body, '3.900\u00a0€');
  const live = await app.inject(CHECK);
  t.match(live.body, '3.600\u00a0€', 'the public page still shows the published price');
  t.notMatch(live.body, /3\.900|preview-bar|Vorschau – noch/, 'and no preview bar');
  t.equal((await app.inject({ url: '/intern/vorschau?seite=%2F' })).statusCode, 303, 'no preview without a session');

  const published = await owner.post('/intern/inhalte/veroeffentlichen');
  t.equal(published.statusCode, 303);
  t.match((await owner.get('/intern/inhalte')).body, 'Veröffentlicht als Version 1: 1\u00a0Änderung. Alle Seiten sind neu erstellt.');
  const offerPage = (await app.inject(CHECK)).body;
  t.match(offerPage, '3.900\u00a0€', 'the offer page');
  t.notMatch(offerPage, 'preview-bar');
  t.match(jsonLdOf(offerPage), { '@graph': [{ '@type': 'Service', offers: { price: 3900 } }] }, 'its JSON-LD');
  t.match((await app.inject('/')).body, /href="\/ki-potenzial-check".*?3\.900\u00a0€/s, "the home's card");
  t.match(
    (await app.inject('/llms.txt')).body,
    `[KI-Potenzial-Check](https://www.example.de${CHECK}): Festpreis 3.900 € inkl. Reisekosten.`,
  );

  const history = await owner.get('/intern/inhalte/versionen');
  t.match(history.body, /Version 1 \(veröffentlicht\).*\d\d\.\d\d\.\d{4}, \d\d:\d\d, Testgerät.*Preis in Euro: „3600“ → „3900“/s);
  const confirm = await owner.post('/intern/inhalte/versionen/0/wiederherstellen');
  t.equal(confirm.statusCode, 200, 'a restore asks first');
  t.match(confirm.body, 'Version 0 wiederherstellen?');
  t.match((await app.inject(CHECK)).body, '3.900\u00a0€', 'nothing restored yet');
  const restored = await owner.post('/intern/inhalte/versionen/0/wiederherstellen', { bestaetigt: 'ja' });
  t.equal(restored.headers.location, '/intern/inhalte/versionen');
  t.match((await app.inject(CHECK)).body, '3.600\u00a0€', 'the earlier price is back');
  const after = (await owner.get('/intern/inhalte/versionen')).body;
  t.match(after, 'Version 0 ist wiederhergestellt, als Version 2. Alle Seiten sind neu erstellt.');
  t.match(after, /Version 2 \(veröffentlicht\).*Version 0 wiederhergestellt.*„3900“ → „3600“/s);
  t.equal(app.content.store.draft.content.offers[1]!.priceEur, 3600, 'the draft follows');
});

t.test('editor – two devices save on one revision: the second sees both values, keeps its input and wins on its second save', async (t) => {
  const { app, cookie, store } = await signedInOwner(t);
  const phone = asOwner(app, cookie);
  const laptop = asOwner(app, (await register(app, (await store.createLink()).token)).cookie!);
  const [onPhone, onLaptop] = [formOf((await phone.get(OFFERS)).body), formOf((await laptop.get(OFFERS)).body)];
  t.equal((await phone.post(OFFERS, { ...onPhone, 'offers.1.priceEur': '3900' })).statusCode, 303);
  const theses = formOf((await phone.get('/intern/inhalte/thesen')).body);
  t.equal((await phone.post('/intern/inhalte/thesen', { ...theses, 'theses.title': 'Elf Thesen' })).statusCode, 303);

  const conflict = await laptop.post(OFFERS, { ...onLaptop, 'offers.1.priceEur': '4200' });
  t.equal(conflict.statusCode, 409);
  t.match(conflict.body, 'Auf einem anderen Gerät wurde inzwischen gespeichert');
  t.match(conflict.body, 'KI-Potenzial-Check › Preis in Euro: „3900“ → „4200“', 'both values');
  t.notMatch(conflict.body, 'Thesen', 'another section is not in question');
  const kept = formOf(conflict.body);
  t.equal(kept['offers.1.priceEur'], '4200', "the laptop's input is kept");
  t.equal(kept.revision, String(app.content.store.draft.revision), 'with the new revision');
  t.equal(app.content.store.draft.content.offers[1]!.priceEur, 3900, 'nothing overwritten');

  t.equal((await laptop.post(OFFERS, kept)).statusCode, 303, 'the second save wins');
  const draft = app.content.store.draft.content;
  t.equal(draft.offers[1]!.priceEur, 4200);
  t.equal(draft.theses.title, 'Elf Thesen', "the phone's other section stays");
});

t.test('editor – refused input is answered at its field in German, the input kept, nothing saved', async (t) => {
  const { app, cookie } = await signedInOwner(t);
  const owner = asOwner(app, cookie);
  const form = formOf((await owner.get(OFFERS)).body);
  const long = 'K'.repeat(81);
  const refused = await owner.post(OFFERS, { ...form, 'offers.1.title': long, 'offers.1.page.path': '/KI Check' });
  t.equal(refused.statusCode, 400);
  t.match(refused.body, /<section aria-labelledby="fehler"[^>]*tabindex="-1"[^>]*autofocus=""/, 'the list of corrections is focused');
  t.match(refused.body, 'Nicht gespeichert: 2\u00a0Felder brauchen eine Korrektur');
  t.match(refused.body, '<a href="#offers.1.title">Angebote › Angebot 2 › Name: Bitte höchstens 80 Zeichen.</a>');
  t.match(refused.body, 'Angebot 2 › Eigene Seite › Adresse der Seite: Diese Eingabe hat nicht die erwartete Form (siehe Hinweis).');
  const title = parseHtml(refused.body).getElementById('offers.1.title')!;
  t.match(title.attributes, { name: 'offers.1.title', value: long, 'aria-invalid': 'true', 'aria-describedby': 'offers.1.title-fehler' });
  t.match(refused.body, '<p id="offers.1.title-fehler" class="owner-error">Bitte höchstens 80 Zeichen.</p>');
  t.match(refused.body, 'aria-describedby="offers.1.page.path-fehler offers.1.page.path-hilfe"', 'the message, then the help');
  t.equal(formOf(refused.body)['offers.1.page.path'], '/KI Check', 'the input kept');

  const duplicate = await owner.post(OFFERS, { ...form, 'offers.1.id': 'kilead' });
  t.equal(duplicate.statusCode, 400);
  t.match(duplicate.body, '<p id="offers.1.id-fehler" class="owner-error">Diese Kennung ist schon vergeben.</p>');
  const number = await owner.post(OFFERS, { ...form, 'offers.1.priceEur': '3.900' });
  t.match(number.body, '<p id="offers.1.priceEur-fehler" class="owner-error">Bitte einen gültigen Wert eingeben.</p>');
  t.equal(app.content.store.draft.revision, 0, 'nothing saved');
});

t.test('editor – markup, braces and Markdown typed into a title are text on the public page; the CSP stays', async (t) => {
  const { app, cookie } = await signedInOwner(t);
  const owner = asOwner(app, cookie);
  const before = (await app.inject(CHECK)).headers['content-security-policy'];
  const hostile = '<script>alert(1)</script> {{x}} **x** {identity.name}';
  const form = formOf((await owner.get(OFFERS)).body);
  t.equal((await owner.post(OFFERS, { ...form, 'offers.1.title': hostile })).statusCode, 303);
  t.equal((await owner.post('/intern/inhalte/veroeffentlichen')).statusCode, 303);
  const page = await app.inject(CHECK);
  t.notMatch(page.body, '<script>alert(1)', 'no element from the title');
  t.match(page.body, '&lt;script&gt;alert(1)&lt;/script&gt; {{x}} **x** Jonas Falkenberg', 'the title as typed, its known fact filled');
  t.notMatch(page.body, '<strong>x</strong>');
  t.equal(page.headers['content-security-policy'], before);
  t.match(jsonLdOf(page.body), { '@graph': [{ name: '<script>alert(1)</script> {{x}} **x** Jonas Falkenberg' }] }, 'data in the JSON-LD');
});

t.test('editor – the placeholders to-do counts down as one is replaced; the overview says what is open', async (t) => {
  const { app, cookie } = await signedInOwner(t);
  const owner = asOwner(app, cookie);
  t.match((await owner.get('/intern/inhalte')).body, '<h2 id="platzhalter">18\u00a0Platzhalter offen</h2>');
  const form = formOf((await owner.get('/intern/inhalte/rechtliches')).body);
  t.equal(
    (await owner.post('/intern/inhalte/rechtliches', { ...form, 'privacy.hosting': 'Hetzner Online GmbH, Gunzenhausen' })).statusCode,
    303,
  );
  t.match((await owner.get('/intern/inhalte')).body, '<h2 id="platzhalter">17\u00a0Platzhalter offen</h2>');
  const overview = (await owner.get('/intern')).body;
  t.match(overview, /<h2 id="content">Inhalte<\/h2><p>1\u00a0Änderung noch nicht veröffentlicht\.<\/p><p>17\u00a0Platzhalter offen\.<\/p>/);
});

t.test('editor – discard and publish: a confirmation first, nothing to do said so', async (t) => {
  const { app, cookie } = await signedInOwner(t);
  const owner = asOwner(app, cookie);
  await owner.post('/intern/inhalte/veroeffentlichen');
  t.match((await owner.get('/intern/inhalte')).body, 'Nichts zu veröffentlichen: der Entwurf ist schon veröffentlicht.');
  const form = formOf((await owner.get('/intern/inhalte/thesen')).body);
  await owner.post('/intern/inhalte/thesen', { ...form, 'theses.title': 'Elf Thesen' });
  const confirm = await owner.post('/intern/inhalte/verwerfen');
  t.equal(confirm.statusCode, 200);
  t.match(
    confirm.body,
    /Entwurf verwerfen\?.*1\u00a0Änderung geht verloren.*Thesen › Überschrift: „Zehn Thesen zu KI im Unternehmen“ → „Elf Thesen“/s,
  );
  t.equal(app.content.store.draft.content.theses.title, 'Elf Thesen', 'kept until confirmed');
  t.equal((await owner.post('/intern/inhalte/verwerfen', { bestaetigt: 'ja' })).statusCode, 303);
  t.equal(app.content.store.draft.content.theses.title, 'Zehn Thesen zu KI im Unternehmen');
  t.match((await owner.get('/intern/inhalte')).body, 'Der Entwurf ist verworfen.');
  t.equal(app.content.store.history().length, 0, 'nothing was published');
});

t.test('editor – a stored version that cannot be read is said on the sections and the overview', async (t) => {
  const { app, cookie } = await signedInOwner(t);
  const owner = asOwner(app, cookie);
  const dir = path.join(app.config.dataDir, 'content', 'versions');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, '000001.json'), '{ kaputt');
  await app.content.store.open();
  const sentence = 'Version 1 ließ sich nicht lesen; die Website zeigt die ursprünglichen Inhalte (Version 0).';
  t.match((await owner.get('/intern/inhalte')).body, `<p class="owner-card owner-signal owner-signal--alarm">${sentence}</p>`);
  t.match(
    (await owner.get('/intern')).body,
    /<section aria-labelledby="content" class="owner-card owner-signal owner-signal--alarm">.*ließ sich nicht lesen/s,
  );
});

// The editor's lists and its bounds through app.inject: an offer added, filled and published with
// its page, card, menu entry and JSON-LD, another hidden; items moved and removed without a save;
// a post that is not the section's form, or larger than the prose needs, refused whole.
import t from 'tap';
import { parseHtml } from '../html.ts';
import { signedInOwner } from './auth-helpers.ts';
import { formOf, jsonLdOf } from './editor-helpers.ts';
import { asOwner } from './helpers.ts';

const OFFERS = '/intern/inhalte/angebote';

/** A new offer's fields, as the owner fills them in. */
const WORKSHOP = {
  id: 'workshop',
  anchor: 'workshop',
  'page.path': '/ki-workshop',
  'page.title': 'KI-Workshop für Teams – {identity.name}',
  'page.description': 'Ein Tag KI-Praxis für dein Team.',
  eyebrow: 'Ein Tag',
  title: 'KI-Workshop',
  promise: 'Ein Tag, an dem dein Team KI an eigenen Aufgaben ausprobiert.',
  tagline: 'Ein Tag KI-Praxis',
  lead: 'Dein Team lernt an einem Tag, KI sicher für die eigene Arbeit zu nutzen.',
  priceEur: '2000',
  pricePrefix: 'Festpreis',
  priceSuffix: 'pro Tag',
  detailsLabel: 'Alles zum KI-Workshop',
  featuresHeading: 'Das ist enthalten',
  ctaLabel: 'Workshop anfragen',
  summary: 'Ein Tag KI-Praxis für Teams.',
};

t.test('editor lists – a fourth offer gets its page, card, menu entry and JSON-LD; a hidden one leaves every page', async (t) => {
  const { app, cookie } = await signedInOwner(t);
  const owner = asOwner(app, cookie);
  const form = formOf((await owner.get(OFFERS)).body);
  const added = await owner.post(OFFERS, { ...form, aktion: 'neu:offers' });
  t.equal(added.statusCode, 200, 'the form again, not saved');
  t.match(added.body, /<fieldset class="editor-item" id="offers\.3"><legend>Angebot 4<\/legend><details open="">/, 'the new offer, open');
  t.equal(app.content.store.draft.revision, 0);
  const fresh = formOf(added.body);
  t.match(fresh, { offers: '4', 'offers.3.id': '', 'offers.3.priceEur': '0' });
  t.notOk('aktion' in fresh, 'no button pressed');

  const empty = await owner.post(OFFERS, fresh);
  t.equal(empty.statusCode, 400, 'an empty offer is refused');
  for (const field of ['offers.3.id', 'offers.3.anchor', 'offers.3.page.path'])
    t.match(empty.body, `<p id="${field}-fehler" class="owner-error">Diese Eingabe hat nicht die erwartete Form (siehe Hinweis).</p>`);

  const filled = Object.fromEntries(Object.entries(WORKSHOP).map(([key, value]) => [`offers.3.${key}`, value]));
  t.equal((await owner.post(OFFERS, { ...fresh, ...filled, 'offers.2.hidden': 'ja', 'offers.0.priceEur': '3700' })).statusCode, 303);
  t.equal((await owner.post('/intern/inhalte/veroeffentlichen')).statusCode, 303);
  const [version] = app.content.store.history();
  t.match(
    version!.changes,
    [
      'Angebote: „KI-Workshop“ hinzugefügt',
      'Angebote › Externer KI-Lead › Preis in Euro: „3500“ → „3700“',
      'Angebote › Sparringspartner › Verborgen: „nein“ → „ja“',
    ],
    'the offers kept are compared field by field',
  );

  const page = await app.inject('/ki-workshop');
  t.equal(page.statusCode, 200, 'its own page');
  t.match(page.body, /<h1[^>]*>.*KI-Workshop/s);
  t.match(page.body, '2.000\u00a0€');
  t.match(jsonLdOf(page.body), { '@graph': [{ '@type': 'Service', name: 'KI-Workshop', offers: { price: 2000 } }] });
  const home = (await app.inject('/')).body;
  t.match(home, /<a[^>]*href="\/ki-workshop"/, 'its card and menu entry');
  t.match(parseHtml(home).querySelector('header')?.innerHTML, 'href="/ki-workshop"', 'in the header');
  t.notMatch(home, '/sparringspartner', 'the hidden offer is nowhere on the home page');
  t.equal((await app.inject('/sparringspartner')).statusCode, 404, 'nor has it a page');
  t.match((await app.inject('/llms.txt')).body, '[KI-Workshop](https://www.example.de/ki-workshop): Festpreis 2.000 € pro Tag.');
});

t.test('editor lists – moving and removing items re-renders the form with the change, saving nothing', async (t) => {
  const { app, cookie } = await signedInOwner(t);
  const owner = asOwner(app, cookie);
  const form = formOf((await owner.get(OFFERS)).body);
  const moved = await owner.post(OFFERS, { ...form, 'offers.0.title': 'Geänderter Lead', aktion: 'runter:offers.0' });
  t.equal(moved.statusCode, 200);
  const after = formOf(moved.body);
  t.equal(after['offers.0.id'], 'potenzialcheck');
  t.equal(after['offers.1.title'], 'Geänderter Lead', 'the typed value moves with its item');
  t.match(moved.body, /id="offers\.1"><legend>Angebot 2: Geänderter Lead<\/legend><details open="">/, 'shown open');
  const removed = formOf((await owner.post(OFFERS, { ...after, aktion: 'entfernen:offers.1.facts.1' })).body);
  t.equal(removed['offers.1.facts'], '1');
  t.notOk('offers.1.facts.1' in removed);
  const up = formOf((await owner.post(OFFERS, { ...removed, aktion: 'hoch:offers.1' })).body);
  t.equal(up['offers.0.title'], 'Geänderter Lead');
  t.equal(app.content.store.draft.revision, 0, 'nothing saved');
  t.equal((await owner.post(OFFERS, up)).statusCode, 303, '„Speichern“ saves it');
  t.equal(app.content.store.draft.content.offers[0]!.title, 'Geänderter Lead');
  t.same(app.content.store.draft.content.offers[0]!.facts, ['Laufende Begleitung, monatlich abgerechnet']);
});

t.test(
  'editor bounds – a post that is not the section’s form is refused whole; the body limit is the prose’s, on section posts alone',
  async (t) => {
    const { app, cookie, lines } = await signedInOwner(t);
    const owner = asOwner(app, cookie);
    const form = formOf((await owner.get('/intern/inhalte/rechtliches')).body);
    const cases: Array<[string, string]> = [
      ['a field the schema lacks', new URLSearchParams({ ...form, 'prose.impressum.script': 'x' }).toString()],
      ['a field of another section', new URLSearchParams({ ...form, 'offers.0.priceEur': '1' }).toString()],
      ['a repeated field', `${new URLSearchParams(form)}&privacy.hosting=zwei`],
      ['a list button outside the form', new URLSearchParams({ ...form, aktion: 'neu:offers' }).toString()],
    ];
    const offers = formOf((await owner.get('/intern/inhalte/angebote')).body);
    cases.push(['a list past its cap', new URLSearchParams({ ...offers, offers: '9' }).toString()]);
    for (const [what, payload] of cases) {
      const url = what.includes('cap') ? OFFERS : '/intern/inhalte/rechtliches';
      const refused = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { cookie, origin: 'https://www.example.de', 'content-type': 'application/x-www-form-urlencoded' },
      });
      t.equal(refused.statusCode, 400, what);
      t.match(refused.body, 'Dieses Formular passt nicht zu diesem Bereich.');
    }
    t.equal(lines.filter((line) => line.ownerAction === 'content: foreign form').length, cases.length, 'each logged');
    t.equal(app.content.store.draft.revision, 0, 'nothing saved');

    // Both documents at their cap, every character three bytes (nine when percent-encoded): taken.
    const longest = { ...form, 'prose.impressum.body': '€'.repeat(60_000), 'prose.datenschutz.body': '€'.repeat(60_000) };
    t.equal((await owner.post('/intern/inhalte/rechtliches', longest)).statusCode, 303, 'the largest prose is taken');
    t.equal(app.content.store.draft.content.prose.datenschutz.body.length, 60_000);
    const over = { ...longest, 'prose.letter.body': 'x'.repeat(70 * 1024) };
    t.equal((await owner.post('/intern/inhalte/rechtliches', over)).statusCode, 413, 'more is not read');
    t.equal(
      (await owner.post('/intern/inhalte/veroeffentlichen', { x: 'x'.repeat(40 * 1024) })).statusCode,
      413,
      'other posts keep 32 KiB',
    );
    const stranger = await app.inject({
      method: 'POST',
      url: '/intern/inhalte/rechtliches',
      payload: longest,
      headers: { origin: 'https://www.example.de' },
    });
    t.equal(stranger.statusCode, 401, 'no session: refused before the body counts');
    const foreign = await app.inject({ method: 'POST', url: OFFERS, payload: offers, headers: { cookie, origin: 'https://evil.example' } });
    t.equal(foreign.statusCode, 403, 'another origin: refused');
  },
);

t.test('editor – an unknown section or preview page leads back to the sections with a German line', async (t) => {
  const { app, cookie } = await signedInOwner(t);
  const owner = asOwner(app, cookie);
  for (const url of ['/intern/inhalte/gibtsnicht', '/intern/vorschau?seite=%2Fgibtsnicht']) {
    const answer = await owner.get(url);
    t.equal(answer.statusCode, 303, url);
    t.equal(answer.headers.location, '/intern/inhalte');
  }
  t.match((await owner.get('/intern/inhalte')).body, 'Diese Seite gibt es im Entwurf nicht.');
  for (const page of ['/', '/keynotes', '/impressum', '/datenschutz', '/brief-aus-der-zukunft', '/externer-ki-lead'])
    t.equal((await owner.get(`/intern/vorschau?seite=${encodeURIComponent(page)}`)).statusCode, 200, `preview of ${page}`);
});

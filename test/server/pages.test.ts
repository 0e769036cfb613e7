import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { AGGREGATE_RETENTION_DAYS, CAMPAIGN_PARAMS, STATS_TIME_ZONE } from '../../shared/content/analytics.ts';
import { formatEuro, telUri } from '../../shared/format.ts';
import { supervisoryAuthority } from '../../shared/content/privacy.ts';
import { site, testApp } from '../helpers.ts';
import { parseHtml, text } from '../html.ts';

const { identity } = site.content;
const { offers } = site;

const ROUTES = site.pages.map((page) => page.path);
const META = Object.fromEntries(site.pages.map((page) => [page.path, page]));

t.test('every route is a complete German document with its own meta data', async (t) => {
  const { app } = await testApp(t);
  t.same(
    ROUTES.slice(1, 5),
    ['/externer-ki-lead', '/ki-potenzial-check', '/sparringspartner', '/keynotes'],
    'a German slug per offer and the keynotes',
  );
  for (const route of ROUTES) {
    const res = await app.inject({ url: route });
    t.equal(res.statusCode, 200, `${route} status`);
    t.match(res.headers['content-type'], /^text\/html; charset=utf-8/, `${route} content type`);
    t.match(res.body, /^<!DOCTYPE html>/, `${route} doctype`);
    const doc = parseHtml(res.body);
    t.equal(doc.querySelector('html')?.getAttribute('lang'), 'de', `${route} lang`);
    t.ok(doc.querySelector('meta[charset="utf-8"]'), `${route} charset`);
    t.ok(doc.querySelector('meta[name="viewport"]'), `${route} viewport`);
    t.equal(doc.querySelectorAll('h1').length, 1, `${route} has one h1`);
    t.equal(text(doc.querySelector('title')), META[route]!.title.replace(/\u00a0/g, ' '), `${route} title`);
    t.equal(doc.querySelector('meta[name="description"]')?.getAttribute('content'), META[route]!.description, `${route} description`);
    const { length } = META[route]!.description;
    t.ok(length >= 120 && length <= 160, `${route}: description of ${length} characters (120–160)`);
    const canonical = `https://www.example.de${route}`;
    t.equal(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), canonical, `${route} canonical`);
    t.equal(doc.querySelector('meta[property="og:url"]')?.getAttribute('content'), canonical, `${route} og:url`);
    t.equal(doc.querySelector('meta[property="og:locale"]')?.getAttribute('content'), 'de_DE');
    t.ok(doc.querySelector('meta[property="og:title"]')?.getAttribute('content'));
    t.ok(doc.querySelector('meta[property="og:type"]')?.getAttribute('content'));
    t.match(
      doc.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '',
      /^https:\/\/www\.example\.de\/assets\/og-(?:[a-z-]+-)?[0-9a-f]{8}\.png$/,
    );
    t.equal(doc.querySelector('meta[name="twitter:card"]')?.getAttribute('content'), 'summary_large_image');
    t.ok(doc.querySelector('link[rel="icon"]'), `${route} favicon`);
    t.ok(doc.querySelector('meta[name="theme-color"]'), `${route} theme colour`);
    t.notOk(/\sstyle="/.test(res.body), `${route} has no style attributes`);
    const scripts = doc.querySelectorAll('script').filter((s) => s.getAttribute('type') !== 'application/ld+json');
    for (const script of scripts) t.ok(script.getAttribute('src'), `${route}: every executable script is external`);
  }
});

t.test('PUBLIC_URL defaults to http://localhost:PORT for canonical URLs', async (t) => {
  const { app } = await testApp(t, { env: { PUBLIC_URL: '', PORT: '4321' } });
  const doc = parseHtml((await app.inject('/impressum')).body);
  t.equal(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), 'http://localhost:4321/impressum');
});

t.test('home: the spec sections in order, as a hub, with the proof after the hero', async (t) => {
  const { app } = await testApp(t);
  const doc = parseHtml((await app.inject('/')).body);
  const ids = doc.querySelectorAll('main > section').map((s) => s.id);
  t.same(ids, [
    'hero',
    'angebote',
    'referenzen',
    'thesen',
    'zitat',
    'speaking',
    'ki-lead',
    'potenzial-check',
    'ontologie',
    'sparring',
    'praxis',
    'ueber-mich',
    'faq',
    'newsletter',
    'contact',
  ]);
  t.ok(doc.querySelector('body > header.site-header') ?? doc.querySelector('header.site-header'), 'header');
  t.ok(doc.querySelector('footer.site-footer'), 'footer');
  t.equal(doc.querySelectorAll('#thesen article').length, 10, '10 thesis cards');
  t.equal(doc.querySelectorAll('#speaking article').length, 3, '3 speaking topics');
  const faq = doc.querySelectorAll('#faq details');
  t.ok(faq.length >= 6 && faq.length <= 8, '6–8 FAQ entries as <details>');
  t.match(text(doc.querySelector('#ueber-mich')), identity.accolade);
  t.match(text(doc.querySelector('#ueber-mich')), identity.accoladeSource.label, 'the ranking names its source');
  t.equal(doc.querySelectorAll('#thesen > div > ol > li').length, 3, 'three theses at once');
  t.equal(doc.querySelectorAll('#thesen details li').length, 7, 'the other seven behind the disclosure');
  t.equal(doc.querySelectorAll('#referenzen #stimmen figure').length, 3, 'three testimonials');
  t.ok(doc.querySelectorAll('#referenzen #ergebnisse article').length >= 2, 'two or more cases');
  const erstgespraech = doc.querySelector('#hero a[data-topic]');
  t.equal(erstgespraech?.getAttribute('href'), '/?anliegen=sonstiges#contact', 'the hero CTA is a topic link to the form');
  t.ok(doc.querySelector(`#contact a[href="${telUri(identity.phone)}"]`), 'phone in the contact section');
  t.ok(doc.querySelector(`footer a[href="${telUri(identity.phone)}"]`), 'phone in the footer');
  t.ok(
    doc.querySelector('header details.site-menu a[href="#contact"]'),
    "the mobile menu is a <details>, its Kontakt the home's own section",
  );
  t.ok(doc.querySelectorAll('[data-placeholder]').length > 0, 'invented entries are marked for the owner');
});

t.test('home: neighbouring sections never share a tint, so every edge is visible', async (t) => {
  const { app } = await testApp(t);
  const doc = parseHtml((await app.inject('/')).body);
  const tone = (el: { classList: { contains(c: string): boolean } }) =>
    el.classList.contains('hero') ||
    el.classList.contains('quote-band') ||
    el.classList.contains('section--dark') ||
    el.classList.contains('site-footer')
      ? 'dark'
      : el.classList.contains('section--tinted')
        ? 'tinted'
        : 'light';
  const sequence = [...doc.querySelectorAll('main > section'), doc.querySelector('footer.site-footer')!].map(
    (el) => `${el.id || 'footer'}:${tone(el)}`,
  );
  for (let i = 1; i < sequence.length; i++) {
    t.not(sequence[i]!.split(':')[1], sequence[i - 1]!.split(':')[1], `${sequence[i - 1]} → ${sequence[i]}`);
  }
});

t.test('home: the theses reveal one after another, 100 ms × their place in all ten', async (t) => {
  const { app } = await testApp(t);
  const doc = parseHtml((await app.inject('/')).body);
  const theses = doc.querySelectorAll('#thesen .thesis');
  t.same(
    theses.map((li) => Number(li.getAttribute('data-reveal-index')) * Number(li.getAttribute('data-reveal-step'))),
    [0, 100, 200, 300, 400, 500, 600, 700, 800, 900],
  );
  const summary = doc.querySelector('#thesen details > summary');
  t.equal(text(summary?.querySelector('.theses-more__closed')), 'Alle 10 Thesen');
  t.equal(text(summary?.querySelector('.theses-more__open')), 'Weniger anzeigen');
});

t.test('home: each offer compact – promise, price, three key points, its button and a link to its page', async (t) => {
  const { app } = await testApp(t);
  const doc = parseHtml((await app.inject('/')).body);
  for (const offer of offers) {
    const section = doc.querySelector(`#${offer.anchor}`)!;
    t.match(text(section), offer.promise, `${offer.title}: promise`);
    t.match(text(section.querySelector('.price__amount')), formatEuro(offer.priceEur).replace('\u00a0', ' '), `${offer.title}: price`);
    t.equal(section.querySelectorAll('.price__points li').length, 3, `${offer.title}: three key points`);
    t.equal(section.querySelector('a[data-topic]')?.getAttribute('href'), `/?anliegen=${offer.id}#contact`, `${offer.title}: button`);
    t.ok(section.querySelector(`a[href="${offer.page.path}"]`), `${offer.title}: link to its page`);
    t.ok(doc.querySelector(`footer a[href="${offer.page.path}"]`), `${offer.title}: in the footer`);
  }
  t.ok(doc.querySelector('#speaking a[href="/keynotes"]'), 'the keynotes section links to its page');
  t.ok(doc.querySelector('footer a[href="/keynotes"]'), 'the keynotes page in the footer');
  t.equal(doc.querySelector('#ontologie a')?.getAttribute('href'), '/keynotes#maschinenlesbar', 'the essay: a statement with a link on');
  t.equal(
    doc.querySelector('#praxis a')?.getAttribute('href'),
    '/ki-potenzial-check#arbeitsweise',
    'the practice section: a statement with a link on',
  );
  t.ok(doc.querySelector('#speaking a[data-topic="speaking"]'), 'the keynote request button (its facts are on /keynotes)');
  t.notOk(doc.querySelector('#speaking img'), 'no stage illustration');
});

t.test('home: no faceless placeholder – a name card until a photo exists; testimonials with initials', async (t) => {
  const { app } = await testApp(t);
  const doc = parseHtml((await app.inject('/')).body);
  t.notOk(app.assets.images.portrait, 'the build found no portrait photo');
  t.notOk(doc.querySelector('img[src*="portrait"]'), 'no portrait picture without a photo');
  for (const card of doc.querySelectorAll('.name-card')) {
    for (const fact of [identity.name, identity.title, identity.address.city, identity.accolade]) t.match(text(card), fact);
  }
  t.equal(doc.querySelectorAll('.name-card').length, 2, 'in the hero and beside "Über mich"');
  t.same(doc.querySelectorAll('.testimonial__initials').map(text), ['KL', 'HA', 'MO']);
  const person = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent)['@graph'].find(
    (n: { '@type': string }) => n['@type'] === 'Person',
  );
  t.notOk(person.image, 'structured data names no image of the person');
});

t.test('home: every business constant (prices, durations, limits) is on the page or its offer page', async (t) => {
  const { app } = await testApp(t);
  const home = parseHtml((await app.inject('/')).body);
  const page = async (path: string) => text(parseHtml((await app.inject(path)).body).querySelector('main'));
  const section = (id: string) => text(home.querySelector(`#${id}`));
  t.match(section('ki-lead'), '3.500 € pro Monat');
  t.match(section('potenzial-check'), '3.600 € inkl. Reisekosten');
  t.match(section('sparring'), '1.500 € für 3 Monate');
  t.match(section('sparring'), '6 Gruppen-Sessions (1 h, wöchentlich)');
  t.match(section('sparring'), '6 Einzel-Sessions (30 Min., alle 2 Wochen)');

  const offerPages = {
    '/externer-ki-lead': [
      '3.500 € pro Monat',
      'Reaktion innerhalb von 24 h',
      'Monatliche Strategie-Meetings',
      'ROI-Tracking',
      'Anbieter-Evaluierung',
      'Team-Enablement',
      'Ad-hoc-Support',
    ],
    '/ki-potenzial-check': [
      '3.600 € inkl. Reisekosten',
      '2 Tage (48 Stunden)',
      '5 bis 10 konkrete Vorschläge',
      'Go/No-Go-Empfehlung',
      'PDF-Dokumentation',
      'Praxis statt Theorie',
    ],
    '/sparringspartner': [
      '1.500 €',
      '3 Monate',
      '6 Gruppen-Sessions (1 h, wöchentlich)',
      '6 Einzel-Sessions (30 Min., alle 2 Wochen)',
      'Chat-Community',
      'Prompt-Bibliothek',
    ],
  };
  for (const [path, facts] of Object.entries(offerPages)) {
    const main = await page(path);
    for (const fact of facts) t.match(main, fact, `${path}: ${fact}`);
  }

  t.match(section('newsletter'), /wöchentlich/i);
  t.match(section('newsletter'), 'LinkedIn');
  t.match(section('contact'), '24 Stunden');
  t.match(section('contact'), '15 Minuten');
  t.match(text(home.querySelector('footer')), identity.accolade);
  t.match(text(home.querySelector('footer')), identity.name);
  // Prices use a non-breaking space before the euro sign.
  t.match((await app.inject('/')).body, /3\.500\u00a0€/);
});

t.test('home: links and their targets', async (t) => {
  const { app } = await testApp(t);
  const doc = parseHtml((await app.inject('/')).body);
  const link = (scope: string, label: string) => doc.querySelectorAll(`${scope} a`).find((a) => text(a).startsWith(label));

  t.equal(link('#hero', 'Lösungen entdecken')?.getAttribute('href'), '#ki-lead');
  const topics = {
    'Keynote anfragen': 'speaking',
    'Erstgespräch vereinbaren': 'kilead',
    'Termin vereinbaren': 'potenzialcheck',
    'Platz reservieren': 'sparring',
  };
  for (const [label, topic] of Object.entries(topics)) {
    const all = doc.querySelectorAll('main a').filter((a) => text(a) === label);
    t.equal(all.length, 1, `one "${label}" on the page`);
    t.equal(all[0]?.getAttribute('href'), `/?anliegen=${topic}#contact`, `${label} links to the form with its topic`);
    t.equal(all[0]?.getAttribute('data-topic'), topic, `${label} carries data-topic`);
  }
  t.equal(link('#hero', 'Newsletter')?.getAttribute('href'), identity.newsletterUrl);
  t.equal(link('#thesen', 'Mehr Gedanken auf LinkedIn')?.getAttribute('href'), identity.linkedinUrl);
  t.equal(link('#thesen', 'Brief aus der Zukunft')?.getAttribute('href'), '/brief-aus-der-zukunft');
  t.equal(link('#newsletter', 'Abonnieren')?.getAttribute('href'), identity.newsletterUrl);
  const footerHrefs = doc.querySelectorAll('footer a').map((a) => a.getAttribute('href'));
  for (const href of [
    '/brief-aus-der-zukunft',
    identity.linkedinUrl,
    identity.newsletterUrl,
    '/impressum',
    '/datenschutz',
    `mailto:${identity.email}`,
  ]) {
    t.ok(footerHrefs.includes(href), `footer links to ${href}`);
  }
  t.ok(doc.querySelector(`a[href="mailto:${identity.email}"]`), 'mailto link');
  t.equal(doc.querySelector('.site-header a.site-header__brand')?.getAttribute('href'), '/', 'the name links home');
  t.equal(
    doc.querySelector(`header details.site-menu a[href="${telUri(identity.phone)}"]`)?.getAttribute('class'),
    'button button--primary site-menu__call',
    'tap to call in the phone menu',
  );

  for (const a of doc.querySelectorAll('a[href^="http"]')) {
    t.equal(a.getAttribute('target'), '_blank', `${a.getAttribute('href')} opens in a new tab`);
    t.equal(a.getAttribute('rel'), 'noopener noreferrer', `${a.getAttribute('href')} has rel`);
  }
  // Every in-page anchor points at an element that exists, on this page or the one it names.
  for (const a of doc.querySelectorAll('a[href*="#"]')) {
    const href = a.getAttribute('href')!;
    const [path, id] = href.split('#') as [string, string];
    const target = path === '' || path === '/' || path.startsWith('/?') ? doc : parseHtml((await app.inject(path)).body);
    t.ok(target.querySelector(`#${id}`), `${href} exists`);
  }
});

t.test('the legal pages and the letter link back home and say what the law asks', async (t) => {
  const { app } = await testApp(t);
  for (const route of ['/impressum', '/datenschutz', '/brief-aus-der-zukunft']) {
    const doc = parseHtml((await app.inject(route)).body);
    t.ok(doc.querySelectorAll('main a[href="/"]').length >= 2, `${route} links back to / at top and bottom`);
    t.notOk(doc.querySelector('script[src]'), `${route} loads no JavaScript`);
  }
  const impressum = text(parseHtml((await app.inject('/impressum')).body).querySelector('main'));
  t.match(impressum, '§ 5 DDG');
  t.match(impressum, '§ 18 Abs. 2 MStV');
  t.match(impressum, identity.vatId.replace(/\u00a0/g, ' '), 'the VAT id, kept on one line by non-breaking spaces');
  t.match(identity.vatId, /^DE\u00a0\d{3}\u00a0\d{3}\u00a0\d{3}$/);
  t.match(impressum, identity.address.street);
  t.notMatch(impressum, /TMG/);
  t.notMatch(impressum, /ec\.europa\.eu\/consumers\/odr/);

  const datenschutz = parseHtml((await app.inject('/datenschutz')).body);
  const headings = datenschutz.querySelectorAll('main h2').map(text);
  t.ok(headings.length >= 5, 'five sections or more');
  const body = text(datenschutz.querySelector('main'));
  for (const phrase of [
    'Verantwortlich',
    'Art. 6 Abs. 1 lit. b DSGVO',
    '§ 25',
    'Auskunft',
    'Berichtigung',
    'Löschung',
    'Einschränkung',
    'Datenübertragbarkeit',
    'Widerspruch',
    'Aufsichtsbehörde',
    'IP-Anonymisierung',
  ]) {
    t.match(body, phrase, `privacy statement mentions ${phrase}`);
  }
  t.equal(
    text(datenschutz.querySelector(`main a[href="${supervisoryAuthority(identity.address.state).url}"]`)),
    `${supervisoryAuthority(identity.address.state).name} (öffnet in neuem Tab)`,
    `the authority of the owner's Land (${identity.address.state}), linked`,
  );
  t.notOk(datenschutz.querySelector('a[href*="google"]'), 'no third-party opt-out add-on: the opt-out is a browser signal');
  const analytics = text(datenschutz.querySelector('section#webanalyse'));
  for (const phrase of [
    `nach ${AGGREGATE_RETENTION_DAYS} Tagen gelöscht`,
    STATS_TIME_ZONE,
    'Art. 6 Abs. 1 lit. f DSGVO',
    '§ 25 Abs. 1 TDDDG',
    'Sec-GPC: 1',
    'DNT: 1',
    ...CAMPAIGN_PARAMS,
  ]) {
    t.match(analytics, phrase, `the Webanalyse section names ${phrase}`);
  }

  const letter = text(parseHtml((await app.inject('/brief-aus-der-zukunft')).body).querySelector('.letter'));
  t.ok(letter.split(/\s+/).length >= 1500, `the letter has ${letter.split(/\s+/).length} words`);
});

t.test('the letter opens as a letter: byline and reading time, then the salutation with its first sentence', async (t) => {
  const { app } = await testApp(t);
  const doc = parseHtml((await app.inject('/brief-aus-der-zukunft')).body);
  const letter = doc.querySelector('.letter')!;
  const words = text(letter).split(' ').length;
  const byline = doc.querySelector('h1 + .prose__byline');
  t.equal(text(byline), `Von ${identity.name} · ${Math.round(words / 200)} Minuten Lesezeit`, `at the top, for ${words} words`);
  const [dateline, salutation, first, second, heading] = letter.children;
  t.equal(text(dateline), `${identity.address.city}, im November 2031`);
  t.equal(text(salutation), 'Liebe Kollegin, lieber Kollege,');
  t.match(text(first), /^ich schreibe dir/, 'the first sentence follows the salutation');
  t.equal(second?.tagName, 'P');
  t.equal(heading?.tagName, 'H2', 'the first subheading only after the opening');
});

t.test('long words in the headings of the text pages break at a soft hyphen, not anywhere', async (t) => {
  const { app } = await testApp(t);
  const datenschutz = parseHtml((await app.inject('/datenschutz')).body);
  t.equal(datenschutz.querySelector('h1')?.textContent, 'Datenschutz\u00ADerklärung');
  t.notMatch(site.content.site.pages.datenschutz.title, /\u00AD/, 'the <title> has none');
  for (const route of ['/impressum', '/datenschutz', '/brief-aus-der-zukunft']) {
    const doc = parseHtml((await app.inject(route)).body);
    for (const heading of doc.querySelectorAll('main h1, main h2, main h3')) {
      // About the longest word each level fits on a 320 px screen, with a margin.
      const max = { H1: 12, H2: 16 }[heading.tagName] ?? 20;
      for (const word of heading.textContent.split(/[\s\u00a0-]+/)) {
        if (word.replaceAll('\u00AD', '').length > max) t.match(word, /\u00AD/, `${route}: „${word}“ in „${text(heading)}“`);
      }
    }
  }
});

t.test('the privacy page claims no server location it cannot know', async (t) => {
  t.notMatch(site.content.site.pages.datenschutz.description, /Deutschland|Server in/);
});

t.test('unknown paths get the designed 404 page', async (t) => {
  const { app } = await testApp(t);
  const res = await app.inject('/gibt-es-nicht');
  t.equal(res.statusCode, 404);
  t.match(res.headers['content-type'], /text\/html/);
  const doc = parseHtml(res.body);
  t.equal(doc.querySelectorAll('h1').length, 1);
  t.ok(doc.querySelector('main a[href="/"]'), 'links home');
  t.ok(doc.querySelector('meta[name="robots"][content="noindex"]'));
  t.ok(res.headers['content-security-policy'], 'carries the CSP');
});

t.test('a trailing slash redirects permanently to the path without it', async (t) => {
  const { app } = await testApp(t);
  const res = await app.inject('/impressum/');
  t.equal(res.statusCode, 301);
  t.equal(res.headers.location, '/impressum');
  const withQuery = await app.inject('/datenschutz/?a=1');
  t.equal(withQuery.statusCode, 301);
  t.equal(withQuery.headers.location, '/datenschutz?a=1');
});

t.test('the trailing-slash redirect never leaves the site (no open redirect)', async (t) => {
  const { app } = await testApp(t);
  // Over a real socket: inject() would parse `/\\host/` as a URL and lose the backslash.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const site = 'https://www.example.de';
  const paths = [
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example/',
    '/\\/evil.example/',
    '/\\\\evil.example/',
    '//evil.example/pfad/?q=1',
  ];
  for (const url of paths) {
    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      get({ host: '127.0.0.1', port, path: url }, resolve).on('error', reject),
    );
    res.resume();
    const location = String(res.headers.location ?? '');
    t.equal(res.statusCode, 301, url);
    t.equal(new URL(location, site).origin, site, `${url} -> ${location} stays on the site`);
    t.match(location, /^\/(?![/\\])/, `${url} -> ${location} is a path`);
  }
});

t.test('errors get the designed 500 page, rendering failures too', async (t) => {
  const { createElement } = await import('react');
  function Broken(): never {
    throw new Error('render failed on purpose');
  }
  const { app } = await testApp(t, {
    configure: (app) => {
      app.get('/test/throws', async () => {
        throw new Error('handler failed on purpose');
      });
      app.get('/test/render-fails', (_request, reply) =>
        app.renderer.send(reply, 'broken', () => ({
          meta: { path: '/test/render-fails', title: 'x', description: 'x' },
          body: createElement(Broken),
        })),
      );
    },
  });
  for (const url of ['/test/throws', '/test/render-fails']) {
    const res = await app.inject(url);
    t.equal(res.statusCode, 500, url);
    t.match(res.headers['content-type'], /text\/html/);
    const doc = parseHtml(res.body);
    t.equal(doc.querySelectorAll('h1').length, 1);
    t.ok(doc.querySelector('main a[href="/"]'));
    t.notMatch(res.body, /on purpose/, 'no error details leak');
    t.ok(res.headers['content-security-policy']);
  }
});

t.test('the form is pre-filled from ?anliegen=; a query it does not know is the page itself; no page carries a token', async (t) => {
  const { app } = await testApp(t);
  const a = parseHtml((await app.inject('/?anliegen=sparring')).body);
  t.equal(a.querySelector('select[name="cta_type"] option[selected]')?.getAttribute('value'), 'sparring');
  const b = await app.inject('/?anliegen=lightning&kontakt=vielleicht&x=1');
  t.equal(
    parseHtml(b.body).querySelector('select[name="cta_type"] option[selected]')?.getAttribute('value') ?? '',
    '',
    'unknown topic: placeholder',
  );
  t.equal(b.headers.etag, (await app.inject('/')).headers.etag, 'the same bytes as / (nothing unbounded is rendered or kept)');
  for (const doc of [a, parseHtml(b.body)]) {
    t.equal(doc.querySelectorAll('input[name="spam_token"], input[name="form_start_time"]').length, 0, 'the island fetches the token');
  }
});

import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { identity } from '../../shared/content/identity.ts';
import { pageMeta } from '../../shared/content/pages.ts';
import { buildTestApp } from '../helpers.ts';
import { parseHtml, text } from '../html.ts';

const ROUTES = ['/', '/impressum', '/datenschutz', '/brief-aus-der-zukunft'] as const;
const META = { '/': pageMeta.home, '/impressum': pageMeta.impressum, '/datenschutz': pageMeta.datenschutz, '/brief-aus-der-zukunft': pageMeta.letter };

t.test('every route is a complete German document with its own meta data', async (t) => {
  const app = await buildTestApp(t);
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
    t.equal(text(doc.querySelector('title')), META[route].title, `${route} title`);
    t.equal(doc.querySelector('meta[name="description"]')?.getAttribute('content'), META[route].description, `${route} description`);
    const canonical = `https://www.example.de${route}`;
    t.equal(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), canonical, `${route} canonical`);
    t.equal(doc.querySelector('meta[property="og:url"]')?.getAttribute('content'), canonical, `${route} og:url`);
    t.equal(doc.querySelector('meta[property="og:locale"]')?.getAttribute('content'), 'de_DE');
    t.ok(doc.querySelector('meta[property="og:title"]')?.getAttribute('content'));
    t.ok(doc.querySelector('meta[property="og:type"]')?.getAttribute('content'));
    t.match(doc.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '', /^https:\/\/www\.example\.de\/assets\/og-[0-9a-f]{8}\.png$/);
    t.equal(doc.querySelector('meta[name="twitter:card"]')?.getAttribute('content'), 'summary_large_image');
    t.ok(doc.querySelector('link[rel="icon"]'), `${route} favicon`);
    t.ok(doc.querySelector('meta[name="theme-color"]'), `${route} theme colour`);
    t.notOk(/\sstyle="/.test(res.body), `${route} has no style attributes`);
    const scripts = doc.querySelectorAll('script').filter((s) => s.getAttribute('type') !== 'application/ld+json');
    for (const script of scripts) t.ok(script.getAttribute('src'), `${route}: every executable script is external`);
  }
});

t.test('PUBLIC_URL defaults to http://localhost:PORT for canonical URLs', async (t) => {
  const app = await buildTestApp(t, { PUBLIC_URL: '', PORT: '4321' });
  const doc = parseHtml((await app.inject('/impressum')).body);
  t.equal(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), 'http://localhost:4321/impressum');
});

t.test('home: the sections in order, with proof and the offer overview after the hero', async (t) => {
  const app = await buildTestApp(t);
  const doc = parseHtml((await app.inject('/')).body);
  const ids = doc.querySelectorAll('main > section').map((s) => s.id);
  t.same(ids, ['hero', 'referenzen', 'angebote', 'stimmen', 'ergebnisse', 'thesen', 'zitat', 'speaking', 'ki-lead', 'potenzial-check', 'ontologie', 'sparring', 'praxis', 'ueber-mich', 'faq', 'newsletter', 'contact']);
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
  t.equal(doc.querySelectorAll('#stimmen figure').length, 3, 'three testimonials');
  t.ok(doc.querySelectorAll('#ergebnisse article').length >= 2, 'two or more cases');
  t.equal(doc.querySelectorAll('#angebote article').length, 3, 'the three offers in the overview');
  t.match(text(doc.querySelector('#angebote')), '3.500 €');
  const erstgespraech = doc.querySelector('#hero a[data-topic]');
  t.equal(erstgespraech?.getAttribute('href'), '/?anliegen=sonstiges#contact', 'the hero CTA is a topic link to the form');
  t.ok(doc.querySelector(`#contact a[href="${identity.phone.href}"]`), 'phone in the contact section');
  t.ok(doc.querySelector(`footer a[href="${identity.phone.href}"]`), 'phone in the footer');
  t.ok(doc.querySelector('header details.site-menu a[href="/#contact"]'), 'the mobile menu is a <details>');
  t.ok(doc.querySelectorAll('[data-placeholder]').length > 0, 'invented entries are marked for the owner');
});

t.test('home: every business constant (prices, durations, limits) is on the page', async (t) => {
  const app = await buildTestApp(t);
  const doc = parseHtml((await app.inject('/')).body);
  const section = (id: string) => text(doc.querySelector(`#${id}`));
  t.match(section('ki-lead'), '3.500 € pro Monat');
  t.match(section('ki-lead'), 'Reaktion innerhalb von 24 h');
  for (const item of ['Monatliche Strategie-Meetings', 'ROI-Tracking', 'Anbieter-Evaluierung', 'Team-Enablement', 'Ad-hoc-Support']) {
    t.match(section('ki-lead'), item);
  }
  t.match(section('potenzial-check'), '3.600 € inkl. Reisekosten');
  t.match(section('potenzial-check'), '2 Tage (48 Stunden)');
  t.match(section('potenzial-check'), '5 bis 10 konkrete Vorschläge');
  t.match(section('potenzial-check'), 'Go/No-Go-Empfehlung');
  t.match(section('potenzial-check'), 'PDF-Dokumentation');
  t.match(section('sparring'), '1.500 €');
  t.match(section('sparring'), '3 Monate');
  t.match(section('sparring'), '6 Gruppen-Sessions (1 h, wöchentlich)');
  t.match(section('sparring'), '6 Einzel-Sessions (30 Min., alle 2 Wochen)');
  t.match(section('sparring'), 'Chat-Community');
  t.match(section('sparring'), 'Prompt-Bibliothek');
  t.match(section('newsletter'), /wöchentlich/i);
  t.match(section('newsletter'), 'LinkedIn');
  t.match(section('contact'), '24 Stunden');
  t.match(section('contact'), '15 Minuten');
  t.match(text(doc.querySelector('footer')), identity.accolade);
  t.match(text(doc.querySelector('footer')), identity.name);
  // Prices use a non-breaking space before the euro sign.
  t.match((await app.inject('/')).body, /3\.500\u00a0€/);
});

t.test('home: links and their targets', async (t) => {
  const app = await buildTestApp(t);
  const doc = parseHtml((await app.inject('/')).body);
  const link = (scope: string, label: string) =>
    doc.querySelectorAll(`${scope} a`).find((a) => text(a).startsWith(label));

  t.equal(link('#hero', 'Lösungen entdecken')?.getAttribute('href'), '#ki-lead');
  const topics = { 'Keynote anfragen': 'speaking', 'Erstgespräch vereinbaren': 'kilead', 'Termin vereinbaren': 'potenzialcheck', 'Platz reservieren': 'sparring' };
  for (const [label, topic] of Object.entries(topics)) {
    const a = link('main', label);
    t.equal(a?.getAttribute('href'), `/?anliegen=${topic}#contact`, `${label} links to the form with its topic`);
    t.equal(a?.getAttribute('data-topic'), topic, `${label} carries data-topic`);
  }
  t.equal(link('#hero', 'Newsletter')?.getAttribute('href'), identity.newsletterUrl);
  t.equal(link('#thesen', 'Mehr Gedanken auf LinkedIn')?.getAttribute('href'), identity.linkedinUrl);
  t.equal(link('#thesen', 'Brief aus der Zukunft')?.getAttribute('href'), '/brief-aus-der-zukunft');
  t.equal(link('#newsletter', 'Abonnieren')?.getAttribute('href'), identity.newsletterUrl);
  const footerHrefs = doc.querySelectorAll('footer a').map((a) => a.getAttribute('href'));
  for (const href of ['/brief-aus-der-zukunft', identity.linkedinUrl, identity.newsletterUrl, '/impressum', '/datenschutz', `mailto:${identity.email}`]) {
    t.ok(footerHrefs.includes(href), `footer links to ${href}`);
  }
  t.ok(doc.querySelector(`a[href="mailto:${identity.email}"]`), 'mailto link');
  t.equal(doc.querySelector('.site-header a.site-header__brand')?.getAttribute('href'), '/', 'the name links home');

  for (const a of doc.querySelectorAll('a[href^="http"]')) {
    t.equal(a.getAttribute('target'), '_blank', `${a.getAttribute('href')} opens in a new tab`);
    t.equal(a.getAttribute('rel'), 'noopener noreferrer', `${a.getAttribute('href')} has rel`);
  }
  // Every in-page anchor points at an element that exists.
  for (const a of doc.querySelectorAll('a[href^="#"]')) {
    t.ok(doc.querySelector(a.getAttribute('href')!), `${a.getAttribute('href')} exists`);
  }
});

t.test('the legal pages and the letter link back home and say what the law asks', async (t) => {
  const app = await buildTestApp(t);
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
  for (const phrase of ['Verantwortlich', 'Art. 6 Abs. 1 lit. b DSGVO', '§ 25', 'Auskunft', 'Berichtigung', 'Löschung', 'Einschränkung', 'Datenübertragbarkeit', 'Widerspruch', 'Aufsichtsbehörde', 'IP-Anonymisierung']) {
    t.match(body, phrase, `privacy statement mentions ${phrase}`);
  }
  t.ok(datenschutz.querySelector('a[href^="https://tools.google.com/dlpage/gaoptout"]'), 'opt-out link');

  const letter = text(parseHtml((await app.inject('/brief-aus-der-zukunft')).body).querySelector('.letter'));
  t.ok(letter.split(/\s+/).length >= 1500, `the letter has ${letter.split(/\s+/).length} words`);
});

t.test('unknown paths get the designed 404 page', async (t) => {
  const app = await buildTestApp(t);
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
  const app = await buildTestApp(t);
  const res = await app.inject('/impressum/');
  t.equal(res.statusCode, 301);
  t.equal(res.headers.location, '/impressum');
  const withQuery = await app.inject('/datenschutz/?a=1');
  t.equal(withQuery.statusCode, 301);
  t.equal(withQuery.headers.location, '/datenschutz?a=1');
});

t.test('the trailing-slash redirect never leaves the site (no open redirect)', async (t) => {
  const app = await buildTestApp(t);
  // Over a real socket: inject() would parse `/\\host/` as a URL and lose the backslash.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const site = 'https://www.example.de';
  const paths = ['//evil.example/', '///evil.example/', '/\\evil.example/', '/\\/evil.example/', '/\\\\evil.example/', '//evil.example/pfad/?q=1'];
  for (const url of paths) {
    const res = await new Promise<IncomingMessage>((resolve, reject) => get({ host: '127.0.0.1', port, path: url }, resolve).on('error', reject));
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
  const app = await buildTestApp(t, {}, (app) => {
    app.get('/test/throws', async () => {
      throw new Error('handler failed on purpose');
    });
    app.get('/test/render-fails', (request, reply) =>
      app.pages.send(request, reply, 'broken', () => ({
        meta: { path: '/test/render-fails', title: 'x', description: 'x' },
        body: createElement(Broken),
      })),
    );
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

t.test('the form is pre-filled from ?anliegen= and carries a fresh token per request', async (t) => {
  const app = await buildTestApp(t);
  const a = parseHtml((await app.inject('/?anliegen=sparring')).body);
  t.equal(a.querySelector('select[name="cta_type"] option[selected]')?.getAttribute('value'), 'sparring');
  const b = parseHtml((await app.inject('/?anliegen=lightning')).body);
  t.equal(b.querySelector('select[name="cta_type"] option[selected]')?.getAttribute('value') ?? '', '', 'unknown topic: placeholder');
  const tokenA = a.querySelector('input[name="spam_token"]')?.getAttribute('value');
  const tokenB = b.querySelector('input[name="spam_token"]')?.getAttribute('value');
  t.ok(tokenA && tokenB && tokenA !== tokenB, 'tokens differ');
  t.notMatch(tokenA!, /__FORM/);
  t.match(a.querySelector('input[name="form_start_time"]')?.getAttribute('value') ?? '', /^\d{13}$/);
});

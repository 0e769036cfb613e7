import t from 'tap';
import { formatEuro } from '../../shared/format.ts';
import { identity } from '../../shared/content/identity.ts';
import { keynotes } from '../../shared/content/keynotes.ts';
import { offers } from '../../shared/content/offers.ts';

import { parseHtml, text } from '../html.ts';
import { testApp } from '../helpers.ts';

t.test('robots.txt allows crawlers and names the sitemap', async (t) => {
  const { app } = await testApp(t);
  const res = await app.inject('/robots.txt');
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^text\/plain/);
  t.match(res.body, /User-agent: \*\nAllow: \//);
  t.match(res.body, 'Sitemap: https://www.example.de/sitemap.xml');
});

t.test('sitemap.xml lists every page, the offer and keynote pages included, with absolute URLs', async (t) => {
  const { app } = await testApp(t);
  const res = await app.inject('/sitemap.xml');
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /xml/);
  const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  t.same(
    locs,
    [
      '/',
      '/externer-ki-lead',
      '/ki-potenzial-check',
      '/sparringspartner',
      '/keynotes',
      '/impressum',
      '/datenschutz',
      '/brief-aus-der-zukunft',
    ].map((p) => `https://www.example.de${p}`),
  );
  for (const loc of locs) t.equal((await app.inject(new URL(loc!).pathname)).statusCode, 200, `${loc} answers`);
});

t.test('llms.txt follows llmstxt.org: H1 name, blockquote, offers with prices, keynotes, contact, legal', async (t) => {
  const { app } = await testApp(t);
  const res = await app.inject('/llms.txt');
  t.equal(res.statusCode, 200);
  const lines = res.body.split('\n');
  t.equal(lines[0], `# ${identity.name}`);
  t.ok(
    lines.find((l) => l.startsWith('> ')),
    'a blockquote summary',
  );
  for (const heading of ['## Angebote', '## Keynotes', '## Kontakt', '## Rechtliches']) t.ok(lines.includes(heading), heading);
  for (const offer of offers) {
    const line = lines.find((l) => l.startsWith(`- [${offer.title}](https://www.example.de${offer.page.path})`));
    t.ok(line, `${offer.title} links to its page`);
    t.match(line, formatEuro(offer.priceEur).replace('\u00a0', ' '), `${offer.title} with its price`);
  }
  t.match(res.body, 'https://www.example.de/keynotes');
  for (const topic of keynotes.topics) t.match(res.body, `(https://www.example.de/keynotes#${topic.id})`);
  t.match(res.body, '(https://www.example.de/impressum)');
});

t.test('JSON-LD on / is one @graph whose prices match the page', async (t) => {
  const { app } = await testApp(t);
  const doc = parseHtml((await app.inject('/')).body);
  const blocks = doc.querySelectorAll('script[type="application/ld+json"]');
  t.equal(blocks.length, 1);
  const data = JSON.parse(blocks[0]!.textContent);
  t.equal(data['@context'], 'https://schema.org');
  const graph = data['@graph'] as Array<Record<string, any>>;
  t.ok(graph.find((n) => n['@type'] === 'WebSite'));
  const person = graph.find((n) => n['@type'] === 'Person')!;
  t.equal(person.name, identity.name);
  t.ok(person.jobTitle);
  t.same(person.sameAs, [identity.linkedinUrl]);
  t.ok(person.knowsAbout.length > 0);

  for (const offer of offers) {
    const service = graph.find((n) => n['@type'] === 'Service' && n.name === offer.title);
    t.ok(service, `a Service for ${offer.title}`);
    t.equal(service!.offers.price, offer.priceEur);
    t.equal(service!.offers.priceCurrency, 'EUR');
    t.equal(service!.url, `https://www.example.de${offer.page.path}`, `${offer.title}: the service is its page`);
    // The price in the data is the price on the page.
    const shown = text(doc.querySelector(`#${offer.anchor} .price__amount`));
    t.equal(shown, formatEuro(service!.offers.price).replace('\u00a0', ' '), `${offer.title}: page and data agree`);
  }
  const lead = graph.find((n) => n.name === 'Externer KI-Lead')!;
  t.equal(lead.offers.priceSpecification['@type'], 'UnitPriceSpecification');
  t.equal(lead.offers.priceSpecification.unitCode, 'MON');
  t.equal(lead.offers.priceSpecification.price, 3500);
});

import t from 'tap';
import { WAYS, type Way } from '../../shared/contact.ts';
import { formatEuro } from '../../shared/format.ts';
import { talkTitle } from '../../shared/content/keynotes.ts';
import { site, testApp } from '../helpers.ts';
import { parseHtml, text } from '../html.ts';

const { keynotes, proof } = site.content;
const { offers } = site;

const SITE = 'https://www.example.de';

/** The topic a form of the page (the message form unless named) pre-selects: its native select, or the callback's hidden field. */
const cta = (doc: ReturnType<typeof parseHtml>, way: Way = 'message') =>
  (
    doc.querySelector(`form#${WAYS[way]}-form select[name="cta_type"] option[selected]`) ??
    doc.querySelector(`form#${WAYS[way]}-form input[name="cta_type"]`)
  )?.getAttribute('value');
type Node = Record<string, any>;

const graphOf = (doc: ReturnType<typeof parseHtml>): Node[] => {
  const blocks = doc.querySelectorAll('script[type="application/ld+json"]');
  return blocks.length === 1 ? JSON.parse(blocks[0]!.textContent)['@graph'] : [];
};

t.test('offer pages – own title, canonical URL, Open Graph image, a Service with its Offer and price, their own forms', async (t) => {
  const { app } = await testApp(t);
  const ogImages = new Set<string>();
  for (const offer of offers) {
    const path = offer.page.path;
    const res = await app.inject(path);
    t.equal(res.statusCode, 200, `${path} status`);
    const doc = parseHtml(res.body);
    t.equal(text(doc.querySelector('title')), offer.page.title.replace(/\u00a0/g, ' '), `${path} title`);
    t.equal(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), SITE + path, `${path} canonical`);
    const og = doc.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '';
    t.match(og, new RegExp(`^${SITE}/assets/og-${offer.anchor}-[0-9a-f]{8}\\.png$`), `${path}: its own Open Graph image`);
    ogImages.add(og);
    t.equal(text(doc.querySelector('h1')).replace(/\u00ad/g, ''), offer.title, `${path} h1 (soft hyphens aside)`);

    const service = graphOf(doc).find((n) => n['@type'] === 'Service');
    t.ok(service, `${path}: JSON-LD Service`);
    t.equal(service?.name, offer.title);
    t.equal(service?.url, SITE + path);
    t.equal(service?.offers['@type'], 'Offer');
    t.equal(service?.offers.price, offer.priceEur, `${path}: the price from the content module`);
    t.equal(service?.offers.priceCurrency, 'EUR');
    t.equal(service?.provider['@type'], 'Person');
    // The price in the data is the price on the page.
    t.equal(text(doc.querySelector('.page-hero .price__amount')), formatEuro(offer.priceEur).replace('\u00a0', ' '));

    for (const feature of offer.features)
      t.match(text(doc.querySelector('main')), feature.title.replace(/\u00a0/g, ' '), `${path}: the full scope`);
    const ctas = doc.querySelectorAll('main a[data-topic]');
    t.ok(ctas.length >= 1, `${path}: a call to action`);
    for (const cta of ctas) t.equal(cta.getAttribute('href'), '#contact', `${path}: the page's own form`);
    t.equal(cta(doc), offer.id, `${path}: its topic pre-selected`);
    t.ok(doc.querySelector(`main a[href="/#${offer.anchor}"]`), `${path}: a way back to its home section`);
    t.ok(doc.querySelector('script[type="module"][src]'), `${path}: the script of its form islands`);
    t.notOk(/\sstyle="/.test(res.body), `${path}: no style attributes`);
  }
  t.equal(ogImages.size, offers.length, 'every offer page has a different image');
});

t.test('keynotes page – three topics with format, length, audience and languages; the request; the essay', async (t) => {
  const { app } = await testApp(t);
  const res = await app.inject('/keynotes');
  t.equal(res.statusCode, 200);
  const doc = parseHtml(res.body);
  t.equal(text(doc.querySelector('title')), keynotes.page.title);
  t.equal(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), `${SITE}/keynotes`);
  t.match(doc.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '', /\/assets\/og-keynotes-[0-9a-f]{8}\.png$/);
  for (const topic of keynotes.topics) {
    const article = doc.querySelector(`article#${topic.id}`);
    t.ok(article, `${topic.title}: its own anchor`);
    const facts = article!.querySelectorAll('dt').map(text);
    t.same(facts, ['Format', 'Länge', 'Publikum', 'Sprachen'], `${topic.title}: its facts`);
    t.match(text(article), topic.length.replace(/\u00a0/g, ' '));
    t.match(text(article), topic.languages);
  }
  t.equal(doc.querySelector('main a[data-topic]')?.getAttribute('href'), '#contact');
  t.equal(cta(doc), 'speaking', 'its own form, the keynote pre-selected');
  t.ok(doc.querySelector('main a[href="/#speaking"]'), 'a way back');
  t.ok(doc.querySelector('#maschinenlesbar'), 'the essay behind the home statement');

  const service = graphOf(doc).find((n) => n['@type'] === 'Service');
  t.equal(service?.url, `${SITE}/keynotes`);
  const talks = service?.hasOfferCatalog.itemListElement as Node[];
  t.same(
    talks.map((o) => o.itemOffered.name),
    keynotes.topics.map(talkTitle),
  );
  t.ok(talks.every((o) => o['@type'] === 'Offer'));
});

t.test('an offer page carries the three ways, booking first, each with its topic, and is cached like the home', async (t) => {
  const { app } = await testApp(t, { calendar: async () => [] });
  const { app: withoutCalendar } = await testApp(t);
  for (const offer of offers) {
    const path = offer.page.path;
    const res = await app.inject(path);
    t.equal(res.headers['cache-control'], (await app.inject('/')).headers['cache-control'], `${offer.title}: a page with a form`);
    const doc = parseHtml(res.body);
    const forms = doc.querySelectorAll('#contact form').map((form) => form.getAttribute('id'));
    t.same(forms, ['termin-form', 'rueckruf-form', 'nachricht-form'], `${offer.title}: booking, callback, message`);
    t.ok(doc.querySelector('form#termin-form fieldset.slots input[name="slot"]'), `${offer.title}: the booking form offers slots`);
    for (const way of ['booking', 'callback', 'message'] as const) {
      const form = `form#${WAYS[way]}-form`;
      t.equal(cta(doc, way), offer.id, `${offer.title}: the ${way} form has its topic`);
      t.equal(doc.querySelector(`${form} input[name="form"]`)?.getAttribute('value'), way, `${offer.title}: the ${way} form names itself`);
      t.equal(doc.querySelector(`${form} input[name="page"]`)?.getAttribute('value'), path, 'a post comes back here');
    }
    const ids = doc.querySelectorAll('[id]').map((e) => e.getAttribute('id'));
    t.same(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      [],
      `${offer.title}: every id once`,
    );
    const plain = parseHtml((await withoutCalendar.inject(path)).body);
    t.same(
      plain.querySelectorAll('#contact form').map((form) => form.getAttribute('id')),
      ['rueckruf-form', 'nachricht-form'],
      `${offer.title}: no booking without a calendar`,
    );
  }
});

t.test('offer pages and /keynotes – the matching case with its figures and a testimonial, right after the price', async (t) => {
  const { app } = await testApp(t);
  const pages = [...offers.map((offer) => ({ path: offer.page.path, topic: offer.id })), { path: '/keynotes', topic: 'speaking' }];
  for (const { path, topic } of pages) {
    const doc = parseHtml((await app.inject(path)).body);
    const found = proof.cases.items.find((c) => c.topic === topic)!;
    const testimonial = proof.testimonials.items.find((item) => item.topic === topic)!;
    t.ok(found && testimonial, `${path}: the content has a case and a testimonial for it`);
    const sections = doc.querySelectorAll('main > section').map((s) => s.id);
    t.equal(sections[0], 'aus-der-praxis', `${path}: the proof is the first section after the head with the price`);
    const section = doc.querySelector('#aus-der-praxis')!;
    t.equal(text(section.querySelector('.case__title')), found.title, `${path}: the case`);
    t.match(text(section.querySelector('.case__text')), found.text.replace(/\u00a0/g, ' '));
    for (const result of found.results) {
      t.match(text(section.querySelector('.case__results')), result.value.replace(/\u00a0/g, ' '), `${path}: figure ${result.label}`);
    }
    const quote = section.querySelector('figure > blockquote');
    t.equal(text(quote), testimonial.quote, `${path}: the testimonial as <blockquote>`);
    const cite = text(section.querySelector('figure > figcaption'));
    t.match(cite, testimonial.name, `${path}: attributed`);
    t.match(cite, `${testimonial.role}, ${testimonial.company}`);
  }
});

import t from 'tap';
import { formatEuro } from '../../shared/format.ts';
import { site, testApp } from '../helpers.ts';
import { parseHtml, text } from '../html.ts';

const { keynotes, proof } = site.content;
const { offers } = site;

t.test('home – right after the hero, the offers and the keynotes as compact cards linking to their pages', async (t) => {
  const { app } = await testApp(t);
  const doc = parseHtml((await app.inject('/')).body);
  const sections = doc.querySelectorAll('main > section').map((s) => s.id);
  t.same(sections.slice(0, 3), ['hero', 'angebote', 'referenzen'], 'the overview before the proof');
  const cards = doc.querySelectorAll('#angebote li');
  t.equal(cards.length, offers.length + 1, 'one card per offer and one for the keynotes');
  offers.forEach((offer, i) => {
    const card = cards[i]!;
    const link = card.querySelector('h3 a');
    t.equal(link?.getAttribute('href'), offer.page.path, `${offer.title}: the title links its page`);
    t.equal(text(link), offer.title);
    t.match(text(card), offer.tagline, `${offer.title}: one line`);
    // The price as the content module has it, "ab" where it is a starting price.
    const price = `${offer.pricePrefix} ${formatEuro(offer.priceEur)} ${offer.priceSuffix}`.replace(/\u00a0/g, ' ');
    t.equal(text(card.querySelector('.overview__price')), price, `${offer.title}: its price`);
    t.equal(card.querySelectorAll('a').length, 1, `${offer.title}: one link per card`);
  });
  t.match(text(cards[0]!.querySelector('.overview__price')), /ab 3\.500 €/, 'the starting price says "ab"');
  const last = cards[offers.length]!;
  t.equal(last.querySelector('h3 a')?.getAttribute('href'), '/keynotes', 'the keynotes card links /keynotes');
  t.match(text(last), keynotes.tagline);
  t.match(text(last), keynotes.priceShort);
});

t.test('home – the references keep to their own entries; an entry marked for its page only stays off', async (t) => {
  const { app } = await testApp(t);
  const doc = parseHtml((await app.inject('/')).body);
  const quotes = doc.querySelectorAll('#referenzen blockquote').map((q) => text(q));
  const homeQuotes = proof.testimonials.items.filter((item) => item.onHome !== false).map((item) => item.quote);
  t.same(quotes, homeQuotes, 'the home testimonials');
  t.ok(
    proof.testimonials.items.some((item) => item.onHome === false),
    'the content has a page-only testimonial, so this test means something',
  );
  t.equal(doc.querySelectorAll('#referenzen .case__text').length, 0, 'the cases by their figures; their story is on the offer pages');
});

import t from 'tap';
import { telUri } from '../../shared/format.ts';
import { site, testApp } from '../helpers.ts';
import { parseHtml, text } from '../html.ts';

const { identity } = site.content;
const { offers } = site;

const OFFER_PATHS = offers.map((offer) => offer.page.path);
const TEL = telUri(identity.phone);
const OWN_FORM = ['/', ...OFFER_PATHS, '/keynotes'];

t.test('header – on every page it links the offer pages and /keynotes, without script, and calls in one tap', async (t) => {
  const { app } = await testApp(t);
  for (const { path } of site.pages) {
    const doc = parseHtml((await app.inject(path)).body);
    const header = doc.querySelector('header.site-header')!;
    const nav = header.querySelector('nav[aria-label="Hauptnavigation"]')!;
    // Wide screens: "Angebote" is a native disclosure with the three offer pages.
    const submenu = nav.querySelector('.site-nav__list details.site-submenu');
    t.equal(text(submenu?.querySelector('summary')), 'Angebote', `${path}: the submenu's button`);
    t.same(
      submenu?.querySelectorAll('a').map((a) => a.getAttribute('href')),
      OFFER_PATHS,
      `${path}: the submenu links the offer pages`,
    );
    t.ok(nav.querySelector(`.site-nav__list > li > a[href="${'/keynotes'}"]`), `${path}: Keynotes links its page`);
    // Phones: the menu is a native disclosure with the offer pages, the keynotes and the rest.
    // „Kontakt“ goes to the page's own contact section where it has one (the home, the offer pages, /keynotes).
    const ownForm = doc.querySelector('#contact form') !== null;
    t.equal(ownForm, OWN_FORM.includes(path), `${path}: ${ownForm ? 'a' : 'no'} contact section of its own`);
    const contact = ownForm ? '#contact' : '/#contact';
    const menuLinks = nav.querySelectorAll('details.site-menu .site-menu__list a').map((a) => a.getAttribute('href'));
    t.same(menuLinks, [...OFFER_PATHS, '/keynotes', '/#ueber-mich', contact], `${path}: the phone menu's links`);
    t.ok(nav.querySelector(`.site-nav__cta > a[href="${contact}"]`), `${path}: Kontakt in the bar goes there too`);
    // The tap-to-call link sits in the bar, outside both disclosures, named with the number.
    const call = nav.querySelector(`.site-nav__list > li > a[href="${TEL}"]`);
    t.ok(call, `${path}: tap to call in the bar`);
    t.equal(text(call), `Anrufen: ${identity.phone}`, `${path}: its name says what it does and shows the number`);
    t.equal(call?.closest('details'), null, `${path}: not behind a disclosure`);
  }
});

// Without JavaScript: the slots as a radio group, the confirmation after the 303 (what was asked
// for, never who asked), and the page that answers a refused post (409, or a 400 the browser
// could not foresee) with the typed text kept.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t, { type Test as Tap } from 'tap';
import { buildApp } from '../../server/app.ts';
import { BOOKING_MESSAGES } from '../../shared/booking.ts';
import { FIELD_ERRORS, MESSAGES } from '../../shared/contact.ts';
import { home } from '../../shared/content/home.ts';
import { testConfig } from '../helpers.ts';
import { parseHtml, text } from '../html.ts';
import { leadApp, postForm, storeContents, validFields } from './helpers.ts';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const texts = home.contact.confirmation;
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

t.test(
  'confirmation – a callback without JavaScript comes back to its page with topic, time and the last two digits, never name or number',
  async (t) => {
    const app = await leadApp(t);
    const {
      email: _e,
      message: _m,
      ...fields
    } = validFields({ phone: '0170 1234567', call_time: 'vormittags', cta_type: 'kilead', page: '/externer-ki-lead' });
    const res = await postForm(app, fields, { headers: { accept: HTML } });
    t.equal(res.statusCode, 303);
    const location = String(res.headers.location);
    t.equal(location, '/externer-ki-lead?anliegen=kilead&kontakt=gesendet&formular=rueckruf&zeit=vormittags&nummer=67#callback-status');
    t.notMatch(location, /Max|1234567|mustermann/i, 'nothing that says who asked');

    const page = await app.inject(location.split('#')[0]!);
    t.equal(page.statusCode, 200);
    t.equal(page.headers['cache-control'], 'no-store');
    const doc = parseHtml(page.body);
    t.equal(text(doc.querySelector('#callback-status')), texts.callback, 'the status line the 303 lands on');
    const facts = plain(text(doc.querySelector('.form__facts')));
    for (const fact of ['Externer KI-Lead', 'Vormittags', 'endet auf …67']) t.match(facts, fact);
    t.notOk(doc.querySelector('form#callback-form'), 'the callback form gave way to its confirmation');
    t.ok(doc.querySelector('form#contact-form'), 'the message form is still there');
    t.ok(doc.querySelector('a[href="/brief-aus-der-zukunft"]'), 'one next step');
  },
);

t.test('confirmation – a message from an offer page: the spec’s success text and its topic, never „Sonstiges“', async (t) => {
  const app = await leadApp(t);
  const res = await postForm(app, validFields({ cta_type: 'potenzialcheck', page: '/ki-potenzial-check' }), { headers: { accept: HTML } });
  t.equal(res.headers.location, '/ki-potenzial-check?anliegen=potenzialcheck&kontakt=gesendet#contact-status');
  const doc = parseHtml((await app.inject(String(res.headers.location).split('#')[0]!)).body);
  t.equal(text(doc.querySelector('#contact-status')), plain(MESSAGES.success));
  t.match(text(doc.querySelector('.form__facts')), 'KI-Potenzial-Check');
  t.notMatch(text(doc.querySelector('#contact')), 'Sonstiges');
  const unknown = await postForm(app, validFields({ page: '//evil.example/' }), { headers: { accept: HTML } });
  t.match(String(unknown.headers.location), /^\/\?/, 'a page that has no form: back to the home');
});

t.test('confirmation – a booked slot is repeated with its German label; a query that is no slot is ignored', async (t) => {
  const app = await leadApp(t);
  const doc = parseHtml((await app.inject('/keynotes?anliegen=speaking&kontakt=gesendet&termin=2026-12-01T08:30:00Z')).body);
  t.equal(text(doc.querySelector('#contact-status')), BOOKING_MESSAGES.success);
  t.match(plain(text(doc.querySelector('.form__facts'))), 'Di., 1. Dez., 09:30 Uhr');
  const bad = parseHtml((await app.inject('/keynotes?kontakt=gesendet&termin=%3Cscript%3E')).body);
  t.equal(text(bad.querySelector('#contact-status')), plain(MESSAGES.success), 'a message, not a booking');
  t.notMatch(text(bad.querySelector('#contact')), '<script>');
});

/** An app whose CALENDAR_URL is an empty iCalendar feed on a local port: every bookable slot is free. */
async function appWithFeed(t: Tap) {
  const feed = createServer((request, response) => {
    if (request.method !== 'GET') return void response.writeHead(405).end();
    response
      .writeHead(200, { 'content-type': 'text/calendar' })
      .end('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//DE\r\nEND:VCALENDAR\r\n');
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise((resolve) => feed.close(resolve)));
  const app = await leadApp(t, { CALENDAR_URL: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/owner.ics` });
  t.ok(await app.booking.refresh(), 'the feed is read');
  return app;
}

t.test(
  'booking without JavaScript – booked: the 303 repeats the slot; the same slot again: the 409 is the page itself, the typed text kept',
  async (t) => {
    const app = await appWithFeed(t);
    const [slot, next] = app.booking.offered();
    const first = await postForm(app, validFields({ slot: slot!.start, message: '', cta_type: 'sparring', page: '/sparringspartner' }), {
      headers: { accept: HTML },
    });
    t.equal(first.statusCode, 303);
    t.equal(
      first.headers.location,
      `/sparringspartner?anliegen=sparring&kontakt=gesendet&termin=${encodeURIComponent(slot!.start)}#contact-status`,
    );
    const confirmation = parseHtml((await app.inject(String(first.headers.location).split('#')[0]!)).body);
    t.equal(text(confirmation.querySelector('#contact-status')), BOOKING_MESSAGES.success);
    t.match(text(confirmation.querySelector('.form__facts')), plain(slot!.label));

    const typed = {
      name: 'Erika Muster',
      email: 'erika@example.de',
      message: 'Mein <b>Anliegen</b>',
      cta_type: 'sparring',
      page: '/sparringspartner',
    };
    const page = await postForm(app, validFields({ ...typed, slot: slot!.start }), { headers: { accept: HTML } });
    t.equal(page.statusCode, 409);
    t.equal(page.headers['cache-control'], 'no-store');
    t.notOk(page.headers.location, 'no redirect: nothing typed goes into a URL');
    const doc = parseHtml(page.body);
    t.equal(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), 'https://www.example.de/sparringspartner', 'its own page');
    const form = doc.querySelector('form#contact-form')!;
    const group = form.querySelector('fieldset.slots')!;
    t.equal(text(group.querySelector('.form__error')), BOOKING_MESSAGES.conflict, 'the message heads the new slots');
    t.equal(text(form.querySelector('[role="alert"]')), '', 'and is not repeated under the form');
    t.equal(form.querySelector('input[name="name"]')?.getAttribute('value'), typed.name);
    t.equal(form.querySelector('input[name="email"]')?.getAttribute('value'), typed.email);
    t.equal(text(form.querySelector('textarea[name="message"]')), typed.message, 'kept, and escaped');
    t.equal(form.querySelector('option[selected]')?.getAttribute('value'), 'sparring');
    const radios = form.querySelectorAll('input[type="radio"][name="slot"]').map((r) => r.getAttribute('value'));
    t.equal(radios[0], '', '„Kein Termin“ first');
    t.notOk(radios.includes(slot!.start), 'the taken slot is not offered');
    t.equal(radios[1], next!.start, 'the next free one is');
    t.match(page.body, /<input[^>]*checked=""[^>]*value=""|<input[^>]*value=""[^>]*checked=""/, '„Kein Termin“ checked');
    const none = form.querySelector('input[name="slot"][value=""]')!;
    t.ok(none.hasAttribute('autofocus'), 'the choice is focused as the page loads');
    const described = group.getAttribute('aria-describedby')?.split(' ');
    t.ok(described?.includes(group.querySelector('.form__error')!.getAttribute('id')!), 'the group is read with the message');
  },
);

t.test(
  'booking without JavaScript – the message is optional where slots are offered; a post with neither slot nor message is answered with the page, the text kept',
  async (t) => {
    const app = await appWithFeed(t);
    const form = parseHtml((await app.inject('/ki-potenzial-check')).body).querySelector('form#contact-form')!;
    t.notOk(form.querySelector('textarea[name="message"]')?.hasAttribute('required'), 'the browser lets a booking go without a message');
    t.ok(form.querySelector('input[name="email"]')?.hasAttribute('required'), 'the e-mail stays required (the invitation)');

    const typed = {
      name: 'Erika Muster',
      email: 'erika@example.de',
      message: '  ',
      cta_type: 'potenzialcheck',
      page: '/ki-potenzial-check',
    };
    const page = await postForm(app, validFields(typed), { headers: { accept: HTML } });
    t.equal(page.statusCode, 400);
    t.equal(page.headers['cache-control'], 'no-store');
    t.notOk(page.headers.location, 'no redirect: nothing typed goes into a URL');
    const doc = parseHtml(page.body);
    t.equal(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), 'https://www.example.de/ki-potenzial-check', 'its own page');
    const again = doc.querySelector('form#contact-form')!;
    const message = again.querySelector('textarea[name="message"]')!;
    t.ok(message.hasAttribute('autofocus'), 'the message field is focused as the page loads');
    t.equal(message.getAttribute('aria-invalid'), 'true');
    t.equal(text(doc.getElementById(message.getAttribute('aria-describedby')!)), FIELD_ERRORS.message, 'its reason next to it');
    t.equal(again.querySelector('input[name="name"]')?.getAttribute('value'), typed.name);
    t.equal(again.querySelector('input[name="email"]')?.getAttribute('value'), typed.email);
    t.equal(again.querySelector('option[selected]')?.getAttribute('value'), 'potenzialcheck');
    t.equal(text(again.querySelector('[role="alert"]')), '', 'no general error besides it');
    t.ok(again.querySelectorAll('input[name="slot"]').length > 1, 'the slots are offered again');
    t.same(await storeContents(app.config.dataDir), { pending: [], sent: [], failed: [], quarantine: [], tmp: [] }, 'nothing stored');

    // The page carries the post's own token: the time already spent counts, so a slot picked at once is no bot's speed.
    const posted = validFields(typed);
    const answered = parseHtml((await postForm(app, posted, { headers: { accept: HTML } })).body);
    const kept = (name: string) => answered.querySelector(`form#contact-form input[name="${name}"]`)?.getAttribute('value');
    t.equal(kept('spam_token'), posted.spam_token);
    t.equal(kept('form_start_time'), posted.form_start_time);
    const slot = answered.querySelectorAll('form#contact-form input[name="slot"]')[1]!.getAttribute('value')!;
    const booked = await postForm(app, { ...posted, slot, spam_token: kept('spam_token')!, form_start_time: kept('form_start_time')! });
    t.equal(booked.statusCode, 200);
    t.equal((await storeContents(app.config.dataDir)).quarantine.length, 0, 'booked, not quarantined');
    // A token that is forged or expired is not carried over.
    const forged = parseHtml((await postForm(app, { ...posted, spam_token: 'x"><b>' }, { headers: { accept: HTML } })).body);
    t.not(forged.querySelector('form#contact-form input[name="spam_token"]')?.getAttribute('value'), 'x"><b>');

    // No topic posted: the page's own, never „Sonstiges“.
    const untopical = parseHtml((await postForm(app, validFields({ ...typed, cta_type: '' }), { headers: { accept: HTML } })).body);
    t.equal(untopical.querySelector('form#contact-form option[selected]')?.getAttribute('value'), 'potenzialcheck');

    // A request for JSON still gets the contract's 400, and the callback form keeps its 303.
    const json = await postForm(app, validFields(typed));
    t.same([json.statusCode, json.json()], [400, { success: false, message: FIELD_ERRORS.message }]);
    const callback = await postForm(app, validFields({ email: '', message: '', phone: 'vierzig', cta_type: 'kilead' }), {
      headers: { accept: HTML },
    });
    t.equal(callback.statusCode, 303);
  },
);

t.test('slots – with a calendar the form offers them as a radio group; a held slot leaves every form page at once', async (t) => {
  const app = await buildApp(await testConfig(t), { booking: { source: { read: async () => [] } } });
  await app.ready();
  t.teardown(() => app.close());
  t.ok(await app.booking.refresh());
  const offered = app.booking.offered();
  t.ok(offered.length > 0, 'an empty calendar has free slots');
  const doc = parseHtml((await app.inject('/')).body);
  const group = doc.querySelector('form#contact-form fieldset.slots')!;
  t.equal(text(group.querySelector('legend')), home.contact.labels.slots);
  const values = group.querySelectorAll('input[name="slot"]').map((r) => r.getAttribute('value'));
  t.same(values, ['', ...offered.map((s) => s.start)]);
  t.match(text(group), plain(offered[0]!.label));

  const first = Date.parse(offered[0]!.start);
  app.booking.hold('booked', { start: first, end: first + 15 * 60_000 });
  for (const path of ['/', '/keynotes', '/externer-ki-lead']) {
    const body = (await app.inject(path)).body;
    t.notMatch(body, `value="${offered[0]!.start}"`, `${path}: the held slot is gone`);
    t.match(body, `value="${offered[1]!.start}"`, `${path}: the next one is offered`);
  }
});

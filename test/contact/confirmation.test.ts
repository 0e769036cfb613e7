// Without JavaScript: the page that confirms a post from the cached form, the slots as a radio
// group, the confirmation after the 303 (one of a few pages for everyone, nothing typed in the
// URL), and the page that answers a refused post (409, or a 400 the browser could not foresee)
// with the typed text kept.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t, { type Test as Tap } from 'tap';
import { BOOKING_MESSAGES } from '../../shared/slots.ts';
import type { HTMLElement } from 'node-html-parser';
import { verifyToken } from '../../server/contact/spam.ts';
import { FIELD_ERRORS, MESSAGES } from '../../shared/contact.ts';
import { contactForm } from '../../shared/content/contact-form.ts';
import { bookable, flat, testApp } from '../helpers.ts';
import { parseHtml, text } from '../html.ts';
import { FORM_SECRET } from '../secret.ts';
import { postForm, storeContents, validFields } from './helpers.ts';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const texts = contactForm.confirmation;
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

/** What a browser posts of a form as the server rendered it: its fields with their values (checked radios, selected options). */
function formFields(form: HTMLElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const input of form.querySelectorAll('input[name]')) {
    if (input.getAttribute('type') !== 'radio' || input.hasAttribute('checked'))
      fields[input.getAttribute('name')!] = input.getAttribute('value') ?? '';
  }
  for (const select of form.querySelectorAll('select[name]'))
    fields[select.getAttribute('name')!] = select.querySelector('option[selected]')?.getAttribute('value') ?? '';
  for (const area of form.querySelectorAll('textarea[name]')) fields[area.getAttribute('name')!] = area.textContent;
  return fields;
}

/**
 * The checks every answer to a form post without JavaScript passes: the form's own page, for one
 * visitor (it holds what they typed), never a redirect that would put the typing in a URL. Its document.
 */
function ownPage(t: Tap, res: Awaited<ReturnType<typeof postForm>>, status: number, path: string) {
  t.equal(res.statusCode, status);
  t.equal(res.headers['cache-control'], 'no-store', 'it holds what one visitor typed');
  t.notOk(res.headers.location, 'no redirect: nothing typed goes into a URL');
  const doc = parseHtml(res.body);
  t.equal(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), `https://www.example.de${path}`, 'its own page');
  return doc;
}

const {
  spam_token: _token,
  form_start_time: _start,
  ...typed
} = validFields({ name: 'Erika <Muster>', cta_type: 'kilead', page: '/externer-ki-lead', form: 'message' });

t.test(
  'without JavaScript – a post from the cached form is confirmed first: what was typed on the page, never in a URL, a fresh token, „Jetzt senden“; sent from there, it is a lead',
  async (t) => {
    const { app } = await testApp(t);
    const res = await postForm(app, typed, { headers: { accept: HTML } });
    const doc = ownPage(t, res, 200, '/externer-ki-lead');
    t.equal(res.headers['set-cookie'], undefined);
    t.same(await storeContents(app.config.dataDir), { pending: [], sent: [], quarantine: [], tmp: [] }, 'no lead yet');
    const form = doc.querySelector('form#nachricht-form')!;
    const button = form.querySelector('button[type="submit"]')!;
    t.equal(text(button), contactForm.labels.confirm, '„Jetzt senden“');
    t.ok(button.hasAttribute('autofocus'), 'focused as the page loads');
    t.equal(
      text(doc.getElementById(button.getAttribute('aria-describedby')!)),
      plain(MESSAGES.confirm),
      'the sentence, read with the button',
    );
    const fields = formFields(form);
    const message = typed.message!.replace(/\r\n/g, '\n');
    t.match(fields, { name: typed.name, email: typed.email, message, cta_type: 'kilead', page: '/externer-ki-lead' });
    t.ok(verifyToken(FORM_SECRET, fields.spam_token, Number(fields.form_start_time) + 3_000).ok, 'a fresh token, issued with this page');
    t.notOk(doc.querySelector('form#rueckruf-form input[name="name"]')?.getAttribute('value'), 'the other form stays empty');

    // „Jetzt senden“ at once: the server waits out the fill time since this page, then judges it.
    const sent = await postForm(app, fields, { headers: { accept: HTML } });
    t.equal(sent.statusCode, 303);
    t.equal(sent.headers.location, '/externer-ki-lead?kontakt=gesendet&formular=nachricht#nachricht-status');
    t.equal((await storeContents(app.config.dataDir)).pending.length, 1, 'the lead is stored');
    const landing = await app.inject(String(sent.headers.location).split('#')[0]!);
    t.equal(landing.headers['cache-control'], 'public, max-age=60, s-maxage=60, stale-while-revalidate=300', 'the same page for everyone');
    t.equal(text(parseHtml(landing.body).querySelector('#nachricht-status')), plain(MESSAGES.success));
  },
);

t.test('without JavaScript – a bot that fills every field, the honeypot too, gets no lead from the page to confirm either', async (t) => {
  const { app } = await testApp(t);
  const first = await postForm(app, { ...typed, website: 'https://spam.example' }, { headers: { accept: HTML } });
  t.equal(first.statusCode, 200, 'the page to confirm');
  const fields = formFields(parseHtml(first.body).querySelector('form#nachricht-form')!);
  t.equal(fields.website, '', 'the honeypot is not repeated');
  const again = await postForm(app, { ...fields, website: 'https://spam.example' }, { headers: { accept: HTML } });
  t.equal(again.statusCode, 303, 'answered like a lead');
  t.match(await storeContents(app.config.dataDir), { pending: [], quarantine: [/./] }, 'kept in the quarantine, never delivered');
  // A client that asks for JSON has no page to confirm: its post without a token is spam, as ever.
  const json = await postForm(app, typed);
  t.same([json.statusCode, json.json().success], [200, true], 'answered like a lead');
  t.match(await storeContents(app.config.dataDir), { pending: [], quarantine: [/./, /./] }, 'kept in the quarantine, never delivered');
});

/** What the callback form on the KI-Lead page posts as typed (a post from the cached page: no token). */
const callback = {
  name: 'Max Rückruf',
  phone: '0170 1234567',
  call_time: 'nachmittags',
  cta_type: 'kilead',
  page: '/externer-ki-lead',
  form: 'callback',
  website: '',
};

t.test('without JavaScript – a callback from the cached form is confirmed in its own form, its way shown', async (t) => {
  const { app } = await testApp(t);
  const res = await postForm(app, callback, { headers: { accept: HTML } });
  t.equal(res.statusCode, 200);
  const doc = parseHtml(res.body);
  const form = doc.querySelector('#rueckruf form#rueckruf-form')!;
  t.ok(form, 'the callback form, in its way');
  t.match(formFields(form), { name: callback.name, phone: callback.phone, call_time: 'nachmittags', cta_type: 'kilead' });
  t.equal(text(form.querySelector('button[type="submit"]')), contactForm.labels.confirm);
  t.notOk(doc.querySelector('form#nachricht-form input[name="name"]')?.getAttribute('value'), 'the message form stays empty');
  t.same(await storeContents(app.config.dataDir), { pending: [], sent: [], quarantine: [], tmp: [] }, 'no lead yet');
});

t.test('confirmation – a callback comes back to its page, its confirmation in place of the form; nothing of it in the URL', async (t) => {
  const { app } = await testApp(t);
  const { email: _e, message: _m, ...fields } = validFields(callback);
  const res = await postForm(app, fields, { headers: { accept: HTML } });
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, '/externer-ki-lead?kontakt=gesendet&formular=rueckruf#rueckruf-status');
  const doc = parseHtml((await app.inject(String(res.headers.location).split('#')[0]!)).body);
  t.equal(text(doc.querySelector('#rueckruf-status')), texts.callback, 'the status line the 303 lands on');
  t.ok(doc.querySelector('#rueckruf #rueckruf-status'), 'in its way');
  t.notOk(doc.querySelector('.form__facts'), 'it repeats nothing: the page before showed it all');
  t.notOk(doc.querySelector('form#rueckruf-form'), 'the callback form gave way to its confirmation');
  t.ok(doc.querySelector('form#nachricht-form'), 'the message form is still there');
  t.ok(doc.querySelector('a[href="/brief-aus-der-zukunft"]'), 'one next step');
});

t.test('confirmation – a message: its own status line; a query the page does not know changes nothing', async (t) => {
  const { app } = await testApp(t);
  const res = await postForm(app, validFields({ cta_type: 'potenzialcheck', page: '/ki-potenzial-check' }), { headers: { accept: HTML } });
  t.equal(res.headers.location, '/ki-potenzial-check?kontakt=gesendet&formular=nachricht#nachricht-status');
  const doc = parseHtml((await app.inject(String(res.headers.location).split('#')[0]!)).body);
  t.equal(text(doc.querySelector('#nachricht-status')), plain(MESSAGES.success));
  t.notMatch(text(doc.querySelector('#contact')), 'Sonstiges');
  const extra = await app.inject('/keynotes?kontakt=gesendet&termin=2026-12-01T08:30:00Z&nummer=67');
  t.equal(extra.headers.etag, (await app.inject('/keynotes?kontakt=gesendet')).headers.etag, 'the same page');
  const unknown = await postForm(app, validFields({ page: '//evil.example/' }), { headers: { accept: HTML } });
  t.match(String(unknown.headers.location), /^\/\?/, 'a page that has no form: back to the home');
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
  const { app } = await testApp(t, { env: { CALENDAR_URL: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/owner.ics` } });
  t.ok(await app.slots.refresh(), 'the feed is read');
  return app;
}

/** What the booking form posts besides the slot, as typed. */
const booker = {
  name: 'Erika Muster',
  email: 'erika@example.de',
  phone: '+49 170 1234567',
  cta_type: 'sparring',
  page: '/sparringspartner',
  form: 'booking',
};

t.test(
  'booking without JavaScript – booked: the 303 lands on the booking’s own page; the same slot again: the 409 is the page itself, the typed text kept',
  async (t) => {
    const app = await appWithFeed(t);
    const [slot, next] = bookable(app);
    const first = await postForm(app, validFields({ ...booker, email: 'max@example.de', slot: slot!.start, message: '' }), {
      headers: { accept: HTML },
    });
    t.equal(first.statusCode, 303);
    t.match(first.headers.location, /^\/termin\/[^/?#]+\?gebucht=1$/, 'the booking’s own page, nothing typed in the URL');
    const own = await app.inject(String(first.headers.location));
    t.equal(own.statusCode, 200);
    t.equal(own.headers['cache-control'], 'no-store');
    t.match(plain(text(parseHtml(own.body).querySelector('main'))), 'Dein Termin ist gebucht');

    const page = await postForm(app, validFields({ ...booker, slot: slot!.start }), { headers: { accept: HTML } });
    const doc = ownPage(t, page, 409, '/sparringspartner');
    const form = doc.querySelector('form#termin-form')!;
    const group = form.querySelector('fieldset.slots')!;
    const notice = group.querySelector('.form__error')!;
    t.equal(text(notice), BOOKING_MESSAGES.conflict, 'the message heads the slots');
    t.ok(notice.hasAttribute('autofocus'), 'and is focused as the page loads');
    t.ok(group.getAttribute('aria-describedby')?.split(' ').includes(notice.getAttribute('id')!), 'the group is read with it');
    t.equal(text(form.querySelector('[role="alert"]')), '', 'it is not repeated under the form');
    t.equal(form.querySelector('input[name="name"]')?.getAttribute('value'), booker.name);
    t.equal(form.querySelector('input[name="email"]')?.getAttribute('value'), booker.email);
    t.equal(form.querySelector('input[name="phone"]')?.getAttribute('value'), booker.phone);
    t.equal(form.querySelector('option[selected]')?.getAttribute('value'), 'sparring');
    const radios = form.querySelectorAll('input[type="radio"][name="slot"]').map((r) => r.getAttribute('value'));
    t.notOk(radios.includes(slot!.start), 'the taken slot is not offered');
    t.equal(radios[0], next!.start, 'the next free one is');
    const open = form.querySelector('details[open]')!;
    t.ok(open.querySelector(`input[value="${next!.start}"]`), 'the taken slot’s day is open, with the times left');
  },
);

t.test(
  'booking without JavaScript – a post without a slot is answered with the page, the slot’s reason at the picker, the text kept, the token carried',
  async (t) => {
    const app = await appWithFeed(t);
    const form = parseHtml((await app.inject('/ki-potenzial-check')).body).querySelector('form#termin-form')!;
    t.notOk(form.querySelector('textarea[name="message"]'), 'a booking asks for no message');
    t.ok(form.querySelector('input[name="email"]')?.hasAttribute('required'), 'the e-mail is required (the invitation)');
    t.ok(form.querySelector('input[name="phone"]')?.hasAttribute('required'), 'and the number: the owner calls');
    t.ok(form.querySelector('input[name="slot"]')?.hasAttribute('required'), 'and a slot');

    const typed = { ...booker, cta_type: 'potenzialcheck', page: '/ki-potenzial-check' };
    const page = await postForm(app, validFields(typed), { headers: { accept: HTML } });
    const doc = ownPage(t, page, 400, '/ki-potenzial-check');
    const again = doc.querySelector('form#termin-form')!;
    const notice = again.querySelector('fieldset.slots .form__error')!;
    t.equal(text(notice), FIELD_ERRORS.slotMissing, 'the reason at the picker');
    t.ok(notice.hasAttribute('autofocus'), 'focused as the page loads');
    t.equal(again.querySelector('input[name="name"]')?.getAttribute('value'), typed.name);
    t.equal(again.querySelector('input[name="email"]')?.getAttribute('value'), typed.email);
    t.equal(again.querySelector('option[selected]')?.getAttribute('value'), 'potenzialcheck');
    t.equal(text(again.querySelector('[role="alert"]')), '', 'no general error besides it');
    t.ok(again.querySelectorAll('input[name="slot"]').length > 1, 'the slots are offered again');
    t.same(await storeContents(app.config.dataDir), { pending: [], sent: [], quarantine: [], tmp: [] }, 'nothing stored');

    // The page carries the post's own token: the time already spent counts, so a slot picked at once is no bot's speed.
    const posted = validFields(typed);
    const answered = parseHtml((await postForm(app, posted, { headers: { accept: HTML } })).body);
    const kept = (name: string) => answered.querySelector(`form#termin-form input[name="${name}"]`)?.getAttribute('value');
    t.equal(kept('spam_token'), posted.spam_token);
    t.equal(kept('form_start_time'), posted.form_start_time);
    const slot = answered.querySelector('form#termin-form input[name="slot"]')!.getAttribute('value')!;
    const booked = await postForm(app, { ...posted, slot, spam_token: kept('spam_token')!, form_start_time: kept('form_start_time')! });
    t.equal(booked.statusCode, 200);
    t.equal((await storeContents(app.config.dataDir)).quarantine.length, 0, 'booked, not quarantined');
    // A token that is forged or expired is not carried over.
    const forged = parseHtml((await postForm(app, { ...posted, spam_token: 'x"><b>' }, { headers: { accept: HTML } })).body);
    t.not(forged.querySelector('form#termin-form input[name="spam_token"]')?.getAttribute('value'), 'x"><b>');

    // No topic posted: the page's own, never „Sonstiges“.
    const untopical = parseHtml((await postForm(app, validFields({ ...typed, cta_type: '' }), { headers: { accept: HTML } })).body);
    t.equal(untopical.querySelector('form#termin-form option[selected]')?.getAttribute('value'), 'potenzialcheck');

    // A request for JSON still gets the contract's 400.
    const json = await postForm(app, validFields(typed));
    t.same([json.statusCode, json.json()], [400, { success: false, message: FIELD_ERRORS.slotMissing }]);
  },
);

t.test(
  'booking without JavaScript – confirmed with its slot still chosen; a slot taken before it was confirmed: the 409 page at once',
  async (t) => {
    const app = await appWithFeed(t);
    const [slot, next] = bookable(app);
    const booking = { ...booker, website: '', slot: slot!.start };
    const page = parseHtml((await postForm(app, booking, { headers: { accept: HTML } })).body);
    const form = page.querySelector('form#termin-form')!;
    t.equal(formFields(form).slot, slot!.start, 'the slot is checked');
    t.equal(text(form.querySelector('button[type="submit"]')), contactForm.labels.confirmBooking);

    const held = Date.parse(slot!.start);
    app.slots.hold('taken-meanwhile', { start: held, end: held + 15 * 60_000 });
    const taken = await postForm(app, booking, { headers: { accept: HTML } });
    t.equal(taken.statusCode, 409);
    const again = parseHtml(taken.body).querySelector('form#termin-form')!;
    t.equal(text(again.querySelector('fieldset.slots .form__error')), BOOKING_MESSAGES.conflict);
    t.equal(again.querySelector('input[name="slot"]')?.getAttribute('value'), next!.start, 'the next free one is offered');
    t.ok(verifyToken(FORM_SECRET, formFields(again).spam_token, Date.now() + 3_000).ok, 'with a token: the next post is no confirmation');
  },
);

t.test('slots – with a calendar the booking form offers them by day; a held slot leaves every form page at once', async (t) => {
  const app = await appWithFeed(t);
  const days = app.slots.offered();
  const offered = flat(days);
  t.ok(offered.length > 0, 'an empty calendar has free slots');
  const doc = parseHtml((await app.inject('/')).body);
  const group = doc.querySelector('form#termin-form fieldset.slots')!;
  t.equal(text(group.querySelector('legend')), contactForm.labels.slots);
  t.same(
    group.querySelectorAll('details summary').map((summary) => plain(text(summary))),
    days.map((day) =>
      plain(`${day.day} ${day.times.length} ${day.times.length === 1 ? contactForm.labels.time : contactForm.labels.times}`),
    ),
    'one disclosure per day, with its number of free times',
  );
  const values = group.querySelectorAll('input[name="slot"]').map((r) => r.getAttribute('value'));
  t.same(
    values,
    offered.map((s) => s.start),
    'every free time of the horizon',
  );
  t.equal(group.querySelectorAll('details[open]').length, 1, 'one day open');

  const first = Date.parse(offered[0]!.start);
  app.slots.hold('booked', { start: first, end: first + 15 * 60_000 });
  for (const path of ['/', '/keynotes', '/externer-ki-lead']) {
    const body = (await app.inject(path)).body;
    t.notMatch(body, `value="${offered[0]!.start}"`, `${path}: the held slot is gone`);
    t.match(body, `value="${offered[1]!.start}"`, `${path}: the next one is offered`);
  }
});

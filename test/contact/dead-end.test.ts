// No dead end (issue 47): while no call can be booked the pages promise none and the callback
// form says why; a booking refused with no slot left goes on as a callback with what was typed;
// without JavaScript the step that confirms a booking names its slot and never loops.
import t, { type Test as Tap } from 'tap';
import type { FastifyInstance } from 'fastify';
import type { HTMLElement } from 'node-html-parser';
import { BOOKING_MESSAGES } from '../../shared/slots.ts';
import { MIN_FILL_MS } from '../../shared/contact.ts';
import { contactForm } from '../../shared/content/contact-form.ts';
import { bookable, site, testApp } from '../helpers.ts';
import { parseHtml, text } from '../html.ts';
import { postForm, storeContents, validFields } from './helpers.ts';

const HTML = 'text/html';
const plain = (s: string) => s.replace(/\u00a0/g, ' ');
const DAY = 24 * 60 * 60_000;

/** The app on a calendar read from memory: empty (every slot free) until `calendar.failing` makes its reads fail. */
async function calendarApp(t: Tap, calendar = { failing: false }) {
  const read = async () => {
    if (calendar.failing) throw new Error('the calendar answered HTTP 503');
    return [];
  };
  const { app } = await testApp(t, { calendar: read });
  return { app, calendar };
}

/** What a browser posts of a form as the server rendered it (text inputs, hidden fields, checked radios, selected options). */
function formFields(form: HTMLElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const input of form.querySelectorAll('input[name]'))
    if (input.getAttribute('type') !== 'radio' || input.hasAttribute('checked'))
      fields[input.getAttribute('name')!] = input.getAttribute('value') ?? '';
  for (const select of form.querySelectorAll('select[name]'))
    fields[select.getAttribute('name')!] = select.querySelector('option[selected]')?.getAttribute('value') ?? '';
  return fields;
}

/** The contact section's copy: the intro, the steps and whether a booking way is there. */
async function contactOf(app: FastifyInstance, path: string) {
  const doc = parseHtml((await app.inject(path)).body);
  return {
    doc,
    intro: text(doc.querySelector('.contact__intro > p')),
    steps: text(doc.querySelector('.contact__more .steps')),
    booking: doc.querySelector('form#termin-form') !== null,
    notice: doc.querySelector('#rueckruf .form__notice'),
  };
}

t.test('no booking – without a calendar the copy promises no booking and says nothing of it; with free slots it does', async (t) => {
  const { app: bare } = await testApp(t);
  const home0 = await contactOf(bare, '/');
  t.same([home0.booking, home0.notice], [false, null], 'no booking way, no sentence about it');
  t.equal(home0.intro, plain(site.content.home.contact.intro.without));
  t.notMatch(home0.steps, /Termin/);
  t.equal((await contactOf(bare, '/externer-ki-lead')).intro, plain(site.content.site.offerPage.ctaText.without), 'an offer page too');
  t.notMatch(home0.doc.querySelector('#contact')!.textContent, /[Bb]uch/, 'nothing in the section says „buchen“');

  const { app } = await calendarApp(t);
  const on = await contactOf(app, '/');
  t.same([on.booking, on.notice], [true, null], 'with free slots: the booking way');
  t.equal(on.intro, plain(site.content.home.contact.intro.booking));
  t.match(on.steps, 'Ein gebuchter Termin ist gleich bestätigt');
  t.equal((await contactOf(app, '/externer-ki-lead')).intro, plain(site.content.site.offerPage.ctaText.booking));
});

t.test(
  'no booking – a calendar unreadable or full: no booking way; the callback way shown, one sentence at its head where #termin lands',
  async (t) => {
    const { app, calendar } = await calendarApp(t, { failing: true });
    t.equal(app.slots.state, 'calendar-unreadable');
    const check = async (label: string) => {
      const page = await contactOf(app, '/keynotes');
      t.equal(page.booking, false, `${label}: no booking form`);
      t.notOk(page.doc.querySelector('nav.ways a[href="#termin"]'), `${label}: no „Termin buchen“ among the ways`);
      t.ok(page.doc.querySelector('#rueckruf.way--shown form#rueckruf-form'), `${label}: the callback way is the one shown`);
      t.equal(text(page.notice), plain(BOOKING_MESSAGES.unavailable), `${label}: the sentence heads the callback form`);
      t.equal(page.notice?.getAttribute('id'), 'termin', `${label}: a link to #termin lands on it`);
      t.notOk(page.notice?.hasAttribute('autofocus'), `${label}: a page for everyone moves no focus`);
    };
    await check('unreadable');
    t.equal((await contactOf(app, '/')).intro, plain(site.content.home.contact.intro.without), 'the copy promises no booking');

    calendar.failing = false;
    t.ok(await app.slots.refresh());
    t.equal((await contactOf(app, '/keynotes')).booking, true, 'read again: the booking way is back');
    const now = Date.now();
    app.slots.hold('fully-booked', { start: now, end: now + 30 * DAY });
    await check('full');
  },
);

/** What the booking form posts besides the slot and the token, as typed. */
const booker = {
  name: 'Erika Übergabe',
  email: 'erika@example.de',
  phone: '+49 170 1234567',
  cta_type: 'kilead',
  page: '/externer-ki-lead',
  form: 'booking',
  message: '',
};

const causes: Array<[string, string, (setup: Awaited<ReturnType<typeof calendarApp>>) => Promise<unknown>]> = [
  [
    'the calendar unreadable since the page',
    BOOKING_MESSAGES.unavailable,
    async ({ app, calendar }) => {
      calendar.failing = true;
      await app.slots.refresh();
    },
  ],
  [
    'the slot taken and none left',
    BOOKING_MESSAGES.conflictNoSlots,
    async ({ app }) => app.slots.hold('full', { start: Date.now(), end: Date.now() + 30 * DAY }),
  ],
];

for (const [cause, message, happen] of causes) {
  t.test(
    `booking without JavaScript – refused, ${cause}: the answer is the callback form with the reason, focused, and what was typed`,
    async (t) => {
      const setup = await calendarApp(t);
      const [slot] = bookable(setup.app);
      await happen(setup);
      const posted = validFields({ ...booker, slot: slot!.start });
      const json = await postForm(setup.app, posted);
      t.same(
        [json.statusCode, json.json()],
        [409, { success: false, message, slots: [] }],
        'the contract: a refusal with no slot to offer',
      );

      const res = await postForm(setup.app, posted, { headers: { accept: HTML } });
      t.equal(res.statusCode, 409);
      t.equal(res.headers['cache-control'], 'no-store');
      const doc = parseHtml(res.body);
      t.notOk(doc.querySelector('form#termin-form'), 'no booking form');
      const form = doc.querySelector('#rueckruf.way--shown form#rueckruf-form')!;
      t.ok(form, 'the callback way, shown');
      const notice = form.querySelector('.form__notice')!;
      t.equal(text(notice), plain(message), 'the reason heads it');
      t.ok(notice.hasAttribute('autofocus'), 'focused as the page loads');
      t.equal(doc.querySelectorAll('.form__notice').length, 1, 'said once');
      const fields = formFields(form);
      t.match(fields, { name: booker.name, phone: booker.phone, cta_type: 'kilead', form: 'callback', page: '/externer-ki-lead' });
      t.notOk(form.querySelector('input[name="email"]'), 'the callback form asks for no address');
      t.equal(fields.spam_token, posted.spam_token, 'the booking’s token, released unused, goes on');

      // „Rückruf anfordern“ from there: a lead.
      const sent = await postForm(setup.app, fields, { headers: { accept: HTML } });
      t.equal(sent.statusCode, 303);
      t.equal(sent.headers.location, '/externer-ki-lead?kontakt=gesendet&formular=rueckruf#rueckruf-status');
      t.match(await storeContents(setup.app.config.dataDir), { pending: [/./], quarantine: [] }, 'stored for delivery');
    },
  );
}

t.test(
  'booking without JavaScript – the confirm step names the slot in German time on „Termin verbindlich buchen“; a second tap at once books, no loop',
  async (t) => {
    const { app } = await calendarApp(t);
    const [slot] = bookable(app);
    const page = await postForm(app, { ...booker, website: '', slot: slot!.start }, { headers: { accept: HTML } });
    t.equal(page.statusCode, 200, 'the page to confirm the post');
    const form = parseHtml(page.body).querySelector('form#termin-form')!;
    const button = form.querySelector('button[type="submit"]')!;
    t.equal(text(button), contactForm.labels.confirmBooking);
    t.ok(button.hasAttribute('autofocus'));
    const sentence = text(form.querySelector(`#${button.getAttribute('aria-describedby')}`));
    t.equal(sentence, plain(contactForm.confirmBooking(slot!.label)), 'read with the button');
    t.match(sentence, /^Termin: \p{L}\p{L}\., \d+\. \p{L}+\.?, \d\d:\d\d Uhr \(deutsche Zeit\)\./u, 'the slot, and its zone');
    t.equal(text(form.querySelector('legend')), plain(contactForm.labels.slots));
    t.match(contactForm.labels.slots, '(deutsche Zeit)', 'the picker says it once too');

    const fields = formFields(form);
    t.equal(fields.slot, slot!.start);
    const tapped = Date.now();
    const booked = await postForm(app, fields, { headers: { accept: HTML } });
    t.equal(booked.statusCode, 303, 'not the confirm page again');
    t.match(booked.headers.location, /^\/termin\/[^/?#]+\?gebucht=1$/, 'the booking’s page');
    t.ok(Date.now() - Number(fields.form_start_time) >= MIN_FILL_MS, 'answered once the page’s token was 3 s old');
    t.ok(Date.now() - tapped < MIN_FILL_MS + 1_000, `within the rest of the fill time (${Date.now() - tapped} ms)`);
    t.equal(app.bookings.list().length, 1, 'one booking');
  },
);

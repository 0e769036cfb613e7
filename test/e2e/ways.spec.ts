// Issue 36's walk: on an offer page, the contact section's three ways – booking (from the price
// button), callback, message – with and without JavaScript, against the built server on a real
// Radicale (CALENDAR_URL) and a real SMTP relay; axe on every state, no CSP violation. The
// JavaScript booking measures what the issue bounds: taps from the price button to the
// confirmation, typed fields, and the scroll from the price button's jump to the first time.
// SHOTS=/tmp/shots-36 saves a screenshot of every state there.
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { MESSAGES, WAYS } from '../../shared/contact.ts';
import { contactForm } from '../../shared/content/contact-form.ts';
import { home } from '../../shared/content/home.ts';
import { startRadicale } from '../booking/radicale.ts';
import { expect, test as base, VIEWPORTS, type Site } from './fixtures.ts';
import { slotsOffered } from './form-helpers.ts';
import { axeWithoutScripts, cspMessages, expectNoViolations } from './page-checks.ts';

const test = base.extend<object, { calendarUrl: string }>({
  calendarUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use) => {
      const teardowns: Array<() => unknown> = [];
      const radicale = await startRadicale({ teardown: (fn) => teardowns.push(fn) });
      await use(radicale.calendarUrl);
      for (const teardown of teardowns) await teardown();
    },
    { scope: 'worker' },
  ],
  // Behind a trusted proxy: each test is a visitor of its own address (a source address holds two upcoming calls).
  workerSiteEnv: [async ({ calendarUrl }, use) => use({ CALENDAR_URL: calendarUrl, TRUST_PROXY: '127.0.0.1' }), { scope: 'worker' }],
});

let visitors = 0;
test.beforeEach(({ context }) => context.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${++visitors}` }));

const OFFER = '/externer-ki-lead';
const { labels, confirmation } = contactForm;
const plain = (s: string) => s.replace(/\u00a0/g, ' ');
const day = (page: Page, n: number) => page.locator('#termin details.slot-day').nth(n);
const form = (page: Page, id: string) => page.locator(`form#${id}-form`);

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()!.width}.png` });
}

/** Checks the filled form of `way` (axe, a screenshot), sends it, then checks its confirmation – `status`, naming `fact` – the same way. */
async function sendChecked(page: Page, way: 'callback' | 'message', status: string, fact: string) {
  await expectNoViolations(page, `the ${way} filled in`);
  await shot(page, `js-${way}-filled`);
  await form(page, WAYS[way]).getByRole('button', { name: labels.submit[way] }).click();
  await expect(page.locator(`#${WAYS[way]}-status`)).toHaveText(status);
  await expect(page.locator(`#${WAYS[way]} .form__facts`)).toContainText(fact);
  await expectNoViolations(page, `the ${way} confirmed`);
  await shot(page, `js-${way}-confirmed`);
}

/** How many mails to `to` carry an invitation with this iTIP method. */
const sentTo = (site: Site, to: string, method: 'REQUEST' | 'CANCEL') =>
  site.mails.filter((mail) => mail.envelopeTo.includes(to) && new RegExp(`method=${method}`, 'i').test(mail.raw)).length;

/** The booking's fields after the slot: name, e-mail and the number (the owner calls). */
async function fillBooking(page: Page, email: string) {
  const booking = form(page, 'termin');
  await booking.getByLabel(labels.name, { exact: true }).fill('Erika Weg');
  await booking.getByLabel(labels.email, { exact: true }).fill(email);
  await booking.getByLabel(labels.phone, { exact: true }).fill('040 2380 6150');
  return 3;
}

/** From the booking's page: the .ics, a move with the same picker, the cancel behind its confirming step, a second cancel that changes and sends nothing. */
async function moveAndCancel(
  page: Page,
  site: Site,
  email: string,
  name: string,
  axe = (label: string) => expectNoViolations(page, label),
) {
  await expect(page.getByRole('heading', { level: 1, name: 'Dein Termin' })).toBeVisible();
  const ics = await page.request.get(
    await page
      .getByRole('link', { name: confirmation.calendar })
      .getAttribute('href')
      .then((h) => site.url + h),
  );
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await ics.text()).toContain('BEGIN:VEVENT');
  await expect.poll(() => sentTo(site, email, 'REQUEST')).toBe(1);

  const move = page.locator('form[action$="/verschieben"]');
  const target = move.locator('details.slot-day').nth(5);
  await target.locator('summary').click();
  const time = target.locator('label.slot').nth(2);
  const when = plain(await time.innerText()).trim();
  await time.click();
  await axe(`${name}: the booking's page, a new time chosen`);
  await shot(page, `${name}-termin-page`);
  await move.getByRole('button', { name: 'Auf diese Zeit verschieben' }).click();
  await expect(page).toHaveURL(/\/termin\/[^/?]+\?verschoben=1$/);
  await expect(page.locator('.form__facts')).toContainText(when);
  await axe(`${name}: moved`);
  await shot(page, `${name}-moved`);
  await expect.poll(() => sentTo(site, email, 'REQUEST'), 'the new invitation').toBe(2);

  await page.getByRole('link', { name: 'Termin absagen …' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Termin absagen?' })).toBeVisible();
  await axe(`${name}: the cancel's confirming step`);
  await shot(page, `${name}-cancel-confirm`);
  const action = (await page.locator('form[action$="/absagen"]').getAttribute('action'))!;
  await page.getByRole('button', { name: 'Ja, Termin absagen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dein Termin ist abgesagt' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('die Absage kommt per E-Mail');
  await axe(`${name}: cancelled`);
  await shot(page, `${name}-cancelled`);
  await expect.poll(() => sentTo(site, email, 'CANCEL')).toBe(1);
  // The cancel posted again: the same answer without „just now“, nothing sent.
  const again = await page.request.post(site.url + action, { headers: { origin: site.url }, maxRedirects: 0 });
  expect(again.status()).toBe(303);
  expect(again.headers()['location']).toBe(action.replace(/\/absagen$/, ''));
  const mails = site.mails.length;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dein Termin ist abgesagt' })).toBeVisible();
  expect(sentTo(site, email, 'CANCEL'), 'no second cancellation').toBe(1);
  expect(site.mails.length).toBe(mails);
}

for (const [size, viewport] of [
  ['phone', VIEWPORTS.phone],
  ['desktop', VIEWPORTS.desktop],
] as const) {
  test.describe(`the three ways on an offer page with JavaScript (${size})`, () => {
    test.use({ viewport });

    test('booking from the price button in a few taps, confirmed; the .ics; moved and cancelled on its page', async ({ page, site }) => {
      const csp = cspMessages(page);
      await slotsOffered(page, site.url + OFFER);
      await page.goto(site.url + OFFER);
      await expectNoViolations(page, 'the offer page');
      let taps = 0;
      const price = page.locator('.price').getByRole('link', { name: plain(home.hero.primaryCta.label) });
      await price.click();
      taps++;
      await expect(page).toHaveURL(new RegExp(`${OFFER}#contact$`));
      await expect(page.locator('#termin [data-island]')).toHaveAttribute('data-hydrated', '');
      const jumped = await page.evaluate(() => window.scrollY);
      const bottom = async (locator: ReturnType<Page['locator']>) => {
        const box = (await locator.boundingBox())!;
        return box.y + box.height;
      };
      // How far the visitor scrolls from where the jump lands until a time can be tapped (0: on screen).
      const toFirstTime = Math.max(0, (await bottom(day(page, 0).locator('label.slot').first())) - viewport.height);
      await expectNoViolations(page, 'the booking way after the jump');
      await shot(page, 'js-booking-jump');

      // Another day than the first, then its first time.
      await day(page, 1).locator('summary').click();
      taps++;
      const time = day(page, 1).locator('label.slot').first();
      await time.click();
      taps++;
      const toChosenTime = (await page.evaluate(() => window.scrollY)) - jumped;
      const when = plain(await time.innerText()).trim();
      const email = `erika-js-${size}@example.de`;
      const typed = await fillBooking(page, email);
      await expect(form(page, 'termin').getByRole('combobox', { name: labels.topic })).toHaveText('Externer KI-Lead');
      await expectNoViolations(page, 'the booking form filled in');
      await shot(page, 'js-booking-filled');
      const submit = form(page, 'termin').getByRole('button', { name: labels.submit.booking });
      await submit.click();
      taps++;
      const toButton = (await page.evaluate(() => window.scrollY)) - jumped;

      const status = page.locator('#termin-status');
      await expect(status).toHaveText(confirmation.booking);
      await expect(status).toBeFocused();
      const facts = page.locator('#termin .form__facts');
      for (const fact of ['Wann', when, 'Wie', 'Externer KI-Lead', email]) await expect(facts).toContainText(fact);
      await expect(facts).toContainText('15 Minuten');
      await expectNoViolations(page, 'the booking confirmed');
      await shot(page, 'js-booking-confirmed');
      const figures = `${size}: ${taps} taps from the price button to the confirmation, ${typed} typed fields; scroll after the jump: ${toFirstTime} px to the first time, ${toChosenTime} px to the chosen day's time, ${toButton} px to „Termin buchen“`;
      console.log(figures);
      test.info().annotations.push({ type: 'booking with JavaScript', description: figures });
      expect(taps).toBeLessThanOrEqual(6);
      expect(typed).toBeLessThanOrEqual(3);
      expect(toFirstTime, 'the first time within one screen of the jump').toBeLessThanOrEqual(VIEWPORTS.phone.height);

      await page.getByRole('link', { name: confirmation.manage }).click();
      await moveAndCancel(page, site, email, `js-${size}`);
      expect(csp, 'CSP violations').toEqual([]);
    });

    test('callback and message, each chosen in the row of ways, sent and confirmed', async ({ page, site }) => {
      const csp = cspMessages(page);
      await page.goto(site.url + OFFER + '#contact');
      const ways = page.locator('#contact nav.ways');
      await ways.getByRole('link', { name: contactForm.ways.callback.tab }).click();
      const callback = form(page, 'rueckruf');
      await expect(page.locator('#rueckruf [data-island]')).toHaveAttribute('data-hydrated', '');
      await expect(form(page, 'termin')).toBeHidden();
      await callback.getByLabel(labels.name, { exact: true }).fill(`Rolf Rueckruf ${size}`);
      await callback.getByLabel(labels.phone, { exact: true }).fill('040 123');
      await callback.getByRole('button', { name: labels.submit.callback }).click();
      await expect(callback.getByLabel(labels.phone, { exact: true })).toBeFocused();
      await expectNoViolations(page, 'the callback, a number too short');
      await shot(page, 'js-callback-error');
      await callback.getByLabel(labels.phone, { exact: true }).fill('0170 1234567');
      await callback.getByLabel(labels.callTime).selectOption('nachmittags');
      await sendChecked(page, 'callback', confirmation.callback, '0170 1234567');

      await ways.getByRole('link', { name: contactForm.ways.message.tab }).click();
      const message = form(page, 'nachricht');
      await expect(page.locator('#nachricht [data-island]')).toHaveAttribute('data-hydrated', '');
      await message.getByLabel(labels.name, { exact: true }).fill(`Mia Nachricht ${size}`);
      await message.getByLabel(labels.email, { exact: true }).fill(`mia-${size}@example.de`);
      await message.getByLabel(labels.message, { exact: true }).fill('Wie fange ich an?');
      await sendChecked(page, 'message', MESSAGES.success, 'Externer KI-Lead');
      for (const who of [`Rolf Rueckruf ${size}`, `Mia Nachricht ${size}`])
        await expect.poll(() => site.mails.filter((m) => m.raw.includes(who)).length, who).toBeGreaterThan(0);
      expect(csp, 'CSP violations').toEqual([]);
    });
  });
}

test.describe('the three ways on an offer page without JavaScript (phone)', () => {
  test.use({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });

  test('booking from the price button: one step more (the post confirmed), then the booking’s page; moved and cancelled there', async ({
    browser,
    page,
    site,
  }) => {
    const csp = cspMessages(page);
    await slotsOffered(page, site.url + OFFER);
    await page.goto(site.url + OFFER);
    let taps = 0;
    await page
      .locator('.price')
      .getByRole('link', { name: plain(home.hero.primaryCta.label) })
      .click();
    taps++;
    await axeWithoutScripts(browser, site.url, page, 'without JavaScript: the booking way after the jump');
    await shot(page, 'nojs-booking-jump');
    await day(page, 2).locator('summary').click();
    taps++;
    const time = day(page, 2).locator('label.slot').first();
    const when = plain(await time.innerText()).trim();
    await time.click();
    taps++;
    const email = 'erika-ohne-js@example.de';
    const typed = await fillBooking(page, email);
    await form(page, 'termin').getByRole('button', { name: labels.submit.booking }).click();
    taps++;
    // The cached form has no token: the post comes back to be confirmed, everything kept, the slot named.
    const send = page.getByRole('button', { name: labels.confirmBooking });
    await expect(send).toBeFocused();
    await expect(send).toBeInViewport();
    await expect(send).toHaveAccessibleDescription(
      new RegExp(`^Termin: \\S+\\s\\d+\\.\\s\\S+\\s${when}\\sUhr\\s\\(deutsche Zeit\\)\\.\\s`),
    );
    await expect(form(page, 'termin').getByLabel(labels.phone, { exact: true })).toHaveValue('040 2380 6150');
    await expect(day(page, 2).locator('input:checked')).toHaveCount(1);
    await axeWithoutScripts(browser, site.url, page, 'without JavaScript: the post to confirm');
    await shot(page, 'nojs-booking-confirm');
    // Tapped at once: the server waits out the fill time of the page's token (no loop back to this page).
    await send.click();
    taps++;
    await expect(page).toHaveURL(/\/termin\/[^/?]+\?gebucht=1$/);
    await expect(page.getByRole('status')).toContainText('Dein Termin ist gebucht');
    await expect(page.locator('.form__facts')).toContainText(when);
    await axeWithoutScripts(browser, site.url, page, 'without JavaScript: booked');
    await shot(page, 'nojs-booking-booked');
    const figures = `without JavaScript: ${taps} taps from the price button to the booking's page, ${typed} typed fields`;
    console.log(figures);
    test.info().annotations.push({ type: 'booking without JavaScript', description: figures });
    expect(taps).toBeLessThanOrEqual(6 + 1);
    await moveAndCancel(page, site, email, 'nojs', (label) => axeWithoutScripts(browser, site.url, page, label));
    expect(csp, 'CSP violations').toEqual([]);
  });

  for (const [way, id] of [
    ['callback', 'rueckruf'],
    ['message', 'nachricht'],
  ] as const) {
    test(`the ${way}: chosen by its link, posted, confirmed, landing at its status`, async ({ browser, page, site }) => {
      const csp = cspMessages(page);
      await page.goto(site.url + OFFER + '#contact');
      await page.locator('#contact nav.ways').getByRole('link', { name: contactForm.ways[way].tab }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      const shown = form(page, id);
      await expect(shown).toBeVisible();
      await expect(form(page, 'termin')).toBeHidden();
      const who = `Nina Ohne ${way}`;
      await shown.getByLabel(labels.name, { exact: true }).fill(who);
      if (way === 'callback') await shown.getByLabel(labels.phone, { exact: true }).fill('0170 7654321');
      else {
        await shown.getByLabel(labels.email, { exact: true }).fill('nina@example.de');
        await shown.getByLabel(labels.message, { exact: true }).fill('Ohne JavaScript geschrieben.');
      }
      await axeWithoutScripts(browser, site.url, page, `without JavaScript: the ${way} filled in`);
      await shot(page, `nojs-${way}-filled`);
      await shown.getByRole('button', { name: labels.submit[way] }).click();
      const send = page.getByRole('button', { name: labels.confirm });
      await expect(send).toBeFocused();
      await axeWithoutScripts(browser, site.url, page, `without JavaScript: the ${way} to confirm`);
      await shot(page, `nojs-${way}-confirm`);
      await send.click();
      await expect(page).toHaveURL(new RegExp(`${OFFER}\\?kontakt=gesendet&formular=${id}#${id}-status$`));
      const status = page.locator(`#${id}-status`);
      await expect(status).toHaveText(way === 'callback' ? confirmation.callback : MESSAGES.success);
      await expect(status).toBeInViewport();
      await axeWithoutScripts(browser, site.url, page, `without JavaScript: the ${way} confirmed`);
      await shot(page, `nojs-${way}-confirmed`);
      await expect.poll(() => site.mails.filter((m) => m.raw.includes(who)).length).toBeGreaterThan(0);
      expect(csp, 'CSP violations').toEqual([]);
    });
  }
});

// No dead end (issue 47), against the built server with a calendar feed of the worker's own: one
// that cannot be read (503), or one with a single free slot that another visitor books first. The
// contact section then offers the callback with one sentence why, with and without JavaScript;
// axe on each of these states at 390 × 844.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { freeStarts } from '../../server/booking/slots.ts';
import { BOOKING_MESSAGES, slotStart } from '../../shared/slots.ts';
import { booking } from '../../shared/content/booking.ts';
import { contactForm } from '../../shared/content/contact-form.ts';
import { expect, startSiteWithRelay, test as base, VIEWPORTS, watchConsole, type Site } from './fixtures.ts';
import { bookCall, openForm } from './form-helpers.ts';
import { axeWithoutScripts, cspMessages, expectNoViolations } from './page-checks.ts';

type Calendar = 'unreadable' | 'one free slot';

const HOUR = 60 * 60_000;
const ical = (ms: number) => slotStart(ms).replace(/[-:]/g, '');

/** A feed whose busy times leave one slot free, at least 13 hours ahead (the notice is 12): busy up to 15 minutes before it and from 15 after its end. */
function oneFreeSlot(now = Date.now()): string {
  const slot = freeStarts(booking.hours, [], now).find((start) => start > now + 13 * HOUR)!;
  const event = (uid: string, from: number, to: number) => [
    'BEGIN:VEVENT',
    `UID:${uid}@e2e`,
    `DTSTAMP:${ical(now)}`,
    `DTSTART:${ical(from)}`,
    `DTEND:${ical(to)}`,
    'SUMMARY:Belegt',
    'END:VEVENT',
  ];
  const lines = [
    ...['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//ki-site e2e//DE'],
    ...event('before', now - HOUR, slot - 15 * 60_000),
    ...event('after', slot + 30 * 60_000, now + 40 * 24 * HOUR),
    'END:VCALENDAR',
    '',
  ];
  return lines.join('\r\n');
}

/**
 * A site of each test's own (`calendarSite`), its CALENDAR_URL a feed server that answers as
 * `calendar` says; behind a trusted proxy, so that the other visitor is one of its own address.
 */
const test = base.extend<{ calendar: Calendar; calendarSite: Site }>({
  calendar: ['unreadable', { option: true }],
  calendarSite: async ({ calendar }, use) => {
    const feed = oneFreeSlot();
    // The reader asks with PROPFIND whether it is CalDAV; a feed server only knows GET.
    const server = createServer((request, response) => {
      if (request.method !== 'GET') return void response.writeHead(405).end();
      if (calendar === 'unreadable') return void response.writeHead(503).end('Service Unavailable');
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(feed);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const calendarUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/owner.ics`;
    const { site, stop } = await startSiteWithRelay({ CALENDAR_URL: calendarUrl, TRUST_PROXY: '127.0.0.1' });
    await use(site);
    await stop();
    await new Promise((resolve) => server.close(resolve));
  },
});

const { labels, confirmation } = contactForm;
const plain = (s: string) => s.replace(/\u00a0/g, ' ');
const notice = (page: Page) => page.locator('#rueckruf .form__notice');
const callbackForm = (page: Page) => page.locator('form#rueckruf-form');

/** The calendar is read once the server is ready: wait until a page offers the slot. */
async function slotOffered(page: Page, url: string) {
  await expect.poll(async () => (await page.request.get(url)).text(), { message: 'the form offers the slot' }).toContain('name="slot"');
}

/** Sends the callback form as it stands and waits for its confirmation and the owner's mail. */
async function sendCallback(page: Page, site: Site, who: string) {
  await callbackForm(page).getByRole('button', { name: labels.submit.callback }).click();
  await expect(page.locator('#rueckruf-status')).toHaveText(confirmation.callback);
  await expect.poll(() => site.mails.some((mail) => mail.raw.includes(who)), `${who}: mailed`).toBe(true);
}

test.describe('a calendar that cannot be read', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('with JavaScript: no booking way; the callback says why in one sentence, where #termin lands; a callback goes through', async ({
    page,
    calendarSite: site,
  }) => {
    const errors = watchConsole(page);
    const csp = cspMessages(page);
    await page.goto(site.url + '/externer-ki-lead#termin');
    await expect(notice(page)).toHaveText(plain(BOOKING_MESSAGES.unavailable));
    await expect(notice(page)).toBeInViewport();
    await expect(callbackForm(page)).toBeVisible();
    await expect(page.locator('#contact nav.ways').getByRole('link', { name: contactForm.ways.booking.tab })).toHaveCount(0);
    await expect(page.locator('#contact')).not.toContainText('Buch dir');
    await expect(page.locator('#rueckruf [data-island]')).toHaveAttribute('data-hydrated', '');
    await expectNoViolations(page, 'no booking: the callback way with its sentence');
    await callbackForm(page).getByLabel(labels.name, { exact: true }).fill('Nils Kalenderlos');
    await callbackForm(page).getByLabel(labels.phone, { exact: true }).fill('0170 1234567');
    await sendCallback(page, site, 'Nils Kalenderlos');
    expect(errors).toEqual([]);
    expect(csp).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the section opens on the callback with the sentence; posted and confirmed, it is sent', async ({
      browser,
      page,
      calendarSite: site,
    }) => {
      await page.goto(site.url + '/#contact');
      await expect(notice(page)).toHaveText(plain(BOOKING_MESSAGES.unavailable));
      await expect(callbackForm(page)).toBeVisible();
      await expect(page.locator('form#termin-form')).toHaveCount(0);
      await axeWithoutScripts(browser, site.url, page, 'no booking, without JavaScript');
      await callbackForm(page).getByLabel(labels.name, { exact: true }).fill('Nina Kalenderlos');
      await callbackForm(page).getByLabel(labels.phone, { exact: true }).fill('0170 7654321');
      await callbackForm(page).getByRole('button', { name: labels.submit.callback }).click();
      await page.getByRole('button', { name: labels.confirm }).click();
      await expect(page.locator('#rueckruf-status')).toHaveText(confirmation.callback);
      await expect.poll(() => site.mails.some((mail) => mail.raw.includes('Nina Kalenderlos'))).toBe(true);
    });
  });
});

/** Chooses the only slot of the booking form and fills in name, e-mail and number; returns the slot's start. */
async function bookTheSlot(page: Page, name: string) {
  const booking = page.locator('form#termin-form');
  const slot = booking.locator('input[name="slot"]');
  await expect(slot).toHaveCount(1);
  await booking.locator('label.slot').click();
  await booking.getByLabel(labels.name, { exact: true }).fill(name);
  await booking.getByLabel(labels.email, { exact: true }).fill('erika-uebergabe@example.de');
  await booking.getByLabel(labels.phone, { exact: true }).fill('040 2380 6150');
  return (await slot.getAttribute('value'))!;
}

/** What the callback form holds of the refused booking: the reason at its head, focused, and the name and number typed. */
async function expectHandedOver(page: Page, name: string) {
  await expect(notice(page)).toHaveText(plain(BOOKING_MESSAGES.conflictNoSlots));
  await expect(notice(page)).toBeFocused();
  await expect(notice(page)).toBeInViewport();
  await expect(page.getByText(plain(BOOKING_MESSAGES.conflictNoSlots)).filter({ visible: true }), 'said once').toHaveCount(1);
  await expect(callbackForm(page).getByLabel(labels.name, { exact: true })).toHaveValue(name);
  await expect(callbackForm(page).getByLabel(labels.phone, { exact: true })).toHaveValue('040 2380 6150');
}

test.describe('one free slot, booked by another visitor first', () => {
  test.use({ viewport: VIEWPORTS.phone, calendar: 'one free slot' });

  test('with JavaScript: the booking refused, the callback way opens with the reason and what was typed; a page cached with the slot says so', async ({
    page,
    calendarSite: site,
  }) => {
    const errors = watchConsole(page);
    await slotOffered(page, site.url + '/');
    const cached = await (await page.request.get(site.url + '/')).text();
    // The island's fresh slots come with its token: the other visitor books after that.
    const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/form-token');
    await openForm(page, site.url, '/#termin');
    await session;
    const slot = await bookTheSlot(page, 'Erika Uebergabe');
    await bookCall(site.url, { slot, name: 'Zuerst Da', email: 'zuerst@example.de' }, '198.51.100.200');
    await page.getByRole('button', { name: labels.submit.booking }).click();

    await expect(page).toHaveURL(/#rueckruf$/);
    await expectHandedOver(page, 'Erika Uebergabe');
    await expect(page.locator('form#termin-form')).toHaveCount(0);
    await expectNoViolations(page, 'a refused booking handed to the callback');
    await sendCallback(page, site, 'Erika Uebergabe');

    // A page cached while the slot was free (a new tab): the island's fresh slots say none.
    const stale = await page.context().newPage();
    errors.push(...watchConsole(stale));
    await stale.route(`${site.url}/`, (route) => route.fulfill({ body: cached, contentType: 'text/html; charset=utf-8' }));
    await stale.goto(site.url + '/#termin');
    await expect(stale.locator('#termin [data-island]')).toHaveAttribute('data-hydrated', '');
    const closed = stale.locator('#termin .form__notice');
    await expect(closed).toHaveText(plain(BOOKING_MESSAGES.unavailable));
    await expect(closed).toHaveAttribute('role', 'status');
    await expectNoViolations(stale, 'the booking way with no slot left');
    await stale.locator('#termin').getByRole('link', { name: labels.submit.callback }).click();
    await expect(stale).toHaveURL(/#rueckruf$/);
    await expect(callbackForm(stale)).toBeVisible();
    // The browser reports the refusal's status itself; nothing else.
    expect(errors.filter((error) => !error.includes('status of 409'))).toEqual([]);
  });
});

test.describe('one free slot, booked by another visitor first, without JavaScript', () => {
  test.use({ viewport: VIEWPORTS.phone, calendar: 'one free slot', javaScriptEnabled: false });

  test('the step that confirms the booking names its slot; refused on „Termin verbindlich buchen“: the callback form with the reason and what was typed', async ({
    browser,
    page,
    calendarSite: site,
  }) => {
    await slotOffered(page, site.url + '/');
    await page.goto(site.url + '/#termin');
    const slot = await bookTheSlot(page, 'Erika Ohne');
    await page.getByRole('button', { name: labels.submit.booking }).click();
    const book = page.getByRole('button', { name: labels.confirmBooking });
    await expect(book).toBeFocused();
    await expect(book).toHaveAccessibleDescription(/^Termin: .+\sUhr \(deutsche Zeit\)\. /);
    await axeWithoutScripts(browser, site.url, page, 'the booking to confirm, without JavaScript');
    await bookCall(site.url, { slot, name: 'Zuerst Da', email: 'zuerst-ohne@example.de' }, '198.51.100.201');
    await book.click();

    await expectHandedOver(page, 'Erika Ohne');
    expect(page.url(), 'the answer to the post').toBe(`${site.url}/sendForm.php`);
    await expect(page.locator('form#termin-form')).toHaveCount(0);
    await axeWithoutScripts(browser, site.url, page, 'a refused booking handed to the callback, without JavaScript');
    await callbackForm(page).getByRole('button', { name: labels.submit.callback }).click();
    await expect(page.locator('#rueckruf-status')).toHaveText(confirmation.callback);
    await expect.poll(() => site.mails.some((mail) => mail.raw.includes('Erika Ohne'))).toBe(true);
  });
});

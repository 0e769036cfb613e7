import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { BOOKING_MESSAGES } from '../../shared/booking.ts';
import { FIELD_ERRORS, FIELDS } from '../../shared/contact.ts';
import { home } from '../../shared/content/home.ts';
import { expect, test as base, VIEWPORTS, watchConsole } from './fixtures.ts';
import { fillForm, formPosts, multipartFields, openCallback, openForm, waitUntilFillTimeReached } from './form-helpers.ts';
import { expectNoViolations } from './page-checks.ts';

/** The owner's calendar: an iCalendar feed with nothing in it, so every bookable slot is free. */
const FEED = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//ki-site e2e//DE', 'END:VCALENDAR', ''].join('\r\n');

/** The site with CALENDAR_URL pointing at a tiny feed server of the worker's own. */
const test = base.extend<object, { calendarUrl: string }>({
  calendarUrl: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // The reader asks with PROPFIND whether it is CalDAV; a feed server only knows GET.
      const server = createServer((request, response) => {
        if (request.method !== 'GET') return void response.writeHead(405).end();
        response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(FEED);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}/owner.ics`);
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
  // Behind a trusted proxy, so that each test is a visitor of its own address (below): a source address holds two upcoming calls.
  workerSiteEnv: [async ({ calendarUrl }, use) => use({ CALENDAR_URL: calendarUrl, TRUST_PROXY: '127.0.0.1' }), { scope: 'worker' }],
});

let visitors = 0;
test.beforeEach(({ context }) => context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${++visitors}` }));

const { labels } = home.contact;
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

/** The calendar is read once the server is ready: wait until a page offers slots. */
async function slotsOffered(page: Page, url: string) {
  await expect
    .poll(async () => (await page.request.get(url)).text(), { message: 'the form offers slots' })
    .toContain(`name="${FIELDS.slot}"`);
}

for (const [name, viewport] of [
  ['phone', VIEWPORTS.phone],
  ['desktop', VIEWPORTS.desktop],
] as const) {
  test.describe(`booking with JavaScript (${name})`, () => {
    test.use({ viewport });

    test('the price box jumps to the page’s own form; a day, then a time, by keyboard; booked and confirmed', async ({ page, site }) => {
      const errors = watchConsole(page);
      await slotsOffered(page, site.url + '/externer-ki-lead');
      const posts = formPosts(page);
      await page.goto(site.url + '/externer-ki-lead');
      await page.locator('.page-hero').getByRole('link', { name: 'Erstgespräch vereinbaren' }).click();
      await expect(page).toHaveURL(/\/externer-ki-lead#contact$/);
      await openForm(page, site.url, '/externer-ki-lead#contact');
      await expect(page.getByRole('combobox', { name: 'Anliegen' })).toHaveText('Externer KI-Lead');

      const days = page.getByRole('radiogroup', { name: labels.day });
      const none = days.getByRole('radio', { name: labels.noSlot });
      await expect(none).toHaveAttribute('aria-checked', 'true');
      // APG radio group: Tab enters at the checked day, the arrows move and select.
      await none.focus();
      await page.keyboard.press('ArrowRight');
      const firstDay = days.getByRole('radio').nth(1);
      await expect(firstDay).toBeFocused();
      await expect(firstDay).toHaveAttribute('aria-checked', 'true');
      await expect(none).toHaveAttribute('tabindex', '-1');
      await page.keyboard.press('ArrowLeft');
      await expect(none).toBeFocused();
      await expect(none).toHaveAttribute('aria-checked', 'true');
      await page.keyboard.press('ArrowRight');
      const times = page.getByRole('group', { name: new RegExp(`^${labels.time}`) });
      await expect(times).toBeVisible();
      await page.keyboard.press('Tab');
      const firstTime = times.getByRole('radio').first();
      await expect(firstTime).toBeFocused();
      await page.keyboard.press('Space');
      await expect(firstTime).toBeChecked();
      const count = await times.getByRole('radio').count();
      if (count > 1) {
        await page.keyboard.press('ArrowRight');
        await expect(times.getByRole('radio').nth(1)).toBeChecked();
      }
      for (const target of [firstDay, times.locator('label').first()]) {
        const box = (await target.boundingBox())!;
        expect(Math.min(box.width, box.height), 'a target of at least 44 px').toBeGreaterThanOrEqual(44);
      }
      await expectNoViolations(page, 'with the slot group open');

      const chosen = await times.locator('input:checked').getAttribute('value');
      const label = await times.locator('label:has(input:checked)').innerText();
      await page.getByLabel('Name', { exact: true }).fill('Erika Termin');
      // One booking per address and day: each run books with its own.
      await page.getByLabel('E-Mail', { exact: true }).fill(`erika-${name}@example.de`);
      // With a slot the message is optional.
      await waitUntilFillTimeReached(page);
      await page.getByRole('button', { name: labels.submit }).click();

      const status = page.locator('#contact-status');
      await expect(status).toHaveText(BOOKING_MESSAGES.success);
      await expect(status).toBeFocused();
      const facts = page.locator('#contact .form__facts').first();
      await expect(facts).toContainText('Externer KI-Lead');
      await expect(facts).toContainText(plain(label).trim());
      await expect(page.locator('form#contact-form')).toHaveCount(0);
      await expect(page.getByRole('link', { name: home.contact.confirmation.next.label })).toBeVisible();
      expect(multipartFields(posts[0]!)).toMatchObject({ slot: chosen, cta_type: 'kilead', page: '/externer-ki-lead' });
      await expectNoViolations(page, 'on the confirmation');
      expect(errors).toEqual([]);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('a callback needs three fields; the confirmation repeats the time and the number', async ({ page, site }) => {
    await openForm(page, site.url, '/keynotes#contact');
    // The callback form is one tap away, in a disclosure.
    const form = await openCallback(page);
    await expect(form.locator('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea')).toHaveCount(3);
    await form.getByLabel(labels.callbackName).fill('Max Rückruf');
    await form.getByLabel(labels.phone).fill('+49 170 1234567');
    await form.getByLabel(labels.callTime).selectOption('nachmittags');
    await waitUntilFillTimeReached(page);
    await form.getByRole('button', { name: labels.callback }).click();
    const status = page.locator('#callback-status');
    await expect(status).toHaveText(home.contact.confirmation.callback);
    const facts = page.locator('.form__facts').filter({ hasText: '+49 170 1234567' });
    await expect(facts).toContainText('Keynote anfragen');
    await expect(facts).toContainText('Nachmittags');
    await expectNoViolations(page, 'on the callback confirmation');
    await expect.poll(() => site.mails.filter((m) => m.raw.includes('Max R')).length, { timeout: 15_000 }).toBe(1);
  });

  test('the form hydrates in view and nothing moves: the slot group keeps its height as the list turns into days and times (CLS 0)', async ({
    page,
    site,
  }) => {
    await slotsOffered(page, site.url + '/keynotes');
    // Every layout shift Chrome reports, as CLS sums them (none follows an input here).
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/form-token');
    // The island's code waits until the server's form has been painted, in view: the slot group
    // at the top of the screen, the fields below it.
    let paint!: () => void;
    const painted = new Promise<void>((resolve) => (paint = resolve));
    await page.route('**/assets/contact-form-*.js', async (route) => {
      await painted;
      await route.continue();
    });
    await page.goto(site.url + '/keynotes#contact-slot-hint');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    paint();
    await expect(page.locator('[data-island]').first()).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('radiogroup', { name: labels.day })).toBeVisible();
    await session;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });

  test('a slot taken meanwhile: the island shows the server’s message and the next free slots, the text kept', async ({ page, site }) => {
    await slotsOffered(page, site.url + '/');
    await openForm(page, site.url);
    const days = page.getByRole('radiogroup', { name: labels.day });
    await days.getByRole('radio').nth(1).click();
    const times = page.getByRole('group', { name: new RegExp(`^${labels.time}`) });
    await times.locator('label').first().click();
    await fillForm(page, { name: 'Erika Konflikt', email: 'erika@example.de', message: 'Bitte um Rückmeldung' });
    const next = [{ start: '2030-01-07T09:00:00Z', label: 'Mo., 7.\u00a0Jan., 10:00\u00a0Uhr' }];
    // The booking server's 409, as the contract (shared/contact.ts FormResponse) describes it.
    await page.route('**/sendForm.php', (route) =>
      route.fulfill({ status: 409, json: { success: false, message: BOOKING_MESSAGES.conflict, slots: next } }),
    );
    await waitUntilFillTimeReached(page);
    await page.getByRole('button', { name: labels.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: BOOKING_MESSAGES.conflict })).toBeVisible();
    await expect(page.getByLabel('Nachricht', { exact: true })).toHaveValue('Bitte um Rückmeldung');
    await expect(days.getByRole('radio')).toHaveCount(2);
    await expect(days.getByRole('radio').nth(1)).toHaveText(plain('Mo., 7.\u00a0Jan.'));
    await expect(days.getByRole('radio', { name: labels.noSlot })).toHaveAttribute('aria-checked', 'true');
    await expectNoViolations(page, 'after a 409');
  });
});

test.describe('booking without JavaScript', () => {
  test.use({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });

  test('the server’s radio group; a post with neither slot nor message comes back with the field focused; a slot without a message is booked', async ({
    browser,
    page,
    site,
  }) => {
    await slotsOffered(page, site.url + '/keynotes');
    await page.goto(site.url + '/keynotes');
    const group = page.getByRole('group', { name: labels.slots });
    await expect(group.getByRole('radio', { name: labels.noSlot })).toBeChecked();
    await page.locator('.page-hero').getByRole('link', { name: 'Keynote anfragen' }).click();
    await fillForm(page, { name: 'Erika Ohne', email: 'erika-ohne-js@example.de', message: '' });
    // The browser lets it go (a booking needs no message); the server asks for one or a slot.
    await page.getByRole('button', { name: labels.submit }).click();
    const message = page.getByLabel('Nachricht', { exact: true });
    await expect(message).toBeFocused();
    await expect(message).toBeInViewport();
    await expect(message).toHaveAccessibleDescription(FIELD_ERRORS.message);
    await expect(page.getByLabel('E-Mail', { exact: true })).toHaveValue('erika-ohne-js@example.de');
    expect(page.url(), 'the answer to the post, no redirect').toBe(`${site.url}/sendForm.php`);
    const refused = await page.content();

    // The page carries a token now: with a slot chosen, the next post books.
    await group.getByRole('radio').nth(2).check();
    await waitUntilFillTimeReached(page);
    await page.getByRole('button', { name: labels.submit }).click();

    await expect(page).toHaveURL(/\/keynotes\?kontakt=gebucht#contact-status$/);
    await expect(page.locator('#contact-status')).toHaveText(BOOKING_MESSAGES.success);
    // axe runs in the page, which has no JavaScript here: the same pages, checked in a browser whose scripts are cut off.
    const checker = await browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: true });
    const view = await checker.newPage();
    await view.route('**/*.js', (route) => route.abort());
    for (const url of [site.url + '/keynotes#contact', page.url()]) {
      await view.goto(url);
      await expect(view.locator('html')).not.toHaveClass(/\bjs\b/);
      await expectNoViolations(view, `without JavaScript: ${url}`);
    }
    await view.setContent(refused);
    await expectNoViolations(view, 'on the 400 page without JavaScript');
    await checker.close();
  });

  test('a slot taken meanwhile: the page answers the post with the message, the typed text and the next slots', async ({
    browser,
    context,
    page,
    site,
  }) => {
    await slotsOffered(page, site.url + '/sparringspartner');
    // Two visitors see the same slot; the other one books it first.
    const other = await context.newPage();
    for (const visitor of [page, other]) await visitor.goto(site.url + '/sparringspartner#contact');
    const slotOf = (visitor: Page) => visitor.getByRole('group', { name: labels.slots }).getByRole('radio').nth(1);
    const taken = await slotOf(page).getAttribute('value');
    expect(await slotOf(other).getAttribute('value')).toBe(taken);
    for (const [visitor, email] of [
      [other, 'zuerst@example.de'],
      [page, 'erika-konflikt@example.de'],
    ] as const) {
      await slotOf(visitor).check();
      await fillForm(visitor, { name: 'Erika Konflikt', email, message: 'Mein Text bleibt' });
      await visitor.getByRole('button', { name: labels.submit }).click();
      // The cached form has no token: each post is shown to be confirmed, its slot still chosen.
      await expect(slotOf(visitor)).toBeChecked();
    }
    for (const visitor of [other, page]) {
      await waitUntilFillTimeReached(visitor);
      await visitor.getByRole('button', { name: labels.confirm }).click();
    }
    await expect(other.locator('#contact-status')).toHaveText(BOOKING_MESSAGES.success);
    expect(page.url(), 'the answer to the post, no redirect').toBe(`${site.url}/sendForm.php`);
    // The page opens at the new choice, read out with the server's message at its head.
    const group = page.getByRole('group', { name: labels.slots });
    await expect(group).toHaveAccessibleDescription(new RegExp(`^${BOOKING_MESSAGES.conflict}`));
    const none = group.getByRole('radio', { name: labels.noSlot });
    await expect(none).toBeFocused();
    await expect(none).toBeInViewport();
    await expect(page.getByLabel('Nachricht', { exact: true })).toHaveValue('Mein Text bleibt');
    await expect(page.getByLabel('E-Mail', { exact: true })).toHaveValue('erika-konflikt@example.de');
    await expect(page.locator(`input[name="slot"][value="${taken}"]`)).toHaveCount(0);
    // axe on the same HTML, in a page that may run it (its own scripts cut off).
    const html = await page.content();
    const checker = await browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: true });
    const view = await checker.newPage();
    await view.route('**/*.js', (route) => route.abort());
    await view.goto(site.url + '/impressum');
    await view.setContent(html);
    await expectNoViolations(view, 'on the 409 page without JavaScript');
    await checker.close();
  });
});

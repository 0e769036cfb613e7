import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BOOKING_MESSAGES } from '../../shared/slots.ts';
import { FORM_PATH, MESSAGES, MIN_FILL_MS, WAYS, type Way } from '../../shared/contact.ts';
import { contactForm } from '../../shared/content/contact-form.ts';
import { home } from '../../shared/content/home.ts';
import { expect, test as base, VIEWPORTS, watchConsole } from './fixtures.ts';
import { bookCall, formPosts, marker, multipartFields, openForm, openWay, slotsOffered } from './form-helpers.ts';
import { axeWithoutScripts, expectNoViolations } from './page-checks.ts';

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
const visitor = () => `198.51.100.${++visitors}`;
test.beforeEach(({ context }) => context.setExtraHTTPHeaders({ 'x-forwarded-for': visitor() }));

const { labels } = contactForm;
const plain = (s: string) => s.replace(/\u00a0/g, ' ');
/** The booking way's picker: a fieldset of days (native disclosures), each with its times as radios. */
const picker = (page: Page) => page.locator('#termin').getByRole('group', { name: labels.slots });
const day = (page: Page, n: number) => picker(page).locator('details.slot-day').nth(n);

/** „Google Kalender“ and „Outlook“ beside the .ics: plain links to their add pages, into a new tab as every external link. */
async function expectCalendarLinks(page: Page) {
  for (const [label, url] of [
    [contactForm.confirmation.google, /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=[^&]+&dates=\d{8}T\d{6}Z/],
    [contactForm.confirmation.outlook, /^https:\/\/outlook\.live\.com\/calendar\/0\/action\/compose\?subject=[^&]+&startdt=/],
  ] as const) {
    const link = page.getByRole('link', { name: `${label} (öffnet in neuem Tab)` });
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
}

/** Name, e-mail and the number (the owner calls) in the booking form. */
async function fillBooking(page: Page, fields: { name: string; email: string; phone?: string }) {
  const form = page.locator('form#termin-form');
  await form.getByLabel(labels.name, { exact: true }).fill(fields.name);
  await form.getByLabel(labels.email, { exact: true }).fill(fields.email);
  await form.getByLabel(labels.phone, { exact: true }).fill(fields.phone ?? '040 2380 6150');
}

for (const [name, viewport] of [
  ['phone', VIEWPORTS.phone],
  ['desktop', VIEWPORTS.desktop],
] as const) {
  test.describe(`booking with JavaScript (${name})`, () => {
    test.use({ viewport });

    test('the price box jumps to the page’s own form; a day, then a time, by keyboard; booked and confirmed', async ({ page, site }) => {
      const errors = watchConsole(page);
      // Nothing is asked of another origin (Google's, Microsoft's calendars included) before a tap.
      const foreign: string[] = [];
      page.on(
        'request',
        (request) => void (/^https?:/.test(request.url()) && !request.url().startsWith(site.url) && foreign.push(request.url())),
      );
      await slotsOffered(page, site.url + '/externer-ki-lead');
      const posts = formPosts(page);
      await page.goto(site.url + '/externer-ki-lead');
      await page
        .locator('.page-hero')
        .getByRole('link', { name: plain(home.hero.primaryCta.label) })
        .click();
      await expect(page).toHaveURL(/\/externer-ki-lead#contact$/);
      await openForm(page, site.url, '/externer-ki-lead#contact');
      await expect(page.locator('#termin').getByRole('combobox', { name: 'Anliegen' })).toHaveText('Externer KI-Lead');

      // The first day is open, one at a time: a day's summary opens it and closes the other.
      await expect(day(page, 0)).toHaveAttribute('open', '');
      const second = day(page, 1);
      await second.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(second).toHaveAttribute('open', '');
      await expect(day(page, 0)).not.toHaveAttribute('open', '');
      // Tab enters the open day's times (one radio group), Space chooses, the arrows move and choose.
      await page.keyboard.press('Tab');
      const times = second.getByRole('radio');
      await expect(times.first()).toBeFocused();
      await page.keyboard.press('Space');
      await expect(times.first()).toBeChecked();
      await page.keyboard.press('ArrowRight');
      await expect(times.nth(1)).toBeChecked();
      await expect(times.nth(1)).toBeFocused();
      for (const target of [second.locator('summary'), second.locator('label.slot').first()]) {
        const box = (await target.boundingBox())!;
        expect(Math.min(box.width, box.height), 'a target of at least 44 px').toBeGreaterThanOrEqual(44);
      }
      await expectNoViolations(page, 'with a day open and a time chosen');

      const chosen = await times.nth(1).getAttribute('value');
      const time = (await second.locator('label:has(input:checked)').innerText()).trim();
      // One booking per address and day: each run books with its own.
      await fillBooking(page, { name: 'Erika Termin', email: `erika-${name}@example.de` });
      await page.getByRole('button', { name: labels.submit.booking }).click();

      const status = page.locator('#termin-status');
      await expect(status).toHaveText(contactForm.confirmation.booking);
      await expect(status).toBeFocused();
      const facts = page.locator('#termin .form__facts');
      await expect(facts).toContainText('Externer KI-Lead');
      await expect(facts).toContainText(time);
      await expect(facts).toContainText(`erika-${name}@example.de`);
      await expect(page.locator('form#termin-form')).toHaveCount(0);
      await expect(page.getByRole('link', { name: contactForm.confirmation.calendar })).toBeVisible();
      await expect(page.getByRole('link', { name: contactForm.confirmation.manage })).toBeVisible();
      expect(multipartFields(posts[0]!)).toMatchObject({ slot: chosen, form: 'booking', cta_type: 'kilead', page: '/externer-ki-lead' });
      await expect(facts).toContainText('(deutsche Zeit)');
      await expectCalendarLinks(page);
      await expectNoViolations(page, 'on the confirmation');

      // The booking's page (the confirmation's link) offers the same.
      await page.getByRole('link', { name: contactForm.confirmation.manage }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dein Termin' })).toBeVisible();
      await expect(page.locator('.form__facts')).toContainText(`${time} Uhr (deutsche Zeit)`);
      await expect(page.getByRole('link', { name: contactForm.confirmation.calendar })).toHaveAttribute(
        'href',
        /\/termin\/[^/]+\/termin\.ics$/,
      );
      await expectCalendarLinks(page);
      await expectNoViolations(page, 'on the booking’s page');
      expect(errors).toEqual([]);
      expect(foreign, 'requests to another origin').toEqual([]);
    });
  });
}

/** The stored messages (Maildir) of a folder of DATA_DIR, raw. */
async function storedIn(dataDir: string, folder: string): Promise<string[]> {
  const dir = path.join(dataDir, folder);
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(names.filter((name) => !name.startsWith('.')).map((name) => readFile(path.join(dir, name), 'utf8')));
}

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('sent within a second of the form appearing, a booking, a callback and a message: each confirmed only once the server answered, stored and mailed, none quarantined', async ({
    page,
    site,
  }) => {
    await slotsOffered(page, site.url + '/');
    const id = marker('eilig');
    const errors = watchConsole(page);
    const ages: string[] = [];
    /** Sends a way's form at once and checks that its token was younger than the fill time (the server waited out the rest). */
    const send = async (way: Way) => {
      const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === FORM_PATH);
      const started = Date.now();
      await page.locator(`form#${WAYS[way]}-form`).getByRole('button', { name: labels.submit[way] }).click();
      const request = (await answered).request();
      const issued = Number(multipartFields(request).form_start_time);
      ages.push(`${way}: token ${started - issued} ms old at the tap, answered after ${Date.now() - started} ms`);
      expect(started - issued, `${way}: sent before the token was ${MIN_FILL_MS} ms old`).toBeLessThan(MIN_FILL_MS);
    };

    await openForm(page, site.url, '/#termin');
    // The second day's first time: at night the first day's may leave the 12-hour notice meanwhile.
    await day(page, 1).locator('summary').click();
    await day(page, 1).locator('label.slot').first().click();
    await fillBooking(page, { name: `Erika ${id}`, email: `${id}@example.de` });
    await send('booking');
    await expect(page.locator('#termin-status')).toHaveText(contactForm.confirmation.booking);

    const callback = await openWay(page, 'callback');
    await callback.getByLabel(labels.name, { exact: true }).fill(`Rolf ${id}`);
    await callback.getByLabel(labels.phone, { exact: true }).fill('0170 1234567');
    await send('callback');
    await expect(page.locator('#rueckruf-status')).toHaveText(contactForm.confirmation.callback);

    const message = await openWay(page, 'message');
    await message.getByLabel(labels.name, { exact: true }).fill(`Mia ${id}`);
    await message.getByLabel(labels.email, { exact: true }).fill('mia@example.de');
    await message.getByLabel(labels.message, { exact: true }).fill(`Schnell geschrieben, ${id}.`);
    await send('message');
    await expect(page.locator('#nachricht-status')).toHaveText(MESSAGES.success);

    test.info().annotations.push({ type: 'sent at once', description: ages.join('; ') });
    console.log(ages.join('\n'));
    for (const who of [`Erika ${id}`, `Rolf ${id}`, `Mia ${id}`]) {
      await expect
        .poll(
          async () => [...(await storedIn(site.dataDir, 'new')), ...(await storedIn(site.dataDir, 'cur'))].some((m) => m.includes(who)),
          who,
        )
        .toBe(true);
      await expect.poll(() => site.mails.some((mail) => mail.raw.includes(who)), `${who}: mailed`).toBe(true);
    }
    const quarantined = [...(await storedIn(site.dataDir, '.Quarantine/new')), ...(await storedIn(site.dataDir, '.Quarantine/cur'))];
    expect(
      quarantined.filter((m) => m.includes(id)),
      'none quarantined',
    ).toEqual([]);
    await expect.poll(() => site.mails.some((mail) => mail.envelopeTo.includes(`${id}@example.de`)), 'the invitation').toBe(true);
    expect(errors).toEqual([]);
  });

  test('the form hydrates in view and nothing moves: the picker keeps its place as the island takes it over (CLS 0)', async ({
    page,
    site,
  }) => {
    await slotsOffered(page, site.url + '/keynotes');
    // Every layout shift Chrome reports, as CLS sums them (none follows an input here).
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
      };
      const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
      const where = (node?: Node) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName));
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[])
          if (!entry.hadRecentInput)
            shifts.push(
              `${entry.value.toFixed(4)}: ${entry.sources.map((s) => `${where(s.node)} ${s.previousRect.y}→${s.currentRect.y}`).join(', ')}`,
            );
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/form-token');
    // The island's code waits until the server's form has been painted, in view: the booking way
    // at the top of the screen, its picker and fields below.
    let paint!: () => void;
    const painted = new Promise<void>((resolve) => (paint = resolve));
    await page.route('**/assets/contact-form-*.js', async (route) => {
      await painted;
      await route.continue();
    });
    await page.goto(site.url + '/keynotes#termin');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(picker(page)).toBeInViewport();
    paint();
    await expect(page.locator('#termin [data-island]')).toHaveAttribute('data-hydrated', '');
    await session;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  });

  test('a slot taken meanwhile: the message at the picker, focused; the chosen day open with the times left; nothing typed lost', async ({
    page,
    site,
  }) => {
    await slotsOffered(page, site.url + '/');
    // The island's fresh slots come with its token: the other visitor books after that.
    const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/form-token');
    await openForm(page, site.url, '/#termin');
    await session;
    const third = day(page, 2);
    await third.locator('summary').click();
    const count = await third.getByRole('radio').count();
    const slot = third.locator('label.slot').nth(1);
    await slot.click();
    const taken = (await slot.locator('input').getAttribute('value'))!;
    await fillBooking(page, { name: 'Erika Konflikt', email: 'erika-konflikt@example.de' });
    // Another visitor books the same time first.
    await bookCall(site.url, { slot: taken, name: 'Zuerst Da', email: 'zuerst-mit-js@example.de' }, visitor());
    await page.getByRole('button', { name: labels.submit.booking }).click();

    const notice = picker(page).getByText(BOOKING_MESSAGES.conflict);
    await expect(notice).toBeFocused();
    await expect(notice).toBeInViewport();
    await expect(picker(page)).toHaveAccessibleDescription(BOOKING_MESSAGES.conflict);
    await expect(third).toHaveAttribute('open', '');
    await expect(third.getByRole('radio')).toHaveCount(count - 1);
    await expect(page.locator(`input[name="slot"][value="${taken}"]`)).toHaveCount(0);
    await expect(page.locator('form#termin-form').getByLabel(labels.name, { exact: true })).toHaveValue('Erika Konflikt');
    await expect(page.locator('form#termin-form').getByLabel(labels.phone, { exact: true })).toHaveValue('040 2380 6150');
    await expectNoViolations(page, 'after a 409');
    // Another time of the same day books.
    await third.locator('label.slot').nth(1).click();
    await page.getByRole('button', { name: labels.submit.booking }).click();
    await expect(page.locator('#termin-status')).toHaveText(contactForm.confirmation.booking);
  });
});

test.describe('booking without JavaScript', () => {
  test.use({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });

  test('a slot taken meanwhile: the page answers the post with the message at the picker, the typed text and the times left', async ({
    browser,
    context,
    page,
    site,
  }) => {
    await slotsOffered(page, site.url + '/sparringspartner');
    // Two visitors see the same slot; the other one books it first.
    const other = await context.newPage();
    for (const visitor of [page, other]) await visitor.goto(site.url + '/sparringspartner#termin');
    // A closed day's radios are not in the accessibility tree: found by their name.
    // The fourth day: the other tests of this site book on the second and the third.
    const slotOf = (visitor: Page) => day(visitor, 3).locator('input[name="slot"]').nth(1);
    const taken = await slotOf(page).getAttribute('value');
    expect(await slotOf(other).getAttribute('value')).toBe(taken);
    for (const [visitor, email] of [
      [other, 'zuerst-ohne-js@example.de'],
      [page, 'erika-ohne-js@example.de'],
    ] as const) {
      await day(visitor, 3).locator('summary').click();
      await slotOf(visitor).check();
      await fillBooking(visitor, { name: 'Erika Konflikt', email });
      await visitor.getByRole('button', { name: labels.submit.booking }).click();
      // The cached form has no token: each post is shown to be confirmed, its slot still chosen.
      await expect(slotOf(visitor)).toBeChecked();
    }
    for (const visitor of [other, page]) {
      await visitor.getByRole('button', { name: labels.confirmBooking }).click();
    }
    await expect(other).toHaveURL(/\/termin\/[^/?]+\?gebucht=1$/);
    expect(page.url(), 'the answer to the post, no redirect').toBe(`${site.url}/sendForm.php`);
    // The page opens at the chosen day with the times left, the server's message at its head, focused.
    const notice = picker(page).getByText(BOOKING_MESSAGES.conflict);
    await expect(notice).toBeFocused();
    await expect(notice).toBeInViewport();
    await expect(day(page, 3)).toHaveAttribute('open', '');
    await expect(page.getByText(BOOKING_MESSAGES.conflict), 'said once').toHaveCount(1);
    await expect(page.locator('form#termin-form').getByLabel(labels.email, { exact: true })).toHaveValue('erika-ohne-js@example.de');
    await expect(page.locator(`input[name="slot"][value="${taken}"]`)).toHaveCount(0);
    await axeWithoutScripts(browser, site.url, page, 'on the 409 page without JavaScript');
  });
});

// The owner moves one call (with a message) and cancels another from /intern/termine on a phone,
// signed in with a passkey (Chromium's virtual authenticator), against the built server on a real
// Radicale (CALENDAR_URL) and a real SMTP relay: each visitor gets the new REQUEST or the CANCEL;
// axe on every state, no CSP violation.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { calls } from '../../shared/content/calls.ts';
import { findSlot, startOf, type SlotDay } from '../../shared/slots.ts';
import { startRelay, type Relay } from '../../scripts/local-services.ts';
import { startRadicale } from '../booking/radicale.ts';
import { expect, startSite, VIEWPORTS, type Site } from './fixtures.ts';
import { bookCall } from './form-helpers.ts';
import { signInAsOwner } from './owner-helpers.ts';
import { cspMessages, expectNoViolations } from './page-checks.ts';

const test = base.extend<object, { booked: Site & { relay: Relay } }>({
  booked: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use) => {
      const teardowns: Array<() => unknown> = [];
      const radicale = await startRadicale({ teardown: (fn) => teardowns.push(fn) });
      const relay = await startRelay();
      const dataDir = await mkdtemp(path.join(tmpdir(), 'ki-site-calls-'));
      const env = { DATA_DIR: dataDir, SMTP_URL: relay.url, MAIL_TO: 'owner@example.de', MAIL_FROM: 'website@example.de' };
      const site = await startSite({ ...env, CALENDAR_URL: radicale.calendarUrl, CONTACT_RATE_LIMIT: '1000' });
      await use({ url: site.url, mails: relay.mails, dataDir, relay });
      await site.stop();
      await relay.close();
      for (const teardown of teardowns) await teardown();
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

test.use({ viewport: VIEWPORTS.phone });

/** How many mails to `to` carry an invitation with this iTIP method. */
const sentTo = (site: Site, to: string, method: 'REQUEST' | 'CANCEL') =>
  site.mails.filter((mail) => mail.envelopeTo.includes(to) && new RegExp(`method=${method}`, 'i').test(mail.raw)).length;

test('the owner moves one call and cancels another from /intern; the visitors get the new invitation and the cancellation', async ({
  page,
  booked,
}) => {
  const csp = cspMessages(page);
  // The calendar is read once the server is ready: the form's session then carries slots.
  // By day: each with its start and label (test/helpers.ts's bookable(), which would load the server here): only those
  // that stay beyond the notice ten minutes more, as at night the first may leave it while the test books.
  type Slot = { start: string; label: string };
  let slots: Slot[] = [];
  const flat = (days: SlotDay[]) =>
    days
      .flatMap((day) => day.times.map((time) => startOf(day, time)).map((start) => ({ start, label: findSlot([day], start)!.label })))
      .filter((slot) => Date.parse(slot.start) >= Date.now() + (calls.hours.minNoticeHours * 60 + 10) * 60_000);
  await expect
    .poll(async () => (slots = flat(((await (await fetch(`${booked.url}/form-token`)).json()) as { slots: SlotDay[] }).slots)).length)
    .toBeGreaterThan(2);
  const [first, second, free] = slots as [Slot, Slot, Slot];
  await bookCall(booked.url, { slot: first.start, name: 'Erika Gast', email: 'erika@example.org' });
  await bookCall(booked.url, { slot: second.start, name: 'Max Muster', email: 'max@example.org' });
  await expect.poll(() => sentTo(booked, 'erika@example.org', 'REQUEST') + sentTo(booked, 'max@example.org', 'REQUEST')).toBe(2);

  await signInAsOwner(page, booked);
  await page.getByRole('link', { name: 'Alle Termine, verschieben oder absagen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Termine' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([first.label, second.label]);
  await expectNoViolations(page, 'on the calls');

  const erika = page.getByRole('listitem').filter({ hasText: 'Erika Gast' });
  // The owner is the one who calls: the number and the address are links.
  await expect(erika.getByRole('link', { name: '040 2380 6150' })).toHaveAttribute('href', 'tel:+494023806150');
  await expect(erika.getByRole('link', { name: 'erika@example.org' })).toHaveAttribute('href', 'mailto:erika@example.org');
  await erika.getByLabel(/^Verschieben auf/).selectOption(free.start);
  await erika.getByLabel(/^Nachricht an Erika Gast/).fill('Mir ist ein Kundentermin dazwischengekommen.');
  await expectNoViolations(page, 'with a new slot chosen and a message');
  await erika.getByRole('button', { name: 'Verschieben' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Verschoben auf ${free.label}: Erika Gast bekommt die neue Einladung per E-Mail, mit deiner Nachricht.`,
  );
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([second.label, free.label]);
  await expectNoViolations(page, 'after the move');
  await expect.poll(() => sentTo(booked, 'erika@example.org', 'REQUEST')).toBe(2);

  await page.getByRole('listitem').filter({ hasText: 'Max Muster' }).getByRole('button', { name: 'Absagen …' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Termin absagen?' })).toBeVisible();
  await expect(page.getByText(`${second.label} mit Max Muster.`)).toBeVisible();
  await expectNoViolations(page, 'on the confirmation');
  await page.getByRole('button', { name: 'Termin absagen' }).click();
  await expect(page.getByRole('status')).toHaveText(`Abgesagt: ${second.label}. Max Muster bekommt die Absage per E-Mail.`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([free.label]);
  await expectNoViolations(page, 'after the cancellation');
  await expect.poll(() => sentTo(booked, 'max@example.org', 'CANCEL')).toBe(1);
  expect(csp, 'CSP violations').toEqual([]);
});

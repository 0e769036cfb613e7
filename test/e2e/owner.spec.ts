// The owner on a phone, signed in with a passkey (Chromium's virtual authenticator), against the
// built server with a real SMTP relay that refuses first and accepts later: a hostile lead is
// inert text, a refused lead goes out on „Erneut versuchen“, a quarantined one is released, a
// callback is erased by its number; axe finds nothing on any owner page.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { startRelay, type Relay } from '../../scripts/local-services.ts';
import { issueToken } from '../../server/contact/spam.ts';
import { FORM_SECRET } from '../secret.ts';
import { expect, startSite, VIEWPORTS, type Site } from './fixtures.ts';
import { signInAsOwner } from './owner-helpers.ts';
import { cspMessages, expectNoViolations } from './page-checks.ts';

/** A site of its own: the relay must refuse before the owner acts, which the shared one never does. */
const test = base.extend<object, { owned: Site & { relay: Relay } }>({
  owned: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use) => {
      const relay = await startRelay();
      relay.mode = 'reject-permanent';
      const dataDir = await mkdtemp(path.join(tmpdir(), 'ki-site-owner-'));
      const env = { DATA_DIR: dataDir, SMTP_URL: relay.url, MAIL_TO: 'owner@example.de', MAIL_FROM: 'website@example.de' };
      const site = await startSite({ ...env, CONTACT_RATE_LIMIT: '1000' });
      await use({ url: site.url, mails: relay.mails, dataDir, relay });
      await site.stop();
      await relay.close();
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

test.use({ viewport: VIEWPORTS.phone });

/** A lead as the form posts it, with a token old enough to pass the fill-time rule. */
async function postLead(site: Site, fields: Record<string, string>) {
  const issued = Date.now() - 5_000;
  const form = new FormData();
  const all = { cta_type: 'speaking', message: 'Guten Tag, ich habe eine Frage.', website: '', ...fields };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  form.append('spam_token', issueToken(FORM_SECRET, issued));
  form.append('form_start_time', String(issued));
  const response = await fetch(`${site.url}/sendForm.php`, { method: 'POST', body: form, headers: { accept: 'application/json' } });
  expect(response.status).toBe(200);
}

/** Reloads until the server-rendered page shows `text` (the delivery loop works on its own time). */
async function reloadUntil(page: Page, text: string | RegExp) {
  await expect(async () => {
    await page.reload();
    await expect(page.locator('main')).toContainText(text, { timeout: 1_000 });
  }).toPass();
}

test('the owner sees a hostile lead inert, sends a refused one again, releases spam and erases a callback by its number', async ({
  page,
  owned,
}) => {
  const csp = cspMessages(page);
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await postLead(owned, { name: '<img src=x onerror=alert(1)>', email: 'boese@example.org', message: 'Hallo \u202eevil' });
  await postLead(owned, { name: 'Spam Verdacht', email: 'spam@example.org', website: 'https://spam.example' });
  await postLead(owned, { form: 'callback', name: 'Erika Muster', email: '', message: '', phone: '+49 (0)40 2380-6150' });

  const origin = await signInAsOwner(page, owned);
  await reloadUntil(page, /2\sE-Mails warten seit .*: der Mailserver lehnt die Nachricht ab/);
  await expectNoViolations(page, 'on the overview');

  await page.getByRole('link', { name: 'Anfragen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Warten auf Zustellung (2)' })).toBeVisible();
  await expectNoViolations(page, 'on the leads');
  await page.getByRole('link', { name: /boese@example\.org/ }).click();
  await expect(page.getByText('<img src=x onerror=alert(1)>', { exact: false }).first()).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
  await expect(page.locator('pre')).toContainText('Hallo \\u202eevil');
  await expectNoViolations(page, 'on a lead');

  owned.relay.mode = 'accept';
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  // On a busy machine the lead's own retry may reach the now accepting relay before the click
  // does; the button then sends it once more. Either way it goes out.
  await expect(page.getByRole('status')).toHaveText(/^Wird (jetzt|noch einmal) zugestellt\./);
  await expect.poll(() => owned.mails.some((mail) => mail.raw.includes('boese@example.org'))).toBe(true);
  await reloadUntil(page, 'zugestellt');

  await page.goto(`${origin}/intern/anfragen`);
  await page.getByRole('link', { name: /spam@example\.org/ }).click();
  await expect(page.getByText('Als Spam, weil')).toBeVisible();
  await page.getByRole('button', { name: 'Freigeben' }).click();
  await expect(page.getByRole('status')).toHaveText('Freigegeben: sie wird zugestellt.');
  await expect(page.getByText('Als Spam, weil')).toHaveCount(0);
  await expect.poll(() => owned.mails.some((mail) => mail.raw.includes('spam@example.org'))).toBe(true);

  await page.goto(`${origin}/intern/anfragen`);
  await expect(page.getByRole('link', { name: /Rückrufbitte: .* Erika Muster/ })).toHaveCount(1);
  await page.getByLabel('E-Mail-Adresse oder Telefonnummer').fill('040 2380 6150');
  await page.getByRole('button', { name: 'Löschen …' }).click();
  await expect(page.getByText('Zu 040 2380 6150 gespeichert: 1 Nachricht.')).toBeVisible();
  await expectNoViolations(page, 'on the erasure confirmation');
  await page.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page.getByRole('status')).toHaveText('1 Nachricht gelöscht.');
  await expect(page.getByRole('link', { name: /Erika Muster/ })).toHaveCount(0);

  for (const [name, heading] of [
    ['Statistik', 'Statistik'],
    ['Einstellungen', 'Einstellungen'],
  ]) {
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoViolations(page, `on ${name}`);
  }
  await page.getByRole('button', { name: 'Testmail senden' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Testmail angenommen – prüfe, ob sie bei owner@example.de angekommen ist. Details: 250',
  );
  await expect(page.getByText(/Letzter Test \(\d\d:\d\d\): Testmail angenommen/)).toBeVisible();
  expect(csp, 'CSP violations').toEqual([]);
});

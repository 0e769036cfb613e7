import { FIELD_ERRORS, MESSAGES } from '../../shared/contact.ts';
import { expect, requestsOf, test } from './fixtures.ts';
import { fillForm, openForm } from './form-helpers.ts';

/** The message way: the contact section's form this file checks. */
const MESSAGE = '#nachricht';

// FORM_MODE=mock is a server setting: this file gets its own server (a worker option).
test.use({ workerSiteEnv: { FORM_MODE: 'mock' } });

test('contact form in mock mode – no request; "Wird gesendet..." for 1.000 ms, then the confirmation with the topic', async ({
  page,
  site,
}) => {
  // A clock that moves only when told: the 1.000 ms are measured exactly.
  await page.clock.install({ time: new Date('2025-03-01T09:00:00Z') });
  await page.clock.pauseAt(new Date('2025-03-01T09:00:00.500Z'));
  const requests = requestsOf(page, (request) => request.method() !== 'GET');
  await openForm(page, site.url, '/?anliegen=kilead#nachricht');
  await expect(page.locator(MESSAGE).getByRole('combobox', { name: 'Anliegen' })).toHaveText('Externer KI-Lead');
  await fillForm(page, { name: 'Max', email: 'max@example.de', message: 'Probe' });
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('button', { name: MESSAGES.sending })).toBeDisabled();
  await page.clock.runFor(999);
  await expect(page.getByRole('button', { name: MESSAGES.sending })).toBeDisabled();
  await page.clock.runFor(1);
  await expect(page.getByRole('status')).toHaveText(MESSAGES.success);
  // The form gives way to its confirmation, which keeps the topic (no reset to „Sonstiges“).
  await expect(page.locator('form#nachricht-form')).toHaveCount(0);
  await expect(page.locator(`${MESSAGE} .form__facts`)).toContainText('Externer KI-Lead');
  expect(requests.map((request) => request.url())).toEqual([]);
  expect(site.mails).toHaveLength(0);
});

test('contact form – missing and malformed fields show German errors next to them, focus the first, and nothing is sent', async ({
  page,
  site,
}) => {
  const requests = requestsOf(page, (request) => request.method() !== 'GET');
  await openForm(page, site.url);
  await expect(page.locator('#nachricht-form').getByText('Pflichtfelder sind mit * markiert.')).toBeVisible();
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  const name = page.locator(MESSAGE).getByLabel('Name', { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(FIELD_ERRORS.name);
  await expect(page.locator(MESSAGE).getByLabel('Nachricht', { exact: true })).toHaveAccessibleDescription(FIELD_ERRORS.message);

  await name.fill('Max');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await page.locator(MESSAGE).getByLabel('E-Mail', { exact: true }).fill('max@');
  await page.locator(MESSAGE).getByLabel('Nachricht', { exact: true }).fill('Probe');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  const email = page.locator(MESSAGE).getByLabel('E-Mail', { exact: true });
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(FIELD_ERRORS.emailInvalid);
  await expect(page.getByText(FIELD_ERRORS.emailInvalid)).toBeVisible();
  expect(requests.map((request) => request.url())).toEqual([]);
});

test('contact form – after a send the success message is scrolled into view and focused', async ({ page, site }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await openForm(page, site.url);
  await fillForm(page, { name: 'Max', email: 'max@example.de', message: 'Probe' });
  // Scroll the form's top into view so the message below the button starts out of sight.
  await page.locator(MESSAGE).getByLabel('Name', { exact: true }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -200));
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  const status = page.getByRole('status').filter({ hasText: MESSAGES.success });
  await expect(status).toBeFocused();
  await expect(status).toBeInViewport();
});

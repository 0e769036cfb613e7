import { MESSAGES } from '../../shared/contact.ts';
import { expect, test } from './fixtures.ts';
import { fillForm, openForm } from './form-helpers.ts';

// FORM_MODE=mock is a server setting: this file gets its own server (a worker option).
test.use({ workerSiteEnv: { FORM_MODE: 'mock' } });

test('contact form in mock mode – no request; "Wird gesendet..." for 1.000 ms, then success and a reset', async ({ page, site }) => {
  // A clock that moves only when told: the 1.000 ms are measured exactly.
  await page.clock.install({ time: new Date('2025-03-01T09:00:00Z') });
  await page.clock.pauseAt(new Date('2025-03-01T09:00:00.500Z'));
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') requests.push(`${request.method()} ${request.url()}`);
  });
  await openForm(page, site.url, '/?anliegen=kilead#contact');
  await expect(page.getByRole('combobox', { name: 'Anliegen' })).toHaveText('Externer KI-Lead');
  await fillForm(page, { name: 'Max', email: 'max@example.de', message: 'Probe' });
  await page.clock.fastForward(3500);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('button', { name: MESSAGES.sending })).toBeDisabled();
  await page.clock.runFor(999);
  await expect(page.getByRole('button', { name: MESSAGES.sending })).toBeDisabled();
  await page.clock.runFor(1);
  await expect(page.getByRole('status')).toHaveText(MESSAGES.success);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Anliegen' })).toHaveText('Sonstiges');
  expect(requests).toEqual([]);
  expect(site.mails).toHaveLength(0);
});

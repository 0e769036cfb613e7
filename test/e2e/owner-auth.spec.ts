import { expect, test, VIEWPORTS } from './fixtures.ts';
import { addVirtualAuthenticator, createOwnerLink, ownerOrigin, signInAsOwner } from './owner-helpers.ts';
import { cspMessages, expectNoViolations } from './page-checks.ts';

test.use({ viewport: VIEWPORTS.phone });

test('the owner follows a one-time link, registers a passkey, signs out and signs in again', async ({ page, site }) => {
  const csp = cspMessages(page);
  const origin = await signInAsOwner(page, site);
  await expect(page).toHaveURL(`${origin}/intern`);
  await expectNoViolations(page, 'on the overview');
  // Keyboard: the skip link comes first and moves focus to the content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  for (const target of [
    page.getByRole('button', { name: 'Abmelden' }),
    page.getByRole('navigation', { name: 'Bereiche' }).getByRole('link', { name: 'Anfragen' }),
  ]) {
    const box = (await target.boundingBox())!;
    expect(Math.min(box.width, box.height), 'a target of at least 44 px').toBeGreaterThanOrEqual(44);
  }

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(`${origin}/intern/anmelden`);
  // Signed out: an owner page sends to the sign-in page, and the sign-in on to it.
  await page.goto(`${origin}/intern/anfragen`);
  await expect(page).toHaveURL(`${origin}/intern/anmelden?weiter=%2Fintern%2Fanfragen`);
  await expectNoViolations(page, 'on the sign-in page');
  await expect(page.getByText('braucht dieser Browser JavaScript')).toBeHidden();

  await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anfragen' })).toBeVisible();
  await expect(page).toHaveURL(`${origin}/intern/anfragen`);
  expect(csp, 'CSP violations').toEqual([]);
});

test('the set-up page passes axe, and its link works once', async ({ page, site }) => {
  await addVirtualAuthenticator(page);
  const link = await createOwnerLink(site);
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Passkey anlegen' })).toBeVisible();
  await expectNoViolations(page, 'on the set-up page');
  await page.getByRole('button', { name: 'Passkey anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();

  const again = await page.goto(link);
  expect(again?.status()).toBe(410);
  await expect(page.getByText(/abgelaufen, schon benutzt oder ungültig/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Passkey anlegen' })).toHaveCount(0);
});

test('without JavaScript the sign-in page says the passkey needs it', async ({ browser, site }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });
  const page = await context.newPage();
  await page.goto(`${ownerOrigin(site)}/intern/anmelden`);
  await expect(page.getByText('Für den Passkey braucht dieser Browser JavaScript.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mit Passkey anmelden' })).toBeHidden();
  await context.close();
});

test('a second device is added from the settings page (QR code and link) and removed there; its session ends', async ({
  browser,
  page,
  site,
}) => {
  const origin = await signInAsOwner(page, site);
  await page.goto(`${origin}/intern/einstellungen`);
  await page.getByRole('button', { name: 'Gerät hinzufügen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gerät hinzufügen' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR-Code des Einrichtungslinks' })).toBeVisible();
  await expectNoViolations(page, 'on the new device’s link');
  const link = (await page.locator('.owner-link').textContent())!;
  expect(link).toMatch(/\/intern\/einrichten\?token=/);

  const laptop = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const other = await laptop.newPage();
  await addVirtualAuthenticator(other);
  await other.goto(link);
  await other.getByLabel('Name dieses Geräts').fill('Laptop');
  await other.getByRole('button', { name: 'Passkey anlegen' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();

  await page.goto(`${origin}/intern/einstellungen`);
  const devices = page.getByRole('region', { name: 'Geräte' });
  await expect(devices.getByText('Laptop', { exact: true })).toBeVisible();
  await expect(devices.getByText(/\(dieses Gerät\)/)).toHaveCount(1);
  await expectNoViolations(page, 'on the settings page with two devices');
  await devices.getByRole('button', { name: '„Laptop“ entfernen …' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gerät entfernen?' })).toBeVisible();
  await expectNoViolations(page, 'on the confirmation');
  await page.getByRole('button', { name: 'Gerät entfernen' }).click();
  await expect(page.getByRole('status')).toHaveText('„Laptop“ ist entfernt.');
  await expect(devices.getByText('Laptop', { exact: true })).toHaveCount(0);

  await other.reload();
  await expect(other.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await laptop.close();
});

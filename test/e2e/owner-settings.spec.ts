// The owner's settings on a phone, signed in with a passkey (Chromium's virtual authenticator),
// against the built server: the alert URL typed, „Testalarm senden“ reaches a receiver in this
// test, then saved; a refused value said at its field. axe on every state of the page.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ALERT_TEST_TEXT } from '../../server/owner/settings-form.ts';
import { expect, test, VIEWPORTS } from './fixtures.ts';
import { signInAsOwner } from './owner-helpers.ts';
import { cspMessages, expectNoViolations } from './page-checks.ts';

test.use({ viewport: VIEWPORTS.phone });

test('the owner sets the alert URL: „Testalarm senden“ reaches the receiver, „Speichern“ keeps it unshown', async ({ page, site }) => {
  const received: string[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(body);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/mein-thema`;
  const csp = cspMessages(page);
  try {
    const origin = await signInAsOwner(page, site);
    await page.goto(`${origin}/intern/einstellungen`);
    const alert = page.getByRole('region', { name: 'Alarm bei Störungen' });
    const url = alert.getByRole('textbox', { name: 'Alarm-Adresse (Webhook)' });
    await expect(page.getByRole('region', { name: 'E-Mail' }).getByLabel('Empfänger')).toHaveAttribute('readonly', '');
    await expect(page.getByText('vom Betreiber festgelegt').first()).toBeVisible();
    await expectNoViolations(page, 'on the settings page');

    await url.fill(hook);
    await alert.getByRole('button', { name: 'Testalarm senden' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Die Alarm-Adresse hat die Testnachricht angenommen\. Noch nicht gespeichert/);
    expect(received.map((body) => JSON.parse(body) as unknown)).toEqual([{ text: ALERT_TEST_TEXT }]);
    await expect(url).toHaveValue('');
    await expectNoViolations(page, 'after a test');

    await alert.getByLabel('Alarm nach Minuten').fill('5000');
    await url.fill(hook);
    await alert.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Nicht gespeichert: Alarm nach Minuten – Bitte eine ganze Zahl von 0 bis 1440. Die geheimen Felder zum Speichern bitte noch einmal ausfüllen.',
    );
    await expect(alert.getByLabel('Alarm nach Minuten')).toBeFocused();
    await expect(alert.getByLabel('Alarm nach Minuten')).toHaveAccessibleDescription(/Bitte eine ganze Zahl von 0 bis 1440/);
    await expectNoViolations(page, 'with a refused value');

    await alert.getByLabel('Alarm nach Minuten').fill('15');
    await url.fill(hook);
    await alert.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status')).toHaveText('Gespeichert; das gilt ab sofort.');
    await expect(url).toHaveAccessibleDescription(/^gespeichert – leer lassen behält es/);
    await expect(page.getByText('Eine Alarm-Adresse ist eingetragen.')).toBeVisible();
    expect(await page.content()).not.toContain('mein-thema');
    await expectNoViolations(page, 'with a secret stored');

    await alert.getByRole('button', { name: 'Testalarm senden' }).click();
    await expect(page.getByRole('status')).toHaveText('Die Alarm-Adresse hat die Testnachricht angenommen.');
    expect(received).toHaveLength(2);
    // The worker's site is shared: the alert goes again.
    await alert.getByRole('checkbox', { name: 'Alarm-Adresse (Webhook): entfernen' }).check();
    await alert.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Aus: bei einer Störung kommt keine Nachricht.')).toBeVisible();
    expect(csp, 'CSP violations').toEqual([]);
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});

import type { Page } from '@playwright/test';
import { FIELD_LIMITS, MESSAGES } from '../../shared/contact.ts';
import { expect, test } from './fixtures.ts';
import { confirmSend, fillForm, marker, openForm } from './form-helpers.ts';

// A textarea filled up to maxlength with line breaks: Chromium counts each break once and
// sends it as CRLF, so the body carries more characters than the limit. The server must count
// as the browser does, or the visitor's full message is refused.

/** A message of exactly the limit, with a line break every 50 characters, and a marker in it. */
function fullMessage(id: string): string {
  const line = (i: number) => (i === 0 ? id : '').padEnd(49, 'x');
  return Array.from({ length: FIELD_LIMITS.message / 50 }, (_, i) => line(i)).join('\n') + '\n';
}

async function fillToTheLimit(page: Page, id: string) {
  const message = fullMessage(id);
  expect(message.length).toBe(FIELD_LIMITS.message);
  await fillForm(page, { name: `Max ${id}`, email: 'max@example.de', message });
  const textarea = page.getByLabel('Nachricht', { exact: true });
  // The browser treats the textarea as full: one more key does nothing.
  await textarea.press('End');
  await textarea.pressSequentially('y');
  expect(await textarea.evaluate((el: HTMLTextAreaElement) => [el.value.length, el.validity.valid])).toEqual([FIELD_LIMITS.message, true]);
}

test('with JavaScript: a textarea full to maxlength with line breaks is sent and delivered', async ({ page, site }) => {
  await openForm(page, site.url);
  const id = marker('voll');
  await fillToTheLimit(page, id);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.success })).toBeVisible();
  await expect.poll(() => site.mails.filter((m) => m.raw.includes(id)).length).toBe(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the native form post of a full textarea with line breaks is accepted', async ({ page, site }) => {
    await page.goto(site.url + '/#nachricht');
    const id = marker('vollohnejs');
    await fillToTheLimit(page, id);
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await confirmSend(page);
    await expect(page).toHaveURL(/kontakt=gesendet/);
    await expect.poll(() => site.mails.filter((m) => m.raw.includes(id)).length).toBe(1);
  });
});

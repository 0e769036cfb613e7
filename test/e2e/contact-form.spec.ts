import type { Page } from '@playwright/test';
import { MESSAGES } from '../../shared/contact.ts';
import { contactForm } from '../../shared/content/contact-form.ts';
import { expect, test, VIEWPORTS, watchConsole } from './fixtures.ts';
import { expectNoViolations } from './page-checks.ts';
import { fillForm, FORM_POST, formPosts, marker, multipartFields, openForm, openWay, sendMessage, tokenRequests } from './form-helpers.ts';

const status = (page: Page) => page.getByRole('status').filter({ hasText: MESSAGES.success });
const alert = (page: Page) => page.getByRole('alert').filter({ hasText: MESSAGES.error });

test.describe('contact form island', () => {
  test('a valid message is sent as multipart with fetch, shows "Wird gesendet...", then the confirmation with its topic, and reaches the mailbox', async ({
    page,
    context,
    site,
  }) => {
    const errors = watchConsole(page);
    // A cookie the form request must not carry (credentials: "omit").
    await context.addCookies([{ name: 'probe', value: '1', url: site.url }]);
    const posts = formPosts(page);
    const sessions = tokenRequests(page);
    const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/form-token');
    await openForm(page, site.url);
    // The cached page carries no token: the island fetched one as the form came into view.
    const { token, startTime } = (await (await session).json()) as { token: string; startTime: string };
    await expect(page.locator('#nachricht-form input[name="spam_token"]')).toHaveCount(0);

    const id = marker('erfolg');
    await page.locator('#nachricht').getByRole('combobox', { name: 'Anliegen' }).click();
    await page.getByRole('option', { name: 'Sparringspartner' }).click();
    await fillForm(page, { name: `Erika ${id}`, email: 'erika@example.de', message: `Hallo, ich bin ${id}.` });

    // Hold the real answer until the sending state has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(FORM_POST, async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    const sendingButton = page.getByRole('button', { name: MESSAGES.sending });
    await expect(sendingButton).toBeDisabled();
    release();
    await expect(status(page)).toBeVisible();

    expect(posts).toHaveLength(1);
    const post = posts[0]!;
    const headers = await post.allHeaders();
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(headers['accept']).toBe('application/json');
    expect(headers['origin']).toBe(site.url);
    expect(headers['cookie'], 'sent without credentials').toBeUndefined();
    const fields = multipartFields(post);
    expect(fields).toMatchObject({
      name: `Erika ${id}`,
      email: 'erika@example.de',
      cta_type: 'sparring',
      message: `Hallo, ich bin ${id}.`,
      spam_token: token,
      form_start_time: startTime,
      website: '',
    });

    // The form gives way to a confirmation that repeats the topic: no reset to „Sonstiges“.
    await expect(page.locator('form#nachricht-form')).toHaveCount(0);
    await expect(page.locator('#nachricht .form__facts')).toContainText('Sparringspartner');
    await expect(page.locator('#nachricht-status')).toBeFocused();

    await expect.poll(() => site.mails.filter((m) => m.raw.includes(id)).length, { timeout: 15_000 }).toBe(1);
    // The callback form hydrates when chosen and sends with the token the answer brought.
    await openWay(page, 'callback');
    expect(sessions, 'one request for the page’s token, for both forms').toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('a tab left open overnight gets a fresh token before it sends, sends it at once, and the message reaches the mailbox', async ({
    page,
    site,
  }) => {
    // The page's clock jumps 13 hours and stands still; the server waits out the new token's fill time by its own clock.
    await page.clock.install();
    const posts = formPosts(page);
    const sessions = tokenRequests(page);
    await openForm(page, site.url);
    await expect.poll(() => sessions.length).toBe(1);
    const id = marker('ueber-nacht');
    await fillForm(page, { name: `Erika ${id}`, email: 'erika@example.de', message: `Hallo, ich bin ${id}.` });
    await page.clock.pauseAt(Date.now() + 13 * 60 * 60 * 1000);
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByRole('button', { name: MESSAGES.sending })).toBeDisabled();
    await expect.poll(() => sessions.length, 'a fresh token for the old one').toBe(2);
    await expect(status(page)).toBeVisible();
    expect(posts).toHaveLength(1);
    const [first, renewed] = await Promise.all(
      sessions.map(async (request) => (await (await request.response())!.json()) as { token: string }),
    );
    expect(multipartFields(posts[0]!).spam_token).toBe(renewed!.token);
    expect(renewed!.token).not.toBe(first!.token);
    await expect.poll(() => site.mails.filter((m) => m.raw.includes(id)).length, { timeout: 15_000 }).toBe(1);
  });

  test('an answer with success: false shows the spec error, never the server text; the error stays until the next submit', async ({
    page,
    site,
  }) => {
    await page.clock.install();
    await page.route(FORM_POST, (route) => route.fulfill({ json: { success: false, message: 'Interner Serverfehler 4711' } }));
    const posts = await sendMessage(page, site.url, { name: 'Max', email: 'max@example.de', message: 'Bitte um Rückruf' });

    await expect(alert(page)).toBeVisible();
    await expect(page.getByText('Interner Serverfehler 4711')).toHaveCount(0);
    await expect(status(page)).toHaveCount(0);
    expect(posts).toHaveLength(1);
    // Nothing is reset after an error, and there is no retry.
    await expect(page.locator('#nachricht').getByLabel('Name', { exact: true })).toHaveValue('Max');
    await page.clock.fastForward(10_000);
    expect(posts).toHaveLength(1);
    await expect(alert(page)).toBeVisible();

    // The next submit clears it while sending.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.unroute(FORM_POST);
    await page.route(FORM_POST, async (route) => {
      await held;
      await route.fulfill({ json: { success: true, message: 'ok' } });
    });
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByRole('button', { name: MESSAGES.sending })).toBeDisabled();
    await expect(alert(page)).toHaveCount(0);
    release();
    await expect(status(page)).toBeVisible();
  });

  for (const [name, answer] of [
    ['a network failure', { abort: true }],
    ['an answer that is not JSON', { body: '<!doctype html><title>Fehler</title><p>kaputt', contentType: 'text/html' }],
    ['a 500 answer', { status: 500, json: { success: true, message: 'trotzdem' } }],
  ] as const) {
    test(`${name} shows the spec error`, async ({ page, site }) => {
      await page.route(FORM_POST, (route) => ('abort' in answer ? route.abort('connectionreset') : route.fulfill(answer)));
      const posts = await sendMessage(page, site.url, { name: 'Max', email: 'max@example.de', message: 'Hallo' });
      await expect(alert(page)).toBeVisible();
      expect(posts).toHaveLength(1);
    });
  }

  test('a filled honeypot shows the confirmation and sends nothing', async ({ page, site }) => {
    const honeypot = page.locator('#nachricht-form input[name="website"]');
    const posts = await sendMessage(page, site.url, { name: 'Bot', email: 'bot@example.de', message: 'Werbung' }, () =>
      honeypot.fill('https://spam.example', { force: true }),
    );
    await expect(status(page)).toBeVisible();
    expect(posts).toHaveLength(0);
  });

  test('browser-native validation: an invalid address is not submitted', async ({ page, site }) => {
    const posts = await sendMessage(page, site.url, { name: 'Max', email: 'keine-adresse', message: 'Hallo' });
    expect(
      await page
        .locator('#nachricht')
        .getByLabel('E-Mail', { exact: true })
        .evaluate((input: HTMLInputElement) => input.validity.valid),
    ).toBe(false);
    await expect(status(page)).toHaveCount(0);
    expect(posts).toHaveLength(0);
  });
});

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a CTA link pre-selects the topic; the post is shown to confirm, never in a URL; „Jetzt senden“ sends it, the status shown after the redirect', async ({
    browser,
    page,
    site,
  }) => {
    await page.goto(site.url + '/');
    await page.getByRole('link', { name: 'Platz reservieren' }).click();
    await expect(page).toHaveURL(/\/\?anliegen=sparring#contact$/);
    await expect(page.getByLabel('Anliegen')).toHaveValue('sparring');
    await page.locator('#contact nav.ways').getByRole('link', { name: contactForm.ways.message.tab }).click();
    await expect(page).toHaveURL(/\/\?anliegen=sparring#nachricht$/);
    const id = marker('ohnejs');
    await fillForm(page, { name: `Nora ${id}`, email: 'nora@example.de', message: `Ohne JavaScript: ${id}` });
    await page.getByRole('button', { name: 'Nachricht senden' }).click();

    // The answer to the post: the same form with what was typed, the sentence, „Jetzt senden“ focused.
    expect(page.url(), 'the answer to the post, no redirect').toBe(`${site.url}/sendForm.php`);
    const send = page.getByRole('button', { name: 'Jetzt senden' });
    await expect(send).toBeFocused();
    await expect(send).toBeInViewport();
    await expect(send).toHaveAccessibleDescription(MESSAGES.confirm);
    await expect(page.getByLabel('Nachricht', { exact: true })).toHaveValue(`Ohne JavaScript: ${id}`);
    await expect(page.getByLabel('Anliegen')).toHaveValue('sparring');
    expect(
      site.mails.filter((m) => m.raw.includes(id)),
      'nothing sent yet',
    ).toHaveLength(0);
    // axe runs in the page, which has no JavaScript here: the same HTML in a browser whose scripts are cut off.
    const checker = await browser.newContext({ javaScriptEnabled: true });
    const view = await checker.newPage();
    await view.route('**/*.js', (route) => route.abort());
    await view.goto(site.url + '/impressum');
    await view.setContent(await page.content());
    await expectNoViolations(view, 'on the page that confirms a post');
    await checker.close();
    await send.click();
    await expect(page).toHaveURL(/\/\?kontakt=gesendet&formular=nachricht#nachricht-status$/);
    expect(page.url()).not.toContain('Nora');
    await expect(page.getByText(MESSAGES.success), 'the result is on screen where the visitor lands').toBeInViewport();
    await expect.poll(() => site.mails.filter((m) => m.raw.includes(id)).length, { timeout: 15_000 }).toBe(1);
  });

  test('an error after the redirect is on screen too, at a phone’s width', async ({ page, site }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(site.url + '/?kontakt=fehler&formular=nachricht#nachricht-error');
    await expect(page.getByText(MESSAGES.error)).toBeInViewport();
  });
});

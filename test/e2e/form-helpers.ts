import type { Page, Request } from '@playwright/test';
import { FIELDS } from '../../shared/contact.ts';
import { contactForm } from '../../shared/content/contact-form.ts';
import { home } from '../../shared/content/home.ts';
import { expect } from './fixtures.ts';
import { ISLAND, SHOWN_ISLAND } from './page-checks.ts';

export const FORM_POST = '**/sendForm.php';

/** Opens `/` at the contact section and waits until the form islands on view are hydrated. */
export async function openForm(page: Page, siteUrl: string, path = '/#contact') {
  await page.goto(siteUrl + path);
  for (const island of await page.locator(SHOWN_ISLAND).all()) await expect(island).toHaveAttribute('data-hydrated', '');
  return page.locator('form#contact-form');
}

/** Opens the „Rückruf anfordern“ disclosure and waits until its form is hydrated (with JavaScript). */
export async function openCallback(page: Page) {
  await page.locator('summary', { hasText: home.contact.labels.callback }).click();
  await expect(page.locator(ISLAND).filter({ has: page.locator('#callback-form') })).toHaveAttribute('data-hydrated', '');
  return page.locator('form#callback-form');
}

/** Every POST to the form endpoint the page makes from now on. */
export function formPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/sendForm.php') posts.push(request);
  });
  return posts;
}

/** Every request the page makes for a form token (GET /form-token) from now on. */
export function tokenRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/form-token') requests.push(request);
  });
  return requests;
}

export async function fillForm(page: Page, fields: { name: string; email: string; message: string }) {
  await page.getByLabel('Name', { exact: true }).fill(fields.name);
  await page.getByLabel('E-Mail', { exact: true }).fill(fields.email);
  await page.getByLabel('Nachricht', { exact: true }).fill(fields.message);
}

/**
 * The server counts the 3 s minimum fill time on its own clock from the token it signed. A page
 * that answers a post without JavaScript carries it with its start time: a real send from it
 * waits until that is past, counted from there, not from the page's navigation start, which
 * comes before the server renders (on a busy machine by more than the margin). A cached page
 * has no token: the island fetches one and waits out its fill time itself.
 */
export async function waitUntilFillTimeReached(page: Page, ms = 3200) {
  const start = page.locator(`input[name="${FIELDS.startTime}"]`).first();
  if ((await start.count()) === 0) return;
  const left = Number(await start.inputValue()) + ms - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

/**
 * Without JavaScript, a post from the cached form is answered with the page to confirm it:
 * „Jetzt senden“ there, once its token's fill time has passed, sends it.
 */
export async function confirmSend(page: Page) {
  const send = page.getByRole('button', { name: contactForm.labels.confirm });
  await expect(send).toBeFocused();
  await waitUntilFillTimeReached(page);
  await send.click();
}

/** A unique word for finding one test's mail among the worker's mails. */
export function marker(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** Multipart body fields of a captured request (values only, no files). */
export function multipartFields(request: Request): Record<string, string> {
  const type = request.headers()['content-type'] ?? '';
  const boundary = /boundary=(.+)$/.exec(type)?.[1];
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  if (!boundary) return {};
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${boundary}`)) {
    const match = /name="([^"]+)"\r\n\r\n([\s\S]*)\r\n$/.exec(part);
    if (match) fields[match[1]!] = match[2]!;
  }
  return fields;
}

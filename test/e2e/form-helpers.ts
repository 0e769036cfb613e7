import type { Locator, Page, Request } from '@playwright/test';
import { FIELDS, FORM_PATH, WAYS, type Way } from '../../shared/contact.ts';
import { contactForm } from '../../shared/content/contact-form.ts';
import { issueToken } from '../../server/contact/spam.ts';
import { FORM_SECRET } from '../secret.ts';
import { expect, requestsOf } from './fixtures.ts';
import { ISLAND, shownIslands } from './page-checks.ts';

export const FORM_POST = '**/sendForm.php';

/** The calendar is read once the server is ready: wait until the page at `url` offers slots. */
export async function slotsOffered(page: Page, url: string) {
  await expect
    .poll(async () => (await page.request.get(url)).text(), { message: 'the form offers slots' })
    .toContain(`name="${FIELDS.slot}"`);
}

/**
 * Opens a page at one of the contact section's ways (`/#nachricht`: the message form) and waits
 * until the form islands on view are hydrated; returns the form of the way the address names.
 */
export async function openForm(page: Page, siteUrl: string, path = `/#${WAYS.message}`) {
  await page.goto(siteUrl + path);
  for (const island of await shownIslands(page)) await expect(island).toHaveAttribute('data-hydrated', '');
  const way = Object.values(WAYS).find((id) => path.endsWith(`#${id}`)) ?? WAYS.message;
  return page.locator(`form#${way}-form`);
}

/** Chooses a way in the section's row of links and waits until its form is hydrated (with JavaScript). */
export async function openWay(page: Page, way: Way) {
  await page.locator('#contact nav.ways').getByRole('link', { name: contactForm.ways[way].tab }).click();
  const form = page.locator(`form#${WAYS[way]}-form`);
  await expect(page.locator(ISLAND).filter({ has: form })).toHaveAttribute('data-hydrated', '');
  return form;
}

/** Every POST to the form endpoint the page makes from now on. */
export const formPosts = (page: Page) =>
  requestsOf(page, (request) => request.method() === 'POST' && new URL(request.url()).pathname === FORM_PATH);

/** Every request the page makes for a form token (GET /form-token) from now on. */
export const tokenRequests = (page: Page) => requestsOf(page, (request) => new URL(request.url()).pathname === '/form-token');

/** Fills the message form (on a page: its message way's). */
export async function fillForm(scope: Page | Locator, fields: { name: string; email: string; message: string }) {
  const form = 'goto' in scope ? scope.locator(`form#${WAYS.message}-form`) : scope;
  await form.getByLabel('Name', { exact: true }).fill(fields.name);
  await form.getByLabel('E-Mail', { exact: true }).fill(fields.email);
  await form.getByLabel('Nachricht', { exact: true }).fill(fields.message);
}

/**
 * Opens the message form on the home page, fills it, lets `meanwhile` change it further and
 * sends it; returns every form post the page made from the start.
 */
export async function sendMessage(
  page: Page,
  siteUrl: string,
  fields: { name: string; email: string; message: string },
  meanwhile?: () => Promise<void>,
) {
  const posts = formPosts(page);
  await openForm(page, siteUrl);
  await fillForm(page, fields);
  await meanwhile?.();
  await page.getByRole('button', { name: contactForm.labels.submit.message }).click();
  return posts;
}

/**
 * Without JavaScript, a post from the cached form is answered with the page to confirm it:
 * „Jetzt senden“ there sends it (at once: the server waits out the fill time of its token).
 */
export async function confirmSend(page: Page) {
  const send = page.getByRole('button', { name: contactForm.labels.confirm });
  await expect(send).toBeFocused();
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

/**
 * Books `slot` as the booking form posts it, outside the browser (another visitor), with a token
 * old enough that the server answers at once; `from`: the visitor's address behind a trusted proxy.
 */
export async function bookCall(siteUrl: string, fields: { slot: string; name: string; email: string }, from?: string) {
  const issued = Date.now() - 5_000;
  const form = new FormData();
  const posted = {
    ...fields,
    form: 'booking',
    phone: '040 2380 6150',
    cta_type: 'kilead',
    website: '',
    spam_token: issueToken(FORM_SECRET, issued),
  };
  for (const [field, value] of Object.entries({ ...posted, form_start_time: String(issued) })) form.append(field, value);
  const headers = { accept: 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) };
  const response = await fetch(`${siteUrl}/sendForm.php`, { method: 'POST', body: form, headers });
  expect(response.status, await response.clone().text()).toBe(200);
}

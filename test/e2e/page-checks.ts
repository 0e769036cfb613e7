// Checks the browser specs share: what a page may never do (leave its origin, store anything,
// break its Content-Security-Policy), its resting state, and axe's verdict on it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page, Request, Response } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect } from './fixtures.ts';

/** WCAG 2.2 AA and axe's best practices; violations only. */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  resultTypes: ['violations'],
};
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const ISLAND = '[data-island="ContactForm"]';
/** The form islands on view: a way the section does not show (nor a closed disclosure) hydrates when it is opened. */
export const shownIslands = (page: Page) => page.locator(ISLAND).filter({ visible: true }).all();

interface Observed {
  csp: string[];
  storage: string[];
  /** Layout and style read by the page's own scripts while they start (before DOMContentLoaded). */
  startupLayout: string[];
}

declare global {
  interface Window {
    __observed?: Observed;
  }
}

/**
 * Runs before any script of the page: records CSP violation events, every touch of web
 * storage, IndexedDB, the Cache API and document.cookie, and every read of layout or style
 * until DOMContentLoaded (module scripts run before it: such a read forces the page's first
 * layout inside the script's own task).
 */
export function observe() {
  const observed: Observed = { csp: [], storage: [], startupLayout: [] };
  Object.defineProperty(window, '__observed', { value: observed });
  document.addEventListener(
    'securitypolicyviolation',
    (event) =>
      observed.csp.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`),
    true,
  );
  /** Wraps the method, getter and setter of `name` where `target` finds it; `record` learns each use. */
  const watch = (target: object, name: string, record: (use: 'called' | 'read' | 'written') => void) => {
    let owner: object | null = target;
    while (owner && !Object.getOwnPropertyDescriptor(owner, name)) owner = Object.getPrototypeOf(owner);
    const descriptor = owner && Object.getOwnPropertyDescriptor(owner, name);
    if (!owner || !descriptor?.configurable) return;
    const method = descriptor.value as unknown;
    Object.defineProperty(owner, name, {
      ...descriptor,
      ...(typeof method === 'function'
        ? {
            value(this: unknown, ...args: unknown[]) {
              record('called');
              return (method as (...a: unknown[]) => unknown).apply(this, args);
            },
          }
        : {}),
      ...(descriptor.get
        ? {
            get(this: unknown) {
              record('read');
              return descriptor.get!.call(this);
            },
          }
        : {}),
      ...(descriptor.set
        ? {
            set(this: unknown, value: unknown) {
              record('written');
              descriptor.set!.call(this, value);
            },
          }
        : {}),
    });
  };
  const storage = (target: object, name: string, what: string) =>
    watch(target, name, (use) => use !== 'called' && observed.storage.push(`${what} ${use}`));
  storage(window, 'localStorage', 'localStorage');
  storage(window, 'sessionStorage', 'sessionStorage');
  storage(window, 'indexedDB', 'indexedDB');
  storage(window, 'caches', 'CacheStorage');
  storage(Document.prototype, 'cookie', 'document.cookie');

  let starting = true;
  document.addEventListener('DOMContentLoaded', () => (starting = false), { once: true });
  const layout = (target: object, names: string[]) => {
    for (const name of names) watch(target, name, () => starting && observed.startupLayout.push(name));
  };
  layout(Element.prototype, [
    'getBoundingClientRect',
    'getClientRects',
    'clientWidth',
    'clientHeight',
    'scrollWidth',
    'scrollHeight',
    'scrollTop',
  ]);
  layout(HTMLElement.prototype, ['offsetWidth', 'offsetHeight', 'offsetTop', 'offsetLeft']);
  layout(window, ['getComputedStyle']);
}

/**
 * Every request of the context (pages, workers, preloads), by URL, and `done()`, which waits
 * until each one seen so far has finished or failed: the event, where a quiet time
 * ("networkidle") is a guess that a busy machine's late request defeats.
 */
export function recordRequests(context: BrowserContext) {
  const urls: string[] = [];
  const open = new Set<Request>();
  context.on('request', (request) => {
    urls.push(request.url());
    open.add(request);
  });
  context.on('requestfinished', (request) => open.delete(request));
  context.on('requestfailed', (request) => open.delete(request));
  const done = () => expect.poll(() => open.size, { message: 'requests still open' }).toBe(0);
  return { urls, done };
}

/**
 * Brings the page to its resting state: scrolled through once (reveal effects done, lazy
 * images in, the form island hydrated on `/`), back at the top, no transition running.
 */
/**
 * The effects (menu keys, topic links, reveal) start once the page's LCP has been painted or the
 * visitor first acts (client/main.ts); a test that needs them waits for this mark.
 */
export async function effectsStarted(page: Page) {
  if (await page.locator('script[type="module"]').count()) await expect(page.locator('html')).toHaveAttribute('data-effects', '');
}

export async function settle(page: Page) {
  // Scrolled before the effects start, the reveal would hide what was passed.
  await effectsStarted(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(innerHeight * 0.8)) {
      window.scrollTo({ top: y, behavior: 'instant' });
      // Two frames: the rendering update between them computes the intersection observers at
      // this position, however busy the machine (a timer alone may skip past the form). The
      // timer is the way on when headless Chromium stalls its frames (a CI run hung here).
      await new Promise((r) => {
        requestAnimationFrame(() => requestAnimationFrame(r));
        setTimeout(r, 1000);
      });
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  // The ways the section does not show hydrate when they are chosen.
  for (const island of await shownIslands(page)) await expect(island).toHaveAttribute('data-hydrated', '');
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

/** Console messages about the Content-Security-Policy: the interactive parts must raise none either. */
export function cspMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

/**
 * Runs axe and fails with a readable report. Only violations are collected node by node
 * (`resultTypes`): the passes would be serialized too, a second and more on the home page.
 */
export async function expectNoViolations(page: Page, label: string, within?: string) {
  // axe runs in the page itself, put there once per document: the pages have no frames, and
  // parsing axe again for each check of one page cost more than most checks.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(
    ([context, options]) =>
      (window as unknown as { axe: { run: (c: unknown, o: RunOptions) => Promise<AxeResults> } }).axe.run(context ?? document, options),
    [within ?? null, AXE_OPTIONS] as const,
  );
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`).join('\n')}`,
  );
  expect(report, `axe violations ${label}`).toEqual([]);
}

/** axe on a page without JavaScript: the same HTML in a browser that runs axe but not the page's scripts. */
export async function axeWithoutScripts(browser: Browser, siteUrl: string, page: Page, label: string) {
  const checker = await browser.newContext({ viewport: page.viewportSize()!, javaScriptEnabled: true });
  const view = await checker.newPage();
  await view.route('**/*.js', (route) => route.abort());
  await view.goto(siteUrl + '/impressum');
  await view.setContent(await page.content());
  await expectNoViolations(view, label);
  await checker.close();
}

/** One JavaScript response as the browser received it. */
export interface ScriptTransfer {
  url: string;
  /** Bytes of the body as sent: compressed when `encoding` says so. */
  body: number;
  /** Bytes of the response headers. */
  headers: number;
  encoding: string;
}

/**
 * Records every JavaScript response of the page, workers' scripts included. The body's size
 * is its Content-Length: Chromium reports no body size for a worker's script, and the server
 * sends every script with its length.
 */
export function recordScripts(page: Page) {
  const scripts: ScriptTransfer[] = [];
  const pending: Array<Promise<void>> = [];
  const record = async (response: Response) => {
    const headers = await response.allHeaders();
    const length = Number(headers['content-length']);
    expect(Number.isInteger(length), `${response.url()} is sent with its length`).toBe(true);
    const sizes = await response.request().sizes();
    scripts.push({
      url: response.url(),
      body: length,
      headers: sizes.responseHeadersSize,
      encoding: headers['content-encoding'] ?? 'identity',
    });
  };
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') pending.push(record(response));
  });
  /** Resolves when every response seen so far is recorded; then `scripts` holds them all. */
  const settled = async () => {
    await Promise.all(pending);
    return scripts;
  };
  return { scripts, settled };
}

export const scriptBytes = (scripts: ScriptTransfer[]) => scripts.reduce((sum, s) => sum + s.body, 0);
export const describeScripts = (scripts: ScriptTransfer[]) =>
  scripts.map((s) => `${new URL(s.url).pathname} ${s.body} B (${s.encoding}) + ${s.headers} B of headers`).join('\n');

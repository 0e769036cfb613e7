import type { BrowserContext, Page } from '@playwright/test';
import { expect, ROUTES, test, VIEWPORTS } from './fixtures.ts';

/**
 * Privacy and CSP, measured in the browser on every route: no request leaves the site's
 * origin (before or after scrolling, the contact form hydrated), no cookie, no web storage,
 * and the page raises no Content-Security-Policy violation.
 */

interface Observed {
  csp: string[];
  storage: string[];
}

declare global {
  interface Window {
    __observed?: Observed;
  }
}

/**
 * Runs before any script of the page: records CSP violation events and every touch of web
 * storage, IndexedDB, the Cache API and document.cookie.
 */
function observe() {
  const observed: Observed = { csp: [], storage: [] };
  Object.defineProperty(window, '__observed', { value: observed });
  document.addEventListener(
    'securitypolicyviolation',
    (event) =>
      observed.csp.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`),
    true,
  );
  const watch = (target: object, name: string, what: string) => {
    let owner: object | null = target;
    while (owner && !Object.getOwnPropertyDescriptor(owner, name)) owner = Object.getPrototypeOf(owner);
    const descriptor = owner && Object.getOwnPropertyDescriptor(owner, name);
    if (!owner || !descriptor?.configurable) return;
    Object.defineProperty(owner, name, {
      ...descriptor,
      ...(descriptor.get
        ? {
            get(this: unknown) {
              observed.storage.push(`${what} read`);
              return descriptor.get!.call(this);
            },
          }
        : {}),
      ...(descriptor.set
        ? {
            set(this: unknown, value: unknown) {
              observed.storage.push(`${what} written`);
              descriptor.set!.call(this, value);
            },
          }
        : {}),
    });
  };
  watch(window, 'localStorage', 'localStorage');
  watch(window, 'sessionStorage', 'sessionStorage');
  watch(window, 'indexedDB', 'indexedDB');
  watch(window, 'caches', 'CacheStorage');
  watch(Document.prototype, 'cookie', 'document.cookie');
}

/** Every request of the context (pages, workers, preloads), by URL. */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Scrolls to the bottom in steps, so lazy images, effects and the form island all start. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(innerHeight * 0.8)) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  });
  await page.waitForLoadState('networkidle');
}

// Independent pages: spread over both workers.
test.describe.configure({ mode: 'parallel' });

for (const viewport of Object.values(VIEWPORTS)) {
  test.describe(`privacy at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of ROUTES) {
      test(`${route} – no third-party request, no cookie, no storage, no CSP violation`, async ({ page, context, site }) => {
        const origin = new URL(site.url).origin;
        const requests = recordRequests(context);
        const cspConsole: string[] = [];
        page.on('console', (message) => {
          if (/Content[ -]Security[ -]Policy/i.test(message.text())) cspConsole.push(message.text());
        });
        await context.addInitScript(observe);

        await page.goto(site.url + route, { waitUntil: 'networkidle' });
        const beforeScroll = requests.length;
        await scrollThrough(page);
        if (route === '/') {
          // Scrolled down, the contact form loads its island: its requests count too.
          await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-hydrated', '');
          await page.waitForLoadState('networkidle');
        }

        const foreign = requests.filter((url) => {
          const { protocol, origin: requestOrigin } = new URL(url);
          return !['data:', 'blob:', 'about:'].includes(protocol) && requestOrigin !== origin;
        });
        expect(foreign, 'requests that leave the site').toEqual([]);
        expect(beforeScroll, 'the page made requests (the recorder works)').toBeGreaterThan(1);

        // Nothing on the page would make the browser contact another host on its own.
        const resources = await page.evaluate(() => {
          const urls: string[] = [];
          const add = (value: string | null) => value && urls.push(new URL(value, location.href).href);
          for (const el of Array.from(
            document.querySelectorAll('img[src], script[src], iframe[src], video[src], audio[src], source[src], embed[src]'),
          ))
            add(el.getAttribute('src'));
          for (const el of Array.from(document.querySelectorAll('img[srcset], source[srcset]'))) {
            for (const candidate of el.getAttribute('srcset')!.split(',')) add(candidate.trim().split(/\s+/)[0]!);
          }
          for (const el of Array.from(document.querySelectorAll('link[href]'))) {
            if (el.getAttribute('rel') !== 'canonical') add(el.getAttribute('href'));
          }
          for (const el of Array.from(document.querySelectorAll('object[data]'))) add(el.getAttribute('data'));
          return urls;
        });
        expect(
          resources.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin),
          'resources of other origins',
        ).toEqual([]);

        const observed = await page.evaluate(() => window.__observed!);
        expect(observed.storage, 'web storage, IndexedDB, Cache API or document.cookie used').toEqual([]);
        expect(observed.csp, 'securitypolicyviolation events').toEqual([]);
        expect(cspConsole, 'CSP messages on the console').toEqual([]);
        expect(await context.cookies(), 'cookies').toEqual([]);
        const state = await context.storageState();
        expect(state.origins, 'origins with stored data').toEqual([]);
      });
    }
  });
}

test('privacy – the checks see a blocked third-party image, an inline style and storage use', async ({ page, context, site }) => {
  // The negative control: the checks above would see a leak if the page had one.
  const cspConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) cspConsole.push(message.text());
  });
  await context.addInitScript(observe);
  await page.goto(site.url + '/impressum', { waitUntil: 'networkidle' });
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'https://third-party.invalid/pixel.gif';
    document.body.append(img);
    const style = document.createElement('style');
    style.textContent = 'body { color: red }';
    document.head.append(style);
    localStorage.getItem('x');
  });
  await expect
    .poll(() => page.evaluate(() => window.__observed!.csp.sort()))
    .toEqual([
      expect.stringMatching(/^img-src blocked https:\/\/third-party\.invalid\//),
      expect.stringMatching(/^style-src-elem blocked inline/),
    ]);
  expect(cspConsole.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => window.__observed!.storage)).toContain('localStorage read');
});

test('privacy – the privacy statement says what the tests above measure: counted on the server, no cookie, nothing stored on the device, an opt-out by browser signal', async ({
  page,
  site,
}) => {
  await page.goto(site.url + '/datenschutz');
  const analytics = page.locator('section#webanalyse');
  await expect(analytics).toContainText('kein Cookie gesetzt und nichts auf deinem Gerät gespeichert oder von dort ausgelesen');
  await expect(analytics).toContainText('Deine IP-Adresse und die Kennung deines Browsers werden nirgends gespeichert');
  await expect(analytics).toContainText('Global Privacy Control');
  await expect(analytics.getByRole('link')).toHaveCount(0);
  await expect(page.locator('main')).toContainText('Diese Website setzt keine Cookies');
  await expect(page.locator('main')).toContainText('keine Inhalte von Drittanbietern');
});

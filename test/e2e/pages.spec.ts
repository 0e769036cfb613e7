import { expect, ROUTES, test, VIEWPORTS, watchConsole } from './fixtures.ts';
import { cspMessages, expectNoViolations, observe, recordRequests, settle } from './page-checks.ts';

/**
 * Every public page at both widths, in one visit each: what no page may ever do. It renders
 * one heading without a console error or horizontal scrolling; no request leaves the site's
 * origin (before or after scrolling, the contact form hydrated), nothing is stored (no cookie,
 * no web storage) and no Content-Security-Policy is broken; axe finds no WCAG 2.2 AA or
 * best-practice violation (once, at the phone's width). SHOTS=/tmp/shots saves a full-page screenshot of each for review.
 */

// Independent pages: spread over both workers.
test.describe.configure({ mode: 'parallel' });

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`every page at ${viewport.width} px`, () => {
    test.use({ viewport });
    // axe once per page, at the width most visitors have; the wide header and the home's wide
    // layout get theirs in a11y.spec (with the topic dropdown open).
    const axe = viewport === VIEWPORTS.phone;

    for (const route of ROUTES) {
      test(`${route} – renders cleanly, sends nothing elsewhere, stores nothing${axe ? ', and axe finds no violation' : ''}`, async ({
        page,
        context,
        site,
      }) => {
        const origin = new URL(site.url).origin;
        const errors = watchConsole(page);
        const requests = recordRequests(context);
        const cspConsole = cspMessages(page);
        await context.addInitScript(observe);

        await page.goto(site.url + route);
        await requests.done();
        const beforeScroll = requests.urls.length;
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toBeVisible();
        // Scrolled through once: lazy images in, effects done, the form island hydrated on `/`
        // (its requests count too).
        await settle(page);
        await requests.done();

        await test.step('no horizontal scrolling', async () => {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
        });

        await test.step('no request, and nothing on the page, that leaves the site', async () => {
          const foreign = requests.urls.filter((url) => {
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
        });

        await test.step('no cookie, no storage, no CSP violation', async () => {
          const observed = await page.evaluate(() => window.__observed!);
          expect(observed.storage, 'web storage, IndexedDB, Cache API or document.cookie used').toEqual([]);
          expect(observed.csp, 'securitypolicyviolation events').toEqual([]);
          expect(cspConsole, 'CSP messages on the console').toEqual([]);
          expect(await context.cookies(), 'cookies').toEqual([]);
          const state = await context.storageState();
          expect(state.origins, 'origins with stored data').toEqual([]);
        });

        if (axe) await test.step('axe: no WCAG 2.2 AA or best-practice violation', () => expectNoViolations(page, `on ${route}`));

        const file = route === '/' ? 'home' : route.slice(1);
        if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${file}-${name}.png`, fullPage: true });
        expect(errors, 'console errors').toEqual([]);
      });
    }
  });
}

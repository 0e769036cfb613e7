import { expect, ROUTES, test, VIEWPORTS } from './fixtures.ts';
import { describeScripts as describe, recordScripts, scriptBytes as total } from './page-checks.ts';

/**
 * The JavaScript budget: the first view of `/` on a phone transfers at most 8 KB of JavaScript
 * (compressed, the particles' worker included; the response headers are printed beside it);
 * React arrives only when the contact form comes near; the other routes load no JavaScript.
 */
const BUDGET_BYTES = 8 * 1024;
// How long the page may sit idle before the count: after the load event, idle-time work
// (requestIdleCallback) has run by then.
const SETTLE_MS = 1500;

test.describe('JavaScript budget', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ viewport: VIEWPORTS.phone });

  test('/ – the first view on a phone transfers at most 8 KB of JavaScript, and no React', async ({ page, site }) => {
    const recorder = recordScripts(page);
    await page.goto(site.url + '/', { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const firstView = [...(await recorder.settled())];
    const headers = firstView.reduce((sum, s) => sum + s.headers, 0);
    const summary = `${total(firstView)} B of JavaScript (compressed), ${total(firstView) + headers} B with the response headers\n${describe(firstView)}`;
    test.info().annotations.push({ type: 'first view JavaScript', description: summary });
    console.log(`first view of / at 390 px: ${summary}`);

    expect(firstView.length, 'the page loads its module').toBeGreaterThan(0);
    expect(
      firstView.every((s) => s.encoding === 'br' || s.encoding === 'gzip'),
      'JavaScript is sent compressed',
    ).toBe(true);
    expect(total(firstView), `JavaScript of the first view:\n${describe(firstView)}`).toBeLessThanOrEqual(BUDGET_BYTES);

    // Exactly the entry module, its static imports and the particles' worker: no island chunk
    // before its time.
    const linked = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="module"][src], link[rel="modulepreload"], canvas[data-worker]')].map(
        (el) => new URL(el.getAttribute('src') ?? el.getAttribute('href') ?? el.getAttribute('data-worker')!, location.href).pathname,
      ),
    );
    expect(firstView.map((s) => new URL(s.url).pathname).sort(), 'only the linked modules before the form comes near').toEqual(
      [...new Set(linked)].sort(),
    );
    // And none of them is React: its production build names its error page.
    for (const pathname of linked) {
      const source = await (await page.request.get(site.url + pathname)).text();
      expect(source, `${pathname} contains no React`).not.toContain('react.dev/errors');
    }
    await expect(page.locator('[data-island="ContactForm"]')).not.toHaveAttribute('data-hydrated', '');
  });

  test('/ – React is not fetched while the visitor only reads the first view, and comes when the form is near', async ({ page, site }) => {
    const recorder = recordScripts(page);
    const { scripts } = recorder;
    await page.goto(site.url + '/', { waitUntil: 'networkidle' });
    const firstView = (await recorder.settled()).length;

    // A visitor who only reads the first view, however long, never downloads React. (After a
    // first interaction the island's code may come in idle time: the islands issue asks for
    // "near the viewport or idle, whichever is first".)
    await page.waitForTimeout(3 * SETTLE_MS);
    await recorder.settled();
    const whileReading = scripts.slice(firstView);
    expect(whileReading, `JavaScript fetched without any interaction:\n${describe(whileReading)}`).toEqual([]);

    // Near the contact form, its chunk (with React) arrives and the island hydrates.
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-hydrated', '');
    await page.waitForLoadState('networkidle');
    await recorder.settled();
    const later = scripts.slice(firstView);
    expect(later.length, 'the island chunk loads when the form comes near').toBeGreaterThan(0);
    let sawReact = false;
    for (const script of later) {
      if ((await (await page.request.get(script.url)).text()).includes('react.dev/errors')) sawReact = true;
    }
    expect(sawReact, 'React comes with the contact form').toBe(true);
    console.log(`after scrolling to the form: +${total(later)} bytes\n${describe(later)}`);
  });

  for (const route of ROUTES.filter((r) => r !== '/')) {
    test(`${route} – loads no JavaScript, also when scrolled to the end`, async ({ page, site }) => {
      const recorder = recordScripts(page);
      await page.goto(site.url + route, { waitUntil: 'networkidle' });
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await page.waitForLoadState('networkidle');
      const scripts = await recorder.settled();
      expect(scripts, describe(scripts)).toEqual([]);
      expect(await page.locator('script:not([type="application/ld+json"])').count(), 'no script element').toBe(0);
    });
  }
});

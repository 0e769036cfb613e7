import type { Page, Response } from '@playwright/test';
import { expect, test, watchConsole } from './fixtures.ts';

/** Compressed bytes of every script response, by file name. */
function scriptSizes(page: Page) {
  const sizes = new Map<string, number>();
  const pending: Array<Promise<void>> = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .request()
        .sizes()
        .then((s) => void sizes.set(new URL(response.url()).pathname, s.responseBodySize)),
    );
  });
  return { sizes, settled: () => Promise.all(pending) };
}

const FORM_CHUNK = /\/assets\/contact-form-[^/]+\.js$/;
const KB = 1024;

test.describe('island runtime', () => {
  for (const route of ['/impressum', '/datenschutz', '/brief-aus-der-zukunft', '/gibt-es-nicht']) {
    test(`${route} has no island and requests no script`, async ({ page, site }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(site.url + route);
      await page.waitForLoadState('load');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300);
      expect(scripts).toEqual([]);
      await expect(page.locator('script[src], script[type="module"]')).toHaveCount(0);
      await expect(page.locator('[data-island]')).toHaveCount(0);
    });
  }

  test('the first view of / loads only the small main module; React comes with the form chunk, in idle time once the visitor scrolls', async ({
    page,
    site,
  }) => {
    const scripts = scriptSizes(page);
    await page.goto(site.url + '/');
    await page.waitForLoadState('load');
    // Idle time passes; a visitor who only reads the first view gets nothing more.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await scripts.settled();
    const firstView = [...scripts.sizes];
    expect(
      firstView.some(([file]) => FORM_CHUNK.test(file)),
      'no island chunk before the visitor does anything',
    ).toBe(false);
    const firstViewBytes = firstView.reduce((sum, [, bytes]) => sum + bytes, 0);
    console.log(`first view of /: ${firstView.map(([f, b]) => `${f} ${b} B`).join(', ')}; total ${firstViewBytes} B compressed`);
    expect(firstViewBytes).toBeGreaterThan(0);
    expect(firstViewBytes, 'at most 8 KB of JavaScript, compressed').toBeLessThanOrEqual(8 * KB);

    // A first scroll, far from the form: the form's code (React) arrives in idle time, and the
    // far-away form is not hydrated yet.
    await page.mouse.wheel(0, 400);
    await expect.poll(() => [...scripts.sizes.keys()].some((file) => FORM_CHUNK.test(file))).toBe(true);
    await scripts.settled();
    const formChunk = [...scripts.sizes].find(([file]) => FORM_CHUNK.test(file))!;
    console.log(`after the first scroll, in idle time: ${formChunk[0]} ${formChunk[1]} B compressed`);
    await expect(page.locator('[data-island="ContactForm"]')).not.toHaveAttribute('data-hydrated', '');

    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-hydrated', '');
  });

  test('without idle time the island still loads and hydrates when the contact section comes near', async ({ page, site }) => {
    // A browser that is never idle.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(site.url + '/');
    await page.waitForLoadState('load');
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(500);
    expect(scripts.some((url) => FORM_CHUNK.test(url))).toBe(false);
    // Near is generous: the chunk is on its way before the section itself is on screen.
    await page.evaluate(() => {
      const contact = document.getElementById('contact')!;
      window.scrollTo({ top: contact.offsetTop - window.innerHeight - 600, behavior: 'instant' });
    });
    await expect.poll(() => scripts.some((url) => FORM_CHUNK.test(url))).toBe(true);
    await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-hydrated', '');
    await expect(page.locator('#contact')).not.toBeInViewport();
  });

  test('the island root takes no layout and hydrates with the server props without a mismatch', async ({ page, site }) => {
    const errors = watchConsole(page);
    await page.goto(site.url + '/?anliegen=speaking#contact');
    const root = page.locator('[data-island="ContactForm"]');
    await expect(root).toHaveAttribute('data-hydrated', '');
    await expect(root).toHaveAttribute('data-hydrate', 'visible');
    expect(await root.evaluate((el) => getComputedStyle(el).display)).toBe('contents');
    const props = JSON.parse((await root.getAttribute('data-props'))!);
    expect(props).toMatchObject({ idPrefix: 'contact', mode: 'live', initialTopic: 'speaking' });
    await expect(page.getByRole('combobox', { name: 'Anliegen' })).toHaveText('Keynote anfragen');
    expect(errors, 'no hydration error, no recoverable error').toEqual([]);
  });

  test('an island that fails logs its name; the rest of the page keeps working and the form stays a plain form', async ({ page, site }) => {
    const errors = watchConsole(page);
    await page.route(FORM_CHUNK, (route) => route.fulfill({ status: 500, body: 'kaputt' }));
    await page.goto(site.url + '/');
    await page.getByRole('link', { name: 'Keynote anfragen' }).click();
    const root = page.locator('[data-island="ContactForm"]');
    await expect(root).toHaveAttribute('data-island-failed', '');
    expect(errors.some((e) => e.includes('island "ContactForm" failed'))).toBe(true);
    await expect(root).not.toHaveAttribute('data-hydrated', '');
    // The CTA still scrolled and chose the topic in the server's native select.
    await expect(page.locator('#contact')).toBeInViewport();
    await expect(page.getByRole('combobox', { name: 'Anliegen' })).toHaveValue('speaking');
    // Other effects are alive: the reveal marked the document.
    await expect(page.locator('html')).toHaveClass(/reveal-ready/);
  });
});

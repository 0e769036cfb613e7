import { expect, requestsOf, test, watchConsole } from './fixtures.ts';
import { describeScripts, recordScripts, type ScriptTransfer } from './page-checks.ts';

const FORM_CHUNK = /\/assets\/contact-form-[^/]+\.js$/;

test.describe('island runtime', () => {
  for (const route of ['/impressum', '/datenschutz', '/brief-aus-der-zukunft', '/gibt-es-nicht']) {
    test(`${route} has no island and requests no script`, async ({ page, site }) => {
      const scripts = requestsOf(page, (request) => request.resourceType() === 'script');
      await page.goto(site.url + route);
      await page.waitForLoadState('load');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300);
      expect(scripts.map((request) => request.url())).toEqual([]);
      await expect(page.locator('script[src], script[type="module"]')).toHaveCount(0);
      await expect(page.locator('[data-island]')).toHaveCount(0);
    });
  }

  test('the first view of / loads only the small main module; React comes with the form chunk, in idle time once the visitor scrolls', async ({
    page,
    site,
  }) => {
    // The first view's size is budget.spec's: this test follows when React comes.
    const recorder = recordScripts(page);
    await page.goto(site.url + '/');
    await page.waitForLoadState('load');
    // Idle time passes; a visitor who only reads the first view gets nothing more.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const formChunkIn = (scripts: ScriptTransfer[]) => scripts.find((s) => FORM_CHUNK.test(s.url));
    expect(formChunkIn(await recorder.settled()), 'no island chunk before the visitor does anything').toBeUndefined();

    // A first scroll, far from the form: the form's code (React) arrives in idle time, and the
    // far-away form is not hydrated yet.
    await page.mouse.wheel(0, 400);
    await expect.poll(async () => formChunkIn(await recorder.settled())).toBeDefined();
    console.log(`after the first scroll, in idle time: ${describeScripts([formChunkIn(recorder.scripts)!])}`);
    await expect(page.locator('[data-island="ContactForm"]').first()).not.toHaveAttribute('data-hydrated', '');

    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="ContactForm"]').first()).toHaveAttribute('data-hydrated', '');
  });

  test('without idle time the island still loads and hydrates when the contact section comes near', async ({ page, site }) => {
    // A browser that is never idle.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const scripts = requestsOf(page, (request) => request.resourceType() === 'script');
    const formChunk = () => scripts.some((request) => FORM_CHUNK.test(request.url()));
    await page.goto(site.url + '/');
    await page.waitForLoadState('load');
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(500);
    expect(formChunk()).toBe(false);
    // Near is generous: the chunk is on its way before the section itself is on screen.
    await page.evaluate(() => {
      const contact = document.getElementById('contact')!;
      window.scrollTo({ top: contact.offsetTop - window.innerHeight - 600, behavior: 'instant' });
    });
    await expect.poll(formChunk).toBe(true);
    await expect(page.locator('[data-island="ContactForm"]').first()).toHaveAttribute('data-hydrated', '');
    await expect(page.locator('#contact')).not.toBeInViewport();
  });

  test('the island root takes no layout and hydrates with the server props without a mismatch', async ({ page, site }) => {
    const errors = watchConsole(page);
    await page.goto(site.url + '/?anliegen=speaking#nachricht');
    const root = page.locator('#nachricht [data-island="ContactForm"]');
    await expect(root).toHaveAttribute('data-hydrated', '');
    await expect(root).toHaveAttribute('data-hydrate', 'visible');
    expect(await root.evaluate((el) => getComputedStyle(el).display)).toBe('contents');
    const props = JSON.parse((await root.getAttribute('data-props'))!);
    expect(props).toMatchObject({ idPrefix: 'nachricht', kind: 'message', mode: 'live', initialTopic: 'speaking' });
    await expect(page.getByRole('combobox', { name: 'Anliegen' })).toHaveText('Keynote anfragen');
    expect(errors, 'no hydration error, no recoverable error').toEqual([]);
  });

  test('an island that fails logs its name; the rest of the page keeps working and the form stays a plain form', async ({ page, site }) => {
    const errors = watchConsole(page);
    // Motion allowed, so that the reveal (one of the other effects) runs.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.route(FORM_CHUNK, (route) => route.fulfill({ status: 500, body: 'kaputt' }));
    await page.goto(site.url + '/');
    await page.getByRole('link', { name: 'Keynote anfragen' }).click();
    const root = page.locator('[data-island="ContactForm"]').first();
    await expect(root).toHaveAttribute('data-island-failed', '');
    expect(errors.some((e) => e.includes('island "ContactForm" failed'))).toBe(true);
    await expect(root).not.toHaveAttribute('data-hydrated', '');
    // The CTA still scrolled and chose the topic in the server's native select (the message way's).
    await expect(page.locator('#contact')).toBeInViewport();
    await expect(page.locator('#nachricht').getByRole('combobox', { name: 'Anliegen', includeHidden: true })).toHaveValue('speaking');
    // Other effects are alive: the reveal marked the document.
    await expect(page.locator('html')).toHaveClass(/reveal-ready/);
  });
});

import type { Page } from '@playwright/test';
import { offers } from '../../shared/content/offers.ts';
import { expect, ROUTES, test, VIEWPORTS } from './fixtures.ts';
import { describeScripts as describe, recordScripts, scriptBytes as total, shownIslands, type ScriptTransfer } from './page-checks.ts';

// The visitor's default: motion allowed (the suite's default is reduced motion).
test.use({ reducedMotion: 'no-preference' });

/**
 * The JavaScript budget: the first view of `/` on a phone transfers at most 8 KB of JavaScript
 * (compressed, the particles' worker included; the response headers are printed beside it);
 * React arrives only when the contact form comes near. The offer and keynote pages, which carry
 * the forms too, keep the same budget; the other routes load no JavaScript.
 */
const BUDGET_BYTES = 8 * 1024;

const FORM_SUBPAGES = [...offers.map((offer) => offer.page.path), '/keynotes'];

/** The entry module, its static imports and the particles' worker, by path. */
const linkedModules = (page: Page) =>
  page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll('script[type="module"][src], link[rel="modulepreload"], canvas[data-worker]')].map(
        (el) => new URL(el.getAttribute('src') ?? el.getAttribute('href') ?? el.getAttribute('data-worker')!, location.href).pathname,
      ),
    ),
  ]);

/**
 * Waits for the first view's own work, not for a time: every linked module has arrived, then
 * (with `still`) the hero's particles have stopped by themselves, and an idle period has passed
 * (idle callbacks run in order: the page's, queued before, have run).
 */
async function firstView(page: Page, recorder: ReturnType<typeof recordScripts>, { still = false } = {}): Promise<ScriptTransfer[]> {
  const linked = await linkedModules(page);
  const missing = async () => {
    const arrived = new Set((await recorder.settled()).map((s) => new URL(s.url).pathname));
    return linked.filter((path) => !arrived.has(path));
  };
  await expect.poll(missing, { message: 'the linked modules arrive' }).toEqual([]);
  if (still) await expect(page.locator('canvas[data-particles]')).toHaveAttribute('data-state', 'still');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  return [...(await recorder.settled())];
}

test.describe('JavaScript budget', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ viewport: VIEWPORTS.phone });

  test('/ – the first view on a phone transfers at most 8 KB of JavaScript, and no React', async ({ page, site }) => {
    const recorder = recordScripts(page);
    await page.goto(site.url + '/', { waitUntil: 'load' });
    const scripts = await firstView(page, recorder);
    const headers = scripts.reduce((sum, s) => sum + s.headers, 0);
    const summary = `${total(scripts)} B of JavaScript (compressed), ${total(scripts) + headers} B with the response headers\n${describe(scripts)}`;
    test.info().annotations.push({ type: 'first view JavaScript', description: summary });
    console.log(`first view of / at 390 px: ${summary}`);

    expect(scripts.length, 'the page loads its module').toBeGreaterThan(0);
    expect(
      scripts.every((s) => s.encoding === 'br' || s.encoding === 'gzip'),
      'JavaScript is sent compressed',
    ).toBe(true);
    expect(total(scripts), `JavaScript of the first view:\n${describe(scripts)}`).toBeLessThanOrEqual(BUDGET_BYTES);

    // The entry module, its static imports and the particles' worker (the worker comes from the
    // effects, so they have run), and the effects' chunks the entry imports once the LCP is
    // painted (client/main.ts): each of those named by another first-view module. No island
    // chunk before its time, and none of them is React: its production build names its error page.
    const linked = await linkedModules(page);
    const sources = new Map(
      await Promise.all(scripts.map(async (s) => [new URL(s.url).pathname, await (await page.request.get(s.url)).text()] as const)),
    );
    expect([...sources.keys()], 'the linked modules').toEqual(expect.arrayContaining(linked));
    for (const [pathname, source] of sources) {
      expect(source, `${pathname} contains no React`).not.toContain('react.dev/errors');
      const named = linked.includes(pathname) || [...sources.values()].some((other) => other.includes(pathname.split('/').pop()!));
      expect(named, `${pathname} is linked or imported by a first-view module`).toBe(true);
    }
    await expect(page.locator('[data-island="ContactForm"]').first()).not.toHaveAttribute('data-hydrated', '');
  });

  test('/ – React is not fetched while the visitor only reads the first view, and comes when the form is near', async ({ page, site }) => {
    const recorder = recordScripts(page);
    const { scripts } = recorder;
    await page.goto(site.url + '/', { waitUntil: 'load' });
    const loaded = (await firstView(page, recorder)).length;

    // A visitor who only reads the first view, however long, never downloads React: not until
    // the page has done all it does by itself. (After a first interaction the island's code may
    // come in idle time: the islands issue asks for "near the viewport or idle, whichever is first".)
    await firstView(page, recorder, { still: true });
    const whileReading = scripts.slice(loaded);
    expect(whileReading, `JavaScript fetched without any interaction:\n${describe(whileReading)}`).toEqual([]);

    // Near the contact form, its chunk (with React) arrives and the island hydrates: its code
    // runs only once all of it has arrived.
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="ContactForm"]').first()).toHaveAttribute('data-hydrated', '');
    await recorder.settled();
    const later = scripts.slice(loaded);
    expect(later.length, 'the island chunk loads when the form comes near').toBeGreaterThan(0);
    let sawReact = false;
    for (const script of later) {
      if ((await (await page.request.get(script.url)).text()).includes('react.dev/errors')) sawReact = true;
    }
    expect(sawReact, 'React comes with the contact form').toBe(true);
    console.log(`after scrolling to the form: +${total(later)} bytes\n${describe(later)}`);
  });

  // The offer pages and the keynotes page carry the contact forms: their first view keeps the
  // home's budget, and React comes only with the forms.
  for (const route of FORM_SUBPAGES) {
    test(`${route} – the first view keeps the budget and fetches no React; the form's chunk comes when it is near`, async ({
      page,
      site,
    }) => {
      const recorder = recordScripts(page);
      await page.goto(site.url + route, { waitUntil: 'load' });
      const scripts = await firstView(page, recorder);
      expect(total(scripts), describe(scripts)).toBeLessThanOrEqual(BUDGET_BYTES);
      for (const script of scripts) expect(await (await page.request.get(script.url)).text()).not.toContain('react.dev/errors');
      await page.locator('#contact').scrollIntoViewIfNeeded();
      for (const island of await shownIslands(page)) await expect(island).toHaveAttribute('data-hydrated', '');
    });
  }

  for (const route of ROUTES.filter((r) => r !== '/' && !FORM_SUBPAGES.includes(r))) {
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

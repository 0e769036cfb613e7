import { expect, ROUTES, test, VIEWPORTS, watchConsole } from './fixtures.ts';

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`smoke at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const route of ROUTES) {
      test(`${route} renders without console errors and without horizontal scrolling`, async ({ page, site }) => {
        const errors = watchConsole(page);
        await page.goto(site.url + route);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toBeVisible();
        // Scroll through the page so lazy images and effects run, then back up.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 30));
          }
          window.scrollTo(0, 0);
        });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
        const file = route === '/' ? 'home' : route.slice(1);
        await page.screenshot({ path: `screenshots/${file}-${name}.png`, fullPage: true });
        expect(errors).toEqual([]);
      });
    }
  });
}

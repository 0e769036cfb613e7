import type { Page } from '@playwright/test';
import { telUri } from '../../shared/format.ts';
import { identity } from '../../shared/content/identity.ts';
import { offers } from '../../shared/content/offers.ts';
import { expect, test, VIEWPORTS } from './fixtures.ts';
import { effectsStarted } from './page-checks.ts';

for (const javaScriptEnabled of [true, false]) {
  test.describe(`on a phone, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ viewport: VIEWPORTS.phone, javaScriptEnabled });

    test('the menu opens by keyboard, lists the offer pages and every section link and takes the visitor there', async ({ page, site }) => {
      await page.goto(site.url + '/impressum');
      const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
      const toggle = nav.locator('summary', { hasText: 'Menü' });
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAccessibleName('Menü');
      await expect(nav.getByRole('link', { name: 'Keynotes' })).toBeHidden();
      await toggle.focus();
      await page.keyboard.press('Enter');
      const menu = nav.locator('.site-menu__panel');
      await expect(menu.getByRole('list', { name: 'Angebote' }).getByRole('link')).toHaveText(offers.map((offer) => offer.title));
      await expect(menu.locator('.site-menu__list').getByRole('link')).toHaveText([
        ...offers.map((offer) => offer.title),
        'Keynotes',
        'Über mich',
        'Kontakt',
      ]);
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: offers[0]!.title })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(site.url + offers[0]!.page.path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(offers[0]!.title);
    });

    test('the bar itself has tap-to-call, a 44 px target named with the number', async ({ page, site }) => {
      await page.goto(site.url + '/keynotes');
      const bar = page.getByRole('navigation', { name: 'Hauptnavigation' }).locator('.site-nav__list');
      const call = bar.getByRole('link', { name: `Anrufen: ${identity.phone}` });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', telUri(identity.phone));
      const box = (await call.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width, 'inside the screen').toBeLessThanOrEqual(VIEWPORTS.phone.width);
    });

    test('the theses show three; "Alle 10 Thesen" opens the other seven, numbered on, with the toggle below them', async ({
      page,
      site,
    }) => {
      await page.goto(site.url + '/');
      const theses = page.locator('#thesen');
      await expect(theses.locator('.thesis').filter({ visible: true })).toHaveCount(3);
      await expect(theses.getByRole('heading', { name: 'Befähigung schlägt Lizenzen' })).toBeHidden();
      const summary = theses.locator('summary');
      await expect(summary).toHaveAccessibleName('Alle 10 Thesen');
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(theses.locator('details')).toHaveAttribute('open', '');
      await expect(theses.locator('.thesis').filter({ visible: true })).toHaveCount(10);
      await expect(theses.getByRole('heading', { name: 'Befähigung schlägt Lizenzen' })).toBeVisible();
      await expect(theses.locator('details ol')).toHaveAttribute('start', '4');
      // Open, the toggle says so and sits below the last thesis.
      await expect(summary).toHaveAccessibleName('Weniger anzeigen');
      // Measured in one go (a scroll in between would move one box and not the other), against
      // the list, whose cards may still be shifted by their reveal.
      const [listBottom, toggleTop] = await theses.evaluate((section) => [
        section.querySelector('details ol')!.getBoundingClientRect().bottom,
        section.querySelector('summary')!.getBoundingClientRect().top,
      ]);
      expect(toggleTop).toBeGreaterThanOrEqual(listBottom);
      await page.keyboard.press('Enter');
      await expect(summary).toHaveAccessibleName('Alle 10 Thesen');
      await expect(theses.locator('.thesis').filter({ visible: true })).toHaveCount(3);
    });

    test('the phone menu has a tap-to-call link with the number', async ({ page, site }) => {
      await page.goto(site.url + '/keynotes');
      const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
      await nav.locator('summary', { hasText: 'Menü' }).click();
      const call = nav.locator('.site-menu__panel').getByRole('link', { name: /Anrufen/ });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', telUri(identity.phone));
      await expect(call).toContainText(identity.phone);
      const box = await call.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    });
  });
}

test.describe('on a phone, with JavaScript on /', () => {
  test.use({ viewport: VIEWPORTS.phone });

  /** `/` with the phone menu open. */
  async function openMenu(page: Page, siteUrl: string) {
    await page.goto(siteUrl + '/');
    await effectsStarted(page);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const toggle = nav.locator('summary', { hasText: 'Menü' });
    const menu = nav.locator('details.site-menu');
    await toggle.click();
    await expect(menu).toHaveAttribute('open', '');
    return { nav, toggle, menu };
  }

  test('a menu link on the same page closes the menu; Escape closes it and returns focus to its button', async ({ page, site }) => {
    const { nav, toggle, menu } = await openMenu(page, site.url);
    await nav.locator('.site-menu__list').getByRole('link', { name: 'Über mich' }).click();
    await expect(menu).not.toHaveAttribute('open', '');
    await expect(page).toHaveURL(/#ueber-mich$/);
    await expect(page.locator('#ueber-mich')).toBeInViewport();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open', '');
    await expect(toggle).toBeFocused();
  });

  test('the header’s own Kontakt button and a tap outside the open menu close it', async ({ page, site }) => {
    const { nav, toggle, menu } = await openMenu(page, site.url);
    await nav.locator('.site-nav__list').getByRole('link', { name: 'Kontakt' }).click();
    await expect(menu).not.toHaveAttribute('open', '');
    await expect(page.locator('#contact h2')).toBeInViewport();

    await toggle.click();
    await expect(menu).toHaveAttribute('open', '');
    await page.mouse.click(200, 700);
    await expect(menu).not.toHaveAttribute('open', '');
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: VIEWPORTS.desktop });
  test('the links are in a row, the number is shown, and the menu button is not', async ({ page, site }) => {
    await page.goto(site.url + '/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.locator('summary', { hasText: 'Menü' })).toBeHidden();
    const row = nav.locator('.site-nav__list');
    await expect(row.locator('summary, a').filter({ visible: true })).toHaveText([
      'Angebote',
      'Keynotes',
      'Über mich',
      `Anrufen: ${identity.phone}`,
      'Kontakt',
    ]);
    await expect(row.getByText(identity.phone, { exact: true }), 'the number is shown').toBeVisible();
    await expect(row.getByRole('link', { name: 'Keynotes' })).toHaveAttribute('href', '/keynotes');
    await expect(row.getByRole('link', { name: `Anrufen: ${identity.phone}` })).toBeVisible();
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`"Angebote" opens the offer pages by keyboard, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({
      browser,
      site,
    }) => {
      const context = await browser.newContext({ viewport: VIEWPORTS.desktop, javaScriptEnabled });
      const page = await context.newPage();
      // The home page carries the script (the Impressum ships none).
      await page.goto(site.url + '/');
      if (javaScriptEnabled) await effectsStarted(page);
      const toggle = page.getByRole('navigation', { name: 'Hauptnavigation' }).locator('summary', { hasText: 'Angebote' });
      const links = page.locator('.site-submenu__list').getByRole('link');
      await expect(links.first()).toBeHidden();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(links).toHaveText(offers.map((offer) => offer.title));
      if (javaScriptEnabled) {
        // Escape closes it and gives the focus back to its button.
        await page.keyboard.press('Tab');
        await page.keyboard.press('Escape');
        await expect(links.first()).toBeHidden();
        await expect(toggle).toBeFocused();
        await page.keyboard.press('Enter');
      }
      await page.keyboard.press('Tab');
      await expect(links.nth(0)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(site.url + offers[0]!.page.path);
      await context.close();
    });
  }
});

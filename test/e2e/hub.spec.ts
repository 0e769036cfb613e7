import { FIELD_ERRORS, MESSAGES } from '../../shared/contact.ts';
import { contactForm } from '../../shared/content/contact-form.ts';
import { home } from '../../shared/content/home.ts';
import { offers } from '../../shared/content/offers.ts';
import { expect, test, VIEWPORTS } from './fixtures.ts';
import { confirmSend, fillForm, formPosts, marker, openForm, openWay } from './form-helpers.ts';
import { settle } from './page-checks.ts';

/**
 * 15 phone screens of 844 px: the home page is a hub, not a scroll marathon. Measured as the
 * review measured the old page (24,913 px): scrolled through until every reveal has run, the
 * disclosures (the other seven theses, the FAQ answers) as the page first shows them, closed.
 */
const HOME_MAX_HEIGHT = 12_660;
const { labels } = contactForm;

test.describe('the home page as a hub', () => {
  test.use({ viewport: VIEWPORTS.phone, reducedMotion: 'no-preference' });

  test(`at 390 × 844 it is at most ${HOME_MAX_HEIGHT} px tall with everything revealed`, async ({ page, site }) => {
    await page.goto(site.url + '/');
    await settle(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const hidden = page.locator('[data-reveal]:not(.is-revealed)').filter({ visible: true });
    expect(await hidden.count(), 'every reveal item on view has been revealed').toBe(0);
    // For the record: the height with the theses' disclosure open as well.
    await page.locator('#thesen summary').click();
    const withTheses = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(
      `home at 390 px: ${height} px with every reveal done (${(height / 844).toFixed(1)} screens); ${withTheses} px with all ten theses open`,
    );
    test.info().annotations.push({ type: 'home height at 390 px', description: `${height} px; ${withTheses} px with the theses open` });
    expect(height).toBeLessThanOrEqual(HOME_MAX_HEIGHT);
  });

  test('the offers and the keynotes are compact cards within the first two screens, each opening its page', async ({ page, site }) => {
    await page.goto(site.url + '/');
    const cards = page.locator('#angebote li');
    const pages = [...offers.map((offer) => offer.page.path), '/keynotes'];
    await expect(cards).toHaveCount(pages.length);
    for (const card of await cards.all()) {
      const box = (await card.boundingBox())!;
      expect(box.y + box.height, 'the card ends within two phone screens').toBeLessThanOrEqual(2 * VIEWPORTS.phone.height);
    }
    // The whole card is the tap target: a tap near its foot, away from the title, opens the page.
    const card = cards.nth(1);
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await page.mouse.click(box.x + box.width - 10, box.y + box.height - 6);
    await expect(page).toHaveURL(site.url + pages[1]);
  });

  test('the offer links are tap targets of at least 44 × 44 px', async ({ page, site }) => {
    await page.goto(site.url + '/');
    for (const offer of offers) {
      const link = page.locator(`#${offer.anchor} a[href="${offer.page.path}"]`);
      const box = (await link.boundingBox())!;
      expect(box.height, `${offer.title}: height`).toBeGreaterThanOrEqual(44);
      expect(box.width, `${offer.title}: width`).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('an offer page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });

  for (const offer of offers) {
    test(`${offer.page.path}: the price box's button opens the page's own form with "${offer.title}" selected`, async ({ page, site }) => {
      await page.goto(site.url + offer.page.path);
      await page.getByRole('main').getByRole('link', { name: home.hero.primaryCta.label }).first().click();
      await expect(page).toHaveURL(`${site.url}${offer.page.path}#contact`);
      await expect(page.getByLabel('Anliegen')).toHaveValue(offer.id);
      await expect(page.locator('#contact')).toBeInViewport();
    });
  }

  test('/keynotes: "Keynote anfragen" is in the fact box at the top and opens the form with the keynote selected', async ({
    page,
    site,
  }) => {
    await page.goto(site.url + '/keynotes');
    const request = page.getByRole('main').getByRole('link', { name: 'Keynote anfragen' }).first();
    expect((await request.boundingBox())!.y, 'within the first two phone screens, not at the end of the page').toBeLessThan(
      2 * VIEWPORTS.phone.height,
    );
    await request.click();
    await expect(page.getByLabel('Anliegen')).toHaveValue('speaking');
  });

  test('the browser itself refuses a callback number the server would refuse, and keeps what was typed', async ({ page, site }) => {
    await page.goto(site.url + '/#contact');
    // The callback is one of the section's three ways, one tap away.
    await page.locator('#contact nav.ways').getByRole('link', { name: contactForm.ways.callback.tab }).click();
    const form = page.locator('form#rueckruf-form');
    const phone = form.getByLabel(labels.phone);
    await form.getByLabel(labels.name).fill('Nora');
    await phone.fill('vierzig');
    expect(await phone.evaluate((el: HTMLInputElement) => el.validity.patternMismatch), 'the pattern compiles and refuses').toBe(true);
    await form.getByRole('button', { name: labels.submit.callback }).click();
    await expect(page).not.toHaveURL(/kontakt=/);
    await expect(phone).toHaveValue('vierzig');
    for (const good of ['+49 (0)40 2380-6150', '0170 1234567']) {
      await phone.fill(good);
      expect(await phone.evaluate((el: HTMLInputElement) => el.validity.valid), good).toBe(true);
    }
  });

  test('after sending, the success message and below it what happens next', async ({ page, site }) => {
    await page.goto(site.url + '/?anliegen=sparring#nachricht');
    const id = marker('ohnejs');
    await fillForm(page, { name: `Nora ${id}`, email: 'nora@example.de', message: `Ohne JavaScript: ${id}` });
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await confirmSend(page);
    await expect(page).toHaveURL(/kontakt=gesendet/);
    const success = page.getByText(MESSAGES.success, { exact: true });
    const next = page.getByText(contactForm.confirmation.messageNext, { exact: true });
    await expect(success).toBeVisible();
    await expect(next).toBeVisible();
    expect((await next.boundingBox())!.y).toBeGreaterThan((await success.boundingBox())!.y);
    await expect.poll(() => site.mails.find((m) => m.raw.includes(id))?.raw ?? '').toContain(id);
  });
});

test.describe('the callback form with JavaScript', () => {
  test('a bad number shows the German error next to the field, focuses it and sends nothing; a good one goes out', async ({
    page,
    site,
  }) => {
    const posts = formPosts(page);
    await openForm(page, site.url);
    const id = marker('tel');
    const form = await openWay(page, 'callback');
    await form.getByLabel(labels.name).fill(`Erika ${id}`);
    const phone = form.getByLabel(labels.phone);
    await phone.fill('vierzig');
    await form.getByRole('button', { name: labels.submit.callback }).click();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(FIELD_ERRORS.phoneInvalid);
    expect(posts).toEqual([]);

    await phone.fill('+49 40 2380 6150');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: labels.submit.callback }).click();
    await expect(page.locator('#rueckruf-status')).toHaveText(contactForm.confirmation.callback);
    await expect(page.locator('.form__facts')).toContainText('+49 40 2380 6150');
    await expect.poll(() => site.mails.find((m) => m.raw.includes(id))?.raw ?? '').toContain('+49 40 2380 6150');
  });
});

import type { Page } from '@playwright/test';
import { expect, test, VIEWPORTS } from './fixtures.ts';
import { openForm } from './form-helpers.ts';
import { effectsStarted } from './page-checks.ts';

// Without CALENDAR_URL (this site) the section shows the callback first (its topic a hidden field); the message way has the combobox.
const combobox = (page: Page) => page.getByRole('combobox', { name: 'Anliegen' });
/** The message way's topic, also while the callback is the way on view (its island then waits, a native select). */
const messageTopic = (page: Page) => page.locator('#nachricht-form [name="cta_type"]');
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Anliegen' });

const CTAS = [
  ['Keynote anfragen', 'speaking', 'Keynote anfragen'],
  ['Erstgespräch vereinbaren', 'kilead', 'Externer KI-Lead'],
  ['Termin vereinbaren', 'potenzialcheck', 'KI-Potenzial-Check'],
  ['Platz reservieren', 'sparring', 'Sparringspartner'],
] as const;

test.describe('selected topic', () => {
  test('each CTA scrolls to the form, clear of the fixed header, and selects its topic without reloading', async ({ page, site }) => {
    await page.goto(site.url + '/');
    // A CTA tapped before the effects start is a plain link (the server selects the topic after a reload).
    await effectsStarted(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const contact = page.locator('#contact');
    for (const [cta, value] of CTAS) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.getByRole('link', { name: cta }).click();
      await expect(contact).toBeInViewport();
      await expect(page).toHaveURL(`${site.url}/#contact`);
      await expect(contact).toBeFocused();
      await expect(page.locator('[data-island="ContactForm"]').first()).toHaveAttribute('data-hydrated', '');
      await expect(messageTopic(page)).toHaveValue(value);
      await expect(page.locator('#rueckruf-form input[name="cta_type"]')).toHaveValue(value);
      // Once the smooth scroll has settled, the section starts below the header.
      await expect
        .poll(async () => {
          const header = await page.locator('.site-header').boundingBox();
          const box = await contact.boundingBox();
          return box && header ? box.y >= header.y + header.height : false;
        })
        .toBe(true);
    }
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'no page load').toBe(true);
  });

  test('a CTA activated by keyboard puts focus in the form', async ({ page, site }) => {
    await page.goto(site.url + '/');
    await effectsStarted(page);
    await page.getByRole('link', { name: 'Keynote anfragen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#rueckruf').getByLabel('Name', { exact: true })).toBeFocused();
    await expect(messageTopic(page)).toHaveValue('speaking');
  });

  test('the form follows a CTA clicked after a manual choice', async ({ page, site }) => {
    await openForm(page, site.url);
    await combobox(page).click();
    await page.getByRole('option', { name: 'Sonstiges' }).click();
    await expect(combobox(page)).toHaveText('Sonstiges');
    await page.getByRole('link', { name: 'Termin vereinbaren' }).click();
    await expect(combobox(page)).toHaveText('KI-Potenzial-Check');
  });

  test('smooth scrolling is CSS, and off under reduced motion', async ({ page, site }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(site.url + '/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  });
});

test.describe('topic dropdown', () => {
  test('the server sends a native select; after hydration it is a combobox with the placeholder and five options', async ({
    page,
    site,
  }) => {
    // Before hydration (island code held back): the native select.
    await page.route('**/assets/contact-form-*.js', () => {});
    await page.goto(site.url + '/#nachricht');
    await expect(page.getByRole('combobox', { name: 'Anliegen' })).toHaveJSProperty('tagName', 'SELECT');
    await page.unroute('**/assets/contact-form-*.js');

    await openForm(page, site.url);
    const box = combobox(page);
    await expect(box).toHaveJSProperty('tagName', 'DIV');
    await expect(box).toHaveText('Wähle dein Anliegen...');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveAttribute('aria-controls', 'nachricht-topic-listbox');
    await expect(page.locator('select[name="cta_type"]')).toHaveCount(0);
    await expect(page.locator('#nachricht-form input[name="cta_type"]')).toHaveValue('');
  });

  test('by mouse: opens on click, chooses an option, closes on a click outside without choosing', async ({ page, site }) => {
    await openForm(page, site.url);
    const box = combobox(page);
    await box.click();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox(page)).toBeVisible();
    await expect(listbox(page).getByRole('option')).toHaveText([
      'Keynote anfragen',
      'Externer KI-Lead',
      'KI-Potenzial-Check',
      'Sparringspartner',
      'Sonstiges',
    ]);
    expect(await listbox(page).evaluate((el) => [getComputedStyle(el).maxHeight, getComputedStyle(el).overflowY])).toEqual([
      '256px',
      'auto',
    ]);

    await page.getByRole('option', { name: 'KI-Potenzial-Check' }).click();
    await expect(listbox(page)).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveText('KI-Potenzial-Check');
    await expect(box).toBeFocused();
    await expect(page.locator('#nachricht-form input[name="cta_type"]')).toHaveValue('potenzialcheck');

    await box.click();
    await expect(page.getByRole('option', { name: 'KI-Potenzial-Check' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('heading', { name: 'Lass uns sprechen' }).click();
    await expect(listbox(page)).toBeHidden();
    await expect(box).toHaveText('KI-Potenzial-Check');

    // A click on the label focuses the combobox, as with a native control.
    await page.getByText('Anliegen', { exact: true }).click();
    await expect(box).toBeFocused();
  });

  test('by keyboard: the APG select-only combobox keys', async ({ page, site }) => {
    await openForm(page, site.url);
    const box = combobox(page);
    const value = page.locator('#nachricht-form input[name="cta_type"]');
    const expanded = (open: boolean) => expect(box).toHaveAttribute('aria-expanded', String(open));
    /** Presses the keys in turn; then `option` is the active one. */
    const pressTo = async (option: string, ...keys: string[]) => {
      for (const key of keys) await page.keyboard.press(key);
      await expect(box).toHaveAttribute('aria-activedescendant', `nachricht-topic-option-${option}`);
    };

    await page.getByLabel('E-Mail', { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(box).toBeFocused();

    await pressTo('speaking', 'ArrowDown');
    await expanded(true);
    await pressTo('potenzialcheck', 'ArrowDown', 'ArrowDown');
    await pressTo('sonstiges', 'End');
    await pressTo('speaking', 'Home');
    await pressTo('sonstiges', 'PageDown');
    await pressTo('speaking', 'PageUp');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expanded(false);
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await expect(value).toHaveValue('kilead');
    await expect(box).toBeFocused();

    // Escape closes without choosing.
    await pressTo('kilead', ' ');
    await expanded(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expanded(false);
    await expect(value).toHaveValue('kilead');

    // Type-ahead opens and moves; Alt+Up chooses and closes.
    await page.keyboard.type('sp');
    await expanded(true);
    await pressTo('sparring');
    await page.keyboard.press('Alt+ArrowUp');
    await expect(value).toHaveValue('sparring');
    await expect(box).toHaveText('Sparringspartner');

    // Alt+Down opens on the current value; Up from closed goes to the first option.
    await pressTo('sparring', 'Alt+ArrowDown');
    await pressTo('speaking', 'Escape', 'ArrowUp');

    // Tab chooses the active option and moves on to the message.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(value).toHaveValue('kilead');
    await expect(page.getByLabel('Nachricht', { exact: true })).toBeFocused();

    // The value is what the form submits as cta_type.
    expect(await page.locator('form#nachricht-form').evaluate((form: HTMLFormElement) => new FormData(form).getAll('cta_type'))).toEqual([
      'kilead',
    ]);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`the open dropdown at ${viewport.width} px: in view, on top of the fields below`, async ({ page, site }) => {
      await page.setViewportSize(viewport);
      await openForm(page, site.url, '/?anliegen=speaking#nachricht');
      await combobox(page).click();
      await page.keyboard.press('ArrowDown');
      const list = listbox(page);
      await expect(list).toBeVisible();
      await expect(list).toBeInViewport({ ratio: 0.99 });
      // The list lies above the field below it.
      const onTop = await list.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return document.elementFromPoint(box.left + box.width / 2, box.bottom - 8)?.closest('[role="listbox"]') === el;
      });
      expect(onTop).toBe(true);
      if (process.env.SHOTS) await page.locator('#nachricht').screenshot({ path: `${process.env.SHOTS}/dropdown-${name}.png` });
    });
  }
});

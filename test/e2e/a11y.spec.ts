import { MESSAGES } from '../../shared/contact.ts';
import { site as texts } from '../../shared/content/site.ts';
import { expect, ROUTES, test, VIEWPORTS } from './fixtures.ts';
import { openForm } from './form-helpers.ts';
import { cspMessages, expectNoViolations, ISLAND, settle } from './page-checks.ts';

test.describe.configure({ mode: 'parallel' });

for (const viewport of Object.values(VIEWPORTS)) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of ROUTES) {
      test(`${route} – keyboard focus is always visible and never under the fixed header`, async ({ page, site }) => {
        await page.goto(site.url + route);
        await settle(page);
        const problems: string[] = [];
        const seen = new Set<string>();
        for (let i = 0; i < 250; i++) {
          await page.keyboard.press('Tab');
          const focus = await page.evaluate(() => {
            const el = document.activeElement as HTMLElement | null;
            if (!el || el === document.body) return null;
            const box = el.getBoundingClientRect();
            const header = document.querySelector('.site-header')!.getBoundingClientRect();
            const style = getComputedStyle(el);
            const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
            const ring = style.boxShadow !== 'none';
            const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim().slice(0, 40)}" @${Math.round(box.top + scrollY)}`;
            const inHeader = !!el.closest('.site-header, .skip-link');
            return {
              name,
              visible: outline || ring,
              // The element inside the viewport and clear of the header (unless it is in it); a
              // sliver of 2 px for rounding (WCAG 2.4.11 asks only for "not entirely hidden").
              obscured: !inHeader && (box.top < header.bottom - 2 || box.bottom > innerHeight + 2),
              detail: `top ${box.top.toFixed(1)}, bottom ${box.bottom.toFixed(1)}, header bottom ${header.bottom.toFixed(1)}, viewport ${innerHeight}`,
            };
          });
          if (!focus || seen.has(focus.name)) break;
          seen.add(focus.name);
          if (!focus.visible) problems.push(`no visible focus indicator: ${focus.name}`);
          if (focus.obscured) problems.push(`focused element hidden under the header or off screen: ${focus.name} (${focus.detail})`);
        }
        expect(seen.size, 'the walk reached focusable elements').toBeGreaterThan(3);
        expect(problems).toEqual([]);
      });
    }

    test('/ – axe finds no violation with the topic dropdown open', async ({ page, site }) => {
      const csp = cspMessages(page);
      await page.goto(site.url + '/');
      await settle(page);
      // The topic dropdown is the message way's: chosen in the section's row of ways.
      await page.locator('#contact nav.ways').getByRole('link', { name: 'Nachricht' }).click();
      await expect(page.locator(`#nachricht ${ISLAND}`)).toHaveAttribute('data-hydrated', '');
      const combobox = page.locator(`#nachricht ${ISLAND}`).getByRole('combobox', { name: 'Anliegen' });
      await combobox.click();
      await expect(combobox).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('listbox')).toBeVisible();
      await expect(page.getByRole('listbox', { name: 'Anliegen' }).getByRole('option')).toHaveCount(5);
      // The phone's whole page had axe in pages.spec; here the open dropdown. The wide layout (its
      // header, the home's columns) is checked whole here, its one axe run.
      await expectNoViolations(
        page,
        `with the dropdown open at ${viewport.width} px`,
        viewport === VIEWPORTS.phone ? '#nachricht' : undefined,
      );
      expect(csp, 'CSP violations').toEqual([]);
    });
  });
}

test.describe('keyboard alone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('the skip link is the first stop, shows itself and moves focus to the content', async ({ page, site }) => {
    for (const route of ROUTES) {
      await page.goto(site.url + route);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: texts.skipLinkLabel });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
    }
  });

  test('the contact form: filled, topic chosen and sent by keyboard; error and success are announced', async ({ page, site }) => {
    const csp = cspMessages(page);
    await page.goto(site.url + '/');
    // Tab to the section's ways like a keyboard user, choose the message, on to its first field (the island hydrates on the way).
    const way = page.locator('#contact nav.ways').getByRole('link', { name: 'Nachricht' });
    for (let i = 0; i < 300 && !(await way.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const name = page.locator('#nachricht').getByLabel('Name', { exact: true });
    await expect(name).toBeFocused();
    await expect(page.locator(`#nachricht ${ISLAND}`)).toHaveAttribute('data-hydrated', '');

    await page.keyboard.type('Erika Tastatur');
    await page.keyboard.press('Tab');
    await page.keyboard.type('erika@example.de');
    await page.keyboard.press('Tab');
    const combobox = page.getByRole('combobox', { name: 'Anliegen' });
    await expect(combobox).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveText('Sonstiges');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Nur mit der Tastatur geschrieben.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /senden/i })).toBeFocused();

    // A failed send is announced by the alert region; focus stays where it was.
    await page.route('**/sendForm.php', (route) => route.abort());
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.error);
    await page.unroute('**/sendForm.php');

    // The retry goes through and is announced by the status region.
    await page.getByRole('button', { name: /senden/i }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.success })).toHaveText(MESSAGES.success);
    await expect.poll(() => site.mails.some((mail) => mail.raw.includes('Erika Tastatur'))).toBe(true);
    expect(csp, 'CSP violations').toEqual([]);
  });
});

test.describe('a send with a field missing, by keyboard, with smooth scrolling', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('focus lands on the field at fault, already marked invalid with its error, and in view below the header', async ({ page, site }) => {
    const form = await openForm(page, site.url);
    await form.getByLabel('Name', { exact: true }).fill('Erika Tastatur');
    await page.getByLabel(/E-Mail/).fill('erika@example.de');
    await page.getByRole('button', { name: 'Nachricht senden' }).focus();
    // What a screen reader gets at the moment the focus arrives.
    await page.evaluate(() => {
      document.addEventListener(
        'focusin',
        (event) => {
          const field = event.target as HTMLElement;
          const error = document.getElementById(field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
          (window as unknown as { focusedAs: unknown }).focusedAs = {
            invalid: field.getAttribute('aria-invalid'),
            error: error?.textContent ?? '',
          };
        },
        { once: true },
      );
    });
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { focusedAs: unknown }).focusedAs))
      .toMatchObject({
        invalid: 'true',
        error: expect.stringMatching(/^Bitte /),
      });
    // Once the smooth scroll has ended, the field is below the fixed header and on screen.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const field = document.activeElement!.getBoundingClientRect();
          const header = document.querySelector('header.site-header')!.getBoundingClientRect();
          return {
            below: field.top >= header.bottom,
            onScreen: field.bottom <= innerHeight,
            top: field.top,
            header: header.bottom,
            y: scrollY,
          };
        }),
      )
      .toMatchObject({ below: true, onScreen: true });
  });
});

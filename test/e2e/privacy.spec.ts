import { observe } from './page-checks.ts';
import { expect, test } from './fixtures.ts';

// Every page's own privacy checks (no request leaves the origin, no cookie, no storage, no CSP
// violation) run in pages.spec.ts; here: that those checks would see a leak, and that the
// privacy statement says what they measure.

test('privacy – the checks see a blocked third-party image, an inline style and storage use', async ({ page, context, site }) => {
  // The negative control: the checks above would see a leak if the page had one.
  const cspConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) cspConsole.push(message.text());
  });
  await context.addInitScript(observe);
  await page.goto(site.url + '/impressum', { waitUntil: 'networkidle' });
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'https://third-party.invalid/pixel.gif';
    document.body.append(img);
    const style = document.createElement('style');
    style.textContent = 'body { color: red }';
    document.head.append(style);
    localStorage.getItem('x');
  });
  await expect
    .poll(() => page.evaluate(() => window.__observed!.csp.sort()))
    .toEqual([
      expect.stringMatching(/^img-src blocked https:\/\/third-party\.invalid\//),
      expect.stringMatching(/^style-src-elem blocked inline/),
    ]);
  expect(cspConsole.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => window.__observed!.storage)).toContain('localStorage read');
});

test('privacy – the privacy statement says what the tests above measure: counted on the server, no cookie, nothing stored on the device, an opt-out by browser signal', async ({
  page,
  site,
}) => {
  await page.goto(site.url + '/datenschutz');
  const analytics = page.locator('section#webanalyse');
  await expect(analytics).toContainText('kein Cookie gesetzt und nichts auf deinem Gerät gespeichert oder von dort ausgelesen');
  await expect(analytics).toContainText('Deine IP-Adresse und die Kennung deines Browsers werden nirgends gespeichert');
  await expect(analytics).toContainText('Global Privacy Control');
  // The one link says which browsers send the signal; no analytics provider's add-on any more.
  await expect(analytics.getByRole('link')).toHaveCount(1);
  await expect(analytics.getByRole('link')).toHaveAttribute('href', 'https://globalprivacycontrol.org/');
  await expect(page.locator('main')).toContainText('Diese Website setzt keine Cookies');
  await expect(page.locator('main')).toContainText('keine Inhalte von Drittanbietern');
});

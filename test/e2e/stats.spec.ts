import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, startSite, test } from './fixtures.ts';
import { fillForm, openForm } from './form-helpers.ts';

/**
 * The statistics counted from real Chromium: browsers that differ only by User-Agent behind
 * one address, a headless (bot) browser, one with Global Privacy Control, a prefetch and a
 * HEAD. The server is stopped gracefully (which writes the counts), then `npm run stats --
 * --json` reads them.
 */

// Chromium's headless User-Agent says HeadlessChrome, which counts as a bot; these are real browsers' strings.
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const EDGE = `${CHROME} Edg/126.0.0.0`;
const OPERA = `${CHROME} OPR/111.0.0.0`;

const beacon = (page: Page, event: string) =>
  page.waitForResponse((r) => r.url().includes(`/stats/event?e=${event}`) && r.status() === 204);

test('statistics – one reader over three pages sends a lead attributed to her campaign; a second browser at the same address is a second visitor; bot, GPC, prefetch and HEAD are not counted', async ({
  browser,
}) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ki-site-e2e-stats-'));
  const site = await startSite({ DATA_DIR: dataDir, CONTACT_RATE_LIMIT: '1000' });
  const contexts: BrowserContext[] = [];
  const context = async (options: Parameters<typeof browser.newContext>[0] = {}) => {
    const created = await browser.newContext(options);
    contexts.push(created);
    return created;
  };
  try {
    // The reader: enters from a newsletter link, reads two pages, then writes.
    const reader = await (await context({ userAgent: CHROME })).newPage();
    await reader.goto(`${site.url}/impressum?utm_source=newsletter&utm_medium=email&utm_campaign=fruehjahr`);
    await reader.goto(`${site.url}/datenschutz`);
    const seen = beacon(reader, 'form-view');
    await openForm(reader, site.url);
    await seen;
    const started = beacon(reader, 'form-start');
    await fillForm(reader, { name: 'Erika Mustermann', email: 'erika@example.de', message: 'Ich hätte gern eine Keynote.' });
    await started;
    await reader.getByRole('combobox', { name: 'Anliegen' }).click();
    await reader.getByRole('option', { name: 'Keynote anfragen' }).click();
    await reader.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(reader.getByRole('status')).toContainText('erfolgreich');

    // A second browser on the same machine (same address): another visitor. Its prefetch and HEAD are not views.
    const secondContext = await context({ userAgent: EDGE });
    const second = await secondContext.newPage();
    await second.goto(`${site.url}/impressum`);
    const prefetched = second.waitForResponse((r) => r.url().endsWith('/brief-aus-der-zukunft'));
    await second.evaluate(() => {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = '/brief-aus-der-zukunft';
      document.head.append(link);
    });
    expect((await prefetched).status()).toBe(200);
    expect((await secondContext.request.head(`${site.url}/brief-aus-der-zukunft`)).status()).toBe(200);

    // Chromium's own headless User-Agent, and a browser sending Global Privacy Control.
    await (await (await context()).newPage()).goto(`${site.url}/brief-aus-der-zukunft`);
    await (
      await (await context({ userAgent: OPERA, extraHTTPHeaders: { 'Sec-GPC': '1' } })).newPage()
    ).goto(`${site.url}/brief-aus-der-zukunft`);
  } finally {
    for (const c of contexts) await c.close();
    await site.stop();
  }

  const { stdout } = await promisify(execFile)(process.execPath, ['dist/server/cli/stats.js', '--json', '--days', '1'], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
  });
  await rm(dataDir, { recursive: true, force: true });
  const report = JSON.parse(stdout);
  expect(report.totals).toEqual({ visitors: 2, pageviews: 4, formViews: 1, formStarts: 1, leads: 1, spam: 0 });
  expect(report.pages).toEqual([
    { path: '/impressum', pageviews: 2, visitors: 2, leads: 0 },
    // The lead was sent on the home page (its post's Referer).
    { path: '/', pageviews: 1, visitors: 1, leads: 1 },
    { path: '/datenschutz', pageviews: 1, visitors: 1, leads: 0 },
  ]);
  expect(report.campaigns).toEqual([{ source: 'newsletter', medium: 'email', campaign: 'fruehjahr', visitors: 1, leads: 1 }]);
  expect(report.sources).toEqual([
    { source: 'newsletter', visitors: 1, leads: 1 },
    { source: 'direct', visitors: 1, leads: 0 },
  ]);
  expect(report.devices).toEqual({ phone: 0, tablet: 0, desktop: 2 });
  expect(report.leadsByTopic).toEqual({ speaking: 1, kilead: 0, potenzialcheck: 0, sparring: 0, sonstiges: 0 });
});

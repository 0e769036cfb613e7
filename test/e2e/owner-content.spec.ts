// The owner's hours and photo from the phone (390 × 844, virtual authenticator), against the built
// server with a calendar feed and a data folder of its own: Friday taken out of the bookable hours
// (no Friday slot is offered any more), a portrait uploaded (the home shows it as AVIF, without
// its EXIF and GPS), and a restart on the same data folder, after which both still hold. axe on
// the sections and their states.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { photo } from '../content/photo-fixtures.ts';
import { expect, startSite, test, VIEWPORTS } from './fixtures.ts';
import { signInAsOwner } from './owner-helpers.ts';
import { expectNoViolations } from './page-checks.ts';

test.use({ viewport: VIEWPORTS.phone });

const EMPTY_FEED = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//ki-site e2e//DE', 'END:VCALENDAR', ''].join('\r\n');
const status = (page: Page) => page.getByRole('status');

/** The days /form-token offers, by their German names („Fr., 11. Dez.“). */
async function offeredDays(url: string): Promise<string[]> {
  const session = (await (await fetch(`${url}/form-token`)).json()) as { slots: Array<{ day: string }> };
  return session.slots.map((day) => day.day);
}

async function publish(page: Page, origin: string) {
  await page.goto(`${origin}/intern/inhalte`);
  await page.getByRole('button', { name: 'Veröffentlichen' }).first().click();
  await expect(status(page)).toHaveText(/^Veröffentlicht als Version \d+/);
}

test('the owner takes Friday out of his hours and uploads a portrait; a restart keeps both', async ({ page }) => {
  const feed: Server = createServer((request, response) => {
    if (request.method !== 'GET') return void response.writeHead(405).end();
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(EMPTY_FEED);
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ki-site-owner-content-'));
  const env = { DATA_DIR: dataDir, CALENDAR_URL: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/owner.ics` };
  let site = await startSite(env);
  const owner = { url: site.url, mails: [], dataDir };
  try {
    await expect.poll(async () => (await offeredDays(site.url)).some((day) => day.startsWith('Fr.'))).toBe(true);
    const origin = await signInAsOwner(page, owner);

    await page.goto(`${origin}/intern/inhalte/termine`);
    await expectNoViolations(page, 'on the hours');
    await page
      .getByRole('group', { name: 'Freitag', exact: true })
      .getByRole('button', { name: /^Entfernen/ })
      .click();
    await expect(page.getByRole('group', { name: 'Freitag', exact: true }).getByRole('button', { name: /^Entfernen/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(status(page)).toHaveText(/^Gespeichert/);
    await publish(page, origin);
    expect((await offeredDays(site.url)).filter((day) => day.startsWith('Fr.'))).toEqual([]);

    const file = path.join(dataDir, 'upload.jpg');
    await writeFile(file, await photo('jpeg', { width: 1200, height: 1500, metadata: true }));
    await page.goto(`${origin}/intern/inhalte/ueber-mich`);
    await expectNoViolations(page, 'on „Über mich“ with its upload form');
    await page.getByLabel(/^Neues Foto/).setInputFiles(file);
    await page.getByRole('button', { name: 'Foto hochladen' }).click();
    await expect(status(page)).toHaveText(/^Porträt gespeichert/);
    await expect(page.getByRole('img', { name: 'Porträt im Entwurf' })).toBeVisible();
    await expectNoViolations(page, 'after the upload');
    await publish(page, origin);

    const avif = async () => {
      const html = await (await fetch(`${site.url}/`)).text();
      return /<source type="image\/avif" srcSet="(\/media\/portrait-[^" ,]+)/.exec(html)?.[1];
    };
    const shown = await avif();
    expect(shown, 'the home shows the uploaded portrait as AVIF').toBeTruthy();
    const bytes = Buffer.from(await (await fetch(`${site.url}${shown}`)).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('heif');
    expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined]);

    await site.stop();
    site = await startSite(env);
    expect(await avif(), 'after a restart: the same portrait').toBe(shown);
    expect(
      (await offeredDays(site.url)).filter((day) => day.startsWith('Fr.')),
      'and still no Friday',
    ).toEqual([]);
  } finally {
    await site.stop();
    feed.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

// The owner edits his site on a phone (390 × 844, signed in with Chromium's virtual
// authenticator), against the built server with a data folder of its own: a price changed,
// previewed, published while /healthz keeps answering, and restored; a fourth offer added with
// its page, card and menu entry; a refused save and a conflict. axe on every editor state.
// SHOTS=<folder> keeps screenshots of the sections, a section and the preview.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { expect, startSite, VIEWPORTS, type Site } from './fixtures.ts';
import { signInAsOwner } from './owner-helpers.ts';
import { expectNoViolations } from './page-checks.ts';

/** A site of its own: a publish changes every page, which no other spec may see. */
const test = base.extend<object, { edited: Site }>({
  edited: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'ki-site-editor-'));
      const site = await startSite({ DATA_DIR: dataDir });
      await use({ url: site.url, mails: [], dataDir });
      await site.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

test.use({ viewport: VIEWPORTS.phone });
test.describe.configure({ mode: 'serial' });

const shot = (page: Page, name: string) =>
  process.env.SHOTS ? page.screenshot({ path: `${process.env.SHOTS}/editor-${name}-390.png`, fullPage: name === 'index' }) : null;

/** The item of a list in the form, by its legend; its fields open. */
async function openItem(page: Page, legend: string) {
  const item = page.locator('fieldset.editor-item', { has: page.locator(`legend:text-is("${legend}")`) });
  await item.locator(':scope > details > summary').click();
  return item;
}

const status = (page: Page) => page.getByRole('status');

test('the owner changes a price, previews and publishes it while /healthz answers, then restores the version before', async ({
  page,
  edited,
}) => {
  const origin = await signInAsOwner(page, edited);
  await expectNoViolations(page, 'on the overview with the content card');
  await page.getByRole('navigation', { name: 'Bereiche' }).getByRole('link', { name: 'Inhalte' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '18\u00a0Platzhalter offen' })).toBeVisible();
  await expectNoViolations(page, 'on the sections');
  await shot(page, 'index');

  await page.getByRole('link', { name: 'Angebote und Preise' }).click();
  await expectNoViolations(page, 'on a section');
  await shot(page, 'section');
  const check = await openItem(page, 'Angebot 2: KI-Potenzial-Check');
  await check.getByLabel('Preis in Euro').fill('3900');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(status(page)).toHaveText('Gespeichert – noch nicht veröffentlicht. Vorschau ansehen oder veröffentlichen.');

  await page.goto(`${origin}/intern/inhalte`);
  await page.getByRole('navigation', { name: 'Vorschau des Entwurfs' }).getByRole('link', { name: 'KI-Potenzial-Check' }).click();
  const bar = page.getByRole('complementary', { name: 'Vorschau' });
  await expect(bar).toContainText('Vorschau – noch nicht veröffentlicht');
  await expect(page.locator('main')).toContainText('3.900\u00a0€');
  await expectNoViolations(page, 'on the preview');
  await shot(page, 'preview');
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${edited.url}/ki-potenzial-check`);
  await expect(visitor.locator('main')).toContainText('3.600\u00a0€');

  // /healthz polled all through the publish: it must answer each time.
  let publishing = true;
  const answers: number[] = [];
  const polling = (async () => {
    while (publishing) answers.push((await fetch(`${edited.url}/healthz`)).status);
  })();
  await bar.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(status(page)).toHaveText(/^Veröffentlicht als Version 1: 1\u00a0Änderung\. Alle Seiten sind neu erstellt\.$/);
  publishing = false;
  await polling;
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.every((code) => code === 200)).toBe(true);
  await visitor.reload();
  await expect(visitor.locator('main')).toContainText('3.900\u00a0€');

  await page.getByRole('link', { name: 'Versionen und Wiederherstellen' }).click();
  await expect(page.getByRole('heading', { name: 'Version 1 (veröffentlicht)' })).toBeVisible();
  await expectNoViolations(page, 'on the versions');
  await page.getByRole('button', { name: 'Version 0 wiederherstellen …' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Version 0 wiederherstellen?' })).toBeVisible();
  await expectNoViolations(page, 'on the restore confirmation');
  await page.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(status(page)).toHaveText('Version 0 ist wiederhergestellt, als Version 2. Alle Seiten sind neu erstellt.');
  await visitor.reload();
  await expect(visitor.locator('main')).toContainText('3.600\u00a0€');
  await visitor.close();
});

test('the owner adds a fourth offer: a refused save, a conflict, then its page, card and menu entry', async ({ page, edited }) => {
  const origin = await signInAsOwner(page, edited);
  await page.goto(`${origin}/intern/inhalte/angebote`);
  await page.getByRole('button', { name: 'Angebot hinzufügen' }).click();
  const workshop = page.locator('fieldset.editor-item', { has: page.locator('legend', { hasText: /^Angebot 4/ }) });
  await expect(workshop.locator('details')).toHaveAttribute('open', '');
  await page.getByRole('button', { name: 'Speichern' }).click();
  const errors = page.getByRole('region', { name: /Nicht gespeichert/ });
  await expect(errors).toBeFocused();
  await expectNoViolations(page, 'on a section with errors');
  await errors.getByRole('link', { name: /Angebot 4 › Kennung/ }).click();
  await expect(workshop.getByLabel('Kennung')).toBeFocused();
  await shot(page, 'errors');
  await expect(workshop.getByLabel('Kennung')).toHaveAccessibleDescription(/Diese Eingabe hat nicht die erwartete Form/);

  const fields: Array<[string, string]> = [
    ['Kennung', 'workshop'],
    ['Anker auf der Startseite', 'workshop'],
    ['Adresse der Seite', '/ki-workshop'],
    ['Seitentitel', 'KI-Workshop – {identity.name}'],
    ['Name', 'KI-Workshop'],
    ['Eine Zeile (Übersicht)', 'Ein Tag KI-Praxis'],
    ['Preis in Euro', '2000'],
    ['Vor dem Preis', 'Festpreis'],
    ['Link zur eigenen Seite', 'Alles zum KI-Workshop'],
  ];
  for (const [label, value] of fields) await workshop.getByLabel(label, { exact: true }).fill(value);

  // Meanwhile the laptop saves the same section: the phone's save is refused with both values.
  const laptop = await page.context().newPage();
  await laptop.goto(`${origin}/intern/inhalte/angebote`);
  const lead = await openItem(laptop, 'Angebot 1: Externer KI-Lead');
  await lead.getByLabel('Preis in Euro').fill('3700');
  await laptop.getByRole('button', { name: 'Speichern' }).click();
  await expect(laptop.getByRole('status')).toHaveText(/^Gespeichert/);
  await laptop.close();
  await page.getByRole('button', { name: 'Speichern' }).click();
  const conflict = page.getByRole('region', { name: 'Auf einem anderen Gerät wurde inzwischen gespeichert' });
  await expect(conflict).toBeFocused();
  await expect(conflict).toContainText('Externer KI-Lead › Preis in Euro: „3700“ → „3500“');
  await expectNoViolations(page, 'on a conflict');
  await expect(workshop.getByLabel('Name', { exact: true })).toHaveValue('KI-Workshop');
  await (await openItem(page, 'Angebot 1: Externer KI-Lead')).getByLabel('Preis in Euro').fill('3700');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(status(page)).toHaveText(/^Gespeichert/);

  await page.goto(`${origin}/intern/inhalte`);
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(status(page)).toHaveText(/^Veröffentlicht als Version \d+: /);
  await page.goto(`${edited.url}/ki-workshop`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('KI-Workshop');
  await expect(page.locator('main')).toContainText('2.000\u00a0€');
  await page.goto(`${edited.url}/`);
  await expect(page.locator('main').locator('a[href="/ki-workshop"]').first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.locator('summary', { hasText: 'Menü' }).click();
  await expect(nav.locator('.site-menu__panel').getByRole('list', { name: 'Angebote' }).getByRole('link')).toHaveText([
    'Externer KI-Lead',
    'KI-Potenzial-Check',
    'Sparringspartner',
    'KI-Workshop',
  ]);
});

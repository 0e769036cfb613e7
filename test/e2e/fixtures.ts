import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, type Page, type Request } from '@playwright/test';
import { freePort, startChild, startRelay, type RelayMail } from '../../scripts/local-services.ts';
import { offers } from '../../shared/content/offers.ts';
import { FORM_SECRET } from '../secret.ts';

export interface Site {
  url: string;
  mails: RelayMail[];
  dataDir: string;
}

/** Starts the built server (dist/server/main.js) in production mode; resolves when it listens. */
export async function startSite(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { stop } = await startChild(
    ['dist/server/main.js'],
    { NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), FORM_SECRET, ...env },
    `${url}/healthz`,
  );
  return { url, stop };
}

/** The built server with a real SMTP relay and a fresh data folder; `env` changes its configuration. */
export async function startSiteWithRelay(env: Record<string, string>): Promise<{ site: Site; stop: () => Promise<void> }> {
  const smtp = await startRelay();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ki-site-e2e-'));
  const site = await startSite({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_TO: 'owner@example.de',
    MAIL_FROM: 'website@example.de',
    // Browser tests post many forms from one address.
    CONTACT_RATE_LIMIT: '1000',
    ...env,
  });
  const stop = async () => {
    await site.stop();
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { site: { url: site.url, mails: smtp.mails, dataDir }, stop };
}

/**
 * One site per worker (startSiteWithRelay). `siteEnv` lets a spec file change the configuration
 * (e.g. FORM_MODE=mock).
 */
export const test = base.extend<{ siteEnv: Record<string, string> }, { site: Site; workerSiteEnv: Record<string, string> }>({
  siteEnv: [{}, { option: true }],
  workerSiteEnv: [{}, { option: true, scope: 'worker' }],
  site: [
    async ({ workerSiteEnv }, use) => {
      const { site, stop } = await startSiteWithRelay(workerSiteEnv);
      await use(site);
      await stop();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';

/** Every request the page makes from now on that `matches`. */
export function requestsOf(page: Page, matches: (request: Request) => boolean): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (matches(request)) requests.push(request);
  });
  return requests;
}

/** Collects console errors and failed requests of a page. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

/** Every public page (the sitemap's list), so a new page is checked by every spec that walks them. */
/** Every public page (the browser's runner loads no Markdown module, so not from shared/content/index.ts). */
export const ROUTES = ['/', ...offers.map((offer) => offer.page.path), '/keynotes', '/impressum', '/datenschutz', '/brief-aus-der-zukunft'];

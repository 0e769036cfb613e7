import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { freePort, startRelay, type RelayMail } from '../../scripts/local-services.ts';
import { publicPages } from '../../shared/content/pages.ts';

export interface Site {
  url: string;
  mails: RelayMail[];
  dataDir: string;
}

/** Starts the built server (dist/server/main.js) as its own process; resolves when it listens. */
export async function startSite(env: Record<string, string>): Promise<{ url: string; process: ChildProcess; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`);
    try {
      const res = await fetch(`${url}/impressum`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    process: child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * One site per worker: the built server with a real SMTP relay and a fresh data folder.
 * `siteEnv` lets a spec file change the configuration (e.g. FORM_MODE=mock).
 */
export const test = base.extend<{ siteEnv: Record<string, string> }, { site: Site; workerSiteEnv: Record<string, string> }>({
  siteEnv: [{}, { option: true }],
  workerSiteEnv: [{}, { option: true, scope: 'worker' }],
  site: [
    async ({ workerSiteEnv }, use) => {
      const smtp = await startRelay();
      const dataDir = await mkdtemp(path.join(tmpdir(), 'ki-site-e2e-'));
      const site = await startSite({
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        MAIL_TO: 'owner@example.de',
        MAIL_FROM: 'website@example.de',
        FORM_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456',
        // Browser tests post many forms from one address.
        CONTACT_RATE_LIMIT: '1000',
        ...workerSiteEnv,
      });
      await use({ url: site.url, mails: smtp.mails, dataDir });
      await site.stop();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
export { freePort };

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
export const ROUTES = publicPages.map((page) => page.path);

// Which Chromium the browser tests and the Lighthouse bench launch, and how: Debian's Chromium
// where it is installed (CI, this project's machines), Playwright's own browser elsewhere;
// CHROMIUM_PATH chooses explicitly. The flags keep a headless run quiet on a closed network.
import { existsSync } from 'node:fs';

/** The flags every Chromium of the tests and benches starts with. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The executable to launch, or undefined for Playwright's own Chromium. */
export function chromiumPath(): string | undefined {
  return process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

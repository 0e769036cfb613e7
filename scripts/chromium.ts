// Which Chromium the browser tests and the Lighthouse bench launch, and how: Debian's Chromium
// where it is installed (CI, this project's machines), Playwright's own browser elsewhere;
// CHROMIUM_PATH chooses explicitly. The flags keep a headless run quiet on a closed network.
// The tests prefer Debian's headless shell, the old headless mode Playwright's own headless runs
// use: the same Blink at half the CPU of the full browser (the Playwright phase took 600 s with the
// full browser, 310 s with the shell on a 2-core machine). Lighthouse measures in the full browser.
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

/** The executable to launch, or undefined for Playwright's own Chromium; `shell` prefers the headless shell. */
export function chromiumPath({ shell = false } = {}): string | undefined {
  const installed = shell ? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] : ['/usr/bin/chromium'];
  return process.env.CHROMIUM_PATH || installed.find((path) => existsSync(path));
}

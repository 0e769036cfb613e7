import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { testApp } from '../helpers.ts';

/**
 * The MDN HTTP Observatory scanner (@mdn/mdn-http-observatory) against the site on loopback.
 *
 * How it runs locally: `scan(host)` builds `http://${host}` and `https://${host}` from the
 * string it is given and never validates it (only the hosted API refuses non-public hosts), so
 * `127.0.0.1:<port>/<path>` scans any port and route. The https attempt fails (no TLS on
 * loopback) and the scan grades the http answer, so exactly the two tests that need TLS fail:
 * `strict-transport-security` (hsts-not-implemented-no-https) and `redirection`
 * (redirection-missing: no redirect to https). TLS ends at the proxy in production (README).
 *
 * Its install script downloads the HSTS preload list to conf/hsts-preload.json; .npmrc skips
 * install scripts, so the file is missing and the scanner would throw. Loopback addresses are
 * on no preload list: an empty list is the right answer, handed to the scanner for this test.
 */
const TLS_ONLY = { 'strict-transport-security': 'hsts-not-implemented-no-https', redirection: 'redirection-missing' };
const ROUTES = ['/', '/impressum', '/datenschutz', '/brief-aus-der-zukunft'];

interface ScanTest {
  pass: boolean;
  result: string;
}
type Scan = (
  host: string,
) => Promise<{ scan: { grade: string; score: number; testsPassed: number; testsQuantity: number }; tests: Record<string, ScanTest> }>;

interface Tap {
  teardown(fn: () => unknown): void;
}

async function loadScanner(t: Tap): Promise<Scan> {
  const readFileSync = fs.readFileSync;
  const patched = function (this: unknown, file: fs.PathOrFileDescriptor, ...rest: unknown[]) {
    if (typeof file === 'string' && file.endsWith('hsts-preload.json') && !fs.existsSync(file)) return '{}';
    return (readFileSync as (...args: unknown[]) => unknown).call(this, file, ...rest);
  };
  fs.readFileSync = patched as typeof fs.readFileSync;
  t.teardown(() => {
    fs.readFileSync = readFileSync;
  });
  // @ts-expect-error: the package ships JavaScript without type declarations
  const { scan } = (await import('@mdn/mdn-http-observatory')) as { scan: Scan };
  return scan;
}

for (const [name, env] of [
  ['production settings (https PUBLIC_URL)', {}],
  ['laptop defaults (http PUBLIC_URL)', { PUBLIC_URL: '' }],
] as const) {
  t.test(`MDN HTTP Observatory – every test but the two that need TLS passes, ${name}`, async (t) => {
    const scan = await loadScanner(t);
    const { app } = await testApp(t, { env });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;

    // The path really reaches the server: the scanner refuses a 404 answer.
    await t.rejects(scan(`127.0.0.1:${port}/gibt-es-nicht`), /status code 404/, 'the scanned path is the requested route');
    const results = await Promise.all(ROUTES.map((route) => scan(`127.0.0.1:${port}${route === '/' ? '' : route}`)));
    results.forEach((result, index) => {
      const route = ROUTES[index]!;
      const { scan: summary, tests } = result;
      t.comment(`${route}: grade ${summary.grade}, score ${summary.score}, ${summary.testsPassed}/${summary.testsQuantity} tests passed`);
      t.equal(Object.keys(tests).length, summary.testsQuantity, `${route}: every test ran`);
      for (const [id, test] of Object.entries(tests)) {
        if (id in TLS_ONLY) {
          t.equal(test.result, TLS_ONLY[id as keyof typeof TLS_ONLY], `${route}: ${id} fails only for want of TLS`);
        } else {
          t.ok(test.pass, `${route}: ${id} passes (${test.result})`);
        }
      }
      t.equal(tests['content-security-policy']?.result, 'csp-implemented-with-no-unsafe', `${route}: CSP without unsafe sources`);
      t.equal(tests.cookies?.result, 'cookies-not-found', `${route}: no cookies`);
    });
  });
}

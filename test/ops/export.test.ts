import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import t from 'tap';
import { publicPages } from '../../shared/content/pages.ts';
import { exportSite, pageFile } from '../../server/export.ts';
import type { AssetManifest } from '../../shared/assets.ts';
import { buildTestApp, testConfig } from '../helpers.ts';
import { parseHtml } from '../html.ts';
import { EXPORT, ROOT, requireBuild, run, tempDir } from './process.ts';

requireBuild(t);

const ENV = { FORM_ENDPOINT: 'https://form.example.de' };
const PAGES = ['/', '/impressum', '/datenschutz', '/brief-aus-der-zukunft'];
const DIST = path.join(ROOT, 'dist');

async function exportTo(t: Parameters<typeof testConfig>[0]) {
  const outDir = path.join(await tempDir(t), 'out');
  const config = await testConfig(t, ENV);
  await exportSite({ config, distDir: DIST, outDir });
  return outDir;
}

t.test('export – writes every page, a 404 page, the crawler files, the assets and _headers', async (t) => {
  const outDir = await exportTo(t);
  for (const file of [...publicPages.map((page) => pageFile(page.path)), '404.html', '_headers']) {
    t.ok(existsSync(path.join(outDir, file)), file);
  }
  for (const file of ['robots.txt', 'sitemap.xml', 'llms.txt']) t.ok(existsSync(path.join(outDir, file)), file);
  // Beside each page and crawler file its brotli and gzip forms, for gzip_static and the like.
  for (const file of [
    'index.html',
    'impressum.html',
    'datenschutz.html',
    'brief-aus-der-zukunft.html',
    '404.html',
    'robots.txt',
    'sitemap.xml',
    'llms.txt',
  ]) {
    const plain = await readFile(path.join(outDir, file));
    t.ok(brotliDecompressSync(await readFile(path.join(outDir, `${file}.br`))).equals(plain), `${file}.br decodes to ${file}`);
    t.ok(gunzipSync(await readFile(path.join(outDir, `${file}.gz`))).equals(plain), `${file}.gz decodes to ${file}`);
  }
  const manifest = JSON.parse(await readFile(path.join(DIST, 'manifest.json'), 'utf8')) as AssetManifest;
  const ogPages = Object.values(manifest.ogPages ?? {}).map((og) => og.url);
  t.equal(ogPages.length, 4, 'the offer and keynote pages have their own Open Graph images');
  const urls = [
    manifest.css,
    manifest.script,
    ...manifest.scriptPreload,
    manifest.font.url,
    manifest.og.url,
    ...ogPages,
    manifest.icons.svg,
    manifest.icons.appleTouch,
  ];
  for (const image of Object.values(manifest.images)) urls.push(image.avif, image.webp, image.fallback);
  for (const url of urls) t.ok(existsSync(path.join(outDir, url)), `asset ${url}`);

  const headers = await readFile(path.join(outDir, '_headers'), 'utf8');
  t.match(
    headers,
    /^\/\*\n {2}content-security-policy: .*connect-src 'self' https:\/\/form\.example\.de/m,
    'the CSP allows the form server',
  );
  t.match(headers, /^\/assets\/\*\n {2}cache-control: public, max-age=31536000, immutable$/m);
});

t.test(
  'export – the HTML equals the served HTML apart from the per-request form token and start time, plus the statistics pixel',
  async (t) => {
    const outDir = await exportTo(t);
    const app = await buildTestApp(t, ENV);
    for (const url of PAGES) {
      const served = await app.inject({ url, headers: { 'user-agent': 'Googlebot' } });
      let expected = served.body;
      const doc = parseHtml(served.body);
      const token = doc.querySelector('input[name="spam_token"]')?.getAttribute('value');
      const startTime = doc.querySelector('input[name="form_start_time"]')?.getAttribute('value');
      if (token) expected = expected.replaceAll(token, '');
      if (startTime) expected = expected.replaceAll(startTime, '');
      const exported = await readFile(path.join(outDir, pageFile(url)), 'utf8');
      const pixel = `<img src="https://form.example.de/stats/pixel.gif?p=${encodeURIComponent(url)}" alt="" width="1" height="1" hidden referrerpolicy="origin" decoding="async">`;
      t.equal(
        exported,
        expected.replace('</body>', `${pixel}</body>`),
        `${url} -> ${pageFile(url)}: the page's path and nothing else goes to the form server`,
      );
    }
    const notFound = await app.inject({ url: '/gibt-es-nicht', headers: { 'user-agent': 'Googlebot' } });
    t.equal(await readFile(path.join(outDir, '404.html'), 'utf8'), notFound.body, '404.html, without a pixel (errors are not counted)');
    t.equal(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8'), (await app.inject('/sitemap.xml')).body, 'sitemap.xml');
  },
);

t.test('export – the form has no baked-in token; it posts to and fetches its token from FORM_ENDPOINT', async (t) => {
  const outDir = await exportTo(t);
  const doc = parseHtml(await readFile(path.join(outDir, 'index.html'), 'utf8'));
  t.equal(doc.querySelector('form#contact-form')?.getAttribute('action'), 'https://form.example.de/sendForm.php');
  t.equal(doc.querySelector('input[name="spam_token"]')?.getAttribute('value'), '', 'no token in the file');
  t.equal(doc.querySelector('input[name="form_start_time"]')?.getAttribute('value'), '', 'no start time in the file');
  const props = JSON.parse(doc.querySelector('[data-island="ContactForm"]')?.getAttribute('data-props') ?? '{}');
  t.match(props, {
    token: '',
    startTime: '',
    tokenUrl: 'https://form.example.de/form-token',
    action: 'https://form.example.de/sendForm.php',
  });
});

t.test('export – npm run export: a real process with EXPORT_DIR; PUBLIC_URL is required', async (t) => {
  const dir = await tempDir(t);
  const outDir = path.join(dir, 'site');
  const ok = run(t, EXPORT, { PUBLIC_URL: 'https://www.example.de', FORM_ENDPOINT: 'https://form.example.de', EXPORT_DIR: outDir });
  t.equal(await ok.exited, 0, ok.stderr());
  t.match(ok.stdout(), new RegExp(`exported ${publicPages.length + 1} pages`), 'every public page and the 404 page');
  t.ok(existsSync(path.join(outDir, 'index.html')));

  const missing = run(t, EXPORT, { EXPORT_DIR: path.join(dir, 'other') });
  t.equal(await missing.exited, 1);
  t.match(missing.stderr(), /PUBLIC_URL/);
});

t.test('export – refuses to empty a folder that holds something else', async (t) => {
  const outDir = await tempDir(t);
  await mkdir(path.join(outDir, 'keep'));
  await writeFile(path.join(outDir, 'keep', 'important.txt'), 'do not delete');
  const config = await testConfig(t, ENV);
  await t.rejects(exportSite({ config, distDir: DIST, outDir }), /Refusing to export/);
  t.ok(existsSync(path.join(outDir, 'keep', 'important.txt')));
});

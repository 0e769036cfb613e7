// `npm run export`: the site as static files for a CDN or an object store. The pages come from
// the same app and the same render path as a running server (app.inject); only the form's
// per-request slots are left empty, because one token baked into a file would be shared by
// every visitor and rejected as a replay after the first message. The form island fetches a
// fresh token from FORM_ENDPOINT when it hydrates.
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { publicPages } from '../shared/content/pages.ts';
import { buildApp } from './app.ts';
import { loadConfigOrExit, type Config } from './config.ts';
import { precompress } from './render/encoding.ts';
import { pixelTag, withPixel } from './stats/pixel.ts';

/** The pages, as URL path -> file. `impressum.html` is what Cloudflare Pages, Netlify,
 * GitHub Pages and `try_files $uri $uri.html` serve at `/impressum`, without a trailing slash. */
const PAGES = publicPages.map((meta) => meta.path);
/** Other GET routes, exported when the app has them. */
const FILES = ['/robots.txt', '/sitemap.xml', '/llms.txt'];
const NOT_FOUND_FILE = '404.html';
/** Response headers that describe one answer, not the site's policy. */
const PER_RESPONSE_HEADERS = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'etag',
  'last-modified',
  'cache-control',
  'date',
  'connection',
  'keep-alive',
  'vary',
  'accept-ranges',
]);
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface ExportOptions {
  config: Config;
  /** The build output (manifest.json, public/). */
  distDir: string;
  outDir: string;
}

export interface ExportResult {
  files: string[];
}

/** Writes the static site to outDir; returns the written files, relative to outDir. */
export async function exportSite({ config, distDir, outDir }: ExportOptions): Promise<ExportResult> {
  await prepareOutDir(outDir);
  const app = await buildApp(config, { distDir, logger: { level: 'error' }, bakedPages: true });
  try {
    await app.ready();
    const files: string[] = [];
    const write = async (file: string, body: string | Buffer) => {
      await writeFile(path.join(outDir, file), body);
      files.push(file);
    };
    // A page or crawler file as the server sends it (a page with the statistics pixel added),
    // and beside it its brotli and gzip forms, for nginx gzip_static and Caddy's precompressed.
    const save = async (url: string, file: string, status: number, transform = (body: Buffer) => body) => {
      const res = await fetchOk(app, url, status);
      const { identity, br, gzip } = await precompress(transform(res.rawPayload));
      await write(file, identity);
      await writeFile(path.join(outDir, `${file}.br`), br);
      await writeFile(path.join(outDir, `${file}.gz`), gzip);
      return res;
    };

    // Hashed assets, fonts, images and icons exactly as the server serves them.
    await cp(path.join(distDir, 'public'), outDir, { recursive: true });

    let siteHeaders: Record<string, string> = {};
    for (const url of PAGES) {
      const pixel = config.analytics ? (body: Buffer) => withPixel(body, pixelTag(config.formEndpoint, url)) : undefined;
      const res = await save(url, pageFile(url), 200, pixel);
      if (url === '/') siteHeaders = policyHeaders(res.headers);
    }
    await save('/__static-export-not-found__', NOT_FOUND_FILE, 404);
    for (const url of FILES) {
      if (app.hasRoute({ method: 'GET', url })) await save(url, url.slice(1), 200);
    }
    await write('_headers', headersFile(siteHeaders));
    return { files: [...files, ...(await listFiles(path.join(distDir, 'public')))].sort() };
  } finally {
    await app.close();
  }
}

/** `/` -> index.html, `/impressum` -> impressum.html. */
export function pageFile(url: string): string {
  return url === '/' ? 'index.html' : `${url.slice(1)}.html`;
}

async function fetchOk(app: FastifyInstance, url: string, status: number, encoding?: 'br' | 'gzip') {
  const res = await app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
  if (res.statusCode !== status) throw new Error(`GET ${url} answered ${res.statusCode}, expected ${status}`);
  return res;
}

/** The security headers the server sends with a page (CSP, HSTS, framing, referrer, …). */
function policyHeaders(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name, value]) => !PER_RESPONSE_HEADERS.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, value as string]),
  );
}

/**
 * `_headers` (Netlify, Cloudflare Pages): the server's security headers on every file and a
 * year of caching for the hashed assets. Other hosts: set the same headers in their config.
 */
function headersFile(site: Record<string, string>): string {
  const lines = ['/*', ...Object.entries(site).map(([name, value]) => `  ${name}: ${value}`), '/assets/*', `  cache-control: ${IMMUTABLE}`];
  return `${lines.join('\n')}\n`;
}

/** Empties outDir, refusing anything that does not look like an earlier export. */
async function prepareOutDir(outDir: string) {
  const cwd = process.cwd();
  if (outDir === path.parse(outDir).root || cwd.startsWith(outDir + path.sep) || outDir === cwd) {
    throw new Error(`Refusing to export into ${outDir}: choose an empty folder such as ./out`);
  }
  if (existsSync(outDir)) {
    const entries = await readdir(outDir);
    if (entries.length > 0 && !entries.includes('index.html')) {
      throw new Error(`Refusing to export into ${outDir}: it is not empty and holds no earlier export`);
    }
    await rm(outDir, { recursive: true, force: true });
  }
  await mkdir(outDir, { recursive: true });
}

/** Every file under dir, as relative paths with `/`. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

async function main() {
  // No relay: exporting must never start the delivery loop.
  const config = loadConfigOrExit({ ...process.env, SMTP_URL: '' });
  if (!process.env.PUBLIC_URL) {
    process.stderr.write('Invalid configuration: PUBLIC_URL must be set for an export (canonical links, sitemap, og:image)\n');
    process.exit(1);
  }
  if (!config.formEndpoint) {
    process.stderr.write(
      'Warning: FORM_ENDPOINT is not set: the exported form posts to /sendForm.php on the static host; ' +
        'route /sendForm.php and /form-token there to a form server, or set FORM_ENDPOINT.\n',
    );
  }
  const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const outDir = path.resolve(process.argv[2] ?? process.env.EXPORT_DIR ?? 'out');
  // The pages need no lead store: a throwaway DATA_DIR instead of the real one.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ki-site-export-'));
  const started = Date.now();
  try {
    const { files } = await exportSite({ config: { ...config, dataDir }, distDir, outDir });
    const pages = files.filter((file) => file.endsWith('.html'));
    console.log(
      `exported ${pages.length} pages (${pages.join(', ')}) and ${files.length - pages.length} other files to ${outDir} in ${Date.now() - started} ms`,
    );
    console.log(`form endpoint: ${config.formEndpoint || 'same origin'}; public URL: ${config.publicUrl}`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: Error) => {
    process.stderr.write(`Export failed: ${error.message}\n`);
    process.exit(1);
  });
}

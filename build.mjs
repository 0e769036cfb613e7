// Builds the site into dist/: the server bundle, hashed client modules and CSS, images and the
// font (scripts/assets.ts), brotli and gzip copies of every compressible asset, and
// dist/manifest.json, which the server reads to link the hashed files.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import mdx from '@mdx-js/esbuild';
import * as esbuild from 'esbuild';
import { buildAssets } from './scripts/assets.ts';
import { mdxOptions } from './scripts/mdx.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
const publicOut = path.join(dist, 'public');
const assetsOut = path.join(publicOut, 'assets');
const quiet = process.argv.includes('--quiet');
/** The prose documents (MDX), compiled into the server bundle. */
const proseDir = path.join(root, 'shared', 'content', 'prose');

/** Server entry points: the site, the outbox tool and the statistics report. */
export const SERVER_ENTRIES = ['server/main.ts', 'server/outbox.ts', 'server/stats-cli.ts'];

export async function build() {
  const started = Date.now();
  const media = await prepare();
  const bundles = bundleOptions(media.font);
  const built = await Promise.all(Object.entries(bundles).map(async ([name, options]) => [name, await esbuild.build(options)]));
  const manifest = await writeManifest(media, Object.fromEntries(built));
  const sizes = await precompress(publicOut);
  if (!quiet) printSizes(sizes, Date.now() - started);
  await reportPlaceholders();
  return manifest;
}

/**
 * `npm run dev`: the same build, with the bundles kept as esbuild contexts that rebuild on a
 * change of any file they import. After every rebuild that succeeds the manifest is rewritten
 * and `onRebuild` runs; a failed one is reported and changes nothing. Images, the font and the
 * precompressed copies are made once (the dev server serves the files uncompressed).
 */
export async function watch({ onRebuild }) {
  const media = await prepare();
  const results = {};
  let pending;
  const plugin = (name) => ({
    name: 'dev-manifest',
    setup(bundle) {
      bundle.onEnd((result) => {
        if (result.errors.length) return;
        results[name] = result;
        if (Object.keys(results).length < Object.keys(bundles).length) return;
        clearTimeout(pending);
        // One client edit ends several bundles (the worker, the page script) at once.
        pending = setTimeout(() => writeManifest(media, results).then(onRebuild, (error) => console.error(error)), 50);
      });
    },
  });
  const bundles = bundleOptions(media.font);
  const contexts = await Promise.all(
    Object.entries(bundles).map(([name, options]) => esbuild.context({ ...options, plugins: [...(options.plugins ?? []), plugin(name)] })),
  );
  await Promise.all(contexts.map((context) => context.watch()));
  return { dispose: () => Promise.all(contexts.map((context) => context.dispose())) };
}

/** Empties dist/ and makes the media; the font's hashed URL goes into the CSS bundle. */
async function prepare() {
  await rm(dist, { recursive: true, force: true });
  await mkdir(assetsOut, { recursive: true });
  return buildAssets({ outDir: publicOut });
}

async function writeManifest(media, { client, worker, css }) {
  const manifest = {
    ...clientFiles(client.metafile, worker.metafile),
    css: url(outputOf(css.metafile, '.css')),
    font: media.font,
    images: media.images,
    og: media.og,
    ogPages: media.ogPages,
    icons: media.icons,
  };
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** Reminds the owner of invented content in shared/content/, the prose documents included. */
async function reportPlaceholders() {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['shared/content/placeholders.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
  });
  const { placeholders } = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].contents).toString('base64')}`);
  const prose = {};
  for (const file of await readdir(proseDir)) if (file.endsWith('.mdx')) prose[file] = await readFile(path.join(proseDir, file), 'utf8');
  const list = placeholders(prose);
  if (list.length) console.warn(`${list.length} placeholders to replace before going live (shared/content/):\n  ${list.join('\n  ')}`);
}

const BROWSERS = ['chrome100', 'firefox100', 'safari15'];

/** The four bundles: the page script, the particle worker, the CSS and the server. */
function bundleOptions(font) {
  const shared = { absWorkingDir: root, bundle: true, metafile: true, logLevel: 'warning' };
  const browser = { ...shared, outdir: assetsOut, entryNames: '[name]-[hash]', minify: true, legalComments: 'none' };
  // The @font-face rule needs the hashed font URL, so it is generated here. The fallback face
  // scales a local font to Inter's metrics: swapping in the web font moves nothing (CLS 0).
  const fontFace = `@font-face{font-family:"${font.family}";font-style:normal;font-weight:100 900;font-display:swap;src:url(${font.url}) format("woff2")}
@font-face{font-family:"Inter Fallback";src:local("Arial"),local("Helvetica Neue"),local("Helvetica"),local("Liberation Sans");ascent-override:90.49%;descent-override:22.56%;line-gap-override:0%;size-adjust:107.06%}`;
  return {
    client: {
      ...browser,
      entryPoints: { main: 'client/main.ts' },
      chunkNames: '[name]-[hash]',
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2020', ...BROWSERS],
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
    },
    // The particle worker: its own classic script (workers do not share the page's chunks).
    worker: {
      ...browser,
      entryPoints: { 'particles-worker': 'client/effects/particles.worker.ts' },
      format: 'iife',
      platform: 'browser',
      target: ['es2020', ...BROWSERS],
    },
    css: {
      ...browser,
      entryPoints: { main: 'client/styles/main.css' },
      banner: { css: fontFace },
      external: ['/assets/*', '/images/*'],
      target: BROWSERS,
    },
    server: {
      ...shared,
      entryPoints: SERVER_ENTRIES.filter((entry) => existsSync(path.join(root, entry))),
      outdir: path.join(dist, 'server'),
      outbase: 'server',
      platform: 'node',
      format: 'esm',
      target: 'node22',
      packages: 'external',
      jsx: 'automatic',
      plugins: [mdx(mdxOptions)],
      sourcemap: true,
    },
  };
}

const url = (file) => '/' + path.relative(publicOut, path.join(root, file)).split(path.sep).join('/');
const outputOf = (metafile, ext) => Object.keys(metafile.outputs).find((file) => file.endsWith(ext));

/** The page script, the chunks it imports at once (preloaded) and the worker, as URLs. */
function clientFiles(client, worker) {
  const [entryFile, entryMeta] = Object.entries(client.outputs).find(([, meta]) => meta.entryPoint === 'client/main.ts');
  return {
    script: url(entryFile),
    scriptPreload: entryMeta.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path)),
    workers: { particles: url(outputOf(worker, '.js')) },
  };
}

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|ico)$/;

/** Writes .br and .gz beside every compressible file; returns the sizes for the report. */
async function precompress(dir) {
  const sizes = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const data = await readFile(file);
    const br = brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    const gz = gzipSync(data, { level: 9 });
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gz);
    sizes.push({ file: path.relative(publicOut, file), raw: data.length, gzip: gz.length, brotli: br.length });
  }
  return sizes.sort((a, b) => a.file.localeCompare(b.file));
}

function printSizes(sizes, ms) {
  const kb = (n) => (n / 1024).toFixed(1).padStart(7) + ' KB';
  console.log(`built dist/ in ${ms} ms`);
  console.log(`${'file'.padEnd(48)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
  for (const s of sizes) console.log(`${s.file.padEnd(48)} ${kb(s.raw)} ${kb(s.gzip)} ${kb(s.brotli)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  build().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

// @ts-check
// Builds the site into dist/: the server bundle, hashed client modules and CSS, images and the
// font (scripts/assets.ts), brotli and gzip copies of every compressible asset, and
// dist/manifest.json, which the server reads to link the hashed files.
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import './scripts/markdown-modules.ts';
import { precompress } from './server/render/encoding.ts';
import { buildAssets } from './scripts/assets.ts';

/** @typedef {import('./scripts/assets.ts').BuiltAssets} BuiltAssets */
/** @typedef {import('./shared/assets.ts').AssetManifest} AssetManifest */
/** @typedef {'client' | 'worker' | 'css' | 'owner' | 'server'} BundleName */
/** @typedef {{ metafile: import('esbuild').Metafile }} Bundled */

const root = import.meta.dirname;
const dist = path.join(root, 'dist');
const publicOut = path.join(dist, 'public');
const assetsOut = path.join(publicOut, 'assets');
const quiet = process.argv.includes('--quiet');

/** Server entry points: the site, its calendar-reading worker and, in cli/, the command-line tools (outbox, statistics, owner's links). */
const SERVER_ENTRIES = ['main', 'booking/read-worker', 'cli/outbox', 'cli/stats', 'cli/owner'].map((entry) => `server/${entry}.ts`);

/** @returns {Promise<AssetManifest>} */
export async function build() {
  const started = Date.now();
  const media = await prepare();
  const { client, worker, css, owner, server } = bundleOptions(media.font);
  const run = esbuild.build;
  const [clientBuilt, workerBuilt, cssBuilt, ownerBuilt] = await Promise.all([run(client), run(worker), run(css), run(owner), run(server)]);
  const manifest = await writeManifest(media, { client: clientBuilt, worker: workerBuilt, css: cssBuilt, owner: ownerBuilt });
  const sizes = await precompressFiles(publicOut);
  if (!quiet) {
    /** @param {number} n */
    const kb = (n) => (n / 1024).toFixed(1).padStart(7) + ' KB';
    console.log(`built dist/ in ${Date.now() - started} ms`);
    console.log(`${'file'.padEnd(48)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
    for (const s of sizes) console.log(`${s.file.padEnd(48)} ${kb(s.raw)} ${kb(s.gzip)} ${kb(s.brotli)}`);
  }
  await reportPlaceholders();
  return manifest;
}

/**
 * `npm run dev`: the same build, with the bundles kept as esbuild contexts that rebuild on a
 * change of any file they import. After every rebuild that succeeds the manifest is rewritten
 * and `onRebuild` runs; a failed one is reported and changes nothing. Images, the font and the
 * precompressed copies are made once (the dev server serves the files uncompressed).
 * @param {{ onRebuild: (manifest: AssetManifest) => unknown }} options
 */
export async function watch({ onRebuild }) {
  const media = await prepare();
  /** @type {Partial<Record<BundleName, Bundled>>} */
  const results = {};
  /** @type {NodeJS.Timeout | undefined} */
  let pending;
  /** @type {(name: BundleName) => esbuild.Plugin} */
  const plugin = (name) => ({
    name: 'dev-manifest',
    setup(bundle) {
      bundle.onEnd((result) => {
        if (result.errors.length) return;
        // Every bundle asks for its metafile (bundleOptions).
        results[name] = /** @type {Bundled} */ (result);
        if (Object.keys(results).length < Object.keys(bundles).length) return;
        clearTimeout(pending);
        // One client edit ends several bundles (the worker, the page script) at once.
        const all = /** @type {Record<BundleName, Bundled>} */ (results);
        pending = setTimeout(() => void writeManifest(media, all).then(onRebuild, (error) => console.error(error)), 50);
      });
    },
  });
  const bundles = bundleOptions(media.font);
  const contexts = await Promise.all(
    Object.entries(bundles).map(([name, options]) => esbuild.context({ ...options, plugins: [plugin(/** @type {BundleName} */ (name))] })),
  );
  await Promise.all(contexts.map((context) => context.watch()));
  return { dispose: () => Promise.all(contexts.map((context) => context.dispose())) };
}

/** Empties dist/ and makes the media; the font's hashed URL goes into the CSS bundle. */
async function prepare() {
  await rm(dist, { recursive: true, force: true });
  return buildAssets({ outDir: publicOut });
}

/**
 * @param {BuiltAssets} media
 * @param {Record<'client' | 'worker' | 'css' | 'owner', Bundled>} bundles
 */
async function writeManifest(media, { client, worker, css, owner }) {
  // The page script and the chunks it imports at once (preloaded).
  const entry = Object.entries(client.metafile.outputs).find(([, meta]) => meta.entryPoint === 'client/main.ts');
  if (!entry) throw new Error('the client bundle has no client/main.ts entry');
  /** @type {AssetManifest} */
  const manifest = {
    script: url(entry[0]),
    scriptPreload: entry[1].imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path)),
    workers: { particles: url(outputOf(worker.metafile, '.js')) },
    css: url(outputOf(css.metafile, '.css')),
    owner: { css: url(outputOf(owner.metafile, '.css')), script: url(outputOf(owner.metafile, '.js')) },
    ...media,
  };
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** Reminds the owner of invented content in the repository's defaults (shared/content/); /intern lists his own. */
async function reportPlaceholders() {
  const [{ placeholders }, { defaults }] = await Promise.all([
    import('./shared/content/placeholders.ts'),
    import('./shared/content/index.ts'),
  ]);
  const list = placeholders(defaults);
  if (list.length) console.warn(`${list.length} placeholders to replace before going live (shared/content/):\n  ${list.join('\n  ')}`);
}

const BROWSERS = ['es2020', 'chrome100', 'firefox100', 'safari15'];

/**
 * The five bundles: the page script, the particle worker, the CSS, the server, and the owner's
 * pages' stylesheet and passkey script (/intern), apart so no public page carries a byte of them.
 * @param {BuiltAssets['font']} font
 * @returns {Record<BundleName, esbuild.BuildOptions & { metafile: true }>}
 */
function bundleOptions(font) {
  /** @satisfies {esbuild.BuildOptions} */
  const shared = { absWorkingDir: root, bundle: true, metafile: true, logLevel: 'warning', jsx: 'automatic' };
  /** @satisfies {esbuild.BuildOptions} */
  const browser = { ...shared, outdir: assetsOut, entryNames: '[name]-[hash]', minify: true, legalComments: 'none', target: BROWSERS };
  // The @font-face rule needs the hashed font URL, so it is generated here. `optional`: a preloaded font late for the first
  // paint waits for the next page (a late swap rewrapped headings: CLS 0.05); the fallback face has Inter's metrics.
  const fontFace = `@font-face{font-family:"${font.family}";font-style:normal;font-weight:100 900;font-display:optional;src:url(${font.url}) format("woff2")}
@font-face{font-family:"Inter Fallback";src:local("Arial"),local("Helvetica Neue"),local("Helvetica"),local("Liberation Sans");ascent-override:90.49%;descent-override:22.56%;line-gap-override:0%;size-adjust:107.06%}`;
  return {
    client: {
      ...browser,
      entryPoints: { main: 'client/main.ts' },
      chunkNames: '[name]-[hash]',
      splitting: true,
      format: 'esm',
      define: { 'process.env.NODE_ENV': '"production"' },
    },
    // The particle worker: its own classic script (workers do not share the page's chunks).
    worker: { ...browser, entryPoints: { 'particles-worker': 'client/effects/particles.worker.ts' }, format: 'iife' },
    css: {
      ...browser,
      entryPoints: { main: 'client/styles/main.css' },
      banner: { css: fontFace },
      external: ['/assets/*', '/images/*'],
    },
    // System fonts and no shared chunk with the page script: nothing here touches the public bundles.
    owner: { ...browser, entryPoints: { owner: 'client/styles/owner.css', passkey: 'client/owner/passkey.ts' }, format: 'esm' },
    server: {
      ...shared,
      entryPoints: SERVER_ENTRIES,
      outdir: path.join(dist, 'server'),
      outbase: 'server',
      platform: 'node',
      format: 'esm',
      target: 'node22',
      packages: 'external',
      // The prose documents' defaults (shared/content/prose/*.md) are bundled as text.
      loader: { '.md': 'text' },
      sourcemap: true,
    },
  };
}

/** @param {string} file an output path relative to the root, e.g. dist/public/assets/main-X.js */
const url = (file) => '/' + path.relative(publicOut, path.join(root, file)).split(path.sep).join('/');

/**
 * The one output of a bundle with this extension.
 * @param {import('esbuild').Metafile} metafile
 * @param {string} ext
 */
function outputOf(metafile, ext) {
  const file = Object.keys(metafile.outputs).find((name) => name.endsWith(ext));
  if (!file) throw new Error(`the bundle wrote no ${ext} file`);
  return file;
}

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|ico)$/;

/**
 * Writes .br and .gz beside every compressible file, compressed as the server compresses its
 * pages (render/encoding.ts); returns the sizes for the report.
 * @param {string} dir
 */
async function precompressFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name));
  const sizes = await Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const { identity, br, gzip } = await precompress(await readFile(file));
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzip)]);
      return { file: path.relative(publicOut, file), raw: identity.length, gzip: gzip.length, brotli: br.length };
    }),
  );
  return sizes.sort((a, b) => a.file.localeCompare(b.file));
}

if (process.argv[1] === import.meta.filename) await build();

// Builds the site into dist/: the server bundle, hashed client modules and CSS, images and the
// font (scripts/assets.mjs), brotli and gzip copies of every compressible asset, and
// dist/manifest.json, which the server reads to link the hashed files.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { buildAssets } from './scripts/assets.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
const publicOut = path.join(dist, 'public');
const assetsOut = path.join(publicOut, 'assets');
const quiet = process.argv.includes('--quiet');

/** Server entry points: the site, the outbox tool and the static export. */
export const SERVER_ENTRIES = ['server/main.ts', 'server/outbox.ts', 'server/export.ts'];

export async function build() {
  const started = Date.now();
  await rm(dist, { recursive: true, force: true });
  await mkdir(assetsOut, { recursive: true });

  const media = await buildAssets({ outDir: publicOut });
  const [client, css] = await Promise.all([buildClient(), buildCss(media.font)]);
  await buildServer();
  const sizes = await precompress(publicOut);

  const manifest = {
    script: client.entry,
    scriptPreload: client.preload,
    workers: client.workers,
    css,
    font: media.font,
    images: media.images,
    og: media.og,
    ogPages: media.ogPages,
    icons: media.icons,
  };
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify(manifest, null, 2));
  if (!quiet) printSizes(sizes, Date.now() - started);
  await reportPlaceholders();
  return manifest;
}

/** Reminds the owner of invented content (`placeholder: true` in shared/content/). */
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
  const list = placeholders();
  if (list.length) console.warn(`${list.length} placeholders to replace before going live (shared/content/):\n  ${list.join('\n  ')}`);
}

async function buildClient() {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: 'client/main.ts' },
    outdir: assetsOut,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  // The particle worker: its own classic script (workers do not share the page's chunks).
  const worker = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { 'particles-worker': 'client/effects/particles.worker.ts' },
    outdir: assetsOut,
    entryNames: '[name]-[hash]',
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: true,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  const workerFile = Object.keys(worker.metafile.outputs).find((f) => f.endsWith('.js'));
  const outputs = Object.entries(result.metafile.outputs);
  const [entryFile, entryMeta] = outputs.find(([, meta]) => meta.entryPoint === 'client/main.ts');
  const url = (file) => '/' + path.relative(publicOut, path.join(root, file)).split(path.sep).join('/');
  return {
    entry: url(entryFile),
    preload: entryMeta.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path)),
    workers: { particles: url(workerFile) },
  };
}

async function buildCss(font) {
  // The @font-face rule needs the hashed font URL, so it is generated here. The fallback face
  // scales a local font to Inter's metrics: swapping in the web font moves nothing (CLS 0).
  const fontFace = `@font-face{font-family:"${font.family}";font-style:normal;font-weight:100 900;font-display:swap;src:url(${font.url}) format("woff2")}
@font-face{font-family:"Inter Fallback";src:local("Arial"),local("Helvetica Neue"),local("Helvetica"),local("Liberation Sans");ascent-override:90.49%;descent-override:22.56%;line-gap-override:0%;size-adjust:107.06%}`;
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: 'client/styles/main.css' },
    outdir: assetsOut,
    entryNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    banner: { css: fontFace },
    external: ['/assets/*', '/images/*'],
    target: ['chrome100', 'firefox100', 'safari15'],
    metafile: true,
    logLevel: 'warning',
  });
  const file = Object.keys(result.metafile.outputs).find((f) => f.endsWith('.css'));
  return '/' + path.relative(publicOut, path.join(root, file)).split(path.sep).join('/');
}

async function buildServer() {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES.filter((entry) => existsSync(path.join(root, entry))),
    outdir: path.join(dist, 'server'),
    outbase: 'server',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: true,
    logLevel: 'warning',
  });
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

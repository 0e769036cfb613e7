// Build-time media: the subset variable font, the images (drawn here as SVG, rendered by sharp
// to AVIF, WebP and PNG at the size they are shown), the Open Graph image and the icons.
// Deterministic: the same sources give the same bytes and hashed names.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import sharp from 'sharp';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const FONT_FAMILY = 'Inter Variable';
const FONT_SOURCE = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

const NAVY = '#0f1b2d';
const NAVY_2 = '#1c3150';
const AMBER = '#e3c27f';
const AMBER_DARK = '#c8a25a';
const PAPER = '#f6f3ee';
const TEAL = '#5b8f97';

/** Every character German text on this site needs: ASCII, umlauts, typographic punctuation. */
const GERMAN_CHARACTERS = [
  range(0x20, 0x7e),
  'ÄÖÜäöüßẞéèàçÉ©®§°«»·×÷±²³µ¼½¾\u00a0\u00ad',
  '\u2010\u2011\u2012\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2032\u2033\u20ac\u2122\u2192\u2190\u2191\u2193\u2713\u2715\u2212',
].join('');

function range(from, to) {
  let s = '';
  for (let c = from; c <= to; c++) s += String.fromCharCode(c);
  return s;
}

const hash8 = (data) => createHash('sha256').update(data).digest('hex').slice(0, 8);

async function writeHashed(dir, base, ext, data) {
  const name = `${base}-${hash8(data)}.${ext}`;
  await writeFile(path.join(dir, name), data);
  return `/assets/${name}`;
}

/** The "JF" monogram as paths, in a 100 × 100 box: no <text>, so no system font is needed. */
function monogram(color) {
  return `<g fill="${color}">
    <path d="M36 22h12v44c0 11-7 18-19 18-6 0-10-1-13-3l3-10c2 1 5 2 8 2 6 0 9-3 9-9z"/>
    <path d="M56 22h30v10H68v13h16v10H68v29H56z"/>
  </g>`;
}

function portraitSvg(w, h) {
  const rings = [0, 1, 2, 3]
    .map((i) => `<circle cx="${w / 2}" cy="${h * 0.44}" r="${120 + i * 46}" fill="none" stroke="${AMBER}" stroke-opacity="${0.22 - i * 0.04}" stroke-width="1.5"/>`)
    .join('');
  const grid = Array.from({ length: 9 }, (_, i) => `<line x1="${(i + 1) * (w / 10)}" y1="0" x2="${(i + 1) * (w / 10)}" y2="${h}" stroke="#ffffff" stroke-opacity="0.035"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <radialGradient id="g" cx="0.7" cy="0.2" r="1">
      <stop offset="0" stop-color="${NAVY_2}"/><stop offset="0.65" stop-color="${NAVY}"/>
    </radialGradient>
    <linearGradient id="a" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${AMBER}"/><stop offset="1" stop-color="${AMBER_DARK}"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  ${grid}${rings}
  <g transform="translate(${w / 2 - 110} ${h * 0.44 - 110}) scale(2.2)">${monogram('url(#a)')}</g>
  <rect x="${w / 2 - 60}" y="${h * 0.8}" width="120" height="3" rx="1.5" fill="${AMBER}"/>
</svg>`;
}

function sparringSvg(w, h) {
  const person = (x, flip, body, head) => `<g transform="translate(${x} 0) scale(${flip} 1)">
    <circle cx="0" cy="250" r="58" fill="${head}"/>
    <path d="M-110 560 C-110 400 -70 330 0 330 C70 330 110 400 110 560 Z" fill="${body}"/>
  </g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="${PAPER}"/>
  <circle cx="${w / 2}" cy="300" r="230" fill="${AMBER}" fill-opacity="0.16"/>
  <circle cx="${w / 2}" cy="300" r="150" fill="none" stroke="${AMBER_DARK}" stroke-opacity="0.45" stroke-width="2"/>
  ${person(210, 1, NAVY, NAVY)}
  ${person(590, -1, TEAL, TEAL)}
  <path d="M300 150 h150 a24 24 0 0 1 24 24 v54 a24 24 0 0 1 -24 24 h-96 l-30 28 v-28 h-24 a24 24 0 0 1 -24 -24 v-54 a24 24 0 0 1 24 -24z" fill="${NAVY}" fill-opacity="0.92"/>
  <path d="M350 226 h150 a24 24 0 0 1 24 24 v54 a24 24 0 0 1 -24 24 h-24 v28 l-30 -28 h-96 a24 24 0 0 1 -24 -24 v-54 a24 24 0 0 1 24 -24z" fill="${TEAL}" fill-opacity="0.9"/>
  <g fill="${AMBER}"><circle cx="342" cy="202" r="7"/><circle cx="370" cy="202" r="7"/><circle cx="398" cy="202" r="7"/></g>
  <g stroke="${PAPER}" stroke-width="6" stroke-linecap="round"><path d="M392 278h90"/><path d="M392 300h60"/></g>
  <rect x="0" y="560" width="${w}" height="40" fill="${NAVY}" fill-opacity="0.06"/>
</svg>`;
}

function iconSvg(size) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="20" fill="${NAVY}"/>
  <g transform="translate(-1 -3)">${monogram(AMBER)}</g>
</svg>`;
}

function ogBackgroundSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><radialGradient id="g" cx="0.85" cy="0.1" r="1.1"><stop offset="0" stop-color="${NAVY_2}"/><stop offset="0.6" stop-color="${NAVY}"/></radialGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  ${[0, 1, 2, 3].map((i) => `<circle cx="1060" cy="315" r="${110 + i * 60}" fill="none" stroke="${AMBER}" stroke-opacity="${0.25 - i * 0.05}" stroke-width="2"/>`).join('')}
  <g transform="translate(950 205) scale(2.2)">${monogram(AMBER)}</g>
  <rect x="80" y="150" width="90" height="5" rx="2.5" fill="${AMBER}"/>
</svg>`;
}

/** A line of text rendered with the site's font file (no system fonts needed). */
function textImage(markup, size, fontFile, width) {
  return sharp({ text: { text: markup, font: `Inter ${size}`, fontfile: fontFile, rgba: true, dpi: 72, width } }).png().toBuffer();
}

/** ICO with one embedded PNG: a 6-byte header, one 16-byte directory entry, the PNG. */
function pngToIco(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

/** The identity module (TypeScript, no imports) transpiled on the fly: the OG text follows it. */
async function loadIdentity() {
  const file = fileURLToPath(new URL('../shared/content/identity.ts', import.meta.url));
  const { code } = await esbuild.transform(await readFile(file, 'utf8'), { loader: 'ts', format: 'esm' });
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)).identity;
}

export async function buildAssets({ outDir }) {
  const identity = await loadIdentity();
  const assetsDir = path.join(outDir, 'assets');
  await mkdir(assetsDir, { recursive: true });

  // Font: the Latin variable font, cut down to the characters German text uses; weight axis kept.
  const fontSource = await readFile(FONT_SOURCE);
  const fontData = await subsetFont(fontSource, GERMAN_CHARACTERS, { targetFormat: 'woff2' });
  const font = { url: await writeHashed(assetsDir, 'inter', 'woff2', fontData), family: FONT_FAMILY };

  const images = {};
  for (const [key, width, height, draw] of [
    ['portrait', 480, 600, portraitSvg],
    ['sparring', 800, 600, sparringSvg],
  ]) {
    const base = sharp(Buffer.from(draw(width, height)));
    const [avif, webp, png] = await Promise.all([
      base.clone().avif({ quality: 55, effort: 4 }).toBuffer(),
      base.clone().webp({ quality: 80, effort: 4 }).toBuffer(),
      base.clone().png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer(),
    ]);
    images[key] = {
      width,
      height,
      avif: await writeHashed(assetsDir, `${key}-${width}`, 'avif', avif),
      webp: await writeHashed(assetsDir, `${key}-${width}`, 'webp', webp),
      fallback: await writeHashed(assetsDir, `${key}-${width}`, 'png', png),
    };
  }

  // Open Graph: the background as SVG, the text set with the site's own font. Pango cannot
  // read WOFF2, so the text gets a TrueType cut of the same font in a temporary folder.
  const tmp = await mkdtemp(path.join(tmpdir(), 'og-font-'));
  const ttf = path.join(tmp, 'inter.ttf');
  await writeFile(ttf, await subsetFont(fontSource, GERMAN_CHARACTERS, { targetFormat: 'truetype' }));
  // One after the other: Pango registers the font file once, concurrent first uses miss it.
  const name = await textImage(`<span foreground="#f4f1ea" font_weight="bold">${escapeMarkup(identity.name)}</span>`, 76, ttf, 780);
  const title = await textImage(`<span foreground="#c3cad6">${escapeMarkup(identity.title)}</span>`, 36, ttf, 780);
  const accolade = await textImage(`<span foreground="${AMBER}" font_weight="bold">${escapeMarkup(identity.accolade)}</span>`, 30, ttf, 780);
  await rm(tmp, { recursive: true, force: true });
  const og = await sharp(Buffer.from(ogBackgroundSvg()))
    .composite([
      { input: name, left: 80, top: 186 },
      { input: title, left: 82, top: 296 },
      { input: accolade, left: 82, top: 372 },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
  const ogUrl = await writeHashed(assetsDir, 'og', 'png', og);

  const iconSource = Buffer.from(iconSvg(100));
  await writeFile(path.join(outDir, 'favicon.svg'), iconSvg(32));
  await writeFile(path.join(outDir, 'apple-touch-icon.png'), await sharp(iconSource, { density: 300 }).resize(180, 180).png().toBuffer());
  await writeFile(path.join(outDir, 'favicon.ico'), pngToIco(await sharp(iconSource, { density: 150 }).resize(32, 32).png().toBuffer(), 32));

  return {
    font,
    images,
    og: { url: ogUrl, width: 1200, height: 630, type: 'image/png' },
    icons: { svg: '/favicon.svg', ico: '/favicon.ico', appleTouch: '/apple-touch-icon.png' },
  };
}

function escapeMarkup(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = path.resolve(process.argv[2] ?? 'dist/public');
  const result = await buildAssets({ outDir: out });
  console.log(JSON.stringify(result, null, 2));
  const original = (await readFile(FONT_SOURCE)).length;
  const subset = (await readFile(path.join(out, result.font.url))).length;
  console.log(`font: ${(original / 1024).toFixed(1)} KB -> ${(subset / 1024).toFixed(1)} KB`);
}

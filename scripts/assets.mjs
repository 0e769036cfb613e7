// Build-time media pipeline: the subset variable font, the two illustrations (drawn here as SVG,
// rendered by sharp to AVIF, WebP and PNG at the size they are shown), the Open Graph image and
// the icons.
//
// No system font is involved anywhere: the monogram is geometry, and every piece of lettering in
// an image (OG title, portrait caption) is Inter itself, shaped by HarfBuzz and written into the
// SVG as outline paths. So the images look the same on any build machine, and the same sources
// give the same bytes and the same hashed names on every build.
//
// CLI: node scripts/assets.mjs [outDir]   (default dist/public) prints the result and file sizes.
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import sharp from 'sharp';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const FONT_FAMILY = 'Inter Variable';
const FONT_SOURCE = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

// Palette (kept in step with the site's CSS custom properties).
const INK = '#0f1b2d';
const INK_DEEP = '#0a1320';
const INK_LIFT = '#1b2f4b';
const IVORY = '#f4efe6';
const AMBER = '#c8a25a';
const AMBER_LIGHT = '#e0c488';
const PAPER = '#f6f3ee';
const TEAL = '#4f8a8b';
const MUTED = '#c3cad6';

/** Every character German text on this site needs. The weight axis stays whole (100–900). */
export const GERMAN_CHARACTERS = [
  range(0x20, 0x7e),
  'ÄÖÜäöüßéèàçÉÈÀÇ',
  '\u00a0\u00ad©§°«»·×',
  range(0x2010, 0x2014),
  '\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2032\u2033\u20ac\u2122\u2192\u2713',
].join('');

function range(from, to) {
  let s = '';
  for (let c = from; c <= to; c++) s += String.fromCodePoint(c);
  return s;
}

const hash8 = (data) => createHash('sha256').update(data).digest('hex').slice(0, 8);

/** Round for SVG output: short, and identical on every run. */
const n = (v) => {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};

async function writeHashed(dir, base, ext, data) {
  const name = `${base}-${hash8(data)}.${ext}`;
  await writeFile(path.join(dir, name), data);
  return `/assets/${name}`;
}

// ---------------------------------------------------------------------------------------------
// Lettering: Inter outlines as SVG paths (HarfBuzz shapes, so kerning is the font's own).
// ---------------------------------------------------------------------------------------------

/** harfbuzzjs is subset-font's engine; resolve it from there so a nested install works too. */
async function loadHarfBuzz() {
  const fromSubsetFont = createRequire(require.resolve('subset-font'));
  return import(pathToFileURL(fromSubsetFont.resolve('harfbuzzjs')).href);
}

/**
 * @param {Buffer} ttf a TrueType (sfnt) font
 * @returns a typesetter: `line(text, opts)` gives `{ d, width }`, an SVG path in pixels whose
 *   origin is the left end of the baseline, and `measure(text, opts)`.
 */
async function createTypesetter(ttf) {
  const hb = await loadHarfBuzz();
  const face = new hb.Face(new hb.Blob(ttf));
  const upem = face.upem;
  const available = new Set(face.collectUnicodes());
  const fonts = new Map();
  const fontFor = (weight) => {
    if (!fonts.has(weight)) {
      const font = new hb.Font(face);
      font.setVariations([new hb.Variation('wght', weight)]);
      fonts.set(weight, font);
    }
    return fonts.get(weight);
  };

  function shape(text, weight) {
    for (const ch of text) {
      if (!available.has(ch.codePointAt(0))) {
        throw new Error(`assets: the font has no glyph for ${JSON.stringify(ch)} (in ${JSON.stringify(text)})`);
      }
    }
    const font = fontFor(weight);
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.setDirection(hb.Direction.LTR);
    buffer.setScript('Latn');
    buffer.setLanguage('de');
    hb.shape(font, buffer);
    return { font, glyphs: buffer.getGlyphInfosAndPositions() };
  }

  function measure(text, { size, weight = 400, tracking = 0 }) {
    const { glyphs } = shape(text, weight);
    const s = size / upem;
    const track = tracking * size;
    let x = 0;
    glyphs.forEach((g, i) => (x += g.xAdvance * s + (i < glyphs.length - 1 ? track : 0)));
    return x;
  }

  function line(text, { size, weight = 400, tracking = 0, x = 0, y = 0 }) {
    const { font, glyphs } = shape(text, weight);
    const s = size / upem;
    const track = tracking * size;
    const parts = [];
    let penX = x;
    const draw = new hb.DrawFuncs();
    let ox = 0;
    let oy = 0;
    const P = (px, py) => `${n(ox + px * s)} ${n(oy - py * s)}`;
    draw.setMoveToFunc((px, py) => parts.push(`M${P(px, py)}`));
    draw.setLineToFunc((px, py) => parts.push(`L${P(px, py)}`));
    draw.setQuadraticToFunc((cx, cy, px, py) => parts.push(`Q${P(cx, cy)} ${P(px, py)}`));
    draw.setCubicToFunc((ax, ay, bx, by, px, py) => parts.push(`C${P(ax, ay)} ${P(bx, by)} ${P(px, py)}`));
    draw.setClosePathFunc(() => parts.push('Z'));
    glyphs.forEach((g, i) => {
      ox = penX + (g.xOffset ?? 0) * s;
      oy = y - (g.yOffset ?? 0) * s;
      font.drawGlyph(g.codepoint, draw);
      penX += g.xAdvance * s + (i < glyphs.length - 1 ? track : 0);
    });
    return { d: parts.join(''), width: penX - x };
  }

  return { line, measure };
}

/** A text line as an SVG <path>; `anchor` is 'start', 'middle' or 'end' like text-anchor. */
function textPath(type, text, { x, y, size, weight, tracking, fill, anchor = 'start', opacity }) {
  const width = type.measure(text, { size, weight, tracking });
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const { d } = type.line(text, { size, weight, tracking, x: left, y });
  return `<path fill="${fill}"${opacity === undefined ? '' : ` fill-opacity="${opacity}"`} d="${d}"/>`;
}

// ---------------------------------------------------------------------------------------------
// Drawings
// ---------------------------------------------------------------------------------------------

/**
 * The "JF" monogram as a ligature on one shared stem: the top bar is the J's cap on the left and
 * the F's upper arm on the right, the F's middle arm goes right, the J's bowl hooks left at the
 * foot. Drawn as strokes in a 100 × 100 box; its bounding box is centred on (50, 52).
 */
function monogram({ color, weight = 11 }) {
  const top = 21.5; // centre line of the top bar
  const stemTop = top - weight / 2; // flush with the bar's top edge: a clean square corner
  const letters = [
    `M35 ${top}H85`, // the J's cap and the F's upper arm
    `M54 ${stemTop}V66A17 17 0 0 1 20 66V60`, // the stem and the J's bowl
    `M54 49H77`, // the F's middle arm
  ];
  const stroke = `fill="none" stroke="${color}" stroke-width="${weight}" stroke-linecap="butt" stroke-linejoin="miter"`;
  return `<path ${stroke} d="${letters.join('')}"/>`;
}

/** `monogram()` scaled by `scale` and centred on (x, y). */
const monogramAt = (x, y, scale, opts) =>
  `<g transform="translate(${n(x - 50 * scale)} ${n(y - 52 * scale)}) scale(${scale})">${monogram(opts)}</g>`;

/**
 * The ink background of the portrait and the OG image: a diagonal gradient, a glow and a grid
 * that fades out from (cx, cy). `glow` is [radius, opacity], `grid` is [step, x0, y0, opacity].
 */
function inkBackdrop({ w, h, cx, cy, x2, mid, glow: [glowR, glowOpacity], fade, grid: [step, x0, y0, gridOpacity] }) {
  const lines = [];
  for (let x = x0; x < w; x += step) lines.push(`M${x} 0V${h}`);
  for (let y = y0; y < h; y += step) lines.push(`M0 ${y}H${w}`);
  return {
    defs: `  <linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="1">
    <stop offset="0" stop-color="${INK_LIFT}"/><stop offset="${mid}" stop-color="${INK}"/><stop offset="1" stop-color="${INK_DEEP}"/>
  </linearGradient>
  <radialGradient id="glow" cx="${cx}" cy="${cy}" r="${glowR}" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="#2a4468" stop-opacity="${glowOpacity}"/><stop offset="1" stop-color="#2a4468" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="fade" cx="${cx}" cy="${cy}" r="${fade}" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/>
  </radialGradient>
  <mask id="gridMask"><rect width="${w}" height="${h}" fill="url(#fade)"/></mask>`,
    layers: `<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
<path d="${lines.join('')}" stroke="#ffffff" stroke-opacity="${gridOpacity}" stroke-width="1" mask="url(#gridMask)"/>`,
  };
}

function portraitSvg(w, h, type, identity) {
  const cx = w / 2;
  const cy = 262;
  const backdrop = inkBackdrop({ w, h, cx, cy, x2: 0.55, mid: 0.55, glow: [260, 0.55], fade: 330, grid: [40, 40, 20, 0.05] });
  // A point on the inner ring, like a planet on an orbit: the one warm highlight.
  const angle = (-38 * Math.PI) / 180;
  const dot = [cx + 158 * Math.cos(angle), cy + 158 * Math.sin(angle)];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
${backdrop.defs}
  <linearGradient id="gold" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${AMBER}" stop-opacity="0"/><stop offset="0.5" stop-color="${AMBER_LIGHT}"/><stop offset="1" stop-color="${AMBER}" stop-opacity="0"/>
  </linearGradient>
</defs>
${backdrop.layers}
<circle cx="${cx}" cy="${cy}" r="158" fill="none" stroke="${AMBER}" stroke-opacity="0.55" stroke-width="1.25"/>
<circle cx="${cx}" cy="${cy}" r="196" fill="none" stroke="${IVORY}" stroke-opacity="0.09" stroke-width="1" stroke-dasharray="2 6"/>
<circle cx="${n(dot[0])}" cy="${n(dot[1])}" r="4.5" fill="${AMBER_LIGHT}"/>
${monogramAt(cx, cy, 2.05, { color: IVORY, weight: 10 })}
<rect x="${cx - 90}" y="478" width="180" height="1.5" fill="url(#gold)"/>
${textPath(type, identity.name.toUpperCase(), { x: cx, y: 518, size: 15, weight: 560, tracking: 0.28, fill: IVORY, anchor: 'middle', opacity: 0.92 })}
${textPath(type, `KI-BERATUNG · ${identity.address.city.toUpperCase()}`, { x: cx, y: 545, size: 11.5, weight: 500, tracking: 0.3, fill: AMBER_LIGHT, anchor: 'middle', opacity: 0.9 })}
</svg>`;
}

function sparringSvg(w, h) {
  // Two people face each other; each has a speech bubble, the bubbles overlap, and where they
  // overlap (what both bring in) is amber. A spark above: the idea that comes out of it.
  const person = ({ x, dir, color }) =>
    `<g transform="translate(${x} 0) scale(${dir} 1)" fill="${color}">` +
    `<circle cx="14" cy="278" r="50"/>` +
    `<path d="M-116 600C-118 462 -86 356 -6 344C62 334 106 380 120 462C126 508 125 560 123 600Z"/></g>`;
  // The left bubble: a circle with a tail toward its speaker (down-left); the right one mirrors it.
  const c = { x: 352, y: 170 };
  const r = 72;
  const at = (deg, radius = r) => {
    const a = (deg * Math.PI) / 180;
    return `${n(c.x + radius * Math.cos(a))} ${n(c.y + radius * Math.sin(a))}`;
  };
  const bubble = `M${at(142)}A${r} ${r} 0 1 1 ${at(114)}L${at(134, r + 24)}Z`;
  const mirror = `translate(${w} 0) scale(-1 1)`;
  const spark = (x, y, k) => {
    const q = k * 0.16;
    return `M${x} ${y - k}C${x + q} ${y - q} ${x + q} ${y - q} ${x + k} ${y}C${x + q} ${y + q} ${x + q} ${y + q} ${x} ${y + k}C${x - q} ${y + q} ${x - q} ${y + q} ${x - k} ${y}C${x - q} ${y - q} ${x - q} ${y - q} ${x} ${y - k}Z`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><clipPath id="left"><path d="${bubble}"/></clipPath></defs>
<rect width="${w}" height="${h}" fill="${PAPER}"/>
<circle cx="400" cy="350" r="232" fill="#efe7da"/>
<path d="M168 350A232 232 0 0 1 632 350" fill="none" stroke="${AMBER}" stroke-opacity="0.45" stroke-width="2" stroke-dasharray="0.1 8" stroke-linecap="round"/>
${person({ x: 222, dir: 1, color: INK })}
${person({ x: 578, dir: -1, color: TEAL })}
<g clip-path="url(#left)"><path d="${bubble}" transform="${mirror}" fill="${AMBER}"/></g>
<g fill="none" stroke-width="7" stroke-linejoin="round">
  <path d="${bubble}" stroke="${INK}"/>
  <path d="${bubble}" stroke="${TEAL}" transform="${mirror}"/>
</g>
<g fill="${INK}"><circle cx="306" cy="170" r="6"/><circle cx="326" cy="170" r="6"/><circle cx="346" cy="170" r="6"/></g>
<g stroke="${TEAL}" stroke-width="7" stroke-linecap="round"><path d="M458 160H490"/><path d="M458 180H478"/></g>
<path d="${spark(400, 58, 16)}" fill="${AMBER}"/>
<path d="${spark(434, 72, 7)}" fill="${TEAL}"/>
<path d="${spark(368, 76, 5)}" fill="${INK}"/>
</svg>`;
}

/**
 * The icon: the monogram on an ink tile. For the apple-touch icon the tile is square and the
 * monogram smaller (iOS rounds the corners itself and wants a margin).
 */
function iconSvg(size, { touch = false } = {}) {
  const tile = touch ? '' : ' rx="22"';
  const mark = touch
    ? `<circle cx="50" cy="50" r="37" fill="none" stroke="${AMBER}" stroke-opacity="0.7" stroke-width="1"/>${monogramAt(50, 50, 0.52, { color: IVORY, weight: 11 })}`
    : monogramAt(50, 50, 0.88, { color: IVORY, weight: 13 });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><rect width="100" height="100"${tile} fill="${INK}"/>${mark}</svg>`;
}

function ogSvg(type, identity) {
  const W = 1200;
  const H = 630;
  const left = 84;
  const maxText = 760;
  // The name is set as large as fits: the identity may change.
  let nameSize = 92;
  while (type.measure(identity.name, { size: nameSize, weight: 700, tracking: -0.02 }) > maxText) nameSize -= 2;
  let titleSize = 38;
  while (type.measure(identity.title, { size: titleSize, weight: 420 }) > maxText) titleSize -= 1;
  const badgeText = identity.accolade.toUpperCase();
  const badgeSize = 21;
  const badgeTracking = 0.12;
  const badgeWidth = type.measure(badgeText, { size: badgeSize, weight: 620, tracking: badgeTracking }) + 2 * 22 + 26;
  const cx = 1010;
  const cy = 315;
  const backdrop = inkBackdrop({ w: W, h: H, cx, cy, x2: 1, mid: 0.5, glow: [330, 0.6], fade: 420, grid: [60, 30, 15, 0.045] });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
${backdrop.defs}
</defs>
${backdrop.layers}
<circle cx="${cx}" cy="${cy}" r="150" fill="none" stroke="${AMBER}" stroke-opacity="0.6" stroke-width="1.5"/>
<circle cx="${cx}" cy="${cy}" r="196" fill="none" stroke="${IVORY}" stroke-opacity="0.1" stroke-width="1.25" stroke-dasharray="2 7"/>
<circle cx="${n(cx + 150 * Math.cos(-2.3))}" cy="${n(cy + 150 * Math.sin(-2.3))}" r="5.5" fill="${AMBER_LIGHT}"/>
${monogramAt(cx, cy, 1.9, { color: IVORY, weight: 10 })}
<rect x="${left}" y="176" width="72" height="4" fill="${AMBER}"/>
${textPath(type, identity.name, { x: left - 4, y: 292, size: nameSize, weight: 700, tracking: -0.02, fill: IVORY })}
${textPath(type, identity.title, { x: left, y: 358, size: titleSize, weight: 420, fill: MUTED })}
<rect x="${left}" y="410" width="${n(badgeWidth)}" height="50" rx="25" fill="${AMBER}" fill-opacity="0.1" stroke="${AMBER}" stroke-opacity="0.75" stroke-width="1.5"/>
<path d="M${left + 28} 424.5L${left + 31.2} 431.3L${left + 38.5} 432.3L${left + 33.2} 437.4L${left + 34.5} 444.7L${left + 28} 441.2L${left + 21.5} 444.7L${left + 22.8} 437.4L${left + 17.5} 432.3L${left + 24.8} 431.3Z" fill="${AMBER_LIGHT}"/>
${textPath(type, badgeText, { x: left + 48, y: 442.5, size: badgeSize, weight: 620, tracking: badgeTracking, fill: AMBER_LIGHT })}
${textPath(type, `${identity.address.city} · ${identity.email.split('@')[1]}`, { x: left, y: 560, size: 20, weight: 450, tracking: 0.02, fill: MUTED, opacity: 0.7 })}
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Containers
// ---------------------------------------------------------------------------------------------

/** ICO holding PNG images (Vista+ and every browser): 6-byte header, 16 bytes per entry, the PNGs. */
function icoFromPngs(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, e); // width
    header.writeUInt8(size >= 256 ? 0 : size, e + 1); // height
    header.writeUInt8(0, e + 2); // palette colours
    header.writeUInt8(0, e + 3); // reserved
    header.writeUInt16LE(1, e + 4); // colour planes
    header.writeUInt16LE(32, e + 6); // bits per pixel
    header.writeUInt32LE(png.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

/** The identity module (TypeScript without imports), transpiled on the fly: the OG text follows it. */
async function loadIdentity() {
  const file = fileURLToPath(new URL('../shared/content/identity.ts', import.meta.url));
  const { code } = await esbuild.transform(await readFile(file, 'utf8'), { loader: 'ts', format: 'esm' });
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)).identity;
}

/** Renders an SVG at its own size (no resampling: edges stay crisp). */
const render = (svg) => sharp(Buffer.from(svg), { density: 72 });

async function responsiveImage(assetsDir, key, width, height, svg) {
  const base = render(svg);
  const [avif, webp, png] = await Promise.all([
    base.clone().avif({ quality: 50, effort: 4, chromaSubsampling: '4:4:4' }).toBuffer(),
    base.clone().webp({ quality: 75, effort: 6, smartSubsample: true }).toBuffer(),
    base.clone().png({ compressionLevel: 9, effort: 10, palette: true, quality: 92, dither: 0.6 }).toBuffer(),
  ]);
  const meta = await sharp(png).metadata();
  if (meta.width !== width || meta.height !== height) {
    throw new Error(`assets: ${key} rendered at ${meta.width}×${meta.height}, expected ${width}×${height}`);
  }
  const base8 = `${key}-${width}`;
  return {
    width,
    height,
    avif: await writeHashed(assetsDir, base8, 'avif', avif),
    webp: await writeHashed(assetsDir, base8, 'webp', webp),
    fallback: await writeHashed(assetsDir, base8, 'png', png),
  };
}

/**
 * @param {{ outDir: string }} opts the public output folder; hashed files go to `${outDir}/assets/`,
 *   the icons (fixed names, browsers ask for them) to `${outDir}/`.
 */
export async function buildAssets({ outDir }) {
  const assetsDir = path.join(outDir, 'assets');
  await mkdir(assetsDir, { recursive: true });
  const [identity, fontSource] = await Promise.all([loadIdentity(), readFile(FONT_SOURCE)]);

  // Font: the Latin variable font cut down to what German text uses, the wght axis kept whole.
  // A TrueType cut of the same subset drives the lettering inside the images.
  const type = await createTypesetter(await subsetFont(fontSource, GERMAN_CHARACTERS, { targetFormat: 'truetype' }));
  // WOFF2 compression (Brotli in wasm) runs on this thread while sharp renders on its own.
  const fontData = subsetFont(fontSource, GERMAN_CHARACTERS, { targetFormat: 'woff2' });

  const iconSmall = (size) => render(iconSvg(size)).png({ compressionLevel: 9, palette: true, quality: 100 }).toBuffer();
  const [portrait, sparring, ogPng, appleTouch, ico16, ico32, ico48] = await Promise.all([
    responsiveImage(assetsDir, 'portrait', 480, 600, portraitSvg(480, 600, type, identity)),
    responsiveImage(assetsDir, 'sparring', 800, 600, sparringSvg(800, 600)),
    render(ogSvg(type, identity)).png({ compressionLevel: 9, effort: 10, palette: true, quality: 95, dither: 0.5 }).toBuffer(),
    render(iconSvg(180, { touch: true })).removeAlpha().png({ compressionLevel: 9, palette: true, quality: 100 }).toBuffer(),
    iconSmall(16),
    iconSmall(32),
    iconSmall(48),
  ]);

  await Promise.all([
    writeFile(path.join(outDir, 'favicon.svg'), iconSvg(32)),
    writeFile(path.join(outDir, 'apple-touch-icon.png'), appleTouch),
    writeFile(
      path.join(outDir, 'favicon.ico'),
      icoFromPngs([
        { size: 16, png: ico16 },
        { size: 32, png: ico32 },
        { size: 48, png: ico48 },
      ]),
    ),
  ]);

  const font = { url: await writeHashed(assetsDir, 'inter', 'woff2', await fontData), family: FONT_FAMILY };
  return {
    font,
    images: { portrait, sparring },
    og: { url: await writeHashed(assetsDir, 'og', 'png', ogPng), width: 1200, height: 630, type: 'image/png' },
    icons: { svg: '/favicon.svg', ico: '/favicon.ico', appleTouch: '/apple-touch-icon.png' },
  };
}

// ---------------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------------

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = path.resolve(process.argv[2] ?? 'dist/public');
  const started = Date.now();
  const result = await buildAssets({ outDir: out });
  const ms = Date.now() - started;
  console.log(JSON.stringify(result, null, 2));

  const original = (await stat(FONT_SOURCE)).size;
  const subset = (await stat(path.join(out, result.font.url))).size;
  console.log(`\nfont: ${path.basename(FONT_SOURCE)} ${kb(original)} -> subset ${kb(subset)} (wght 100–900 kept)`);
  const hb = await loadHarfBuzz();
  const covered = new Set(new hb.Face(new hb.Blob(await subsetFont(await readFile(FONT_SOURCE), GERMAN_CHARACTERS, { targetFormat: 'truetype' }))).collectUnicodes());
  const missing = [...GERMAN_CHARACTERS].filter((c) => !covered.has(c.codePointAt(0)));
  if (missing.length) {
    console.log(`      not in the source font (browsers fall back): ${missing.map((c) => 'U+' + c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')).join(' ')}`);
  }

  console.log(`\nfiles written to ${out} (built in ${ms} ms):`);
  const urls = [
    result.font.url,
    ...Object.values(result.images).flatMap((i) => [i.avif, i.webp, i.fallback]),
    result.og.url,
    ...Object.values(result.icons).filter(Boolean),
  ];
  for (const url of urls) console.log(`  ${url.padEnd(40)} ${kb((await stat(path.join(out, url))).size)}`);
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
}

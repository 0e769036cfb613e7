// Build-time media pipeline: the subset variable font, the images (the owner's photos from
// public/images/ where he has dropped them in, the sparring illustration), the Open Graph image
// and the icons, rendered by sharp to AVIF, WebP and PNG/JPEG at the sizes they are shown.
//
// No system font is involved anywhere: every piece of lettering in an image is Inter itself,
// shaped by HarfBuzz and written into the SVG as outline paths (scripts/assets/lettering.ts).
// So the same sources give the same bytes and the same hashed names on every build.
//
// CLI: node scripts/assets.ts [outDir]   (default dist/public) prints the result and file sizes.
import { existsSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import subsetFont from 'subset-font';
import type { AssetManifest, OgImage, ResponsiveImage } from '../shared/assets.ts';
import type { OgCard } from '../shared/content/og-cards.ts';
import { iconSvg, icoFromPngs, ogSvg } from './assets/brand.ts';
import { responsiveImage, render } from './assets/images.ts';
import { sparringSvg } from './assets/illustrations.ts';
import { createTypesetter, loadHarfBuzz } from './assets/lettering.ts';
import { writeHashed, type Identity } from './assets/util.ts';

const require = createRequire(import.meta.url);
const FONT_FAMILY = 'Inter Variable';
const FONT_SOURCE = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

/** The owner's photos: dropped here, they appear on the pages (see README). */
export const PHOTO_DIR = fileURLToPath(new URL('../public/images/', import.meta.url));

/** Every character German text on this site needs. The weight axis stays whole (100–900). */
export const GERMAN_CHARACTERS = [
  range(0x20, 0x7e),
  'ÄÖÜäöüßéèàçÉÈÀÇ',
  '\u00a0\u00ad©§°«»·×',
  range(0x2010, 0x2014),
  '\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2032\u2033\u20ac\u2122\u2192\u2713',
].join('');

function range(from: number, to: number): string {
  let s = '';
  for (let c = from; c <= to; c++) s += String.fromCodePoint(c);
  return s;
}

/** The identity module (TypeScript without imports), transpiled on the fly: the OG text follows it. */
async function loadIdentity(): Promise<Identity> {
  const file = fileURLToPath(new URL('../shared/content/identity.ts', import.meta.url));
  const { code } = await esbuild.transform(await readFile(file, 'utf8'), { loader: 'ts', format: 'esm' });
  const { identity } = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { identity: Identity };
  return identity;
}

/** The Open Graph cards of the offer and keynote pages (shared/content/og-cards.ts, bundled with its imports). */
async function loadOgCards(): Promise<readonly OgCard[]> {
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(new URL('../shared/content/og-cards.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
  });
  const bundle = Buffer.from(result.outputFiles[0]!.contents).toString('base64');
  const { ogCards } = (await import(`data:text/javascript;base64,${bundle}`)) as { ogCards: readonly OgCard[] };
  return ogCards;
}

/** The media part of dist/manifest.json. */
export type BuiltAssets = Pick<AssetManifest, 'font' | 'og'> & {
  images: { portrait?: ResponsiveImage; stage?: ResponsiveImage; sparring: ResponsiveImage };
  ogPages: Record<string, OgImage>;
  icons: { svg: string; ico: string; appleTouch: string };
};

/**
 * Builds the media into `outDir`, the public output folder: hashed files go to
 * `${outDir}/assets/`, the icons (fixed names, browsers ask for them) to `${outDir}/`.
 */
export async function buildAssets({ outDir }: { outDir: string }): Promise<BuiltAssets> {
  const assetsDir = path.join(outDir, 'assets');
  await mkdir(assetsDir, { recursive: true });
  const [identity, ogCards, fontSource] = await Promise.all([loadIdentity(), loadOgCards(), readFile(FONT_SOURCE)]);

  // Font: the Latin variable font cut down to what German text uses, the wght axis kept whole.
  // A TrueType cut of the same subset drives the lettering inside the images.
  const type = await createTypesetter(await subsetFont(fontSource, GERMAN_CHARACTERS, { targetFormat: 'truetype' }));
  // WOFF2 compression (Brotli in wasm) runs on this thread while sharp renders on its own.
  const fontData = subsetFont(fontSource, GERMAN_CHARACTERS, { targetFormat: 'woff2' });

  const ogPng = (card?: OgCard): Promise<Buffer> =>
    render(ogSvg(type, identity, card))
      .png({ compressionLevel: 9, effort: 10, palette: true, quality: 95, dither: 0.5 })
      .toBuffer();
  /** The owner's photo `key`.jpg from public/images/, or nothing until he drops one in. */
  const photo = (key: string, widths: number[], aspect: [number, number]): Promise<ResponsiveImage> | undefined => {
    const file = path.join(PHOTO_DIR, `${key}.jpg`);
    return existsSync(file) ? responsiveImage({ assetsDir, key, widths, aspect, source: { photo: file } }) : undefined;
  };
  const iconSmall = (size: number): Promise<Buffer> =>
    render(iconSvg(size)).png({ compressionLevel: 9, palette: true, quality: 100 }).toBuffer();
  const [portrait, stage, sparring, og, appleTouch, ico16, ico32, ico48, ...ogPagePngs] = await Promise.all([
    // Hero and "Über mich" show the portrait at up to 20rem (320 px): 1× and 2×, and a step between.
    photo('portrait', [320, 480, 640], [4, 5]),
    // The keynotes page shows the stage photo at up to 44rem (about 700 px).
    photo('stage', [480, 720, 1120], [3, 2]),
    responsiveImage({ assetsDir, key: 'sparring', widths: [800], aspect: [4, 3], source: { svg: sparringSvg(800, 600) } }),
    ogPng(),
    render(iconSvg(180, { touch: true }))
      .removeAlpha()
      .png({ compressionLevel: 9, palette: true, quality: 100 })
      .toBuffer(),
    iconSmall(16),
    iconSmall(32),
    iconSmall(48),
    ...ogCards.map((card) => ogPng(card)),
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
  const ogImage = async (name: string, png: Buffer): Promise<OgImage> => ({
    url: await writeHashed(assetsDir, name, 'png', png),
    width: 1200,
    height: 630,
    type: 'image/png',
  });
  const ogPages = Object.fromEntries(
    await Promise.all(ogCards.map(async (card, i) => [card.key, await ogImage(`og-${card.key}`, ogPagePngs[i]!)] as const)),
  );
  return {
    font,
    images: { portrait, stage, sparring },
    og: await ogImage('og', og),
    ogPages,
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
  const covered = new Set(
    new hb.Face(
      new hb.Blob(await subsetFont(await readFile(FONT_SOURCE), GERMAN_CHARACTERS, { targetFormat: 'truetype' })),
    ).collectUnicodes(),
  );
  const missing = [...GERMAN_CHARACTERS].filter((c) => !covered.has(c.codePointAt(0)!));
  if (missing.length) {
    console.log(
      `      not in the source font (browsers fall back): ${missing.map((c) => 'U+' + c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')).join(' ')}`,
    );
  }

  console.log(`\nfiles written to ${out} (built in ${ms} ms):`);
  const urls = [
    result.font.url,
    ...Object.values(result.images).flatMap((i) => i?.variants.flatMap((v) => [v.avif, v.webp, v.fallback]) ?? []),
    result.og.url,
    ...Object.values(result.ogPages).map((image) => image.url),
    ...Object.values(result.icons).filter(Boolean),
  ];
  for (const url of urls) console.log(`  ${url.padEnd(40)} ${kb((await stat(path.join(out, url))).size)}`);
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
}

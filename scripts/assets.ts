// Build-time media pipeline: the subset variable font, the images (the owner's photos from
// public/images/ where he has dropped them in, the sparring illustration), the Open Graph images
// and the icons, rendered by sharp to AVIF, WebP and PNG/JPEG at the sizes they are shown.
//
// No system font is involved anywhere: every piece of lettering in an image is Inter itself,
// shaped by HarfBuzz and written into the SVG as outline paths (scripts/assets/lettering.ts).
// So the same sources give the same bytes and the same hashed names on every build.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import subsetFont from 'subset-font';
import { PHOTOS, responsiveImage, writeHashed, type PhotoKey } from '../server/content/photos.ts';
import type { AssetManifest, OgImage } from '../shared/assets.ts';
import { ogCards, type OgCard } from '../shared/content/og-cards.ts';
import { iconSvg, icoFromPngs, ogSvg } from './assets/brand.ts';
import { sparringSvg } from './assets/illustrations.ts';
import { createTypesetter } from './assets/lettering.ts';

const FONT_SOURCE = createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
/** The owner's photos: dropped here, they appear on the pages (see docs/content.md). */
const PHOTO_DIR = path.join(import.meta.dirname, '../public/images');

const range = (from: number, to: number) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/** Every character German text on this site needs. The weight axis stays whole (100–900). */
const GERMAN_CHARACTERS = [
  range(0x20, 0x7e),
  'ÄÖÜäöüßéèàçÉÈÀÇ',
  '\u00a0\u00ad©§°«»·×',
  range(0x2010, 0x2014),
  '\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2032\u2033\u20ac\u2122\u2192\u2713',
].join('');

/** Renders an SVG at its own size (no resampling: edges stay crisp). */
const render = (svg: string): Sharp => sharp(Buffer.from(svg), { density: 72 });

/** The drawing at each size asked for: only the root's size changes, the viewBox stays. */
const drawing = (svg: string) => (width: number, height: number) =>
  render(svg.replace(/^<svg([^>]*?) width="[\d.]+" height="[\d.]+"/, `<svg$1 width="${width}" height="${height}"`));

/** The media part of dist/manifest.json. */
export type BuiltAssets = Pick<AssetManifest, 'font' | 'images' | 'og' | 'ogPages' | 'icons'>;

/**
 * Builds the media into `outDir`, the public output folder: hashed files go to
 * `${outDir}/assets/`, the icons (fixed names, browsers ask for them) to `${outDir}/`.
 */
export async function buildAssets({ outDir }: { outDir: string }): Promise<BuiltAssets> {
  const assets = { dir: path.join(outDir, 'assets'), url: '/assets' };
  await mkdir(assets.dir, { recursive: true });
  const fontSource = await readFile(FONT_SOURCE);
  // Font: the Latin variable font cut down to what German text uses, the wght axis kept whole.
  // A TrueType cut of the same subset drives the lettering inside the images.
  const type = await createTypesetter(await subsetFont(fontSource, GERMAN_CHARACTERS, { targetFormat: 'truetype' }));
  // WOFF2 compression (Brotli in wasm) runs on this thread while sharp renders on its own.
  const fontData = subsetFont(fontSource, GERMAN_CHARACTERS, { targetFormat: 'woff2' });

  const ogImage = async (name: string, card?: OgCard): Promise<OgImage> => {
    const png = render(ogSvg(type, card)).png({ compressionLevel: 9, effort: 10, palette: true, quality: 95, dither: 0.5 });
    return { url: await writeHashed(assets, name, 'png', await png.toBuffer()), width: 1200, height: 630, type: 'image/png' };
  };
  /** The owner's photo `key`.jpg from public/images/, or nothing until he drops one in. */
  const photo = (key: PhotoKey) => {
    const file = path.join(PHOTO_DIR, `${key}.jpg`);
    return existsSync(file) ? responsiveImage({ folder: assets, key, ...PHOTOS[key], source: { photo: () => sharp(file) } }) : undefined;
  };
  const icon = async (size: number, touch = false) => {
    const image = render(iconSvg(type, size, { touch }));
    return { size, png: await (touch ? image.removeAlpha() : image).png({ compressionLevel: 9, palette: true, quality: 100 }).toBuffer() };
  };
  const [portrait, stage, sparring, og, ogPages, appleTouch, ...ico] = await Promise.all([
    photo('portrait'),
    photo('stage'),
    responsiveImage({
      folder: assets,
      key: 'sparring',
      widths: [800],
      aspect: [4, 3],
      source: { drawing: drawing(sparringSvg(800, 600)) },
    }),
    ogImage('og'),
    Promise.all(ogCards.map(async (card) => [card.key, await ogImage(`og-${card.key}`, card)] as const)),
    icon(180, true),
    ...[16, 32, 48].map((size) => icon(size)),
  ]);
  await Promise.all([
    writeFile(path.join(outDir, 'favicon.svg'), iconSvg(type, 32)),
    writeFile(path.join(outDir, 'apple-touch-icon.png'), appleTouch.png),
    writeFile(path.join(outDir, 'favicon.ico'), icoFromPngs(ico)),
  ]);
  return {
    font: { url: await writeHashed(assets, 'inter', 'woff2', await fontData), family: 'Inter Variable' },
    images: { portrait, stage, sparring },
    og,
    ogPages: Object.fromEntries(ogPages),
    icons: { svg: '/favicon.svg', ico: '/favicon.ico', appleTouch: '/apple-touch-icon.png' },
  };
}

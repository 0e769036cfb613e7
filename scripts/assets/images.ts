// Responsive images: one source (the owner's photo or a drawing), written as AVIF, WebP and a
// fallback (JPEG for a photo, PNG for a drawing) at each width the page asks for.
import sharp, { type Sharp } from 'sharp';
import type { ImageVariant, ResponsiveImage } from '../../shared/assets.ts';
import { writeHashed } from './util.ts';

/** Renders an SVG at its own size (no resampling: edges stay crisp). */
export const render = (svg: string): Sharp => sharp(Buffer.from(svg), { density: 72 });

/** The drawing at `width` × `height` pixels: only the root's size changes, the viewBox stays. */
const sized = (svg: string, width: number, height: number): string =>
  svg.replace(/^<svg([^>]*?) width="[\d.]+" height="[\d.]+"/, `<svg$1 width="${width}" height="${height}"`);

interface ResponsiveImageOptions {
  /** Output folder of the hashed files, named `${key}-${width}-${hash}`. */
  assetsDir: string;
  key: string;
  /** Pixel widths, smallest first (1× and 2× of the sizes shown), at `aspect` (width, height). */
  widths: number[];
  aspect: [number, number];
  /** The path of a photo (JPEG, PNG or WebP; cropped to the aspect), or a drawing. */
  source: { photo: string } | { svg: string };
}

export async function responsiveImage({ assetsDir, key, widths, aspect, source }: ResponsiveImageOptions): Promise<ResponsiveImage> {
  const fromPhoto = 'photo' in source;
  const heightOf = (width: number) => Math.round((width * aspect[1]) / aspect[0]);
  const variants: ImageVariant[] = [];
  for (const width of widths) {
    const height = heightOf(width);
    const base = fromPhoto
      ? sharp(source.photo).rotate().resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
      : render(sized(source.svg, width, height));
    const [avif, webp, fallback] = await Promise.all([
      base
        .clone()
        .avif({ quality: 50, effort: 4, chromaSubsampling: fromPhoto ? '4:2:0' : '4:4:4' })
        .toBuffer(),
      base.clone().webp({ quality: 75, effort: 6, smartSubsample: true }).toBuffer(),
      fromPhoto
        ? base.clone().jpeg({ quality: 80, mozjpeg: true }).toBuffer()
        : base.clone().png({ compressionLevel: 9, effort: 10, palette: true, quality: 92, dither: 0.6 }).toBuffer(),
    ]);
    const meta = await sharp(fallback).metadata();
    if (meta.width !== width || meta.height !== height) {
      throw new Error(`assets: ${key} rendered at ${meta.width}×${meta.height}, expected ${width}×${height}`);
    }
    const write = (data: Buffer, ext: string) => writeHashed(assetsDir, `${key}-${width}`, ext, data);
    variants.push({
      width,
      avif: await write(avif, 'avif'),
      webp: await write(webp, 'webp'),
      fallback: await write(fallback, fromPhoto ? 'jpg' : 'png'),
    });
  }
  const largest = variants.at(-1);
  if (!largest) throw new Error(`assets: ${key} needs at least one width`);
  const { width, ...files } = largest;
  return { width, height: heightOf(width), ...files, variants };
}

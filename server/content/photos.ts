// Responsive images, for the build (the repository's photos and drawings, scripts/assets.ts) and for the running server
// (the photos the owner uploads on /intern): one source written as AVIF, WebP and a fallback (JPEG for a photo, PNG for
// a drawing) at each width a page shows it, into files named by their content's hash.
//
// sharp writes no metadata unless it is asked to (withMetadata, keepExif, keepIccProfile: never here), so no output
// carries the source's EXIF, GPS, XMP or ICC profile; its colours are converted to sRGB. Its pipelines run on libuv's
// threads, so no worker of our own: storing a 12-MP JPEG took 1.3–1.6 s of CPU, of which the main thread spent about
// 20 ms, and its event loop stayed 96–98 % idle (issue 48, item 5).
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { ImageVariant, ResponsiveImage } from '../../shared/assets.ts';

/** The URL path of the uploaded photos' files (server/plugins/external/static.ts serves them). */
export const MEDIA_URL = '/media';

/** Where the uploaded photos' files lie: never deleted, so every earlier version's photo stays (undo). */
export const mediaDirOf = (dataDir: string): string => path.join(dataDir, 'content', 'media');

/** The owner's photos, at the widths (1× and 2× of the largest size shown, a step between) and aspect the pages show. */
export const PHOTOS = {
  // Hero and "Über mich" show the portrait at up to 20rem (320 px).
  portrait: { widths: [320, 480, 640], aspect: [4, 5] },
  // The keynotes page shows the stage photo at up to 44rem (about 700 px).
  stage: { widths: [480, 720, 1120], aspect: [3, 2] },
} as const;

export type PhotoKey = keyof typeof PHOTOS;
export const PHOTO_KEYS = Object.keys(PHOTOS) as PhotoKey[];

/** A phone's full-resolution JPEG is 2–8 MB; 15 MB leaves room for a PNG. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** 40 megapixels decode to 120 MB of pixels: a phone's 12- or 24-MP photo fits, a 48-MP mode does not. */
const MAX_PHOTO_PIXELS = 40_000_000;

export const PHOTO_REFUSALS = {
  notPhoto: 'Das ist kein Foto im Format JPEG, PNG, WebP oder AVIF.',
  tooLarge: 'Das Foto ist größer als 15\u00a0MB. Bitte wähle ein kleineres.',
  tooManyPixels: 'Das Foto hat mehr als 40\u00a0Megapixel. Bitte wähle ein kleineres.',
  unreadable: 'Das Foto lässt sich nicht lesen, vielleicht ist die Datei beschädigt. Bitte wähle ein anderes.',
} as const;

/**
 * JPEG, PNG, WebP and AVIF (an ISO media file of the brand avif or avis) by their first bytes, never by name or
 * declared type: whatever else arrives – an SVG, a PDF, HTML – never reaches a decoder.
 */
const PHOTO_SIGNATURES = [/^\xff\xd8\xff/, /^\x89PNG\r\n/, /^RIFF.{4}WEBP/s, /^.{4}ftyp(?:.{4})*?avi[fs]/s];

/** A folder of hashed files and the URL path it is served at. */
export interface Folder {
  dir: string;
  url: string;
}

/**
 * Writes `data` as `${base}-${hash}.${ext}` into the folder and returns its URL. It is written under a temporary dot name
 * first (the server serves no dot name) and renamed, so no one is ever served half a file.
 */
export async function writeHashed(folder: Folder, base: string, ext: string, data: string | Uint8Array): Promise<string> {
  const name = `${base}-${createHash('sha256').update(data).digest('hex').slice(0, 8)}.${ext}`;
  const temporary = path.join(folder.dir, `.${name}-${randomBytes(4).toString('hex')}`);
  await writeFile(temporary, data);
  await rename(temporary, path.join(folder.dir, name));
  return `${folder.url}/${name}`;
}

interface ResponsiveImageOptions {
  /** Where the files go, named `${key}-${width}-${hash}`. */
  folder: Folder;
  key: string;
  /** Pixel widths, smallest first, at `aspect` (width, height). */
  widths: readonly number[];
  aspect: readonly [number, number];
  /**
   * A photo (turned upright by its EXIF orientation, cropped to the aspect), or a drawing rendered at each size. Each
   * output opens its own pipeline: sharp's clone() would copy a buffer's whole input on this thread.
   */
  source: { photo: () => Sharp } | { drawing: (width: number, height: number) => Sharp };
}

export async function responsiveImage({ folder, key, widths, aspect, source }: ResponsiveImageOptions): Promise<ResponsiveImage> {
  const fromPhoto = 'photo' in source;
  const heightOf = (width: number) => Math.round((width * aspect[1]) / aspect[0]);
  const variants: ImageVariant[] = [];
  for (const width of widths) {
    const height = heightOf(width);
    const base = () =>
      fromPhoto
        ? source.photo().rotate().resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
        : source.drawing(width, height);
    const [avif, webp, fallback] = await Promise.all([
      base()
        .avif({ quality: 50, effort: 4, chromaSubsampling: fromPhoto ? '4:2:0' : '4:4:4' })
        .toBuffer(),
      base().webp({ quality: 75, effort: 6, smartSubsample: true }).toBuffer(),
      fromPhoto
        ? base().jpeg({ quality: 80, mozjpeg: true }).toBuffer()
        : base().png({ compressionLevel: 9, effort: 10, palette: true, quality: 92, dither: 0.6 }).toBuffer(),
    ]);
    const meta = await sharp(fallback).metadata();
    if (meta.width !== width || meta.height !== height)
      throw new Error(`assets: ${key} rendered at ${meta.width}×${meta.height}, expected ${width}×${height}`);
    const write = (data: Buffer, ext: string) => writeHashed(folder, `${key}-${width}`, ext, data);
    variants.push({
      width,
      avif: await write(avif, 'avif'),
      webp: await write(webp, 'webp'),
      fallback: await write(fallback, fromPhoto ? 'jpg' : 'png'),
    });
  }
  const { width, ...files } = variants.at(-1)!;
  return { width, height: heightOf(width), ...files, variants };
}

/**
 * An uploaded photo, checked and written into `mediaDir` at the widths the pages show it; the files of earlier
 * uploads stay. A refusal is a German sentence for the owner.
 */
export async function storePhoto(mediaDir: string, key: PhotoKey, bytes: Buffer): Promise<ResponsiveImage | { refused: string }> {
  if (bytes.length > MAX_PHOTO_BYTES) return { refused: PHOTO_REFUSALS.tooLarge };
  const head = bytes.toString('latin1', 0, 64);
  if (!PHOTO_SIGNATURES.some((signature) => signature.test(head))) return { refused: PHOTO_REFUSALS.notPhoto };
  try {
    // The header alone, to name the cap; the decoder below is held to it as well.
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    if (width * height > MAX_PHOTO_PIXELS) return { refused: PHOTO_REFUSALS.tooManyPixels };
    await mkdir(mediaDir, { recursive: true });
    const photo = () => sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS });
    return await responsiveImage({ folder: { dir: mediaDir, url: MEDIA_URL }, key, ...PHOTOS[key], source: { photo } });
  } catch (error) {
    // A file system's error (a full disk) is the server's; sharp's errors carry no code and mean bytes it cannot decode.
    if ((error as NodeJS.ErrnoException).code) throw error;
    return { refused: PHOTO_REFUSALS.unreadable };
  }
}

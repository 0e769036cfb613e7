// Photos made by sharp for the upload tests: a noisy picture (as a camera's, so the encoders have work) whose top half
// is red and bottom half blue, as it is shown; in any format, with EXIF, GPS, XMP and an ICC profile when asked.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

interface Tap {
  teardown(fn: () => unknown): void;
}

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'avif';

interface PhotoOptions {
  width?: number;
  height?: number;
  /** The pixels stored turned a quarter left, with EXIF orientation 6 to show them upright. */
  turned?: boolean;
  /** A camera's EXIF with a GPS position, an XMP packet and the Display P3 profile. */
  metadata?: boolean;
}

export async function photo(format: PhotoFormat, { width = 900, height = 1200, turned = false, metadata = false }: PhotoOptions = {}) {
  const halves = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="50%" fill="#d22"/><rect y="50%" width="100%" height="50%" fill="#22d"/></svg>`;
  const noise = { type: 'gaussian', mean: 0, sigma: 12 } as const;
  const upright = await sharp(Buffer.from(halves))
    .composite([{ input: { create: { width, height, channels: 3, noise, background: '#000' } }, blend: 'add' }])
    .png()
    .toBuffer();
  let image = sharp(upright);
  if (turned) image = sharp(await sharp(upright).rotate(270).png().toBuffer()).withMetadata({ orientation: 6 });
  if (metadata) {
    image = image
      .withExif({
        IFD0: { Make: 'Testkamera', Model: 'Modell 1', Copyright: 'Der Fotograf' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 36/1' },
      })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .withIccProfile('p3');
  }
  // The encoder's fastest setting: an AVIF upload is what counts here, not its size.
  return image.toFormat(format, format === 'avif' ? { quality: 90, effort: 0 } : { quality: 90 }).toBuffer();
}

export async function mediaDir(t: Tap): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ki-site-media-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  return path.join(dir, 'media');
}

import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import t from 'tap';
import { MAX_PHOTO_BYTES, PHOTO_REFUSALS, PHOTOS, storePhoto, type PhotoKey } from '../../server/content/photos.ts';
import type { ResponsiveImage } from '../../shared/assets.ts';
import { mediaDir, photo } from './photo-fixtures.ts';

const FORMAT_OF = { avif: 'heif', webp: 'webp', fallback: 'jpeg' } as const;

/** The stored image, or the test fails with the refusal. */
async function stored(dir: string, key: PhotoKey, bytes: Buffer): Promise<ResponsiveImage> {
  const result = await storePhoto(dir, key, bytes);
  if ('refused' in result) throw new Error(`refused: ${result.refused}`);
  return result;
}

const fileOf = (dir: string, url: string) => path.join(dir, path.basename(url));

t.test('photos – a JPEG, PNG, WebP and AVIF are each written as AVIF, WebP and JPEG at the widths and aspect the pages show', async (t) => {
  for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
    const dir = await mediaDir(t);
    const image = await stored(dir, 'portrait', await photo(format));
    t.same(
      image.variants.map((variant) => variant.width),
      PHOTOS.portrait.widths,
      `${format}: the portrait's widths`,
    );
    t.match(image, { width: 640, height: 800, avif: image.variants[2]!.avif }, `${format}: the largest at 4:5`);
    for (const variant of image.variants) {
      for (const kind of ['avif', 'webp', 'fallback'] as const) {
        t.match(variant[kind], new RegExp(`^/media/portrait-${variant.width}-[0-9a-f]{8}\\.${kind === 'fallback' ? 'jpg' : kind}$`));
        const meta = await sharp(fileOf(dir, variant[kind])).metadata();
        t.match(meta, { format: FORMAT_OF[kind], width: variant.width, height: (variant.width * 5) / 4 }, `${format} → ${variant[kind]}`);
      }
    }
    t.equal((await readdir(dir)).length, 9, `${format}: nine files, no temporary one left`);
  }
});

t.test('photos – the stage photo is written at its widths in 3:2', async (t) => {
  const dir = await mediaDir(t);
  const image = await stored(dir, 'stage', await photo('jpeg', { width: 1600, height: 1000 }));
  t.same(
    image.variants.map(({ width }) => width),
    [480, 720, 1120],
  );
  t.match(image, { width: 1120, height: 747 });
  t.match(await sharp(fileOf(dir, image.variants[0]!.fallback)).metadata(), { width: 480, height: 320 });
});

t.test('photos – EXIF with GPS, XMP and the ICC profile are stripped, and the EXIF orientation is applied', async (t) => {
  const dir = await mediaDir(t);
  const source = await photo('jpeg', { turned: true, metadata: true });
  const before = await sharp(source).metadata();
  t.match(before, { orientation: 6, width: 1200, height: 900 }, 'the upload: turned, with an orientation');
  t.ok(before.exif?.includes(Buffer.from('Testkamera')) && before.xmp && before.icc, 'the upload carries EXIF, XMP and ICC');
  // The GPS IFD's pointer, tag 0x8825, in either byte order.
  t.ok(before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88])), 'and a GPS position');

  const image = await stored(dir, 'portrait', source);
  for (const variant of image.variants) {
    for (const url of [variant.avif, variant.webp, variant.fallback]) {
      const bytes = await readFile(fileOf(dir, url));
      const meta = await sharp(bytes).metadata();
      t.same(
        [meta.exif, meta.xmp, meta.icc, meta.iptc, meta.orientation],
        [undefined, undefined, undefined, undefined, undefined],
        `${url}: no metadata`,
      );
      t.notOk(bytes.includes(Buffer.from('Testkamera')) || bytes.includes(Buffer.from('Exif\0\0')), `${url}: no EXIF bytes`);
      // Upright: red on top, blue below, as the photo is shown.
      const [top, bottom] = [0, 1].map(async (half) =>
        sharp(bytes)
          .resize(1, 2, { fit: 'fill' })
          .raw()
          .toBuffer()
          .then((px) => px.subarray(half * 3, half * 3 + 3)),
      );
      const [r1, , b1] = await top!;
      const [r2, , b2] = await bottom!;
      t.ok(r1! > b1! && b2! > r2!, `${url}: upright`);
    }
  }
});

t.test(
  'photos – a PDF, an HTML page, a renamed text file and an SVG are refused with a German sentence and nothing is written',
  async (t) => {
    const dir = await mediaDir(t);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const uploads = {
      pdf: '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n',
      html: '<!doctype html><html><body><script>alert(1)</script></body></html>',
      text: 'Das ist ein Brief, kein Foto.',
      svg,
      'svg with an XML declaration': `<?xml version="1.0"?>${svg}`,
      empty: '',
    };
    for (const [name, content] of Object.entries(uploads)) {
      t.same(await storePhoto(dir, 'portrait', Buffer.from(content)), { refused: PHOTO_REFUSALS.notPhoto }, name);
    }
    t.equal(PHOTO_REFUSALS.notPhoto, 'Das ist kein Foto im Format JPEG, PNG, WebP oder AVIF.');
    t.notOk(existsSync(dir), 'no file, not even the folder');
  },
);

t.test('photos – an upload over 15 MB or 40 megapixels, or one that does not decode, is refused and nothing is written', async (t) => {
  const dir = await mediaDir(t);
  const jpeg = await photo('jpeg');
  const oversized = Buffer.concat([jpeg, Buffer.alloc(MAX_PHOTO_BYTES + 1 - jpeg.length)]);
  t.same(await storePhoto(dir, 'portrait', oversized), { refused: PHOTO_REFUSALS.tooLarge }, 'one byte over 15 MB');
  t.match(PHOTO_REFUSALS.tooLarge, /^Das Foto ist größer als 15\u00a0MB\./);

  // A small JPEG whose frame header (SOF0: height, then width) claims 8000 × 6000: refused from the header, undecoded.
  const huge = Buffer.from(jpeg);
  const frame = huge.indexOf(Buffer.from([0xff, 0xc0]));
  huge.writeUInt16BE(6000, frame + 5);
  huge.writeUInt16BE(8000, frame + 7);
  t.same(await storePhoto(dir, 'portrait', huge), { refused: PHOTO_REFUSALS.tooManyPixels }, '48 megapixels');

  const truncated = jpeg.subarray(0, jpeg.length / 2);
  t.same(await storePhoto(dir, 'portrait', truncated), { refused: PHOTO_REFUSALS.unreadable }, 'a JPEG cut in half');
  const forged = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP'), Buffer.from('kein Bild')]);
  t.same(await storePhoto(dir, 'portrait', forged), { refused: PHOTO_REFUSALS.unreadable }, 'a WebP signature on no image');
  t.notOk(existsSync(dir) && (await readdir(dir)).length, 'no file written');
});

t.test('photos – a new upload keeps the earlier photo’s files, and the same photo again gives the same files', async (t) => {
  const dir = await mediaDir(t);
  const square = await photo('png', { width: 1000, height: 1000 });
  const first = await stored(dir, 'portrait', await photo('jpeg'));
  const second = await stored(dir, 'portrait', square);
  const urls = (image: ResponsiveImage) => image.variants.flatMap((v) => [v.avif, v.webp, v.fallback]);
  t.same(
    (await readdir(dir)).sort(),
    [...urls(first), ...urls(second)].map((url) => path.basename(url)).sort(),
    'both uploads stay, and nothing else',
  );
  t.same(await stored(dir, 'portrait', square), second, 'the same photo: the same names');
  t.equal((await readdir(dir)).length, 18);
});

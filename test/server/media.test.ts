import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import t from 'tap';
import { mediaDirOf, storePhoto } from '../../server/content/photos.ts';
import { CACHE_CONTROL } from '../../server/render/cache-control.ts';
import { photo } from '../content/photo-fixtures.ts';
import { testApp } from '../helpers.ts';

t.test('media – an uploaded photo’s files are served at /media/ as immutable, with their type and an ETag', async (t) => {
  const { app } = await testApp(t);
  const dir = mediaDirOf(app.config.dataDir);
  const image = await storePhoto(dir, 'portrait', await photo('jpeg'));
  if ('refused' in image) throw new Error(image.refused);
  const types = { avif: 'image/avif', webp: 'image/webp', fallback: 'image/jpeg' } as const;
  for (const kind of ['avif', 'webp', 'fallback'] as const) {
    const url = image.variants[0]![kind];
    const res = await app.inject(url);
    t.equal(res.statusCode, 200, url);
    t.match(
      res.headers,
      { 'content-type': types[kind], 'cache-control': CACHE_CONTROL.asset, etag: /^(W\/)?"/, 'x-content-type-options': 'nosniff' },
      `${url}: headers`,
    );
    t.notOk(res.headers['content-encoding'], `${url}: sent as it is`);
    t.same(res.rawPayload, await readFile(path.join(dir, path.basename(url))), `${url}: the file's bytes`);
    const again = await app.inject({ url, headers: { 'if-none-match': String(res.headers.etag) } });
    t.equal(again.statusCode, 304, `${url}: revalidated by its ETag`);
  }
});

t.test('media – a missing file, the folder, any other name and every `../` trick are a 404, and no folder is listed', async (t) => {
  const { app } = await testApp(t);
  t.equal((await app.inject('/media/portrait-640-0123abcd.avif')).statusCode, 404, 'before any upload: no folder yet');
  const dir = mediaDirOf(app.config.dataDir);
  await mkdir(dir, { recursive: true });
  // Beside the folder, DATA_DIR holds the owner's and the leads' files.
  await writeFile(path.join(app.config.dataDir, 'content', 'secret.json'), '{"secret":true}');
  await writeFile(path.join(dir, 'notes.txt'), 'nicht öffentlich');
  await writeFile(path.join(dir, '.portrait-640-0123abcd.avif-1a2b3c4d'), 'half written');
  const urls = [
    '/media/portrait-640-0123abcd.avif',
    '/media',
    '/media/notes.txt',
    '/media/.portrait-640-0123abcd.avif-1a2b3c4d',
    '/media/../secret.json',
    '/media/..%2fsecret.json',
    '/media/%2e%2e/secret.json',
    '/media/%2e%2e%2fsecret.json',
    '/media/portrait-640-0123abcd.avif/../../secret.json',
    '/media//etc/passwd',
    '/media/..\\secret.json',
  ];
  // No listing: the folder's URL goes, as every path with a trailing slash, to the one without (a 404).
  t.match(await app.inject('/media/'), { statusCode: 301, headers: { location: '/media' } }, '/media/');
  for (const url of urls) {
    const res = await app.inject(url);
    t.equal(res.statusCode, 404, url);
    t.notMatch(res.body, /secret|nicht öffentlich|half written/, `${url}: nothing of the files`);
  }
});

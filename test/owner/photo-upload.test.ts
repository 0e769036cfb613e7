import { request as httpRequest } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import t from 'tap';
import { MAX_PHOTO_BYTES, PHOTO_REFUSALS, storePhoto } from '../../server/content/photos.ts';
import { PHOTO_FIELD, readPhoto } from '../../server/owner/photo-upload.ts';
import { photoMultipart } from '../../server/plugins/external/multipart.ts';
import { mediaDir, photo } from '../content/photo-fixtures.ts';

interface Tap {
  teardown(fn: () => unknown): void;
}

/** A route as the editor's will be: the photo read by readPhoto, stored by storePhoto, a refusal answered with its sentence. */
async function uploadApp(t: Tap, answered?: (status: number) => void) {
  const dir = await mediaDir(t);
  const app = Fastify();
  app.addHook('onResponse', async (_request, reply) => answered?.(reply.statusCode));
  await app.register(photoMultipart);
  app.post('/foto', async (request, reply) => {
    const upload = await readPhoto(request);
    if ('refused' in upload) {
      if (upload.status === 413) reply.header('connection', 'close');
      return reply.code(upload.status).send(upload);
    }
    const stored = await storePhoto(dir, 'portrait', upload.bytes);
    return 'refused' in stored ? reply.code(422).send(stored) : stored;
  });
  await app.ready();
  t.teardown(() => app.close());
  return app;
}

type Part = [name: string, value: string | { bytes: Uint8Array; filename: string; type?: string }];

/** A real multipart body (the WHATWG encoder of Node's fetch), files with the name and type a browser would send. */
async function form(parts: Part[]) {
  const data = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'image/jpeg' }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

const file = (bytes: Uint8Array, filename = 'IMG_0042.jpg', type?: string) => ({ bytes, filename, ...(type ? { type } : {}) });

t.test('photo upload – a photo in the field `foto` is read whole and stored, whatever its name', async (t) => {
  const app = await uploadApp(t);
  const png = await photo('png');
  const res = await app.inject({ method: 'POST', url: '/foto', ...(await form([[PHOTO_FIELD, file(png, 'scan.txt', 'text/plain')]])) });
  t.equal(PHOTO_FIELD, 'foto');
  t.equal(res.statusCode, 200);
  t.match(res.json(), { width: 640, height: 800, avif: /^\/media\/portrait-640-[0-9a-f]{8}\.avif$/ });
});

t.test('photo upload – a text or HTML file named and typed as a JPEG is refused with the German sentence', async (t) => {
  const app = await uploadApp(t);
  for (const content of ['Nur ein Text.', '<html><script>alert(1)</script></html>']) {
    const body = await form([[PHOTO_FIELD, file(Buffer.from(content), 'urlaub.jpg', 'image/jpeg')]]);
    const res = await app.inject({ method: 'POST', url: '/foto', ...body });
    t.equal(res.statusCode, 422);
    t.same(res.json(), { refused: 'Das ist kein Foto im Format JPEG, PNG, WebP oder AVIF.' });
  }
});

t.test(
  'photo upload – no file, an empty one, another field name, a second file or a text field are refused; another body type is a 415',
  async (t) => {
    const app = await uploadApp(t);
    const jpeg = await photo('jpeg');
    const refused: Record<string, Part[]> = {
      'no part at all': [],
      'an empty file (none chosen)': [[PHOTO_FIELD, file(new Uint8Array(0), '')]],
      'another field name': [['bild', file(jpeg)]],
      'a text field in its place': [[PHOTO_FIELD, 'IMG_0042.jpg']],
      'a text field before it': [
        ['titel', 'Ich'],
        [PHOTO_FIELD, file(jpeg)],
      ],
      'a text field after it': [
        [PHOTO_FIELD, file(jpeg)],
        ['titel', 'Ich'],
      ],
      'a second file': [
        [PHOTO_FIELD, file(jpeg)],
        [PHOTO_FIELD, file(jpeg)],
      ],
    };
    for (const [name, parts] of Object.entries(refused)) {
      const res = await app.inject({ method: 'POST', url: '/foto', ...(await form(parts)) });
      t.match(res, { statusCode: 400 }, name);
      t.same(res.json(), { status: 400, refused: 'Bitte wähle ein Foto aus.' }, `${name}: the sentence`);
    }
    const urlencoded = await app.inject({
      method: 'POST',
      url: '/foto',
      payload: 'foto=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    t.equal(urlencoded.statusCode, 415);
  },
);

t.test('photo upload – a photo over 15 MB is refused with a 413, with or without a Content-Length', async (t) => {
  const app = await uploadApp(t);
  const tooLarge = { status: 413, refused: PHOTO_REFUSALS.tooLarge };
  // One byte over the cap: the body stays within the framing's allowance, so busboy's file limit refuses it.
  const justOver = await form([[PHOTO_FIELD, file(Buffer.alloc(MAX_PHOTO_BYTES + 1, 0xff))]]);
  const res = await app.inject({ method: 'POST', url: '/foto', ...justOver });
  t.match(res, { statusCode: 413, headers: { connection: 'close' } }, 'one byte over');
  t.same(res.json(), tooLarge);

  const big = await form([[PHOTO_FIELD, file(Buffer.alloc(20 * 1024 * 1024, 0xff))]]);
  const announced = await app.inject({ method: 'POST', url: '/foto', ...big });
  t.same([announced.statusCode, announced.json()], [413, tooLarge], '20 MB with its Content-Length');
  const chunked = await app.inject({
    method: 'POST',
    url: '/foto',
    payload: Readable.from([big.payload.subarray(0, 1024 * 1024), big.payload.subarray(1024 * 1024)]),
    headers: { ...big.headers, 'transfer-encoding': 'chunked' },
  });
  t.same([chunked.statusCode, chunked.json()], [413, tooLarge], '20 MB chunked');
});

t.test(
  'photo upload – a 1-GB post without a Content-Length is answered 413 and read no further than the cap, over a real connection',
  async (t) => {
    let status = 0;
    const app = await uploadApp(t, (code) => (status = code));
    await app.listen({ port: 0, host: '127.0.0.1' });
    // What the server read of the connection, counted by the kernel's socket, once it is closed.
    const read = new Promise<number>((resolve) =>
      app.server.once('connection', (socket: Socket) => socket.on('close', () => resolve(socket.bytesRead))),
    );
    const { payload, headers } = await form([[PHOTO_FIELD, file(Buffer.alloc(0))]]);
    // The body's head up to the file's (empty) content, then up to 1 GB of it, as fast as the server takes it.
    const head = payload.subarray(0, payload.indexOf('\r\n\r\n') + 4);
    const chunk = Buffer.alloc(64 * 1024, 0xff);
    const { port } = app.server.address() as AddressInfo;
    const post = httpRequest({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/foto',
      headers: { ...headers, 'transfer-encoding': 'chunked' },
    });
    // The client sees the 413 or, when the server closes with its bytes unread, a reset (as a browser may): either ends it.
    post.on('error', () => {});
    post.write(head);
    let sent = 0;
    const pump = () => {
      while (sent < 1024 ** 3 && !post.destroyed) {
        sent += chunk.length;
        if (!post.write(chunk)) return void post.once('drain', pump);
      }
    };
    pump();
    const bytesRead = await read;
    post.destroy();
    t.equal(status, 413, 'answered 413');
    t.ok(bytesRead < MAX_PHOTO_BYTES + 4 * 1024 * 1024, `the server read ${(bytesRead / 1024 / 1024).toFixed(1)} MB of the 1024 MB`);
  },
);

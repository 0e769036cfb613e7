import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MEDIA_URL } from '../../content/photos.ts';
import { CACHE_CONTROL } from '../../render/cache-control.ts';

/** The names storePhoto (server/content/photos.ts) gives the uploaded photos' files: `portrait-640-1a2b3c4d.avif`. */
const MEDIA_FILE = new RegExp(`^${MEDIA_URL}/[a-z]+-\\d+-[0-9a-f]{8}\\.(?:avif|webp|jpg)$`);

/**
 * The built assets (dist/public). build.mjs wrote a brotli and a gzip copy beside every compressible file, and
 * @fastify/static picks one by Accept-Encoding (pages and crawler files: server/render/encoding.ts).
 *
 * The owner's uploaded photos (`mediaDir`) at /media/: hashed and immutable like the assets, but looked up per request
 * (they arrive while the server runs), and only by such names: anything else, a `../` included, is the 404 page before
 * the file system is asked.
 */
export const staticFiles = fp(
  async (app: FastifyInstance, { distDir, mediaDir }: { distDir: string; mediaDir: string }) => {
    const common = { index: false, cacheControl: false, etag: true, lastModified: false } as const;
    await app.register(fastifyStatic, {
      ...common,
      root: path.join(distDir, 'public'),
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? CACHE_CONTROL.asset : CACHE_CONTROL.file);
      },
    });
    await app.register(async (media) => {
      media.addHook('onRequest', async (request, reply) => {
        if (!MEDIA_FILE.test(request.url.split('?', 1)[0]!)) return reply.callNotFound();
      });
      await media.register(fastifyStatic, {
        ...common,
        root: mediaDir,
        prefix: `${MEDIA_URL}/`,
        decorateReply: false,
        // The folder is made by the first upload.
        suppressWarning: true,
        setHeaders(reply) {
          reply.header('cache-control', CACHE_CONTROL.asset);
        },
      });
    });
  },
  { name: 'static' },
);

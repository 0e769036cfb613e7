import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CACHE_CONTROL } from '../../render/cache-control.ts';

/**
 * The built assets (dist/public). build.mjs wrote a brotli and a gzip copy beside every
 * compressible file, and @fastify/static picks one by Accept-Encoding. Nothing in this site
 * compresses per request: pages and crawler files are compressed once when first made
 * (server/render/encoding.ts), and JSON answers stay far below a packet. `send` answers
 * If-None-Match with a 304 by the ETag.
 */
export const staticFiles = fp(
  async (app: FastifyInstance, { distDir }: { distDir: string }) => {
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'public'),
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      index: false,
      cacheControl: false,
      etag: true,
      lastModified: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? CACHE_CONTROL.asset : CACHE_CONTROL.file);
      },
    });
  },
  { name: 'static' },
);

import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Hashed names never change content: cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Fixed names (favicon, apple-touch-icon) may change with a deploy. */
const SHORT = 'public, max-age=86400';

/**
 * Compression for dynamic answers (HTML, JSON, text) and the built assets, which build.mjs
 * precompressed with brotli and gzip and which are chosen by Accept-Encoding.
 */
export const staticFiles = fp(
  async (app: FastifyInstance, { distDir }: { distDir: string }) => {
    await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
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
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : SHORT);
      },
    });
  },
  { name: 'static' },
);

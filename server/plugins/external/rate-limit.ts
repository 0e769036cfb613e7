import { createHmac, randomBytes } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Per-client limits, off by default: only a route that names its own `config.rateLimit` is
 * limited (the form post, CONTACT_RATE_LIMIT per RATE_LIMIT_WINDOW_MINUTES, set in
 * server/routes/contact.ts). Pages, assets and the health probes are never counted.
 * The limiter's memory keeps its keys until newer ones push them out: it keys by a hash of the
 * address under a secret of this process, so it holds no address (as the privacy statement says).
 */
export const rateLimit = fp(
  async (app: FastifyInstance) => {
    const key = randomBytes(32);
    await app.register(fastifyRateLimit, {
      global: false,
      keyGenerator: (request) => createHmac('sha256', key).update(request.ip).digest('base64url'),
    });
  },
  { name: 'rate-limit' },
);

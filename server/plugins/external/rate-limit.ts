import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Per-client limits, off by default: only a route that names its own `config.rateLimit` is
 * limited (the form post, CONTACT_RATE_LIMIT per 10 minutes, set in server/routes/contact.ts).
 * Pages, assets and the health probes are never counted.
 */
export const rateLimit = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyRateLimit, { global: false });
  },
  { name: 'rate-limit' },
);

import { randomBytes } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RATE_LIMIT_WINDOW_MINUTES } from '../../config.ts';
import { signer } from '../../signed-token.ts';

/**
 * Per-client limits, off by default: only a route that asks with `config: { rateLimit }` is limited. The limiter's
 * memory keeps its keys until newer ones push them out: it keys by a hash of the address under a secret of this
 * process, so it holds no address (as the privacy statement says).
 */
export const rateLimit = fp(
  async (app: FastifyInstance) => {
    const { mac } = signer(randomBytes(32));
    await app.register(fastifyRateLimit, {
      global: false,
      max: app.config.contactRateLimit,
      timeWindow: RATE_LIMIT_WINDOW_MINUTES * 60_000,
      keyGenerator: (request) => mac(request.ip),
    });
  },
  { name: 'rate-limit', decorators: { fastify: ['config'] } },
);

import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { keyFor } from '../../signed-token.ts';

/**
 * Cookies for the owner's pages alone: registered inside the /intern scope, so no public route parses, sets or pays for
 * one. The key is made from FORM_SECRET (random at boot without it, so a restart signs the owner out).
 */
export const cookies = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCookie, { secret: keyFor(app.config.formSecret, 'owner-cookies'), hook: 'onRequest' });
  },
  { name: 'cookies', decorators: { fastify: ['config'] } },
);

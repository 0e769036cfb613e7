import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { keyFor } from '../../signed-token.ts';

/**
 * Cookies for the owner's pages alone: registered inside the /intern scope (server/owner/), so
 * no public route parses, sets or pays for one. The signing key is FORM_SECRET's key for the
 * owner's cookies (signed-token.ts): one secret for the operator, independent keys. Without
 * FORM_SECRET the key is random at boot, so a restart signs the owner out; that is all.
 */
export const cookies = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCookie, { secret: keyFor(app.config.formSecret, 'owner-cookies'), hook: 'onRequest' });
  },
  { name: 'cookies', decorators: { fastify: ['config'] } },
);

import { hkdfSync } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Cookies for the owner's pages alone: registered inside the /intern scope (server/owner/), so
 * no public route parses, sets or pays for one. The signing key is derived from FORM_SECRET by
 * HKDF-SHA256 with a label of its own: one secret for the operator, two independent keys (a form
 * token tells nothing about it). Without FORM_SECRET the key is random at boot, so a restart
 * signs the owner out; that is all.
 */
export const cookies = fp(
  async (app: FastifyInstance) => {
    const secret = Buffer.from(hkdfSync('sha256', app.config.formSecret, '', 'ki-site owner cookies v2', 32));
    await app.register(fastifyCookie, { secret, hook: 'onRequest' });
  },
  { name: 'cookies', dependencies: ['config'] },
);

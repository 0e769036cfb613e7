import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FORM_PATH, TOKEN_PATH } from '../../../shared/contact.ts';

/** Browsers may cache a preflight this long (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_S = 600;
const CONTACT_PATHS = new Set([FORM_PATH, TOKEN_PATH]);

/**
 * CORS for CORS_ORIGINS (a static export of the pages posting to this server), on the contact
 * paths only: no credentials, the origin echoed, `Vary: Origin`. Any other origin gets no CORS
 * headers, and its preflight the 404 page. Registered inside the contact routes' scope, so its
 * hook never runs for a page.
 */
export const cors = fp(
  async (app: FastifyInstance) => {
    const { corsOrigins } = app.config;
    await app.register(fastifyCors, {
      delegator: (request, callback) =>
        callback(null, {
          origin: CONTACT_PATHS.has(request.url.split('?')[0]!) && corsOrigins.includes(request.headers.origin ?? ''),
          methods: ['GET', 'POST'],
          allowedHeaders: ['Content-Type', 'Accept'],
          maxAge: PREFLIGHT_MAX_AGE_S,
        }),
    });
  },
  { name: 'cors', dependencies: ['config'] },
);

import fastifyAccepts from '@fastify/accepts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `request.accepts()` for every route, registered once here: the form endpoint asks it whether
 * a post wants JSON or the redirect back to the page. It only decorates the request (parsed
 * when asked), so no request pays for it otherwise.
 */
export const accepts = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyAccepts);
  },
  { name: 'accepts' },
);

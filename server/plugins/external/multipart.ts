import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * multipart/form-data for the form endpoint. Registered inside the contact routes' scope: its
 * request hooks then never run for a page. The limits are passed where the body is read
 * (server/contact/parse.ts), next to the reasons each one answers with.
 */
export const multipart = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyMultipart);
  },
  { name: 'multipart' },
);

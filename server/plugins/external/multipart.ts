import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FIELD_LIMITS, FIELD_NAMES } from '../../../shared/contact.ts';
import { MAX_FIELD_NAME_BYTES } from '../../contact/parse.ts';
import { MAX_PHOTO_BYTES } from '../../content/photos.ts';

/**
 * multipart/form-data for the form endpoint, with limits no valid form comes near; busboy
 * cuts a field at its limit and server/contact/parse.ts refuses whatever was cut. The whole
 * body is held to Fastify's bodyLimit (server/app.ts) by parse.ts, as busboy does not count
 * it. Registered inside the contact routes' scope: its request hooks never run for a page.
 */
export const multipart = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      limits: {
        fieldNameSize: MAX_FIELD_NAME_BYTES,
        // Busboy counts bytes, the field limits UTF-16 code units (like `maxlength`): a unit takes at most 3 bytes.
        fieldSize: Math.max(...Object.values(FIELD_LIMITS)) * 3,
        // The known fields plus one, so an unknown field is read and named instead of hitting the parts limit.
        fields: FIELD_NAMES.length + 1,
        parts: FIELD_NAMES.length + 1,
        files: 0,
        // Headers per part: a browser sends Content-Disposition and at most Content-Type.
        headerPairs: 4,
      },
    });
  },
  { name: 'multipart' },
);

/**
 * multipart/form-data for the owner's photo upload (server/owner/photo-upload.ts): one file part, no field. Busboy cuts
 * the file at the cap and photo-upload.ts refuses it; the whole body is counted there too. Registered inside the
 * signed-in owner's scope alone (server/owner/index.ts): the public routes keep the limits above.
 */
export const photoMultipart = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      limits: { fieldNameSize: MAX_FIELD_NAME_BYTES, fields: 0, files: 1, parts: 1, fileSize: MAX_PHOTO_BYTES, headerPairs: 4 },
    });
  },
  { name: 'photo-multipart' },
);

import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FIELD_LIMITS, FIELD_NAMES } from '../../../shared/contact.ts';
import { MAX_FIELD_NAME_BYTES } from '../../contact/parse.ts';
import { MAX_PHOTO_BYTES } from '../../content/photos.ts';

/**
 * multipart/form-data for the form endpoint, with limits no valid form comes near; busboy cuts a field at its limit and
 * server/contact/parse.ts refuses whatever was cut, and holds the whole body to bodyLimit, which busboy does not count.
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
 * multipart/form-data for the owner's photo upload: one file part, no field. Busboy cuts the file at the cap and
 * server/owner/photo-upload.ts refuses it. Registered inside the signed-in owner's scope alone.
 */
export const photoMultipart = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      limits: { fieldNameSize: MAX_FIELD_NAME_BYTES, fields: 0, files: 1, parts: 1, fileSize: MAX_PHOTO_BYTES, headerPairs: 4 },
    });
  },
  { name: 'photo-multipart' },
);

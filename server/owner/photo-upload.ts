import type { FastifyRequest } from 'fastify';
import { withinBodyLimit } from '../contact/parse.ts';
import { MAX_PHOTO_BYTES, PHOTO_REFUSALS } from '../content/photos.ts';

/** The upload form's one field, a file input. */
export const PHOTO_FIELD = 'foto';

/** The largest photo and its part's framing (boundary, headers): a body over this carries a photo over the cap. */
const MAX_BODY_BYTES = MAX_PHOTO_BYTES + 16 * 1024;

const ONE_PHOTO = 'Bitte wähle ein Foto aus.';

export type PhotoUpload = { bytes: Buffer } | { status: 400 | 413 | 415; refused: string };

/**
 * The photo of an upload (multipart: the file field `foto` and nothing else; photoMultipart's limits), read within the
 * cap as it streams: a larger body is refused at the cap and the rest never read, so answer a 413 with `Connection:
 * close`. What the bytes are is storePhoto's to check (server/content/photos.ts), never the name or type sent with them.
 */
export async function readPhoto(request: FastifyRequest): Promise<PhotoUpload> {
  if (!request.isMultipart()) return { status: 415, refused: ONE_PHOTO };
  return withinBodyLimit(request, MAX_BODY_BYTES, () => readPart(request), { status: 413, refused: PHOTO_REFUSALS.tooLarge });
}

async function readPart(request: FastifyRequest): Promise<PhotoUpload> {
  let bytes: Buffer | undefined;
  try {
    // One part is allowed: a second one, or a field, ends the loop with the limit's error.
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== PHOTO_FIELD) return { status: 400, refused: ONE_PHOTO };
      bytes = await part.toBuffer();
    }
  } catch (error) {
    const tooLarge = (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
    return tooLarge ? { status: 413, refused: PHOTO_REFUSALS.tooLarge } : { status: 400, refused: ONE_PHOTO };
  }
  // A form sent with no file chosen carries an empty file part.
  return bytes?.length ? { bytes } : { status: 400, refused: ONE_PHOTO };
}

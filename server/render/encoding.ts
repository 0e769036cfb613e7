import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A body that never changes, with its brotli and gzip forms made once, and its ETag. */
export interface Precompressed {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Weak: the same ETag names every encoding of the body. */
  etag: string;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `once`, for a body every request sends: the strongest settings of both (brotli 11, gzip 9),
 * free when paid once, too slow per request (on a page, brotli 11 takes brotli 5's time many
 * times over for a few percent fewer bytes). `per-request`, for a page made for one request:
 * brotli 5. Both run in libuv's thread pool, off the main thread.
 */
export async function precompress(identity: Buffer, paid: 'once' | 'per-request' = 'once'): Promise<Precompressed> {
  const quality = paid === 'once' ? 11 : 5;
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip(identity, { level: 9 }),
  ]);
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { identity, br, gzip: gz, etag };
}

/**
 * Sends a precompressed body in the encoding the client takes, with `Vary: Accept-Encoding` and
 * its ETag; a 200 whose ETag the client (or a cache in between) already has is a 304. Brotli
 * first, whatever the client's order: it is the smaller, and browsers list gzip first without
 * preferring it (`gzip, deflate, br, zstd`, all q=1). A q of 0 still refuses an encoding.
 */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, body: Precompressed): FastifyReply {
  reply.header('vary', 'accept-encoding').header('etag', body.etag);
  if (reply.statusCode === 200 && request.headers['if-none-match']?.split(/\s*,\s*/).includes(body.etag)) return reply.code(304).send();
  const encoding = encodingFor(request);
  return encoding ? reply.header('content-encoding', encoding).send(body[encoding]) : reply.send(body.identity);
}

/** The encoding chosen per Accept-Encoding value, kept: browsers send a handful, and negotiating cost 2 µs a request. */
const chosen = new Map<string | undefined, 'br' | 'gzip' | undefined>();
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const header = request.headers['accept-encoding'];
  if (chosen.has(header)) return chosen.get(header);
  if (chosen.size >= 100) chosen.clear(); // bounded: a client may send any value
  const encoding = (['br', 'gzip'] as const).find((offered) => request.encodings([offered]) === offered);
  chosen.set(header, encoding);
  return encoding;
}

import type { FastifyReply, FastifyRequest } from 'fastify';

/** Reads and changes nothing: only the other methods are guarded. */
export const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** The plain answer to a change from another origin. */
export const FOREIGN_ORIGIN = 'Anfragen von dieser Herkunft werden nicht angenommen.';

/**
 * Where a request comes from. A form post is a "simple" request: the browser sends it
 * cross-origin without a preflight; Origin and Sec-Fetch-Site tell it apart.
 * - `same`: the site itself (PUBLIC_URL's origin, an Origin whose host is the Host header, so
 *   http://127.0.0.1:3000 works in development, or no Origin and `Sec-Fetch-Site: same-origin`).
 * - `none`: no Origin and nothing cross-site about it (curl, old browsers, a typed address).
 * - `foreign`: anything else.
 */
function originKind(request: FastifyRequest): 'same' | 'none' | 'foreign' {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  if (origin === undefined) return site === 'same-origin' ? 'same' : site === 'cross-site' ? 'foreign' : 'none';
  // Browsers send `Origin: null` from sandboxed frames, file: pages and after cross-origin redirects.
  if (origin === 'null') return site === 'same-origin' ? 'same' : 'foreign';
  if (origin === new URL(request.server.config.publicUrl).origin) return 'same';
  // Both through URL, so a default port (`Host: localhost:80`) compares equal to its absence.
  const url = URL.parse(origin);
  const host = url && request.headers.host ? URL.parse(`${url.protocol}//${request.headers.host}`)?.host : undefined;
  return host !== undefined && host === url?.host ? 'same' : 'foreign';
}

const refuseForeign = (_request: FastifyRequest, reply: FastifyReply) =>
  reply.code(403).type('text/plain; charset=utf-8').send(FOREIGN_ORIGIN);

/**
 * The one origin guard, a hook for a route or a scope: a GET or HEAD passes; any other request
 * from a foreign origin is answered by `refuse` (403 text by default). `sameOnly`: one that names
 * no origin is refused too (the owner's pages; the form takes it, from curl or an old browser).
 */
export function originGuard(refuse = refuseForeign, { sameOnly = false } = {}) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const kind = originKind(request);
    if (kind === 'same' || (kind === 'none' && !sameOnly)) return;
    return refuse(request, reply);
  };
}

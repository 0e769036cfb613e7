import type { FastifyRequest } from 'fastify';
import { QUERY, STATUS_ANCHOR, STATUS_QUERY } from '../../shared/contact.ts';
import type { TopicValue } from '../../shared/content/types.ts';
import type { Config } from '../config.ts';

/**
 * Where a post comes from. A multipart post is a "simple" request: the browser sends it
 * cross-origin without a preflight; Origin and Sec-Fetch-Site tell it apart.
 * - `same`: the site itself (PUBLIC_URL's origin, or an Origin whose host is the Host header,
 *   so http://127.0.0.1:3000 works in development).
 * - `none`: no Origin and nothing cross-site about it (curl, old browsers, same-origin navigation).
 * - `foreign`: anything else; answered 403.
 */
type OriginKind = 'same' | 'none' | 'foreign';

export function originKind(request: FastifyRequest, config: Config): OriginKind {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  if (origin === undefined) return site === 'cross-site' ? 'foreign' : 'none';
  // Browsers send `Origin: null` from sandboxed frames, file: pages and after cross-origin redirects.
  if (origin === 'null') return site === 'same-origin' ? 'same' : 'foreign';
  if (origin === new URL(config.publicUrl).origin) return 'same';
  try {
    // Both through URL, so a default port (`Host: localhost:80`) compares equal to its absence.
    const url = new URL(origin);
    if (request.headers.host && new URL(`${url.protocol}//${request.headers.host}`).host === url.host) return 'same';
  } catch {
    return 'foreign';
  }
  return 'foreign';
}

/** Where a browser without JavaScript is sent after its post: the contact form with the result shown. */
export function statusLocation(config: Config, success: boolean, topic?: TopicValue): string {
  const base = `${new URL(config.publicUrl).pathname.replace(/\/+$/, '')}/`;
  const query = new URLSearchParams();
  if (topic && !success) query.set(QUERY.topic, topic);
  query.set(QUERY.status, success ? STATUS_QUERY.success : STATUS_QUERY.error);
  return `${base}?${query}#${success ? STATUS_ANCHOR.success : STATUS_ANCHOR.error}`;
}

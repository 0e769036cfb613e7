import type { FastifyRequest } from 'fastify';
import { QUERY, STATUS_QUERY, statusIds, WAYS } from '../../shared/contact.ts';
import type { LeadKind } from '../../shared/contact-rules.ts';
import type { Config } from '../config.ts';

/**
 * Where a post comes from. A multipart post is a "simple" request: the browser sends it
 * cross-origin without a preflight; Origin and Sec-Fetch-Site tell it apart.
 * - `same`: the site itself (PUBLIC_URL's origin, or an Origin whose host is the Host header,
 *   so http://127.0.0.1:3000 works in development).
 * - `none`: no Origin and nothing cross-site about it (curl, old browsers, same-origin navigation).
 * - `foreign`: anything else; answered 403.
 */
export function originKind(request: FastifyRequest, config: Config): 'same' | 'none' | 'foreign' {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  if (origin === undefined) return site === 'cross-site' ? 'foreign' : 'none';
  // Browsers send `Origin: null` from sandboxed frames, file: pages and after cross-origin redirects.
  if (origin === 'null') return site === 'same-origin' ? 'same' : 'foreign';
  if (origin === new URL(config.publicUrl).origin) return 'same';
  // Both through URL, so a default port (`Host: localhost:80`) compares equal to its absence.
  const url = URL.parse(origin);
  const host = url && request.headers.host ? URL.parse(`${url.protocol}//${request.headers.host}`)?.host : undefined;
  return host !== undefined && host === url?.host ? 'same' : 'foreign';
}

/** A post's result, as far as the page it came from shows it. */
export interface PostOutcome {
  success: boolean;
  kind: LeadKind;
  /** The path of the page whose form posted (checked by the caller), e.g. `/keynotes`. */
  page: string;
  topic?: string;
}

/**
 * Where a browser without JavaScript is sent after its post: the page it came from, its form
 * replaced by the confirmation (or showing the error, with the topic still chosen). The query
 * says which form and how it went, nothing the visitor typed: a URL ends up in the browser's
 * history, in access logs and in the Referer of the next link. And nothing unbounded, so each
 * answer is one of a few pages rendered once (routes/form-pages.tsx). What was asked for (the
 * slot, the time, the number) was on the page confirmed one tap before; a booking's is in its mail.
 */
export function statusLocation(config: Config, outcome: PostOutcome): string {
  const base = new URL(config.publicUrl).pathname.replace(/\/+$/, '');
  const query = new URLSearchParams();
  if (!outcome.success && outcome.topic) query.set(QUERY.topic, outcome.topic);
  const sent = outcome.kind === 'booking' ? STATUS_QUERY.booked : STATUS_QUERY.success;
  query.set(QUERY.status, outcome.success ? sent : STATUS_QUERY.error);
  query.set(QUERY.form, WAYS[outcome.kind]);
  const ids = statusIds(WAYS[outcome.kind]);
  return `${base}${outcome.page}?${query}#${outcome.success ? ids.success : ids.error}`;
}

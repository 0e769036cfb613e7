// Which requests count, and what of them: functions of the request's headers, its route and the
// answer. Nothing here keeps a header value except the bounded, cleaned parts the statistics
// name (referrer host, campaign tags, device class).
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { CAMPAIGN_PARAMS, CAMPAIGN_VALUE_MAX_LENGTH, OPT_OUT_HEADERS } from '../../shared/content/analytics.ts';
import { PAGES, type FirstView } from './day.ts';

const SPECULATIVE = /prefetch|prerender|preview/i;
const TABLET = /iPad|Tablet|Android(?!.*Mobile)/i;
const PHONE = /Mobi|iPhone/i;
const TAG = new RegExp(`^[\\p{L}\\p{N}][\\p{L}\\p{N} ._-]{0,${CAMPAIGN_VALUE_MAX_LENGTH - 1}}$`, 'u');

/** Sec-GPC: 1 or DNT: 1: the visitor objects to being counted, so nothing of the request is. */
export function optedOut(headers: IncomingHttpHeaders): boolean {
  return headers['sec-gpc'] === OPT_OUT_HEADERS['sec-gpc'] || headers.dnt === OPT_OUT_HEADERS.dnt;
}

/** A speculative load (link prefetch, prerender, Safari's preview): nobody has seen the page yet. */
function isSpeculative(headers: IncomingHttpHeaders): boolean {
  return SPECULATIVE.test(String([headers['sec-purpose'], headers.purpose, headers['x-purpose'], headers['x-moz']]));
}

/** A crawler, a monitor, a headless browser or a client without a User-Agent (every browser sends one). */
const isBot = (userAgent: string | undefined) => !userAgent || isbot(userAgent);

/** A beacon or a post from a browser that may be counted: no opt-out, no bot, no speculative load. */
export function countable({ headers }: FastifyRequest): boolean {
  return !optedOut(headers) && !isBot(headers['user-agent']) && !isSpeculative(headers);
}

/**
 * The page (its index in PAGES) this answer showed a browser, else undefined: a page of the site's as HTML to a GET,
 * 200 or 304 (confirmed from the browser's cache), as a document where the browser says so (Sec-Fetch-Dest), with a
 * User-Agent, no opt-out and no speculative load. Whether it is a bot is asked on the visitor's first view of the day only.
 */
export function shownPage(request: FastifyRequest, reply: FastifyReply): number | undefined {
  const { headers, method } = request;
  const page = pageIndex(request.url.split('?', 1)[0]) ?? undefined;
  const [status, type, dest] = [reply.statusCode, reply.getHeader('content-type'), headers['sec-fetch-dest']];
  if (page === undefined || method !== 'GET' || (status !== 200 && status !== 304) || !String(type).startsWith('text/html')) return;
  if ((dest === undefined || dest === 'document') && headers['user-agent'] && !optedOut(headers) && !isSpeculative(headers)) return page;
}

/** A page's index in PAGES (a lead's page: the form's checked `page` field), null for none. */
export const pageIndex = (path: string | undefined): number | null => {
  const index = path === undefined ? -1 : PAGES.indexOf(path);
  return index < 0 ? null : index;
};

/** Where a visitor's first view came from (campaign tags, else the Referer's host, else direct), and on what; null for a bot. */
export function firstView(request: FastifyRequest, siteHost: string): FirstView {
  const userAgent = request.headers['user-agent'];
  if (isBot(userAgent)) return null;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const [source = null, medium = null, campaign = null] = CAMPAIGN_PARAMS.map((name) => cleanTag(query[name]));
  const tagged = source !== null || medium !== null || campaign !== null;
  const isOwn = (host: string) => host === request.hostname || host === siteHost;
  const entry = { source: source ?? referringHost(request.headers.referer, isOwn) ?? 'direct', medium, campaign, tagged };
  return { entry, device: TABLET.test(userAgent!) ? 'tablet' : PHONE.test(userAgent!) ? 'phone' : 'desktop' };
}

/** A campaign value as kept: trimmed, lower case, bounded and of plain characters; else null. */
function cleanTag(value: unknown): string | null {
  const tag = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toLowerCase() : '';
  return TAG.test(tag) ? tag : null;
}

/** The host of a Referer that is not the site's own, its last 64 characters (where the registrable domain is); else null. */
function referringHost(referer: string | undefined, isOwn: (host: string) => boolean): string | null {
  const host = URL.parse(referer ?? '')?.hostname.toLowerCase() ?? '';
  return /^[a-z0-9.-]{1,253}$/.test(host) && !isOwn(host) ? host.slice(-CAMPAIGN_VALUE_MAX_LENGTH) : null;
}

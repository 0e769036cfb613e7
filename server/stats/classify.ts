// Which requests count, and what of them: pure functions of the request's headers, the route
// and the answer. Nothing here keeps a header value except the bounded, cleaned parts the
// statistics name (referrer host, campaign tags, device class).
import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import { CAMPAIGN_VALUE_MAX_LENGTH, OPT_OUT_HEADERS, type DeviceClass } from '../../shared/content/analytics.ts';

/** Where a visitor came from on the first page view of the day. */
export interface Entry {
  /** utm_source, else the referring host, else `direct`. */
  source: string;
  medium: string | null;
  campaign: string | null;
  /** The link carried campaign tags: the entry is a campaign's too. */
  tagged: boolean;
}

export const DIRECT = 'direct';

/** Sec-GPC: 1 or DNT: 1: the visitor objects to being counted, so nothing of the request is. */
export function optedOut(headers: IncomingHttpHeaders): boolean {
  return headers['sec-gpc'] === OPT_OUT_HEADERS['sec-gpc'] || headers.dnt === OPT_OUT_HEADERS.dnt;
}

/** A crawler, a monitor, a headless browser or a client without a User-Agent (every browser sends one). */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

const SPECULATIVE = /prefetch|prerender|preview/i;

/** A speculative load (link prefetch, prerender, Safari's preview): nobody has seen the page yet. */
export function isSpeculative(headers: IncomingHttpHeaders): boolean {
  for (const name of ['sec-purpose', 'purpose', 'x-purpose', 'x-moz']) {
    const value = headers[name];
    if (typeof value === 'string' && SPECULATIVE.test(value)) return true;
  }
  return false;
}

/**
 * A page a browser shows: an HTML answer to a GET, 200 (or 304, the same page confirmed from the
 * browser's cache), fetched as a document where the browser says so (Sec-Fetch-Dest). HEAD,
 * assets, JSON, redirects and errors are not.
 */
export function isPageAnswer(method: string, status: number, contentType: unknown, dest: unknown): boolean {
  return (
    method === 'GET' &&
    (status === 200 || status === 304) &&
    typeof contentType === 'string' &&
    contentType.startsWith('text/html') &&
    (dest === undefined || dest === 'document')
  );
}

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (?:7|9|10)|Android(?!.*Mobile)/i;
const PHONE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i;

/** The device class from the User-Agent and the Sec-CH-UA-Mobile hint Chromium sends. */
export function deviceClass(userAgent: string, headers: IncomingHttpHeaders): DeviceClass {
  if (TABLET.test(userAgent)) return 'tablet';
  if (headers['sec-ch-ua-mobile'] === '?1' || PHONE.test(userAgent)) return 'phone';
  return 'desktop';
}

const TAG = new RegExp(`^[\\p{L}\\p{N}][\\p{L}\\p{N} ._-]{0,${CAMPAIGN_VALUE_MAX_LENGTH - 1}}$`, 'u');

/** A campaign value as kept: trimmed, lower case, bounded and of plain characters; else null. */
export function cleanTag(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const tag = value.trim().replace(/\s+/g, ' ').toLowerCase();
  return TAG.test(tag) ? tag : null;
}

const HOST = /^[a-z0-9](?:[a-z0-9-]{0,62}\.)*[a-z0-9-]{1,63}$/;
/** Longer hosts keep their end, where the registrable domain is; as long as a campaign value. */
const HOST_MAX_LENGTH = CAMPAIGN_VALUE_MAX_LENGTH;

/** The host of a Referer that is not the site's own, cut to its last 64 characters; null for none, an own page or a malformed one. */
export function referringHost(referer: unknown, isOwn: (host: string) => boolean): string | null {
  if (typeof referer !== 'string' || referer === '') return null;
  let host: string;
  try {
    host = new URL(referer).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (host.length > 253 || !HOST.test(host) || isOwn(host)) return null;
  return host.slice(-HOST_MAX_LENGTH);
}

/** Where this page view came from: the campaign tags of its URL, else its Referer's host, else direct. */
export function entryOf(query: unknown, referer: unknown, isOwn: (host: string) => boolean): Entry {
  const params = (query ?? {}) as Record<string, unknown>;
  const source = cleanTag(params.utm_source);
  const medium = cleanTag(params.utm_medium);
  const campaign = cleanTag(params.utm_campaign);
  const tagged = source !== null || medium !== null || campaign !== null;
  return { source: source ?? referringHost(referer, isOwn) ?? DIRECT, medium, campaign, tagged };
}

/**
 * Cache-Control of every kind of answer, chosen here and nowhere else. The server is meant to
 * stand behind a CDN or caching proxy (README: nginx): what is the same for every visitor may be
 * kept by a shared cache; what is not is kept by no cache.
 */
export const CACHE_CONTROL = {
  /**
   * Pages but the home page, and the crawler files: the same bytes for everyone until the next
   * deploy, sent with an ETag. A browser reuses one for a minute; a shared cache asks the server
   * again after five, and for a day after that answers at once with its copy while it fetches
   * the new one. So the server sees about one request per page and five minutes behind a cache,
   * and a deploy reaches visitors within five minutes and one stale answer.
   */
  page: 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400',
  /** Hashed names never change content. */
  asset: 'public, max-age=31536000, immutable',
  /** Fixed names (favicon, apple-touch-icon) may change with a deploy. */
  file: 'public, max-age=86400',
  /**
   * The home page (its form carries a one-time token), error pages, the form's answers and
   * token, the beacon and the health probes: no cache keeps them, the browser's included.
   */
  none: 'no-store',
} as const;

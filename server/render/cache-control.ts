/**
 * Cache-Control of every kind of answer, chosen here and nowhere else. The server is meant to stand behind a CDN or
 * caching proxy (README: nginx): what is the same for every visitor may be kept by a shared cache; nothing else is.
 */
export const CACHE_CONTROL = {
  /**
   * Pages without a form, and the crawler files: the same bytes for everyone until the next deploy, sent with an ETag.
   * Behind a cache the server sees about one request per page and five minutes, and a deploy reaches visitors within
   * five minutes and one stale answer.
   */
  page: 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400',
  /**
   * Pages with the contact form: the same for everyone too, but they list the next free slots, so the list a visitor
   * without JavaScript sees is at most six minutes old (a slot taken meanwhile gets the 409 page with the next free
   * ones); the form's island fetches fresh slots with its token.
   */
  formPage: 'public, max-age=60, s-maxage=60, stale-while-revalidate=300',
  /** Hashed names never change content. */
  asset: 'public, max-age=31536000, immutable',
  /** Fixed names (favicon, apple-touch-icon) may change with a deploy. */
  file: 'public, max-age=86400',
  /** What belongs to one visitor (the form token, a post's answer), error pages, the beacon and the health probes. */
  none: 'no-store',
} as const;

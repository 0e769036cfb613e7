/**
 * Cache-Control of every kind of answer, chosen here and nowhere else. The server is meant to
 * stand behind a CDN or caching proxy (README: nginx): what is the same for every visitor may be
 * kept by a shared cache; what is not is kept by no cache.
 */
export const CACHE_CONTROL = {
  /**
   * Pages without a form, and the crawler files: the same bytes for everyone until the next
   * deploy, sent with an ETag. A browser reuses one for a minute; a shared cache asks the server
   * again after five, and for a day after that answers at once with its copy while it fetches
   * the new one. So the server sees about one request per page and five minutes behind a cache,
   * and a deploy reaches visitors within five minutes and one stale answer.
   */
  page: 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400',
  /**
   * Pages with the contact form: the same bytes for everyone as well, but they list the next
   * free slots. A shared cache asks again after a minute and answers from its copy for five more
   * while it fetches the new one, so the list a visitor without JavaScript sees is at most six
   * minutes old (a slot taken meanwhile gets the 409 page with the next free ones); the form's
   * island fetches fresh slots with its token.
   */
  formPage: 'public, max-age=60, s-maxage=60, stale-while-revalidate=300',
  /** Hashed names never change content. */
  asset: 'public, max-age=31536000, immutable',
  /** Fixed names (favicon, apple-touch-icon) may change with a deploy. */
  file: 'public, max-age=86400',
  /**
   * What belongs to one visitor – the form token with the fresh slots (/form-token), the page
   * that answers a post with what was typed – error pages, the beacon and the health probes: no
   * cache keeps them, the browser's included.
   */
  none: 'no-store',
} as const;

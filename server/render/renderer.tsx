import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AssetManifest } from '../../shared/assets.ts';
import { Document, type PageSpec } from './Document.tsx';
import { renderToBuffer } from './stream.ts';
import { CACHE_CONTROL } from './cache-control.ts';
import { precompress, sendPrecompressed, type Precompressed } from './encoding.ts';

/** A page render that takes longer fails (the 500 page) instead of holding its requests. */
const RENDER_TIMEOUT_MS = 5000;

interface PageRendererOptions {
  siteUrl: string;
  assets: AssetManifest;
  log: FastifyBaseLogger;
}

/**
 * Renders pages with renderToPipeableStream and keeps each page variant as precompressed bytes
 * with its ETag. A page is the same for every visitor (what belongs to one comes from the form's
 * own request, /form-token), so a request sends prebuilt bytes: no render, no compression.
 */
export class PageRenderer {
  /** One page per key: a new `variant` (the offered slots changed) replaces the old one, so the map never grows past the keys. */
  private readonly pages = new Map<string, { variant: string; page: Promise<Precompressed> }>();

  constructor(private readonly options: PageRendererOptions) {}

  /** The bytes of one page variant, rendered on first use; `key` null: rendered for this request alone. */
  private page(key: string | null, spec: () => PageSpec, variant: string): Promise<Precompressed> {
    const kept = key === null ? undefined : this.pages.get(key);
    if (kept?.variant === variant) return kept.page;
    const page = renderToBuffer(
      <Document {...spec()} siteUrl={this.options.siteUrl} assets={this.options.assets} />,
      RENDER_TIMEOUT_MS,
      (error) => this.options.log.error({ err: error, page: key }, 'render error'),
    ).then((html) => precompress(html, key === null ? 'per-request' : 'once'));
    if (key !== null) {
      // A failed render is not cached: the next request tries again.
      page.catch(() => this.pages.get(key)?.page === page && this.pages.delete(key));
      this.pages.set(key, { variant, page });
    }
    return page;
  }

  /**
   * Renders (or reuses) a page and sends it. `key` null renders it for this request alone (the
   * answer to a post, holding what one visitor typed): no cache may keep it. A kept page's 200
   * goes with `cacheControl` (CACHE_CONTROL.page by default). Throws when rendering fails; the
   * error handler answers 500.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string | null,
    spec: () => PageSpec,
    options: { status?: number; variant?: string; cacheControl?: string } = {},
  ): Promise<FastifyReply> {
    const page = await this.page(key, spec, options.variant ?? '');
    const status = options.status ?? 200;
    const shared = key !== null && status === 200;
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', shared ? (options.cacheControl ?? CACHE_CONTROL.page) : CACHE_CONTROL.none);
    return sendPrecompressed(request, reply, page);
  }
}

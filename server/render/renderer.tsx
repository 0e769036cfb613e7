import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { AssetManifest } from '../../shared/assets.ts';
import type { Site } from '../../shared/content/index.ts';
import { Document, OwnerDocument, type OwnerPageOptions, type PageSpec } from './Document.tsx';
import { CACHE_CONTROL } from './cache-control.ts';
import { precompress, sendPrecompressed, type Precompressed } from './encoding.ts';

/** A render that takes longer fails (the 500 page) instead of holding its requests. */
const RENDER_TIMEOUT_MS = 5000;

type SendOptions = { status?: number; variant?: string; cacheControl?: string; site?: Site };

/** The published content a page is rendered from, by version: a new version renders every kept page anew. */
export type Published = () => { version: number; site: Site };

/**
 * The one render-and-send path of every HTML page. A public page is the same for every visitor (what belongs to one
 * comes from /form-token), so it is kept as precompressed bytes with its ETag: a request neither renders nor
 * compresses. A page for one request alone (`key` null) is rendered each time and kept by no cache.
 */
export class PageRenderer {
  /** One page per key: a new `variant` (the offered slots changed) replaces the old one, so the map never grows past the keys. */
  private readonly pages = new Map<string, { variant: string; page: Promise<Precompressed> }>();

  constructor(private readonly options: { siteUrl: string; assets: AssetManifest; log: FastifyBaseLogger; published: Published }) {}

  /**
   * Renders (or reuses) a public page and sends it; a kept page's 200 goes with `cacheControl` (CACHE_CONTROL.page by
   * default). `spec` is made from the site the page shows: the published, or `options.site` (a draft's preview, never
   * kept). Throws when rendering fails; the error handler answers 500.
   */
  send(reply: FastifyReply, key: string | null, spec: (site: Site) => PageSpec, options: SendOptions = {}) {
    const { siteUrl, assets, published } = this.options;
    const { version, site: publishedSite } = published();
    const variant = `${version}:${options.variant ?? ''}`;
    const site = options.site ?? publishedSite;
    const document = () => <Document {...spec(site)} siteUrl={siteUrl} assets={assets} site={site} />;
    return this.sendDocument(reply, options.site ? null : key, document, { ...options, variant });
  }

  /** An owner page: live data, so rendered for its request alone; the /intern scope adds its headers. */
  sendOwner(reply: FastifyReply, body: ReactElement, options: OwnerPageOptions = {}) {
    const site = this.options.published().site;
    const document = () => <OwnerDocument {...options} body={body} assets={this.options.assets} site={site} />;
    return this.sendDocument(reply, null, document, options);
  }

  private async sendDocument(reply: FastifyReply, key: string | null, document: () => ReactElement, options: SendOptions) {
    const page = await this.page(key, document, options.variant ?? '');
    const status = options.status ?? 200;
    const shared = key !== null && status === 200;
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', shared ? (options.cacheControl ?? CACHE_CONTROL.page) : CACHE_CONTROL.none);
    return sendPrecompressed(reply.request, reply, page);
  }

  /** The bytes of one page variant, rendered on first use; `key` null: rendered for this request alone. */
  private page(key: string | null, document: () => ReactElement, variant: string): Promise<Precompressed> {
    const kept = key === null ? undefined : this.pages.get(key);
    if (kept?.variant === variant) return kept.page;
    const page = renderToBuffer(document(), (error) => this.options.log.error({ err: error, page: key }, 'render error')).then((html) =>
      precompress(html, key === null ? 'per-request' : 'once'),
    );
    if (key !== null) {
      // A failed render is not cached: the next request tries again.
      page.catch(() => this.pages.get(key)?.page === page && this.pages.delete(key));
      this.pages.set(key, { variant, page });
    }
    return page;
  }
}

/**
 * Renders a document into one buffer once the whole tree is ready: a page is sent whole, so there is nothing to gain
 * from sending the shell first. Rejects when the shell cannot render or the render outlasts RENDER_TIMEOUT_MS.
 * `onError` hears the errors React reports (inside a boundary it recovers from them).
 */
function renderToBuffer(element: ReactElement, onError: (error: unknown) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error(`render timed out after ${RENDER_TIMEOUT_MS} ms`);
      reject(error);
      abort(error);
    }, RENDER_TIMEOUT_MS).unref();
    const { pipe, abort } = renderToPipeableStream(element, {
      onAllReady() {
        clearTimeout(timer);
        const sink = new PassThrough();
        resolve(buffer(sink));
        pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError,
    });
  });
}

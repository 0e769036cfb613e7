import type { ReactElement } from 'react';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AssetManifest } from '../../shared/assets.ts';
import type { PageMeta } from '../../shared/content/types.ts';
import { Document } from './Document.tsx';
import { IslandsRendered } from '../../shared/components/Island.tsx';
import type { IslandName } from '../../shared/islands/names.ts';
import { renderToBuffer } from './stream.ts';
import { acceptedEncoding, sendPrecompressed } from './encoding.ts';
import { pageTemplate, SlottedPage, type PageTemplate, type SlotValues } from './template.ts';

/** A page render that takes longer fails (the 500 page) instead of holding its requests. */
const RENDER_TIMEOUT_MS = 5000;

export interface PageSpec {
  meta: PageMeta;
  ogType?: 'website' | 'article' | 'profile';
  /** Key of the page's own Open Graph image in the manifest (`ogPages`); the site's image otherwise. */
  og?: string;
  noindex?: boolean;
  jsonLd?: object;
  body: ReactElement;
}

const GZIP = ['gzip'] as const;

export interface PageRendererOptions {
  siteUrl: string;
  assets: AssetManifest;
  log: FastifyBaseLogger;
  /** A fresh form token and its start time, for the slots of a page that has a form. */
  formToken: () => SlotValues;
  /**
   * The pages are baked into files (npm run export): their form slots stay empty, because one
   * token in a file would be shared by every visitor. The form island fetches its own.
   */
  bakedPages: boolean;
}

/**
 * Renders pages with renderToPipeableStream and keeps each rendered variant as a template:
 * the content is the same for every visitor, only the form's token and start time differ, so
 * a request after the first joins prebuilt bytes instead of rendering React again. The
 * compressed forms are prebuilt too (see PageTemplate): no request compresses the page.
 */
export class PageRenderer {
  private readonly templates = new Map<string, Promise<PageTemplate>>();

  private readonly siteUrl: string;
  private readonly assets: AssetManifest;
  private readonly log: FastifyBaseLogger;
  private readonly formToken: () => SlotValues;
  private readonly bakedPages: boolean;

  constructor(options: PageRendererOptions) {
    ({ siteUrl: this.siteUrl, assets: this.assets, log: this.log, formToken: this.formToken, bakedPages: this.bakedPages } = options);
  }

  /** The full document element of a page; it collects the islands rendered into it. */
  document(spec: PageSpec): ReactElement {
    return (
      <IslandsRendered value={new Set<IslandName>()}>
        <Document
          meta={{
            title: spec.meta.title,
            description: spec.meta.description,
            canonical: spec.meta.path ? this.siteUrl + (spec.meta.path === '/' ? '/' : spec.meta.path) : undefined,
            siteUrl: this.siteUrl,
            ogType: spec.ogType,
            noindex: spec.noindex,
          }}
          assets={this.assets}
          og={(spec.og && this.assets.ogPages?.[spec.og]) || this.assets.og}
          jsonLd={spec.jsonLd}
        >
          {spec.body}
        </Document>
      </IslandsRendered>
    );
  }

  /** The template of one page variant, rendered on first use. */
  template(key: string, spec: () => PageSpec): Promise<PageTemplate> {
    let template = this.templates.get(key);
    if (!template) {
      template = renderToBuffer(this.document(spec()), {
        timeoutMs: RENDER_TIMEOUT_MS,
        onError: (error) => this.log.error({ err: error, page: key }, 'render error'),
      }).then((html) => pageTemplate(html, this.bakedPages));
      // A failed render is not cached: the next request tries again.
      template.catch(() => this.templates.delete(key));
      this.templates.set(key, template);
    }
    return template;
  }

  /** Renders (or reuses) a page and sends it. Throws when rendering fails; the error handler answers 500. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    spec: () => PageSpec,
    options: { status?: number } = {},
  ): Promise<FastifyReply> {
    const template = await this.template(key, spec);
    reply.code(options.status ?? 200).type('text/html; charset=utf-8');
    if (template instanceof SlottedPage) {
      // Carries a one-time form token: no cache may keep it, the browser's own included. With
      // `no-cache` the Back button after a post without JavaScript showed the stored page, whose
      // token was spent, and a second message was quarantined as a replay; now Back fetches a
      // fresh page (and the browser still restores what was typed).
      reply.header('cache-control', 'no-store').header('vary', 'accept-encoding');
      const values = this.formToken();
      // The token must be in the HTML, or the form would not work without JavaScript. Gzip
      // only, spliced from prebuilt deflate blocks (SlottedPage.gzip): 18–33 µs of CPU for the
      // 58 KB home page, where gzipping it per request costs 1.1–1.3 ms (level 6) and would put
      // the home at about a tenth of the prebuilt-bytes limit (140–160 µs per request).
      if (acceptedEncoding(request, GZIP)) return reply.header('content-encoding', 'gzip').send(template.gzip(values));
      return reply.send(template.fill(values));
    }
    reply.header('cache-control', 'no-cache').header('etag', template.etag);
    if (reply.statusCode === 200 && request.headers['if-none-match']?.split(/\s*,\s*/).includes(template.etag)) {
      return reply.code(304).header('vary', 'accept-encoding').send();
    }
    return sendPrecompressed(request, reply, template.body);
  }
}

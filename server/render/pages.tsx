import type { ReactElement } from 'react';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AssetManifest } from '../../shared/assets.ts';
import type { PageMeta } from '../../shared/content/types.ts';
import { Document } from './Document.tsx';
import { IslandsRendered } from '../../shared/components/Island.tsx';
import type { IslandName } from '../../shared/islands/names.ts';
import { renderToBuffer } from './stream.ts';
import { negotiate, PageTemplate, type SlotValues } from './template.ts';

/** Give up waiting for suspended content after this and let the browser finish it. */
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

/**
 * Renders pages with renderToPipeableStream and keeps each rendered variant as a template:
 * the content is the same for every visitor, only the form's token and start time differ, so
 * a request after the first joins prebuilt bytes instead of rendering React again. The
 * compressed forms are prebuilt too (see PageTemplate): no request compresses the page.
 */
export class PageRenderer {
  private readonly templates = new Map<string, Promise<PageTemplate>>();

  constructor(
    private readonly siteUrl: string,
    private readonly assets: AssetManifest,
    private readonly log: FastifyBaseLogger,
  ) {}

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
        onRecoverableError: (error) => this.log.error({ err: error, page: key }, 'recoverable render error'),
      }).then((html) => PageTemplate.create(html));
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
    options: { status?: number; slots?: SlotValues } = {},
  ): Promise<FastifyReply> {
    const template = await this.template(key, spec);
    const accepted = negotiate(request.headers['accept-encoding']);
    // Compressed here from prebuilt bytes; @fastify/compress leaves an encoded answer alone.
    reply.code(options.status ?? 200).type('text/html; charset=utf-8').header('vary', 'accept-encoding');
    if (template.hasSlots) {
      // Carries a one-time form token: no shared cache may keep it.
      reply.header('cache-control', 'private, no-cache');
      if (accepted.includes('gzip')) return reply.header('content-encoding', 'gzip').send(template.gzip(options.slots!));
      return reply.send(template.fill(options.slots!));
    }
    // Weak: the same ETag names every encoding of the page.
    const etag = `W/${template.etag}`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag) && reply.statusCode === 200) {
      return reply.code(304).send();
    }
    const encoding = accepted[0];
    const body = encoding && template.compressed(encoding);
    if (encoding && body) return reply.header('content-encoding', encoding).send(body);
    return reply.send(template.fill({} as SlotValues));
  }
}

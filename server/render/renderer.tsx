import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AssetManifest } from '../../shared/assets.ts';
import { Document, type PageSpec } from './Document.tsx';
import { renderToBuffer } from './stream.ts';
import { CACHE_CONTROL } from './cache-control.ts';
import { sendPrecompressed } from './encoding.ts';
import { pageTemplate, SlottedPage, type PageTemplate, type SlotValues } from './template.ts';

/** A page render that takes longer fails (the 500 page) instead of holding its requests. */
const RENDER_TIMEOUT_MS = 5000;

interface PageRendererOptions {
  siteUrl: string;
  assets: AssetManifest;
  log: FastifyBaseLogger;
  /** A fresh form token and its start time, for the slots of a page that has a form. */
  formToken: () => SlotValues;
}

/**
 * Renders pages with renderToPipeableStream and keeps each rendered variant as a template:
 * the content is the same for every visitor, only the form's token and start time differ, so
 * a request after the first joins prebuilt bytes instead of rendering React again. The
 * compressed forms are prebuilt too (see PageTemplate): no request compresses the page.
 */
export class PageRenderer {
  private readonly templates = new Map<string, Promise<PageTemplate>>();

  constructor(private readonly options: PageRendererOptions) {}

  /** The template of one page variant, rendered on first use. */
  private template(key: string, spec: () => PageSpec): Promise<PageTemplate> {
    let template = this.templates.get(key);
    if (!template) {
      template = renderToBuffer(
        <Document {...spec()} siteUrl={this.options.siteUrl} assets={this.options.assets} />,
        RENDER_TIMEOUT_MS,
        (error) => this.options.log.error({ err: error, page: key }, 'render error'),
      ).then(pageTemplate);
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
    const status = options.status ?? 200;
    reply.code(status).type('text/html; charset=utf-8');
    if (template instanceof SlottedPage) {
      // Carries a one-time form token: no cache may keep it, the browser's own included. With
      // `no-cache` the Back button after a post without JavaScript showed the stored page, whose
      // token was spent, and a second message was quarantined as a replay; now Back fetches a
      // fresh page (and the browser still restores what was typed).
      reply.header('cache-control', CACHE_CONTROL.none).header('vary', 'accept-encoding');
      const values = this.options.formToken();
      // The token must be in the HTML, or the form would not work without JavaScript. Gzip
      // only, spliced from prebuilt deflate blocks (SlottedPage.gzip): under autocannon (50
      // connections) the 51 KB home page took 103–112 µs of server CPU per request, and
      // 1,074–1,315 µs when gzipped per request (level 6; brotli 4: 1,129–1,171 µs), which cut
      // its throughput from 4,642 to 758 requests per second. Spliced, it is 1.5 % larger than
      // gzip -9 of the whole page (13,435 against 13,227 bytes: the values' stored blocks).
      if (request.encodings(['gzip']) === 'gzip') return reply.header('content-encoding', 'gzip').send(template.gzip(values));
      return reply.send(template.fill(values));
    }
    reply.header('cache-control', status === 200 ? CACHE_CONTROL.page : CACHE_CONTROL.none);
    return sendPrecompressed(request, reply, template);
  }
}

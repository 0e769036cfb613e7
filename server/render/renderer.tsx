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
  /** One template per key: a new `variant` (the offered slots changed) replaces the old one, so the map never grows past the keys. */
  private readonly templates = new Map<string, { variant: string; template: Promise<PageTemplate> }>();

  constructor(private readonly options: PageRendererOptions) {}

  /** The template of one page variant, rendered on first use; `key` null: rendered for this request alone. */
  private template(key: string | null, spec: () => PageSpec, variant: string): Promise<PageTemplate> {
    const kept = key === null ? undefined : this.templates.get(key);
    if (kept?.variant === variant) return kept.template;
    const template = renderToBuffer(
      <Document {...spec()} siteUrl={this.options.siteUrl} assets={this.options.assets} />,
      RENDER_TIMEOUT_MS,
      (error) => this.options.log.error({ err: error, page: key }, 'render error'),
    ).then(pageTemplate);
    if (key !== null) {
      // A failed render is not cached: the next request tries again.
      template.catch(() => this.templates.get(key)?.template === template && this.templates.delete(key));
      this.templates.set(key, { variant, template });
    }
    return template;
  }

  /**
   * Renders (or reuses) a page and sends it. `key` null renders it for this request alone (a
   * page holding what one visitor typed). Throws when rendering fails; the error handler answers 500.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string | null,
    spec: () => PageSpec,
    options: { status?: number; variant?: string; formToken?: SlotValues } = {},
  ): Promise<FastifyReply> {
    const template = await this.template(key, spec, options.variant ?? '');
    const status = options.status ?? 200;
    reply.code(status).type('text/html; charset=utf-8');
    if (template instanceof SlottedPage) {
      // Carries a one-time form token: no cache may keep it, the browser's own included. With
      // `no-cache` the Back button after a post without JavaScript showed the stored page, whose
      // token was spent, and a second message was quarantined as a replay; now Back fetches a
      // fresh page (and the browser still restores what was typed).
      reply.header('cache-control', CACHE_CONTROL.none).header('vary', 'accept-encoding');
      const values = options.formToken ?? this.options.formToken();
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

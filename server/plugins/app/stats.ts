import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageMeta } from '../../../shared/content/pages.ts';
import { BEACON_PATH, FORM_EVENTS, isFormEvent, PIXEL_PATH } from '../../../shared/stats.ts';
import type { Config } from '../../config.ts';
import { originKind } from '../../contact/http.ts';
import { deviceClass, entryOf, isBot, isPageAnswer, isSpeculative, optedOut, referringHost } from '../../stats/classify.ts';
import { DIGEST_CHECK_INTERVAL_MS, queueDigest } from '../../stats/digest.ts';
import { StatsService, type Client } from '../../stats/service.ts';

/** What the rest of the app may ask of the statistics. */
export interface Stats {
  /** ANALYTICS is on. */
  readonly enabled: boolean;
  /** The counting service; null when ANALYTICS=off. */
  readonly service: StatsService | null;
  /** A contact form post that was stored: a lead of `topic`, or spam for `spam`'s reason. */
  formPosted(request: FastifyRequest, outcome: { topic: string; spam: string | null }): void;
  /** Writes the counts now (tests; the server flushes on its own). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    stats: Stats;
  }
}

export interface StatsOptions {
  config: Config;
  /** The clock; tests pass a fake one. */
  now?: () => number;
}

/** A transparent 1×1 GIF: the answer to the pixel. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const NO_STATS: Stats = { enabled: false, service: null, formPosted: () => {}, flush: async () => {} };

/**
 * First-party statistics counted from the requests the server already answers: page views
 * (onResponse), the contact form's beacon, the static export's pixel and the form's outcome.
 * Decorates the app with `stats`. Registered before the routes so its hook sees all of them.
 */
export const stats = fp(
  async (app: FastifyInstance, options: StatsOptions) => {
    const { config } = options;
    if (!config.analytics) {
      app.decorate('stats', NO_STATS);
      return;
    }
    const service = new StatsService({ dataDir: config.dataDir, log: app.log, ...(options.now ? { now: options.now } : {}) });
    const siteHosts = [config.publicUrl, ...config.corsOrigins].map((url) => new URL(url).hostname);
    const pagePaths = new Set(Object.values(pageMeta).flatMap((meta) => meta.path || []));
    const ownHosts = (request: FastifyRequest) => new Set([...siteHosts, request.hostname]);

    /** The visitor, unless the request opts out, comes from a bot or is a speculative load. */
    const visitor = (request: FastifyRequest): Client | null => {
      const { headers } = request;
      const userAgent = headers['user-agent'];
      if (optedOut(headers) || isBot(userAgent) || isSpeculative(headers)) return null;
      return { ip: request.ip, userAgent: userAgent! };
    };

    app.decorate('stats', {
      enabled: true,
      service,
      formPosted(request, { topic, spam }) {
        if (optedOut(request.headers)) return;
        if (spam) service.spam(spam);
        else service.lead({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }, topic);
      },
      flush: () => service.flush(),
    } satisfies Stats);

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      if (!isPageAnswer(request.method, route, reply.statusCode, reply.getHeader('content-type'), request.headers['sec-fetch-dest'])) return;
      const client = visitor(request);
      if (!client) return;
      // A route with parameters counts under its path; every other under its own pattern.
      const path = /[:*]/.test(route!) ? request.url.split('?')[0]! : route!;
      service.view(client, path, entryOf(request.query, request.headers.referer, ownHosts(request)), deviceClass(client.userAgent, request.headers));
    });

    // The form island's beacon (navigator.sendBeacon: a POST without body or cookie).
    app.post<{ Querystring: { e?: string } }>(BEACON_PATH, { bodyLimit: 1024, logLevel: 'warn' }, async (request, reply) => {
      const event = request.query.e;
      const client = visitor(request);
      if (isFormEvent(event) && client && originKind(request, config) !== 'foreign') {
        service.step(client, event === FORM_EVENTS.view ? 'formView' : 'formStart');
      }
      return reply.code(204).header('cache-control', 'no-store').send();
    });

    // The pixel of statically exported pages: only the page's path, from the query.
    app.get<{ Querystring: { p?: string } }>(PIXEL_PATH, { logLevel: 'warn' }, async (request, reply) => {
      const path = request.query.p;
      const client = visitor(request);
      const { referer } = request.headers;
      const dest = request.headers['sec-fetch-dest'];
      const fromSite = referer === undefined || referringHost(referer, ownHosts(request)) === null;
      if (typeof path === 'string' && pagePaths.has(path) && client && fromSite && (dest === undefined || dest === 'image')) {
        service.view(client, path, null, deviceClass(client.userAgent, request.headers));
      }
      return reply
        .header('cache-control', 'no-store')
        .header('cross-origin-resource-policy', 'cross-origin')
        .type('image/gif')
        .send(PIXEL);
    });

    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      await service.open();
      const flush = () => void service.flush().catch(() => {});
      timers.push(setInterval(flush, config.statsFlushSeconds * 1000).unref());
      if (config.statsDigest === 'weekly') {
        const digest = () => queueDigest({ service, leads: app.leads, config, log: app.log });
        // Due since the last run (a server stopped over Monday): queued before the app is ready.
        await digest();
        timers.push(setInterval(() => void digest(), DIGEST_CHECK_INTERVAL_MS).unref());
      }
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await service.flush();
    });
  },
  { name: 'stats' },
);

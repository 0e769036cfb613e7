import path from 'node:path';
import fastifyAccepts from '@fastify/accepts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { mediaDirOf } from './content/photos.ts';
import { requestId } from './logger.ts';
import { booking, type BookingOptions } from './plugins/app/bookings.ts';
import { content } from './plugins/app/content.ts';
import { leads } from './plugins/app/leads.ts';
import { ownerRoutes } from './owner/index.ts';
import { owner, type OwnerOptions } from './plugins/app/owner.ts';
import { renderer } from './plugins/app/renderer.ts';
import { stats } from './plugins/app/stats.ts';
import { securityHeaders, securityHeadersPlugin } from './plugins/app/security-headers.ts';
import { formBody } from './plugins/external/form-body.ts';
import { rateLimit } from './plugins/external/rate-limit.ts';
import { staticFiles } from './plugins/external/static.ts';
import { callPageRoutes } from './routes/call-page.tsx';
import { contactRoutes } from './routes/contact.ts';
import { healthRoutes } from './routes/health.ts';
import { PREFIX as OWNER_PREFIX } from './owner/paths.ts';
import { pageRoutes, sendServerError } from './routes/pages.tsx';
import { seoRoutes } from './routes/seo.ts';
import { OwnerSettings } from './settings.ts';
import { trustedProxies } from './trust-proxy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration (server/config.ts) with the owner's settings, for every plugin and route: read it when used. */
    config: Config;
    /** The owner's settings (server/settings.ts): his values of some variables, changed on /intern/einstellungen without a restart. */
    settings: OwnerSettings;
  }
}

/** main.ts passes the logger; tests shorten the intervals and the timeout, and set the statistics' clock. */
export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  housekeepingIntervalMs?: number;
  statsClock?: () => number;
  requestTimeoutMs?: number;
  /** Replaces CALENDAR_URL's reader and its refresh interval. */
  booking?: BookingOptions;
  /** Shortens the calendar alert's wait and checks. */
  owner?: OwnerOptions;
}

/**
 * A request, headers and body, must have arrived this long after it began; a slower client
 * gets a 408 and its connection is closed, so stuck or slow clients cannot hold sockets.
 */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Builds the whole site as a Fastify instance. Never listens: main.ts and the tests do.
 * Three tiers, as in fastify/demo: plugins/external/ holds the outside plugins with their
 * options, plugins/app/ the app's own (security headers, stats, leads, renderer), routes/ the routes.
 */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const distDir = path.resolve('dist');
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const headers = securityHeaders(config);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustedProxies(config.trustProxy),
    requestTimeout,
    // Node's own headers limit (60 s) is fixed when the server is made, before Fastify sets
    // requestTimeout, and both are checked every 30 s: here both are the request timeout,
    // checked every second.
    http: { requestTimeout, headersTimeout: requestTimeout, connectionsCheckingInterval: 1_000 },
    // No request needs more: the largest valid form post is about 16 KiB (5,000 message
    // characters of up to 3 UTF-8 bytes each, the short fields and the multipart framing).
    // server/contact/parse.ts holds a multipart body to it too, which Fastify does not count.
    bodyLimit: 32 * 1024,
    genReqId: requestId,
    // A URL the router cannot decode (`/%E0%A4%A`) is answered before any hook runs, on a
    // request without the app's decorators: a short German line with the security headers
    // instead of Fastify's JSON.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .code(400)
        .headers(headers)
        .type('text/plain; charset=utf-8')
        .send('Diese Adresse ist ungültig. Zur Startseite: /');
    },
  });

  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ statusCode: status, error: error.name, message: error.message });
    request.log.error({ err: error }, 'request failed');
    return sendServerError(app, request, reply);
  });

  // A copy: the owner's settings change it, never the caller's object.
  app.decorate('config', { ...config });
  app.decorate('settings', new OwnerSettings(app.config, app.log));
  await app.register(securityHeadersPlugin, { headers });
  // Outside plugins that serve every route (`request.accepts()` parses only when asked); multipart is the form
  // endpoint's alone, in its scope (routes/contact.ts).
  await app.register(fastifyAccepts);
  await app.register(formBody);
  await app.register(rateLimit);
  await app.register(content);
  await app.register(stats, { now: options.statsClock });
  await app.register(leads, { housekeepingIntervalMs: options.housekeepingIntervalMs });
  await app.register(booking, options.booking ?? {});
  await app.register(owner, options.owner ?? {});
  await app.register(renderer, { distDir });
  await app.register(contactRoutes);
  await app.register(callPageRoutes);
  await app.register(staticFiles, { distDir, mediaDir: mediaDirOf(config.dataDir) });
  await app.register(seoRoutes);
  await app.register(healthRoutes);
  // The owner's pages: one scope of their own, the only one with a cookie (server/owner/).
  await app.register(ownerRoutes, { prefix: OWNER_PREFIX });
  await app.register(pageRoutes);
  return app;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BEACON_PATH, FORM_EVENTS, isFormEvent } from '../../../shared/stats.ts';
import type { Config } from '../../config.ts';
import { originKind } from '../../contact/http.ts';
import { CACHE_CONTROL } from '../../render/cache-control.ts';
import { DIGEST_CHECK_INTERVAL_MS, queueDigest } from '../../stats/digest.ts';
import { RequestCounter } from '../../stats/requests.ts';
import { StatsService } from '../../stats/service.ts';

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

const NO_STATS: Stats = { enabled: false, service: null, formPosted: () => {}, flush: async () => {} };

/**
 * First-party statistics counted from the requests the server already answers: page views
 * (onResponse), the contact form's beacon and the form's outcome. Decorates the app with
 * `stats`. Registered before the routes so its hook sees all of them. Its side jobs (flushes,
 * the digest) run on timers, never inside a request's or the boot's hooks.
 */
export const stats = fp(
  async (app: FastifyInstance, options: StatsOptions) => {
    const { config } = options;
    if (!config.analytics) {
      app.decorate('stats', NO_STATS);
      return;
    }
    const service = new StatsService({ dataDir: config.dataDir, log: app.log, ...(options.now ? { now: options.now } : {}) });
    const counter = new RequestCounter(service, new URL(config.publicUrl).hostname);

    app.decorate('stats', {
      enabled: true,
      service,
      formPosted: (request, { topic, spam }) => counter.formPosted(request, topic, spam),
      flush: () => service.flush(),
    } satisfies Stats);

    // Callback style: no promise per request for synchronous work.
    app.addHook('onResponse', (request, reply, done) => {
      counter.page(request, reply);
      done();
    });

    // The form island's beacon (navigator.sendBeacon: a POST without body or cookie).
    app.post<{ Querystring: { e?: string } }>(BEACON_PATH, { logLevel: 'warn' }, async (request, reply) => {
      const event = request.query.e;
      if (isFormEvent(event) && originKind(request, config) !== 'foreign')
        counter.step(request, event === FORM_EVENTS.view ? 'formView' : 'formStart');
      return reply.code(204).header('cache-control', CACHE_CONTROL.none).send();
    });

    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      await service.open();
      const flush = () => void service.flush().catch(() => {});
      timers.push(setInterval(flush, config.statsFlushSeconds * 1000).unref());
    });
    // The digest is composed once the server listens (one due since the last run, a server
    // stopped over Monday, at once), on a timer: never a reason for the boot to wait or fail.
    app.addHook('onListen', (done) => {
      if (config.statsDigest === 'weekly') {
        const digest = () => void queueDigest({ service, leads: app.leads, config, log: app.log });
        timers.push(setTimeout(digest, 0), setInterval(digest, DIGEST_CHECK_INTERVAL_MS).unref());
      }
      done();
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearTimeout(timer);
      await service.flush();
    });
  },
  { name: 'stats' },
);

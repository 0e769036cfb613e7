import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BEACON_PATH, FORM_EVENTS } from '../../../shared/stats.ts';
import { originGuard } from '../../origin.ts';
import { CACHE_CONTROL } from '../../render/cache-control.ts';
import { countable, firstView, optedOut, pageIndex, shownPage } from '../../stats/classify.ts';
import type { Step } from '../../stats/day.ts';
import { StatsService } from '../../stats/service.ts';
import { serial } from '../../serial.ts';

/** What the rest of the app may ask of the statistics. */
interface Stats {
  /** ANALYTICS is on, and its folder could be opened. */
  readonly enabled: boolean;
  /** The counting service; null when ANALYTICS=off or its folder is unusable. */
  readonly service: StatsService | null;
  /** The path that turned the statistics off although ANALYTICS=on (the error line names it too); null otherwise. */
  readonly broken: string | null;
  /** A contact form post that was stored: a lead of `topic`, or spam for `spam`'s reason; `page`: its form page (undefined: unknown). */
  formPosted(request: FastifyRequest, outcome: { topic: string; spam: string | null; page: string | undefined }): void;
  /** A booked call (a conversion) from the form on `page`. */
  booked(request: FastifyRequest, page: string | undefined): void;
  /** Writes the counts now (tests; the server flushes on its own). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    stats: Stats;
  }
}

const STEPS = new Map<string, Step>([
  [FORM_EVENTS.view, 'formViews'],
  [FORM_EVENTS.start, 'formStarts'],
]);

/**
 * First-party statistics counted from the requests the server already answers: page views
 * (onResponse), the contact form's beacon and the form's outcome. Decorates the app with
 * `stats`. Registered before the routes so its hook sees all of them. Its side job (the flush)
 * runs on a timer, never inside a request's or the boot's hooks. ANALYTICS is followed when the
 * app is ready and at each change of the owner's settings: counting starts (the folder opened)
 * or stops (what was counted written); the beacon answers 204 either way. A folder it cannot open
 * (a file where `days/` belongs, no permission) turns it off until a restart, with one error line
 * naming it: leads and bookings need no statistics, so the site boots without them.
 */
export const stats = fp(
  async (app: FastifyInstance, { now }: { now?: () => number }) => {
    const { config } = app;
    const dir = path.join(config.dataDir, 'stats');
    let service: StatsService | null = null;
    let broken: string | null = null;
    const siteHost = new URL(config.publicUrl).hostname;
    const userAgent = (request: FastifyRequest) => request.headers['user-agent'] ?? '';

    app.decorate('stats', {
      get enabled() {
        return service !== null;
      },
      get service() {
        return service;
      },
      get broken() {
        return broken;
      },
      // Bots' posts count too: the spam rules judged them.
      formPosted: (request, { topic, spam, page }) => {
        if (!service || optedOut(request.headers)) return;
        if (spam) service.today().spamCaught(spam);
        else service.today().lead(request.ip, userAgent(request), topic, pageIndex(page));
      },
      booked: (request, page) => {
        if (!optedOut(request.headers)) service?.today().booked(request.ip, userAgent(request), page);
      },
      flush: async () => service?.flush(),
    } satisfies Stats);

    /** Counting as ANALYTICS says now; one change at a time, so a quick off and on never leaves two services. */
    const changes = serial();
    const follow = () =>
      changes(async () => {
        if (config.analytics === (service !== null) || broken) return;
        const next = config.analytics ? new StatsService(dir, app.log, now) : null;
        try {
          await next?.open();
        } catch (error) {
          broken = (error as NodeJS.ErrnoException).path ?? dir;
          return app.log.error(
            { err: error, path: broken },
            `stats: ${broken} is not usable; the site runs without statistics until it is fixed and restarted`,
          );
        }
        const last = service;
        service = next;
        await last?.flush();
      });
    app.settings.onChange((changed) => changed.has('ANALYTICS') && void follow());

    // Callback style: no promise per request for synchronous work; with counting off, one test of `service`.
    app.addHook('onResponse', function countPageView(request, reply, done) {
      const page = service ? shownPage(request, reply) : undefined;
      if (page !== undefined) service!.today().view(request.ip, userAgent(request), page, () => firstView(request, siteHost));
      done();
    });

    // The form island's beacon (navigator.sendBeacon: a POST without body or cookie); one from another origin is not counted.
    const noContent = (_request: FastifyRequest, reply: FastifyReply) => reply.code(204).header('cache-control', CACHE_CONTROL.none).send();
    const onRequest = originGuard(noContent);
    app.post<{ Querystring: { e?: string } }>(BEACON_PATH, { logLevel: 'warn', onRequest }, async (request, reply) => {
      const step = STEPS.get(request.query.e ?? '');
      if (step && countable(request)) service?.today().step(request.ip, userAgent(request), step);
      return noContent(request, reply);
    });

    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      await follow();
      timers.push(setInterval(() => void service?.flush(), config.statsFlushSeconds * 1000).unref());
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearTimeout(timer);
      await changes(async () => service?.flush());
    });
  },
  { name: 'stats' },
);

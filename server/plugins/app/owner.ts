import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliveryHealth } from '../../contact/operations.ts';
import { calendarAlerts, deliveryAlert, webhookAlert } from '../../owner/alerts.ts';
import { DIGEST_CHECK_INTERVAL_MS, queueDigest } from '../../owner/digest.tsx';
import { OWNER_PATHS } from '../../owner/paths.ts';
import { calendarSentence } from '../../owner/wording.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the owner is told without asking: the weekly digest (STATS_DIGEST), queued now with `force`. */
    owner: { queueDigest(force?: boolean): Promise<boolean> };
  }
}

/** How often the calendar's health is looked at for ALERT_URL: its alert comes at most this long after ALERT_AFTER_MINUTES. */
const ALERT_CHECK_MS = 60_000;

export interface OwnerOptions {
  /** Replace ALERT_AFTER_MINUTES and ALERT_CHECK_MS (tests). */
  alertAfterMs?: number;
  alertCheckMs?: number;
}

/**
 * The owner's side jobs, on timers: never a reason for the boot to wait or fail. The weekly
 * digest is looked for once the server listens (one due since the last run, a server stopped
 * over Monday, at once) and every hour after; ALERT_URL hears of a lead waiting too long (the
 * delivery loop's signal) and of a calendar unreadable for ALERT_AFTER_MINUTES (looked at after
 * each of its reads, which come every few minutes, and every ALERT_CHECK_MS between them). The
 * owner's pages are in app.ts's /intern scope.
 */
export const owner = fp(
  async (app: FastifyInstance, options: OwnerOptions) => {
    const { config, leads, stats, bookings, slots, log } = app;
    const context = () =>
      stats.service && {
        service: stats.service,
        leads,
        config,
        log,
        health: (since: number) => deliveryHealth(leads.store, leads.delivery.enabled, since),
        bookings,
        calendar: () => calendarSentence(slots),
        topics: () => app.content.published().site.topics,
      };
    app.decorate('owner', {
      queueDigest: async (force = false) => {
        const digest = context();
        return digest ? queueDigest(digest, force) : false;
      },
    });
    const timers: NodeJS.Timeout[] = [];
    if (config.alertUrl) {
      const send = webhookAlert(config.alertUrl, log);
      const page = `${config.publicUrl}${OWNER_PATHS.home}`;
      leads.delivery.onChange = (state) => send(deliveryAlert(state, page));
      const calendar = calendarAlerts(slots, options.alertAfterMs ?? config.alertAfterMinutes * 60_000, page, send);
      slots.onRead = calendar;
      timers.push(setInterval(() => calendar(Date.now()), options.alertCheckMs ?? ALERT_CHECK_MS).unref());
    }
    app.addHook('onListen', (done) => {
      if (config.statsDigest === 'weekly' && stats.service) {
        const due = () => void app.owner.queueDigest();
        timers.push(setTimeout(due, 0), setInterval(due, DIGEST_CHECK_INTERVAL_MS).unref());
      }
      done();
    });
    app.addHook('onClose', async () => timers.forEach(clearTimeout));
  },
  { name: 'owner', dependencies: ['leads', 'stats', 'booking'], decorators: { fastify: ['config'] } },
);

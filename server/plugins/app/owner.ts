import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliveryHealth } from '../../contact/operations.ts';
import { calendarAlerts, deliveryAlert, webhookAlert } from '../../owner/alerts.ts';
import { composeDigest, DIGEST_CHECK_INTERVAL_MS, queueDigest, type DigestContext } from '../../owner/digest.tsx';
import { OWNER_PATHS } from '../../owner/paths.ts';
import { calendarSentence } from '../../owner/wording.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the owner is told without asking: the weekly digest (STATS_DIGEST), queued now with `force`; `digest` composes one. */
    owner: { queueDigest(force?: boolean): Promise<boolean>; digest: DigestContext['compose'] };
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
 * The owner's side jobs, on timers: never a reason for the boot to wait or fail. The weekly digest is looked for once
 * the server listens (one missed over a stopped Monday goes at once) and every hour after, while STATS_DIGEST says
 * weekly; ALERT_URL hears of a lead waiting too long and of a calendar unreadable for ALERT_AFTER_MINUTES (looked at
 * after each of its reads and every ALERT_CHECK_MS between them).
 */
export const owner = fp(
  async (app: FastifyInstance, options: OwnerOptions) => {
    const { config, leads, stats, bookings, slots, log } = app;
    const digest: DigestContext['compose'] = async (dir, week, warn) => {
      const health = await deliveryHealth(leads.store, leads.delivery.enabled, week.since);
      return composeDigest(dir, week, app.content.published().site.topics, warn, health, {
        calls: bookings.list(),
        calendar: calendarSentence(slots),
      });
    };
    app.decorate('owner', {
      digest,
      queueDigest: async (force = false) =>
        stats.service ? queueDigest({ service: stats.service, leads, config, log, compose: digest }, force) : false,
    });
    /** The alerts to ALERT_URL, made anew when the owner changes it or its minutes (a calendar fault that goes on is then told again). */
    const alerts = () => {
      const send = config.alertUrl ? webhookAlert(config.alertUrl, log) : null;
      const page = `${config.publicUrl}${OWNER_PATHS.home}`;
      leads.delivery.onChange = send && ((state) => send(deliveryAlert(state, page)));
      slots.onRead = send && calendarAlerts(slots, options.alertAfterMs ?? config.alertAfterMinutes * 60_000, page, send);
    };
    alerts();
    const due = () => void (config.statsDigest === 'weekly' && app.owner.queueDigest());
    app.settings.onChange((changed) => {
      if (changed.has('ALERT_URL') || changed.has('ALERT_AFTER_MINUTES')) alerts();
      if (changed.has('STATS_DIGEST')) due();
    });
    const timers = [setInterval(() => slots.onRead?.(Date.now()), options.alertCheckMs ?? ALERT_CHECK_MS).unref()];
    app.addHook('onListen', (done) => {
      timers.push(setTimeout(due, 0), setInterval(due, DIGEST_CHECK_INTERVAL_MS).unref());
      done();
    });
    app.addHook('onClose', async () => timers.forEach(clearTimeout));
  },
  { name: 'owner', dependencies: ['leads', 'stats', 'bookings'], decorators: { fastify: ['config'] } },
);

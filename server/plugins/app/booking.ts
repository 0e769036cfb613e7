import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openCalendar, type Calendar } from '../../booking/calendar.ts';
import { BookingDesk } from '../../booking/desk.ts';
import { SlotService, REFRESH_INTERVAL_MS, type BusySource } from '../../booking/slot-service.ts';
import { BookingStore } from '../../booking/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The free call slots: `slots.offered()` for a page's form, `slots.version()` to key its render on. */
    slots: SlotService;
    /** The bookings: book, cancel, move, list. */
    bookings: BookingDesk;
  }
}

export interface BookingOptions {
  /** Replaces CALENDAR_URL's calendar (tests). */
  source?: BusySource | Calendar | null;
  refreshIntervalMs?: number;
}

/**
 * The booking, wired to CALENDAR_URL and to the owner's bookable hours (content.booking, followed
 * at each publish): the calendar is read once the app is ready (a page served before that offers
 * no slot) and again every few minutes, on a timer outside any request, which also queues the
 * reminder mails.
 */
export const booking = fp(
  async (app: FastifyInstance, options: BookingOptions) => {
    const { config } = app;
    const { calendarUrl: url, calendarUser: user, calendarPassword: password } = config;
    const source = options.source !== undefined ? options.source : url ? openCalendar({ url, user, password }) : null;
    const site = () => app.content.published().site;
    const service = new SlotService({ hours: site().content.booking.hours, source, log: app.log });
    app.content.onPublish.push((published) => service.setHours(published.content.booking.hours));
    const desk = new BookingDesk({
      service,
      store: new BookingStore(config.dataDir),
      calendar: source && 'create' in source ? (source as Calendar) : null,
      leads: app.leads,
      secret: config.formSecret,
      publicUrl: config.publicUrl,
      retentionDays: config.leadRetentionDays,
      site,
      log: app.log,
    });
    app.decorate('slots', service);
    app.decorate('bookings', desk);
    if (!source) app.log.info('CALENDAR_URL is not set: the contact form offers no call slots');

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await desk.open().catch((error: unknown) => app.log.error({ err: error }, 'booking: the stored bookings could not be read'));
      // The store is read again and tidied (an erasure by the CLI, the retention) with each calendar read; then the reminders due go out.
      const remind = () =>
        desk.remind().then(
          (queued) => queued && app.log.info({ queued }, 'booking: reminders queued'),
          (error: unknown) => app.log.error({ err: error }, 'booking: the reminders could not be queued; the next tick tries again'),
        );
      const tick = () => void Promise.all([desk.tidy().then(remind), source && service.refresh()]).catch(() => {});
      tick();
      timer = setInterval(tick, options.refreshIntervalMs ?? REFRESH_INTERVAL_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'booking', dependencies: ['leads', 'content'], decorators: { fastify: ['config'] } },
);

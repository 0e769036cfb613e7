import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { calendarOf, type Calendar } from '../../booking/calendar.ts';
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

const writable = (source: BusySource | Calendar | null) => (source && 'create' in source ? source : null);

/**
 * The booking, wired to CALENDAR_URL and to the owner's bookable hours (followed at each publish): the calendar is read
 * once the app is ready and again every few minutes, on a timer outside any request, which also queues the reminders.
 */
export const booking = fp(
  async (app: FastifyInstance, options: BookingOptions) => {
    const { config } = app;
    const source = options.source !== undefined ? options.source : calendarOf(config);
    const site = () => app.content.published().site;
    const service = new SlotService({ hours: site().content.calls.hours, source, log: app.log });
    app.content.onPublish.push((published) => service.setHours(published.content.calls.hours));
    let calendar = writable(source);
    const desk = new BookingDesk({
      service,
      store: new BookingStore(config.dataDir),
      // Getters: the desk reads them when it writes an event or tidies, so the owner's settings as they are then.
      get calendar() {
        return calendar;
      },
      leads: app.leads,
      secret: config.formSecret,
      publicUrl: config.publicUrl,
      get retentionDays() {
        return config.leadRetentionDays;
      },
      site,
      log: app.log,
    });
    app.decorate('slots', service);
    app.decorate('bookings', desk);
    if (!source) app.log.info('CALENDAR_URL is not set: the contact form offers no call slots');
    app.settings.onChange((changed) => {
      if (!changed.has('CALENDAR_URL') && !changed.has('CALENDAR_USER') && !changed.has('CALENDAR_PASSWORD')) return;
      const next = calendarOf(config);
      service.use(next);
      calendar = writable(next);
      void service.refresh();
    });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await desk.open().catch((error: unknown) => app.log.error({ err: error }, 'booking: the stored bookings could not be read'));
      // The store is read again and tidied (an erasure by the CLI, the retention) with each calendar read; then the reminders due go out.
      const remind = () =>
        desk.remind().then(
          (queued) => queued && app.log.info({ queued }, 'booking: reminders queued'),
          (error: unknown) => app.log.error({ err: error }, 'booking: the reminders could not be queued; the next tick tries again'),
        );
      const tick = () => void Promise.all([desk.tidy().then(remind), service.refresh()]).catch(() => {});
      tick();
      timer = setInterval(tick, options.refreshIntervalMs ?? REFRESH_INTERVAL_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'bookings', dependencies: ['leads', 'content'], decorators: { fastify: ['config'] } },
);

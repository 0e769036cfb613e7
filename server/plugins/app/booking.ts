import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bookableHours } from '../../../shared/content/booking.ts';
import { openCalendar } from '../../booking/calendar.ts';
import { BookingService, REFRESH_INTERVAL_MS, type BusySource } from '../../booking/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The call slots: `booking.offered()` for a page's form, `booking.version` to key its render on. */
    booking: BookingService;
  }
}

export interface BookingOptions {
  /** Replaces CALENDAR_URL's reader (tests). */
  source?: BusySource | null;
  refreshIntervalMs?: number;
}

/**
 * The booking service, wired to CALENDAR_URL: the calendar is read once the app is ready (a page
 * served before that offers no slot) and again every few minutes, on a timer outside any request.
 */
export const booking = fp(
  async (app: FastifyInstance, options: BookingOptions) => {
    const { calendarUrl: url, calendarUser: user, calendarPassword: password } = app.config;
    const source =
      options.source !== undefined ? options.source : url ? openCalendar({ url, user, password }, bookableHours.timeZone) : null;
    const service = new BookingService({ hours: bookableHours, source, log: app.log });
    app.decorate('booking', service);
    if (!source) {
      app.log.info('CALENDAR_URL is not set: the contact form offers no call slots');
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void service.refresh();
      timer = setInterval(() => void service.refresh(), options.refreshIntervalMs ?? REFRESH_INTERVAL_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'booking', dependencies: ['config'] },
);

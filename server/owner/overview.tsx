import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BookingRecord } from '../booking/store.ts';
import { deliveryHealth } from '../contact/delivery-signal.ts';
import { deliverySentence } from './wording.ts';
import { sendOwnerPage } from './render.tsx';
import { OverviewPage } from './views/OverviewPage.tsx';
import { takeStatus } from './status.ts';
import { addDays, dateOf } from '../../shared/clock.ts';
import { loadReport } from '../stats/report.ts';

const WEEK_MS = 7 * 24 * 60 * 60_000;

/**
 * /intern, the overview. Like every owner page it is registered by index.ts behind the guard,
 * with paths relative to /intern, and reads the same modules as `npm run outbox` and `npm run stats`.
 */
export async function overviewRoutes(app: FastifyInstance) {
  app.get('/', async (request, reply) => {
    const health = await deliveryHealth(app.leads.store, app.leads.delivery.enabled, Date.now() - WEEK_MS);
    let week = null;
    if (app.stats.service) {
      await app.stats.flush();
      const today = dateOf(Date.now());
      const warn = (file: string, problem: string) => request.log.warn({ file, problem }, 'stats: a file was skipped');
      week = (await loadReport(path.join(app.config.dataDir, 'stats'), addDays(today, -6), today, warn, 5)).report;
    }
    return sendOwnerPage(reply, {
      title: 'Übersicht',
      body: (
        <OverviewPage
          delivery={deliverySentence(health)}
          healthy={health.pending === 0}
          week={week}
          status={takeStatus(request)}
          calls={app.config.calendarUrl ? nextCalls(app.bookings.list(), Date.now()) : null}
        />
      ),
    });
  });
}

/** The booked calls still ahead, soonest first: the overview shows the next five. */
const nextCalls = (records: BookingRecord[], now: number) =>
  records
    .filter((record) => record.status === 'booked' && Date.parse(record.start) > now)
    .sort((a, b) => a.start.localeCompare(b.start))
    .slice(0, 5);

import type { FastifyInstance } from 'fastify';
import { deliveryHealth } from '../contact/operations.ts';
import { calendarSentence, deliverySentence } from './wording.ts';
import { OverviewPage } from './views/OverviewPage.tsx';
import { takeStatus } from './status.ts';
import { addDays, dateOf, DAY_MS } from '../../shared/clock.ts';
import { logSkipped } from '../stats/files.ts';
import { loadReport } from '../stats/report.ts';
import { placeholders } from '../../shared/content/placeholders.ts';

/** /intern, the overview: it reads the same modules as `npm run outbox` and `npm run stats`. */
export async function overviewRoutes(app: FastifyInstance) {
  app.get('/', async (request, reply) => {
    const health = await deliveryHealth(app.leads.store, app.leads.delivery.enabled, Date.now() - 7 * DAY_MS);
    const { service } = app.stats;
    await service?.flush();
    const today = dateOf(Date.now());
    const week = service && (await loadReport(service.dir, addDays(today, -6), today, logSkipped(request.log), [], 5)).report;
    const { store } = app.content;
    return app.renderer.sendOwner(
      reply,
      <OverviewPage
        delivery={deliverySentence(health)}
        healthy={health.pending === 0}
        week={week}
        status={takeStatus(request)}
        calendar={{ text: calendarSentence(app.slots), alarm: app.slots.state === 'calendar-unreadable' }}
        calls={app.config.calendarUrl ? app.bookings.upcoming().slice(0, 5) : null}
        content={{ changes: store.draft.changes.length, placeholders: placeholders(store.draft.content).length, problem: store.problem }}
      />,
    );
  });
}

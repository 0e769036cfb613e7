import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { CACHE_CONTROL } from '../render/cache-control.ts';

// Probed by Docker, load balancers and uptime monitors every few seconds: kept out of the
// info-level request log (warnings and errors still show).
const probe: RouteShorthandOptions = { logLevel: 'warn' };

/**
 * `/healthz` (liveness): 200 while the process serves requests. `/readyz` (readiness): `not-ready` (503) only when
 * this instance cannot take a lead now, so a load balancer sends visitors elsewhere; `degraded` (200) for a problem
 * another instance would share (the relay, the calendar), since this one still stores every lead.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', probe, async (_request, reply) => {
    reply.header('cache-control', CACHE_CONTROL.none);
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  });

  app.get('/readyz', probe, async (_request, reply) => {
    const now = Date.now();
    const { writable, deliveryEnabled: enabled, deliveryRunning: running, pending, oldestPendingAgeMs } = await app.leads.health(now);
    const checks = {
      'store-not-writable': !writable,
      'delivery-stopped': enabled && !running,
      'delivery-disabled': !enabled && app.config.nodeEnv === 'production',
      'pending-overdue': app.leads.delivery.watch(now),
      'calendar-unreadable': app.slots.state === 'calendar-unreadable',
    };
    const problems = Object.entries(checks).flatMap(([problem, found]) => (found ? [problem] : []));
    const notReady = !writable || (enabled && !running);
    return reply
      .code(notReady ? 503 : 200)
      .header('cache-control', CACHE_CONTROL.none)
      .send({
        status: notReady ? 'not-ready' : problems.length > 0 ? 'degraded' : 'ready',
        problems,
        store: { writable },
        delivery: { enabled, running },
        calendar: app.slots.state,
        pending,
        oldestPendingAgeSeconds: oldestPendingAgeMs === null ? null : Math.floor(oldestPendingAgeMs / 1000),
      });
  });
}

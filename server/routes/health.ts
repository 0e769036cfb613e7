import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { CACHE_CONTROL } from '../render/cache-control.ts';

/** Why /readyz does not say "ready". */
type Problem = 'store-not-writable' | 'delivery-stopped' | 'delivery-disabled' | 'pending-overdue';

interface Readiness {
  /**
   * - `ready`: leads are stored and delivered.
   * - `degraded` (HTTP 200): leads are stored, but a lead has waited over 30 minutes
   *   (`pending-overdue`), or a production site has no relay (`delivery-disabled`).
   * - `not-ready` (HTTP 503): a lead cannot be stored now, or the delivery loop has stopped.
   */
  status: 'ready' | 'degraded' | 'not-ready';
  problems: Problem[];
  store: { writable: boolean };
  delivery: { enabled: boolean; running: boolean };
  /** Leads stored and not yet accepted by the relay, and the age of the oldest. */
  pending: number;
  oldestPendingAgeSeconds: number | null;
}

// Probed by Docker, load balancers and uptime monitors every few seconds: kept out of the
// info-level request log (warnings and errors still show). The rate limit covers only the
// form post (server/routes/contact.ts), so probes never hit it.
const probe: RouteShorthandOptions = { logLevel: 'warn' };

/**
 * `/healthz` (liveness): 200 while the process serves requests.
 * `/readyz` (readiness): 503 only when this instance cannot take a lead now, so a load balancer
 * sends visitors elsewhere. Leads waiting for the relay are `degraded` with 200: the instance
 * still stores every lead, and another instance would meet the same relay.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', probe, async (_request, reply) => {
    reply.header('cache-control', CACHE_CONTROL.none);
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  });

  app.get('/readyz', probe, async (_request, reply) => {
    const report = await readiness(app);
    reply.header('cache-control', CACHE_CONTROL.none);
    return reply.code(report.status === 'not-ready' ? 503 : 200).send(report);
  });
}

async function readiness(app: FastifyInstance, now = Date.now()): Promise<Readiness> {
  // The store is probed for real (a write and fsyncs), at most every few seconds.
  const { writable, deliveryEnabled: enabled, deliveryRunning: running, pending, oldestPendingAgeMs } = await app.leads.health(now);
  const checks: Array<[Problem, boolean]> = [
    ['store-not-writable', !writable],
    ['delivery-stopped', enabled && !running],
    // A production site without a relay: every lead is kept, and nobody is told.
    ['delivery-disabled', !enabled && app.config.nodeEnv === 'production'],
    ['pending-overdue', app.leads.delivery.watch(now)],
  ];
  const problems = checks.filter(([, found]) => found).map(([problem]) => problem);
  const notReady = !writable || (enabled && !running);
  return {
    status: notReady ? 'not-ready' : problems.length > 0 ? 'degraded' : 'ready',
    problems,
    store: { writable },
    delivery: { enabled, running },
    pending,
    oldestPendingAgeSeconds: oldestPendingAgeMs === null ? null : Math.floor(oldestPendingAgeMs / 1000),
  };
}

import type { FastifyInstance, RouteShorthandOptions } from 'fastify';

export interface Readiness {
  status: 'ready' | 'not-ready';
  store: { writable: boolean };
  delivery: { enabled: boolean; running: boolean };
  /** Messages stored and not yet accepted by the relay. */
  pending: number;
  oldestPendingAgeSeconds: number | null;
}

// Probed by Docker, load balancers and uptime monitors every few seconds: kept out of the
// info-level request log (warnings and errors still show). The rate limit covers only the
// form post (server/routes/contact.ts), so probes never hit it.
const probe: RouteShorthandOptions = { logLevel: 'warn' };

/**
 * `/healthz` (liveness): 200 while the process serves requests.
 * `/readyz` (readiness): 200 when a lead can be stored right now and, with SMTP_URL, the
 * delivery loop runs; otherwise 503, so a load balancer sends visitors to another instance.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', probe, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  });

  app.get('/readyz', probe, async (_request, reply) => {
    const report = await readiness(app);
    reply.header('cache-control', 'no-store');
    return reply.code(report.status === 'ready' ? 200 : 503).send(report);
  });
}

export async function readiness(app: FastifyInstance): Promise<Readiness> {
  // A real write and fsync in the store, not the remembered state: a full disk shows at once.
  const writable = await app.leads.checkWritable();
  const { pending, oldestPendingAgeMs, deliveryEnabled, deliveryRunning } = app.leads.status();
  return {
    status: writable && (!deliveryEnabled || deliveryRunning) ? 'ready' : 'not-ready',
    store: { writable },
    delivery: { enabled: deliveryEnabled, running: deliveryRunning },
    pending,
    oldestPendingAgeSeconds: oldestPendingAgeMs === null ? null : Math.floor(oldestPendingAgeMs / 1000),
  };
}

import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { RelayStatus } from '../contact/smtp.ts';
import { CACHE_CONTROL } from '../render/cache-control.ts';

/** Why /readyz does not say "ready"; the README says what to do about each. */
export type Problem =
  | 'store-not-writable'
  | 'delivery-disabled'
  | 'delivery-stopped'
  | 'failed-leads'
  | 'refused-leads'
  | 'stuck-leads'
  | 'relay-failing'
  | 'pending-overdue'
  | 'foreign-entries';

export interface Readiness {
  /**
   * - `ready`: leads are stored and delivered.
   * - `degraded` (HTTP 200): leads are stored, but something needs a person (see `problems`).
   * - `not-ready` (HTTP 503): a lead cannot be stored now, or the delivery loop has stopped.
   */
  status: 'ready' | 'degraded' | 'not-ready';
  problems: Problem[];
  store: { writable: boolean };
  delivery: {
    enabled: boolean;
    running: boolean;
    relay: RelayStatus['state'] | 'disabled';
    relayFailure: RelayStatus['failure'];
    relayFailingSeconds: number | null;
  };
  /** Messages stored and not yet accepted by the relay. */
  pending: number;
  oldestPendingAgeSeconds: number | null;
  /** Leads the relay refused, in .Failed/ (never deleted by retention). */
  failed: number;
  oldestFailedAgeSeconds: number | null;
  /** Entries of new/ that are no message, left where they are (left), and files with foreign names queued since the start (queued). */
  foreign: { left: number; queued: number };
}

/** With SMTP_URL set, a lead still pending after this long is overdue: the relay has not taken it for an hour. */
export const PENDING_OVERDUE_MS = 60 * 60_000;

// Probed by Docker, load balancers and uptime monitors every few seconds: kept out of the
// info-level request log (warnings and errors still show). The rate limit covers only the
// form post (server/routes/contact.ts), so probes never hit it.
const probe: RouteShorthandOptions = { logLevel: 'warn' };

/**
 * `/healthz` (liveness): 200 while the process serves requests.
 * `/readyz` (readiness): 503 only when this instance cannot take a lead now (the store is not
 * writable, or the delivery loop has stopped), so a load balancer sends visitors elsewhere. A
 * problem behind a stored lead (a failing relay, refused leads) is `degraded` with 200: the
 * instance still stores every lead, and another instance would meet the same relay.
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

const seconds = (ms: number | null) => (ms === null ? null : Math.floor(ms / 1000));

export async function readiness(app: FastifyInstance, now = Date.now()): Promise<Readiness> {
  // The store is probed for real (a write and fsyncs), at most every few seconds.
  const health = await app.leads.health(now);
  const { writable, deliveryEnabled, deliveryRunning, relay } = health;
  const checks: Array<[Problem, boolean]> = [
    ['store-not-writable', !writable],
    // A production site without a relay: every lead is kept, and nobody is told.
    ['delivery-disabled', !deliveryEnabled && app.config.nodeEnv === 'production'],
    ['delivery-stopped', deliveryEnabled && !deliveryRunning],
    ['failed-leads', health.failed > 0],
    ['refused-leads', health.refusing > 0],
    ['stuck-leads', health.stuck > 0],
    ['relay-failing', deliveryEnabled && relay.state === 'failing'],
    ['pending-overdue', deliveryEnabled && (health.oldestPendingAgeMs ?? 0) > PENDING_OVERDUE_MS],
    ['foreign-entries', health.foreignLeft > 0],
  ];
  const problems = checks.filter(([, found]) => found).map(([problem]) => problem);
  const notReady = problems.includes('store-not-writable') || problems.includes('delivery-stopped');
  return {
    status: notReady ? 'not-ready' : problems.length > 0 ? 'degraded' : 'ready',
    problems,
    store: { writable },
    delivery: {
      enabled: deliveryEnabled,
      running: deliveryRunning,
      relay: deliveryEnabled ? relay.state : 'disabled',
      relayFailure: relay.failure,
      relayFailingSeconds: relay.state === 'failing' && relay.sinceMs !== null ? seconds(now - relay.sinceMs) : null,
    },
    pending: health.pending,
    oldestPendingAgeSeconds: seconds(health.oldestPendingAgeMs),
    failed: health.failed,
    oldestFailedAgeSeconds: seconds(health.oldestFailedAgeMs),
    foreign: { left: health.foreignLeft, queued: health.foreignQueued },
  };
}

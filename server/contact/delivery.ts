import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { ForeignEntries } from './foreign.ts';
import type { MaildirStore } from './maildir.ts';
import { describe, diagnose, RelayHealth, type Diagnosis } from './smtp.ts';

/** First retry after a temporary failure; doubled per attempt. */
export const BACKOFF_BASE_MS = 5_000;
/** The longest wait between two attempts. */
export const BACKOFF_MAX_MS = 5 * 60_000;
/** Rescan of new/ for messages the outbox tool put back; a new lead wakes the loop at once. */
export const POLL_INTERVAL_MS = 30_000;
/** On close, how long the delivery under way may take before it is aborted (it stays pending). */
export const STOP_GRACE_MS = 5_000;
/**
 * A relay that refuses a message's content (5xx after DATA) may do so for a passing reason (a
 * block list, a filter being changed): the lead is retried with backoff this long after the
 * first refusal before it is moved to .Failed/.
 */
export const REFUSED_RETRY_MS = 60 * 60_000;
/** How often the relay is asked whether it takes a connection and the login (at start, then this often). */
export const RELAY_CHECK_INTERVAL_MS = 10 * 60_000;

export interface DeliveryOptions {
  store: MaildirStore;
  /** null: no relay configured, messages stay in the store. */
  transport: Transporter | null;
  envelope: { from: string; to: string };
  log: FastifyBaseLogger;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  pollIntervalMs?: number;
}

/**
 * Sends every message in new/ to MAIL_TO, oldest first, one at a time, and moves it to cur/
 * once the relay accepted it. At-least-once: a crash between the relay's 250 and the rename
 * sends the same bytes (same Message-ID) again on the next start, and never loses a message.
 * Retry state lives in memory; after a restart everything pending is tried at once.
 */
export class DeliveryLoop {
  readonly backoff: { baseMs: number; maxMs: number };
  pollIntervalMs: number;
  stopGraceMs = STOP_GRACE_MS;
  refusedRetryMs = REFUSED_RETRY_MS;
  relayCheckIntervalMs = RELAY_CHECK_INTERVAL_MS;
  readonly relay: RelayHealth;
  readonly foreign: ForeignEntries;
  private readonly store: MaildirStore;
  private readonly transport: Transporter | null;
  private readonly envelope: { from: string; to: string };
  private readonly log: FastifyBaseLogger;
  private readonly retries = new Map<string, { attempts: number; nextAt: number; refusedSince?: number }>();
  /** Accepted by the relay, but the move to cur/ failed: mark again, never send again. */
  private readonly sentUnmarked = new Set<string>();
  /** Pending leads that could not be read or moved (a file the server may not read, a disk error): retried with backoff, the others go on. */
  readonly stuck = new Set<string>();
  private readonly relayWait = { attempts: 0, blockedUntil: 0 };
  private loop: Promise<void> | null = null;
  private checkTimer: NodeJS.Timeout | null = null;
  private stopping = false;
  private woken = false;
  private wake: (() => void) | null = null;
  private abort: AbortController | null = null;

  constructor(options: DeliveryOptions) {
    this.store = options.store;
    this.transport = options.transport;
    this.envelope = options.envelope;
    this.log = options.log;
    this.relay = new RelayHealth(options.log);
    this.foreign = new ForeignEntries(options.store, options.log);
    this.backoff = { baseMs: options.backoffBaseMs ?? BACKOFF_BASE_MS, maxMs: options.backoffMaxMs ?? BACKOFF_MAX_MS };
    this.pollIntervalMs = options.pollIntervalMs ?? POLL_INTERVAL_MS;
  }

  get enabled(): boolean {
    return this.transport !== null;
  }

  get running(): boolean {
    return this.loop !== null && !this.stopping;
  }

  /** Leads whose content the relay refused, retried within their window before they go to .Failed/. */
  get refusing(): number {
    let count = 0;
    for (const retry of this.retries.values()) if (retry.refusedSince !== undefined) count++;
    return count;
  }

  /** Starts the loop and the relay checks (one now, then every relayCheckIntervalMs). */
  start(): void {
    if (!this.transport || this.loop) return;
    this.stopping = false;
    this.loop = this.run();
    void this.checkRelay();
    this.checkTimer = setInterval(() => void this.checkRelay(), this.relayCheckIntervalMs).unref();
  }

  /** A new message is pending: look now instead of at the next poll. */
  notify(): void {
    this.woken = true;
    this.wake?.();
  }

  /** Lets the delivery under way finish (aborted after STOP_GRACE_MS; it then stays pending), then closes the transport. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.checkTimer) clearInterval(this.checkTimer);
    this.wake?.();
    if (this.loop) {
      const grace = setTimeout(() => this.abort?.abort(new Error('server closing')), this.stopGraceMs);
      await this.loop;
      clearTimeout(grace);
      this.loop = null;
    }
    this.transport?.close();
  }

  /** Asks the relay now (see RelayHealth.check); when a fault it can see has cleared, the waiting queue goes at once. */
  async checkRelay(): Promise<void> {
    if (!this.transport || !(await this.relay.check(this.transport)) || this.stopping) return;
    this.relayWait.blockedUntil = 0;
    this.notify();
  }

  private async run() {
    while (!this.stopping) {
      this.woken = false;
      let nextAt = Date.now() + this.pollIntervalMs;
      try {
        nextAt = Math.min(nextAt, await this.pass());
      } catch (error) {
        // The store could not be read or updated: nothing is lost, try again later.
        this.log.error({ err: error }, 'lead delivery: the store is not usable');
        nextAt = Date.now() + this.backoffDelay(++this.relayWait.attempts);
      }
      if (!this.woken && !this.stopping) await this.sleep(nextAt - Date.now());
    }
  }

  /** One pass over the pending messages; returns when the next retry is due. */
  private async pass(): Promise<number> {
    const { ids, foreign } = await this.store.scanPending();
    // Renamed foreign files are messages now: the next pass, at once, sends them.
    let nextAt = (await this.foreign.sort(foreign)) ? Date.now() : Infinity;
    const pending = new Set(ids);
    for (const id of this.retries.keys()) if (!pending.has(id)) this.retries.delete(id);
    for (const id of this.sentUnmarked) if (!pending.has(id)) this.sentUnmarked.delete(id);
    for (const id of this.stuck) if (!pending.has(id)) this.stuck.delete(id);

    for (const id of ids) {
      if (this.stopping) break;
      const now = Date.now();
      if (this.relayWait.blockedUntil > now) return Math.min(nextAt, this.relayWait.blockedUntil);
      const retry = this.retries.get(id);
      if (retry && retry.nextAt > now) {
        nextAt = Math.min(nextAt, retry.nextAt);
        continue;
      }
      try {
        await this.deliver(id);
        this.stuck.delete(id);
      } catch (error) {
        // One file that cannot be read or moved must not hold up the leads behind it.
        const attempts = (retry?.attempts ?? 0) + 1;
        const delay = this.backoffDelay(attempts);
        this.retries.set(id, { attempts, nextAt: Date.now() + delay });
        this.stuck.add(id);
        this.log.error(
          { err: error, leadId: id, attempts, retryInMs: delay },
          'lead delivery: this lead cannot be read or moved; the others go on',
        );
      }
      const after = this.retries.get(id);
      if (after) nextAt = Math.min(nextAt, after.nextAt);
    }
    return nextAt;
  }

  private async deliver(id: string) {
    if (this.sentUnmarked.has(id)) {
      await this.store.markSent(id);
      this.sentUnmarked.delete(id);
      return;
    }
    const raw = await this.store.readPending(id);
    if (!raw) return; // moved meanwhile (outbox tool)

    const attempts = (this.retries.get(id)?.attempts ?? 0) + 1;
    this.abort = new AbortController();
    try {
      await this.transport!.sendMail({ envelope: this.envelope, raw, signal: this.abort.signal });
    } catch (error) {
      await this.failed(id, attempts, error);
      return;
    } finally {
      this.abort = null;
    }

    this.relayWait.attempts = 0;
    this.relayWait.blockedUntil = 0;
    this.relay.works();
    this.retries.delete(id);
    try {
      await this.store.markSent(id);
    } catch (error) {
      this.sentUnmarked.add(id);
      this.log.error({ err: error, leadId: id }, 'lead delivered, but it could not be marked sent');
      return;
    }
    this.log.info({ leadId: id, attempts }, 'lead delivered');
  }

  private async failed(id: string, attempts: number, error: unknown) {
    const diagnosis: Diagnosis = this.stopping ? { stage: 'connection', scope: 'relay', hint: 'server closing' } : diagnose(error);
    const detail = describe(error);
    const now = Date.now();
    // The window starts at the first refusal and survives relay faults in between (not a restart).
    const earlier = this.retries.get(id)?.refusedSince;
    const refusedSince = diagnosis.scope === 'refused' ? (earlier ?? now) : earlier;
    if (diagnosis.scope === 'refused' && now - refusedSince! >= this.refusedRetryMs) {
      this.retries.delete(id);
      await this.store.markFailed(id);
      this.log.error(
        { leadId: id, attempts, ...detail },
        'lead delivery failed permanently: moved to .Failed (npm run outbox -- requeue <id>)',
      );
      return;
    }
    const delay = this.backoffDelay(attempts);
    this.retries.set(id, { attempts, nextAt: now + delay, ...(refusedSince !== undefined ? { refusedSince } : {}) });
    if (diagnosis.scope === 'relay') {
      const relayDelay = this.backoffDelay(++this.relayWait.attempts);
      this.relayWait.blockedUntil = now + relayDelay;
      if (!this.stopping) this.relay.fails(diagnosis, error, { leadId: id, retryInMs: relayDelay });
    } else if (diagnosis.scope === 'refused') {
      const until = new Date(refusedSince! + this.refusedRetryMs).toISOString();
      this.log.error(
        { leadId: id, attempts, retryInMs: delay, ...detail },
        `lead delivery: the relay refused this lead; retried until ${until}, then moved to .Failed`,
      );
    } else {
      this.log.warn({ leadId: id, attempts, retryInMs: delay, ...detail }, 'lead delivery failed temporarily, will retry');
    }
  }

  /** Exponential backoff with ±20 % jitter, capped at backoff.maxMs. */
  private backoffDelay(attempt: number): number {
    const exponential = this.backoff.baseMs * 2 ** Math.min(attempt - 1, 30);
    return Math.round(Math.min(exponential, this.backoff.maxMs) * (0.8 + Math.random() * 0.4));
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, Math.min(ms, this.pollIntervalMs)));
      this.wake = done;
    });
  }
}

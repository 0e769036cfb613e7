import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { DeliveryError, MaildirStore } from './maildir.ts';
import { relayFailure } from './smtp.ts';

/** Rescan of new/ for messages the outbox tool put back; a new lead wakes the loop at once. */
export const POLL_INTERVAL_MS = 30_000;
/** On close, how long the delivery under way may take before it is aborted (it stays pending). */
export const STOP_GRACE_MS = 5_000;

interface DeliveryOptions {
  store: MaildirStore;
  /** null: no relay configured, messages stay in the store. */
  transport: Transporter | null;
  envelope: { from: string; to: string };
  log: FastifyBaseLogger;
  /** A lead waiting longer than this (ALERT_AFTER_MINUTES) makes /readyz `degraded` and the log say so once. */
  overdueMs: number;
}

/** What watch() tells its listener at each change: whether a lead is overdue, how many wait, the oldest's age. */
export type DeliveryState = { overdue: boolean; pending: number; oldestPendingMinutes: number };

type Retry = DeliveryError & { nextAt: number };
type Failure = { refused: boolean; text: string; answer?: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends every lead in new/ to MAIL_TO, oldest first, one at a time, and moves it to cur/ once the relay accepted it.
 * One policy for every failure, whatever the relay answered or the disk did: the lead stays pending, with its last
 * error in delivery.json, and is tried again after a capped exponential backoff of its own, so no lead holds up
 * another. At-least-once: a crash between the relay's 250 and the rename sends the same bytes (same Message-ID) again,
 * never loses a lead. After a restart everything pending is tried at once.
 */
export class DeliveryLoop {
  /** The first retry after a failed attempt, doubled per attempt up to the longest wait, maxMs. */
  readonly backoff = { baseMs: 5_000, maxMs: 5 * 60_000 };
  pollIntervalMs = POLL_INTERVAL_MS;
  stopGraceMs = STOP_GRACE_MS;
  overdueMs: number;
  /** Told each change of the one signal (the owner's alert, plugins/app/owner.ts). */
  onChange: ((state: DeliveryState) => void) | null = null;
  private readonly retries = new Map<string, Retry>();
  /** Accepted by the relay, but the move to cur/ (or the deletion, when true: an erasure's mail) failed: mark again, never send again. */
  private readonly sentUnmarked = new Map<string, boolean>();
  /** Entries of new/ that are no lead, logged once each. */
  private skipped = new Set<string>();
  private overdue = false;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private woken = false;
  private wake: (() => void) | null = null;
  private abort: AbortController | null = null;

  constructor(private readonly options: DeliveryOptions) {
    this.overdueMs = options.overdueMs;
  }

  get enabled(): boolean {
    return this.options.transport !== null;
  }

  get running(): boolean {
    return this.loop !== null && !this.stopping;
  }

  start(): void {
    if (!this.enabled || this.loop) return;
    this.stopping = false;
    this.loop = this.run();
  }

  /** A new message is pending: look now instead of at the next poll. */
  notify(): void {
    this.woken = true;
    this.wake?.();
  }

  /** The owner's „Erneut versuchen“, or a fix of his settings (no `id`: every lead): the next attempt is now, not after its backoff. */
  retryNow(id?: string): void {
    for (const [key, retry] of this.retries) if (id === undefined || key === id) retry.nextAt = 0;
    this.notify();
  }

  /** A new relay (the owner's settings; null: none): the loop stops as on close, then tries every waiting lead through it at once. */
  async use(transport: Transporter | null): Promise<void> {
    await this.stop();
    this.options.transport = transport;
    this.start();
  }

  /** Lets the delivery under way finish (aborted after stopGraceMs; it then stays pending), then closes the transport. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    if (this.loop) {
      const grace = setTimeout(() => this.abort?.abort(new Error('server closing')), this.stopGraceMs);
      await this.loop;
      clearTimeout(grace);
      this.loop = null;
    }
    this.options.transport?.close();
  }

  /** The one signal: a lead has waited longer than overdueMs (with a relay). Logs once when that starts and once when it ends. */
  watch(now = Date.now()): boolean {
    const { count, oldestAgeMs } = this.options.store.pendingSnapshot(now);
    const overdue = this.enabled && (oldestAgeMs ?? 0) > this.overdueMs;
    if (overdue !== this.overdue) {
      const last = [...this.retries.values()].sort((a, b) => b.at.localeCompare(a.at))[0];
      const minutes = Math.round((oldestAgeMs ?? 0) / 60_000);
      if (overdue) {
        this.options.log.error(
          { pending: count, oldestPendingMinutes: minutes, lastError: last?.error },
          `lead delivery: a lead has waited over ${this.overdueMs / 60_000} minutes; /intern and npm run outbox -- list show each one's last error`,
        );
      } else this.options.log.info({ pending: count }, 'lead delivery: no lead is overdue any more');
      this.overdue = overdue;
      this.onChange?.({ overdue, pending: count, oldestPendingMinutes: minutes });
    }
    return overdue;
  }

  private async run() {
    for (const [id, error] of Object.entries(await this.options.store.deliveryErrors())) this.retries.set(id, { ...error, nextAt: 0 });
    let failures = 0;
    while (!this.stopping) {
      this.woken = false;
      let nextAt = Date.now() + this.pollIntervalMs;
      try {
        nextAt = Math.min(nextAt, await this.pass());
        failures = 0;
      } catch (error) {
        // The store could not be read: nothing is lost, try again later.
        this.options.log.error({ err: error }, 'lead delivery: the store is not usable');
        nextAt = Date.now() + this.backoffDelay(++failures);
      }
      this.watch();
      if (!this.woken && !this.stopping) await this.sleep(nextAt - Date.now());
    }
  }

  /** One pass over the pending leads; returns when the next retry is due. */
  private async pass(): Promise<number> {
    const { ids, skipped } = await this.options.store.scanPending();
    for (const name of skipped.filter((name) => !this.skipped.has(name))) {
      this.options.log.warn({ file: `new/${name}` }, 'lead store: an entry in new/ is not a lead (not a file); skipped, move it out');
    }
    this.skipped = new Set(skipped);
    const pending = new Set(ids);
    const before = this.retries.size;
    for (const id of this.retries.keys()) if (!pending.has(id)) this.retries.delete(id);
    for (const id of this.sentUnmarked.keys()) if (!pending.has(id)) this.sentUnmarked.delete(id);
    let changed = this.retries.size !== before;

    let nextAt = Infinity;
    for (const id of ids) {
      if (this.stopping) break;
      const retry = this.retries.get(id);
      if (retry && retry.nextAt > Date.now()) {
        nextAt = Math.min(nextAt, retry.nextAt);
        continue;
      }
      const failure = await this.attempt(id);
      if (failure) nextAt = Math.min(nextAt, this.failed(id, failure));
      changed = failure !== null || this.retries.delete(id) || changed;
    }
    if (changed) await this.saveErrors();
    return nextAt;
  }

  /** Tries one lead; what went wrong, or null once it is in cur/ (or gone: the outbox tool moved it). */
  private async attempt(id: string): Promise<Failure | null> {
    const { store, transport, envelope, log } = this.options;
    if (!this.sentUnmarked.has(id)) {
      let pending;
      try {
        pending = await store.readPending(id);
      } catch (error) {
        return { refused: false, text: `the lead cannot be read (${messageOf(error)})` };
      }
      if (!pending) return null;
      this.abort = new AbortController();
      try {
        const { raw, to = envelope.to } = pending;
        await transport!.sendMail({ envelope: { ...envelope, to }, raw, signal: this.abort.signal });
      } catch (error) {
        return this.stopping ? { refused: false, text: 'aborted: the server is closing' } : relayFailure(error);
      } finally {
        this.abort = null;
      }
      this.sentUnmarked.set(id, pending.erase);
    }
    try {
      await store.markSent(id, this.sentUnmarked.get(id));
    } catch (error) {
      return { refused: false, text: `delivered, but it could not be moved to cur/ (${messageOf(error)}); it is not sent again` };
    }
    this.sentUnmarked.delete(id);
    log.info({ leadId: id, attempts: (this.retries.get(id)?.attempts ?? 0) + 1 }, 'lead delivered');
    return null;
  }

  /** Records a failed attempt and returns when the next one is due. */
  private failed(id: string, { refused, text, answer }: Failure): number {
    const attempts = (this.retries.get(id)?.attempts ?? 0) + 1;
    const delay = this.backoffDelay(attempts);
    this.retries.set(id, {
      attempts,
      at: new Date().toISOString(),
      error: text,
      ...(answer ? { answer } : {}),
      nextAt: Date.now() + delay,
    });
    // A refusal needs a person: said at error level once per lead; retries and passing faults at warn.
    const level = refused && attempts === 1 ? 'error' : 'warn';
    this.options.log[level]({ leadId: id, attempts, retryInMs: delay }, `lead delivery: ${text}; the lead stays pending and is retried`);
    return Date.now() + delay;
  }

  private async saveErrors() {
    const errors = Object.fromEntries([...this.retries].map(([id, { nextAt: _nextAt, ...error }]) => [id, error]));
    await this.options.store.saveDeliveryErrors(errors).catch((error: unknown) => {
      this.options.log.warn({ err: error }, 'lead delivery: delivery.json could not be written');
    });
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

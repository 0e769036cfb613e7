import type { TokenResponse } from '../../shared/contact.ts';
import { composeLead, type Addresses } from './compose.ts';
import type { DeliveryLoop } from './delivery.ts';
import type { MaildirStore } from './maildir.ts';
import { newId } from './maildir-files.ts';
import type { NonceLedger } from './nonces.ts';
import type { RelayStatus } from './smtp.ts';
import { judge, type SpamReason, type Verdict } from './spam.ts';
import type { Submission } from './submission.ts';
import { issueToken } from './token.ts';

/** The state of the lead pipeline in memory (synchronous). */
export interface LeadsStatus {
  /** The last store attempt (a message or a probe) succeeded. */
  writable: boolean;
  /** Messages stored and not yet accepted by the relay (with delivery disabled: all of them). */
  pending: number;
  oldestPendingAgeMs: number | null;
  /** SMTP_URL is set. */
  deliveryEnabled: boolean;
  /** The delivery loop is started and not stopping. */
  deliveryRunning: boolean;
}

/** What /readyz reports: the status, and what the last real probe of the store found. */
export interface LeadsHealth extends LeadsStatus {
  /** Leads the relay refused, in .Failed/: kept until someone re-queues or deletes them. */
  failed: number;
  oldestFailedAgeMs: number | null;
  relay: RelayStatus;
  /** Pending leads whose content the relay refused, retried within their hour before they go to .Failed/. */
  refusing: number;
  /** Pending leads that cannot be read or moved; the others are delivered. */
  stuck: number;
  /** Entries of new/ that are no message, left where they are. */
  foreignLeft: number;
  /** Files with foreign names found in new/ and queued for delivery since the start. */
  foreignQueued: number;
}

/** The real probe of the store behind /readyz (a 64 KiB write and fsyncs) runs at most this often; callers in between get its last result. */
export const STORE_PROBE_INTERVAL_MS = 5_000;

/** A lead that could not be stored; the visitor is answered 503. */
export class LeadStoreError extends Error {
  constructor(
    readonly leadId: string,
    cause: unknown,
  ) {
    super('the lead could not be stored', { cause });
    this.name = 'LeadStoreError';
  }
}

export interface LeadsOptions {
  store: MaildirStore;
  nonces: NonceLedger;
  delivery: DeliveryLoop;
  addresses: Addresses;
  formSecret: string;
}

/**
 * The lead service: judges a submission, stores it durably (new/ for delivery, the quarantine
 * for spam), wakes the delivery loop, issues form tokens and reports the pipeline's state.
 */
export class Leads {
  /** Last known state of the store; a failed write sets it false, a successful one true. */
  writable = true;
  readonly store: MaildirStore;
  readonly nonces: NonceLedger;
  readonly delivery: DeliveryLoop;
  probeIntervalMs = STORE_PROBE_INTERVAL_MS;
  private lastProbe: { at: number; failed: Promise<{ count: number; oldestAgeMs: number | null }> } | null = null;

  constructor(private readonly options: LeadsOptions) {
    ({ store: this.store, nonces: this.nonces, delivery: this.delivery } = options);
  }

  /**
   * Resolves only once the message is on disk; throws a LeadStoreError when it cannot be
   * stored, and then the token is not used up, so the visitor can send again.
   */
  async accept(submission: Submission): Promise<{ id: string; spam: SpamReason | null }> {
    const id = newId(submission.receivedAt);
    let verdict: Verdict | undefined;
    try {
      verdict = await judge(submission, id, this.nonces);
      const { token, lead, honeypot, receivedAt } = submission;
      const message = await composeLead(
        {
          id,
          lead,
          receivedAt: new Date(receivedAt),
          ...(token.ok ? { formLoadedAt: token.issuedAt } : {}),
          ...(verdict.spam ? { spam: verdict.spam, honeypot } : {}),
        },
        this.options.addresses,
      );
      await this.store.add(verdict.spam ? 'quarantine' : 'pending', id, message);
      verdict.claim?.settle();
    } catch (error) {
      await verdict?.claim?.release();
      this.writable = false;
      throw new LeadStoreError(id, error);
    }
    this.writable = true;
    if (!verdict.spam) this.delivery.notify();
    return { id, spam: verdict.spam };
  }

  /**
   * Stores a ready message of the site's own (the statistics digest) for delivery to MAIL_TO,
   * durably and with the leads' retries; resolves with its id once it is on disk.
   */
  async enqueue(message: Buffer, now = Date.now()): Promise<string> {
    const id = newId(now);
    await this.store.add('pending', id, message);
    this.delivery.notify();
    return id;
  }

  /** A fresh signed token and its start time, for a page's form, GET /form-token and every answer to a post. */
  token(now = Date.now()): TokenResponse {
    return { token: issueToken(this.options.formSecret, now), startTime: String(now) };
  }

  /** Synchronous, from memory: the pending set as of the last scan or change. */
  status(): LeadsStatus {
    const pending = this.store.pendingSnapshot();
    return {
      writable: this.writable,
      pending: pending.count,
      oldestPendingAgeMs: pending.oldestAgeMs,
      deliveryEnabled: this.delivery.enabled,
      deliveryRunning: this.delivery.running,
    };
  }

  /**
   * The status with what a real probe of the store found: run now when the last one is older
   * than probeIntervalMs (concurrent callers share it), else its result. A failed post since
   * then shows at once, as it sets `writable`.
   */
  async health(now = Date.now()): Promise<LeadsHealth> {
    if (!this.lastProbe || now - this.lastProbe.at >= this.probeIntervalMs) {
      const previous = this.lastProbe?.failed ?? Promise.resolve({ count: 0, oldestAgeMs: null });
      this.lastProbe = {
        at: now,
        // The failed leads are counted with the probe; an unreadable store keeps the last count.
        failed: this.checkWritable().then(async () => {
          const failed = await this.store.list('failed').catch(() => null);
          if (!failed) return previous;
          return { count: failed.length, oldestAgeMs: failed[0] ? Math.max(0, now - failed[0].mtimeMs) : null };
        }),
      };
    }
    const failed = await this.lastProbe.failed;
    return {
      ...this.status(),
      failed: failed.count,
      oldestFailedAgeMs: failed.oldestAgeMs,
      relay: this.delivery.relay.status,
      refusing: this.delivery.refusing,
      stuck: this.delivery.stuck.size,
      foreignLeft: this.delivery.foreign.left.size,
      foreignQueued: this.delivery.foreign.queued,
    };
  }

  /** Walks a real lead's path in the store and the token records now; updates and returns `writable`. */
  async checkWritable(): Promise<boolean> {
    try {
      await this.store.probe();
      await this.nonces.probe();
      this.writable = true;
    } catch {
      this.writable = false;
    }
    return this.writable;
  }
}

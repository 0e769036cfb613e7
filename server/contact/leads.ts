import { FIELDS, type TokenResponse } from '../../shared/contact.ts';
import { composeLead, type Addresses } from './compose.ts';
import type { DeliveryLoop } from './delivery.ts';
import type { MaildirStore } from './maildir.ts';
import { newId } from './maildir-files.ts';
import type { NonceLedger } from './nonces.ts';
import type { FormFields } from './parse.ts';
import { issueToken, judge, type SpamReason, type Verdict } from './spam.ts';
import type { Lead } from './validate.ts';

/** The real probe of the store behind /readyz (a 64 KiB write and fsyncs) runs at most this often; callers in between get its last result. */
const STORE_PROBE_INTERVAL_MS = 5_000;

interface LeadsOptions {
  store: MaildirStore;
  nonces: NonceLedger;
  delivery: DeliveryLoop;
  addresses: Addresses;
  /** FORM_SECRET: the service alone issues and verifies form tokens. */
  formSecret: string;
}

/**
 * The lead service: issues form tokens, judges a post (its token included), stores it durably
 * (new/ for delivery, the quarantine for spam), wakes the delivery loop and reports the
 * pipeline's state.
 */
export class Leads {
  /** Last known state of the store; a failed write sets it false, a successful one true. */
  writable = true;
  readonly store: MaildirStore;
  readonly delivery: DeliveryLoop;
  probeIntervalMs = STORE_PROBE_INTERVAL_MS;
  private lastProbe: { at: number; done: Promise<boolean> } | null = null;

  constructor(private readonly options: LeadsOptions) {
    ({ store: this.store, delivery: this.delivery } = options);
  }

  /** A fresh signed token and its start time, for a page's form, GET /form-token and every answer to a post. */
  token(now = Date.now()): TokenResponse {
    return { token: issueToken(this.options.formSecret, now), startTime: String(now) };
  }

  /**
   * Judges a valid post and stores it; resolves only once the message is on disk. When it cannot
   * be stored, throws an error with the lead's id (`leadId`), and the token is not used up, so
   * the visitor can send again.
   */
  async accept(fields: FormFields, lead: Lead, now = Date.now()): Promise<{ id: string; spam: SpamReason | null }> {
    const id = newId(now);
    let verdict: Verdict | undefined;
    try {
      verdict = await judge(fields, this.options.formSecret, id, this.options.nonces, now);
      const { spam, formLoadedAt } = verdict;
      const honeypot = spam ? fields[FIELDS.honeypot] : undefined;
      const message = await composeLead({ id, lead, receivedAt: new Date(now), formLoadedAt, spam, honeypot }, this.options.addresses);
      await this.store.add(spam ? 'quarantine' : 'pending', id, message);
      verdict.claim?.settle();
    } catch (error) {
      await verdict?.claim?.release();
      this.writable = false;
      throw Object.assign(new Error('the lead could not be stored', { cause: error }), { leadId: id });
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

  /**
   * The pipeline's state, synchronous, from memory: whether the last store attempt succeeded, and
   * the leads stored and not yet accepted by the relay as of the last scan or change.
   */
  status() {
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
   * The status after a real probe of the store: run now when the last one is older than
   * probeIntervalMs (concurrent callers share it). A failed post since then shows at once, as it
   * sets `writable`.
   */
  async health(now = Date.now()): Promise<ReturnType<Leads['status']>> {
    if (!this.lastProbe || now - this.lastProbe.at >= this.probeIntervalMs) this.lastProbe = { at: now, done: this.checkWritable() };
    await this.lastProbe.done;
    return this.status();
  }

  /** Walks a real lead's path in the store and the token records now; updates and returns `writable`. */
  async checkWritable(): Promise<boolean> {
    try {
      await this.store.probe();
      await this.options.nonces.probe();
      this.writable = true;
    } catch {
      this.writable = false;
    }
    return this.writable;
  }
}

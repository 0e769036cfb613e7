import { FIELDS, type TokenResponse } from '../../shared/contact.ts';
import { composeLead, type Addresses, type ComposeInput, type Outgoing } from './compose.ts';
import type { DeliveryLoop } from './delivery.ts';
import type { MaildirStore } from './maildir.ts';
import { newId } from './maildir-files.ts';
import type { NonceLedger } from './nonces.ts';
import type { FormFields } from './parse.ts';
import { issueToken, judge, verifyToken, type Verdict } from './spam.ts';
import type { Lead } from './validate.ts';

interface LeadsOptions {
  store: MaildirStore;
  nonces: NonceLedger;
  delivery: DeliveryLoop;
  addresses: Addresses;
  /** FORM_SECRET: the service alone issues and verifies form tokens. */
  formSecret: string;
}

type KeepOptions = { now?: number; booking?: ComposeInput['booking']; extra?: Outgoing[] };

/** A judged post, with the id its message gets. */
export interface Judged {
  id: string;
  fields: FormFields;
  verdict: Verdict;
}

/** The lead service: form tokens, a post judged and stored durably (new/ or the quarantine), the pipeline's state. */
export class Leads {
  /** Last known state of the store; a failed write sets it false, a successful one true. */
  writable = true;
  readonly store: MaildirStore;
  readonly delivery: DeliveryLoop;
  readonly addresses: Addresses;
  /** The real probe of the store behind /readyz (a 64 KiB write and fsyncs) runs at most this often; callers between get its result. */
  probeIntervalMs = 5_000;
  private lastProbe: { at: number; done: Promise<boolean> } | null = null;

  constructor(private readonly options: LeadsOptions) {
    ({ store: this.store, delivery: this.delivery, addresses: this.addresses } = options);
  }

  /** A fresh signed token and its start time, for GET /form-token, every answer to a post and the page that answers one. */
  token(now = Date.now()): TokenResponse {
    return { token: issueToken(this.options.formSecret, now), startTime: String(now) };
  }

  /**
   * For the page that answers a refused post: the posted token again while it is genuine and not expired (a refused
   * post leaves it unused), so the time the visitor already spent counts towards the minimum fill time.
   */
  tokenAgain(posted: string | undefined, now = Date.now()): TokenResponse {
    const verdict = verifyToken(this.options.formSecret, posted, now);
    return verdict.ok ? { token: posted!, startTime: String(verdict.issuedAt) } : this.token(now);
  }

  /**
   * Whether a post without JavaScript must first be confirmed: its token is missing (the cached form has none) or
   * expired. A forged one is judged, and so is a young one (a quick second tap).
   */
  needsConfirmation(posted: string | undefined, now = Date.now()): boolean {
    const verdict = verifyToken(this.options.formSecret, posted, now);
    return !verdict.ok && verdict.reason !== 'token-forged';
  }

  /**
   * The spam verdict on a post; a clean verdict holds the token's nonce until keep() or release(). A token younger
   * than MIN_FILL_MS is judged once it is old enough: the answer comes up to MIN_FILL_MS later.
   */
  async judge(fields: FormFields, now = Date.now()): Promise<Judged> {
    const id = newId(now);
    try {
      return { id, fields, verdict: await judge(fields, this.options.formSecret, id, this.options.nonces, now) };
    } catch (error) {
      this.writable = false;
      throw Object.assign(new Error('the lead could not be stored', { cause: error }), { leadId: id });
    }
  }

  /**
   * Stores a judged post (with `booking`, the lead mail carries the booked call and its .ics) and the `extra` messages
   * that go with it, each durably; resolves once all are on disk. On failure releases the token and throws with `leadId`.
   */
  async keep({ id, fields, verdict }: Judged, lead: Lead, { now = Date.now(), booking, extra = [] }: KeepOptions = {}): Promise<void> {
    try {
      const { spam, formLoadedAt } = verdict;
      const honeypot = spam ? fields[FIELDS.honeypot] : undefined;
      const message = await composeLead({ id, lead, receivedAt: new Date(now), formLoadedAt, spam, honeypot, booking }, this.addresses);
      await this.store.add(spam ? 'quarantine' : 'pending', id, message);
      for (const { message, to } of extra) await this.store.add('pending', newId(now), message, to);
      verdict.claim?.settle();
    } catch (error) {
      await this.release({ id, fields, verdict });
      this.writable = false;
      throw Object.assign(new Error('the lead could not be stored', { cause: error }), { leadId: id });
    }
    this.writable = true;
    if (!verdict.spam) this.delivery.notify();
  }

  /** Gives a judged post's token back unused (a booking that was refused), so the visitor can send again. */
  async release({ verdict }: Judged): Promise<void> {
    await verdict.claim?.release();
  }

  /** Stores a message of the site's own for delivery, durably and with the leads' retries; resolves with its id once on disk. */
  async enqueue({ message, to }: Outgoing, now = Date.now()): Promise<string> {
    const id = newId(now);
    await this.store.add('pending', id, message, to);
    this.delivery.notify();
    return id;
  }

  /** The pipeline's state, from memory: whether the last store attempt succeeded, and the leads not yet accepted by the relay. */
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

  /** The status after a real probe of the store, run when the last is older than probeIntervalMs (concurrent callers share it). */
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

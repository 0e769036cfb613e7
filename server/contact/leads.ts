import type { TokenResponse } from '../../shared/contact.ts';
import { SLOTS, type SlotValues } from '../render/template.ts';
import { composeLead, type Addresses } from './compose.ts';
import type { DeliveryLoop } from './delivery.ts';
import { newId, type MaildirStore } from './maildir.ts';
import type { NonceLedger } from './nonces.ts';
import { judge, type SpamReason, type Verdict } from './spam.ts';
import type { Submission } from './submission.ts';
import { issueToken } from './token.ts';

/** What the health and shutdown code may ask about the lead pipeline. */
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

export interface LeadsOptions {
  store: MaildirStore;
  nonces: NonceLedger;
  delivery: DeliveryLoop;
  addresses: Addresses;
  formSecret: string;
  /**
   * Pages are baked into files (the static export): their form slots stay empty, because one
   * token in a file would be shared by every visitor. The island fetches its own.
   */
  bakedPages?: boolean;
}

const EMPTY_SLOTS: SlotValues = { token: '', startTime: '' };

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
  /** The markers a page renders where the form's token and start time go (see formSlots). */
  readonly formSlotMarkers = SLOTS;

  constructor(private readonly options: LeadsOptions) {
    ({ store: this.store, nonces: this.nonces, delivery: this.delivery } = options);
  }

  /**
   * Resolves only once the message is on disk; throws (with `leadId`) when it cannot be
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
      throw Object.assign(error as Error, { leadId: id });
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

  /** A fresh signed token and its start time, for GET /form-token and every answer to a post. */
  token(now = Date.now()): TokenResponse {
    return { token: issueToken(this.options.formSecret, now), startTime: String(now) };
  }

  /** The values for a page's form slots: a fresh token per request (none in baked pages). */
  formSlots(): SlotValues {
    return this.options.bakedPages ? EMPTY_SLOTS : this.token();
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

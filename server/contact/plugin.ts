import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import { FIELDS, FORM_PATH, isTopic, MESSAGES, TOKEN_PATH, type FormResponse, type TokenResponse } from '../../shared/contact.ts';
import type { TopicValue } from '../../shared/content/types.ts';
import type { Config } from '../config.ts';
import { composeLead, type Addresses } from './compose.ts';
import { createTransport, DeliveryLoop, POLL_INTERVAL_MS } from './delivery.ts';
import { originKind, prefersHtml, statusLocation } from './http.ts';
import { MaildirStore, newId } from './maildir.ts';
import { parseForm, MAX_BODY_BYTES } from './parse.ts';
import { spamReason, type SpamReason } from './spam.ts';
import { issueToken, verifyToken, type TokenCheck } from './token.ts';
import { validateLead, type Lead } from './validate.ts';

/** Posts per client IP and window (CONTACT_RATE_LIMIT, default 5, per 10 minutes). */
export const RATE_LIMIT_WINDOW_MS = 10 * 60_000;
/** Expired spam, used tokens and tmp/ debris are deleted at boot and this often. */
export const PURGE_INTERVAL_MS = 6 * 60 * 60_000;
/** Browsers may cache a preflight this long (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_S = 600;
/** Request headers a cross-origin page may send with the form (beyond the CORS-safelisted ones). */
const ALLOWED_REQUEST_HEADERS = 'Content-Type, Accept';

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

export class Leads {
  /** Last known state of the store; a failed write sets it false, a successful one true. */
  writable = true;

  constructor(
    readonly store: MaildirStore,
    readonly delivery: DeliveryLoop,
    private readonly addresses: Addresses,
  ) {}

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
   * Stores a lead durably: in new/ for delivery, or in the quarantine when it is spam (a token
   * that already carried a message becomes spam here). Resolves only once the message is on
   * disk; throws when it cannot be stored, and then the token is not used up.
   */
  async accept(lead: Lead, token: TokenCheck, spam: SpamReason | null, honeypot: string, now: number) {
    const id = newId(now);
    let claimed: string | null = null;
    try {
      if (!spam && token.ok) {
        if (await this.store.claimNonce(token.nonce, id)) claimed = token.nonce;
        else spam = 'replay';
      }
      const message = await composeLead(
        {
          id,
          lead,
          receivedAt: new Date(now),
          ...(token.ok ? { formLoadedAt: token.issuedAt } : {}),
          ...(spam ? { spam, honeypot } : {}),
        },
        this.addresses,
      );
      await this.store.add(spam ? 'quarantine' : 'pending', id, message);
    } catch (error) {
      if (claimed) await this.store.releaseNonce(claimed);
      this.writable = false;
      throw Object.assign(error as Error, { leadId: id });
    }
    this.writable = true;
    return { id, spam };
  }

  /** Writes and fsyncs a probe file now; updates and returns `writable`. */
  async checkWritable(): Promise<boolean> {
    try {
      await this.store.probe();
      this.writable = true;
    } catch {
      this.writable = false;
    }
    return this.writable;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    leads: Leads;
  }
}

export interface ContactOptions {
  config: Config;
  /** Replaces the transport made from SMTP_URL (null: no delivery). */
  transport?: Transporter | null;
  /** Delivery timing; the defaults are the production values. */
  delivery?: { backoffBaseMs?: number; backoffMaxMs?: number; pollIntervalMs?: number };
}

/**
 * The lead pipeline: POST /sendForm.php (parse -> validate -> spam -> store), GET /form-token,
 * and the delivery loop, started when the app is ready and stopped on close. Decorates the
 * app with `leads` (status for health checks and shutdown).
 */
export const contact = fp(
  async (app: FastifyInstance, options: ContactOptions) => {
    const { config } = options;
    const store = new MaildirStore(config.dataDir);
    const transport = options.transport !== undefined ? options.transport : config.smtpUrl ? createTransport(config.smtpUrl) : null;
    const delivery = new DeliveryLoop({
      store,
      transport,
      envelope: { from: config.mailFrom, to: config.mailTo ?? config.mailFrom },
      log: app.log,
      ...options.delivery,
    });
    const leads = new Leads(store, delivery, { from: config.mailFrom, to: config.mailTo ?? config.mailFrom });
    app.decorate('leads', leads);

    const timers: NodeJS.Timeout[] = [];
    const purge = async () => {
      try {
        const deleted = await store.purge();
        if (deleted.quarantine + deleted.tokens + deleted.tmp > 0) app.log.info({ deleted }, 'lead store: expired files deleted');
      } catch (error) {
        app.log.error({ err: error }, 'lead store: purge failed');
      }
    };
    // Keeps status() true to changes made by the outbox tool (the delivery loop rescans too).
    const rescan = () => store.pendingIds().catch(() => {});

    app.addHook('onReady', async () => {
      try {
        await store.init();
        await leads.checkWritable();
      } catch {
        leads.writable = false;
      }
      if (!leads.writable) app.log.error({ dataDir: config.dataDir }, 'DATA_DIR is not writable: the form answers 503 until it is');
      if (!delivery.enabled) app.log.warn({ dataDir: config.dataDir }, 'SMTP_URL is not set: leads stay in DATA_DIR (delivery disabled)');
      await rescan();
      void purge();
      timers.push(setInterval(purge, PURGE_INTERVAL_MS).unref(), setInterval(rescan, POLL_INTERVAL_MS).unref());
      delivery.start();
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await delivery.stop();
    });

    await app.register(contactRoutes, { config, leads });
  },
  { name: 'contact' },
);

/** The routes, encapsulated: multipart parsing, rate limit and the JSON error format stay here. */
async function contactRoutes(app: FastifyInstance, { config, leads }: { config: Config; leads: Leads }) {
  const { delivery } = leads;
  await app.register(multipart);
  await app.register(rateLimit, { global: false });

  const answer = (request: FastifyRequest, reply: FastifyReply, status: number, body: FormResponse, topic?: TopicValue) => {
    reply.header('cache-control', 'no-store');
    if (status !== 403 && prefersHtml(request.headers.accept)) {
      return reply.code(303).header('location', statusLocation(request, config, body.success, topic)).send();
    }
    return reply.code(status).send(body);
  };
  const failure = (message: string = MESSAGES.error): FormResponse => ({ success: false, message });

  // Every answer of these routes is the contract's JSON (or the 303), errors of plugins included.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 503;
    if (status === 503) request.log.error({ err: error }, 'form endpoint failed');
    if (status === 413) reply.header('connection', 'close');
    return answer(request, reply, status, failure(REJECTION_TEXT[status] ?? MESSAGES.error));
  });

  // CORS for the listed origins: no credentials, the origin echoed, caches told it varies.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('vary', 'Origin');
    const kind = originKind(request, config);
    if (kind === 'listed') reply.header('access-control-allow-origin', request.headers.origin);
  });

  const preflight = (methods: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const kind = originKind(request, config);
    if (kind !== 'listed' && kind !== 'same') return reply.code(403).send(failure(REJECTION_TEXT[403]));
    return reply
      .code(204)
      .header('access-control-allow-methods', methods)
      .header('access-control-allow-headers', ALLOWED_REQUEST_HEADERS)
      .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_S))
      .send();
  };
  app.options(FORM_PATH, preflight('POST'));
  app.options(TOKEN_PATH, preflight('GET'));

  app.get(TOKEN_PATH, async (_request, reply) => {
    const now = Date.now();
    const body: TokenResponse = { token: issueToken(config.formSecret, now), startTime: String(now) };
    return reply.header('cache-control', 'no-store').send(body);
  });

  app.post(
    FORM_PATH,
    {
      bodyLimit: MAX_BODY_BYTES,
      onRequest: [
        async (request, reply) => {
          if (originKind(request, config) === 'foreign') {
            request.log.info({ reason: 'foreign-origin' }, 'lead rejected');
            return answer(request, reply, 403, failure(REJECTION_TEXT[403]));
          }
        },
      ],
      config: { rateLimit: { max: config.contactRateLimit, timeWindow: RATE_LIMIT_WINDOW_MS } },
    },
    async (request, reply) => {
      const parsed = await parseForm(request);
      if (!parsed.ok) {
        request.log.info({ reason: parsed.reason, field: parsed.field }, 'lead rejected');
        if (parsed.status === 413) reply.header('connection', 'close');
        return answer(request, reply, parsed.status, failure(rejectionText(parsed.status, parsed.field)));
      }
      const { fields } = parsed;
      const validation = validateLead(fields);
      if (!validation.ok) {
        request.log.info({ reason: validation.reason, field: validation.field }, 'lead rejected');
        const topic = fields[FIELDS.topic];
        return answer(request, reply, 400, failure(rejectionText(400, validation.field)), isTopic(topic) ? topic : undefined);
      }
      const { lead } = validation;

      const now = Date.now();
      const token = verifyToken(config.formSecret, fields[FIELDS.token], now);
      let stored: { id: string; spam: SpamReason | null };
      try {
        stored = await leads.accept(lead, token, spamReason(fields, token, now), fields[FIELDS.honeypot] ?? '', now);
      } catch (error) {
        request.log.error({ err: error, leadId: (error as { leadId?: string }).leadId }, 'lead could not be stored: answered 503');
        return answer(request, reply, 503, failure(), lead.topic);
      }

      const { id, spam } = stored;
      if (spam) {
        request.log.info({ leadId: id, spam }, 'lead quarantined as spam');
      } else if (delivery.enabled) {
        request.log.info({ leadId: id, topic: lead.topic }, 'lead stored; queued for delivery');
        delivery.notify();
      } else {
        request.log.info({ leadId: id, topic: lead.topic }, 'lead stored; delivery disabled (SMTP_URL not set)');
      }
      // Spam gets exactly the answer of a lead, fresh token included.
      const next = Date.now();
      return answer(request, reply, 200, {
        success: true,
        message: MESSAGES.success,
        token: issueToken(config.formSecret, next),
        startTime: String(next),
      });
    },
  );
}

/**
 * The `message` of a failed answer. The page never shows it (it shows MESSAGES.error); it is
 * for other clients and for whoever reads a response in the browser's network panel.
 */
const REJECTION_TEXT: Record<number, string> = {
  400: 'Ungültige Eingabe.',
  403: 'Anfragen von dieser Herkunft werden nicht angenommen.',
  413: 'Die Anfrage ist zu groß.',
  415: 'Erwartet wird multipart/form-data.',
  429: 'Zu viele Anfragen. Bitte versuche es später erneut.',
  503: MESSAGES.error,
};

function rejectionText(status: number, field?: string): string {
  const text = REJECTION_TEXT[status] ?? MESSAGES.error;
  return field ? `${text} Feld: ${field}` : text;
}

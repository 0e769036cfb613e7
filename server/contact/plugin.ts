import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import { createTransport, DeliveryLoop, POLL_INTERVAL_MS } from './delivery.ts';
import { Leads } from './leads.ts';
import { MaildirStore } from './maildir.ts';
import { NonceLedger } from './nonces.ts';
import { contactRoutes } from './routes.ts';

export type { LeadsStatus } from './leads.ts';

/** Expired spam, used tokens and tmp/ debris are deleted at boot and this often. */
export const PURGE_INTERVAL_MS = 6 * 60 * 60_000;

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
  /** The pages are baked into files (static export): no per-request token in them. */
  bakedPages?: boolean;
}

/**
 * The lead pipeline, wired: the store, the token ledger, the delivery loop (started when the
 * app is ready, stopped on close), housekeeping timers and the routes. Decorates the app with
 * `leads`, the service that health checks, pages and shutdown ask.
 */
export const contact = fp(
  async (app: FastifyInstance, options: ContactOptions) => {
    const { config } = options;
    const store = new MaildirStore(config.dataDir);
    const nonces = new NonceLedger(store.tokens, (id) => store.has(id));
    const addresses = { from: config.mailFrom, to: config.mailTo ?? config.mailFrom };
    const transport = options.transport !== undefined ? options.transport : config.smtpUrl ? createTransport(config.smtpUrl) : null;
    const delivery = new DeliveryLoop({ store, transport, envelope: addresses, log: app.log, ...options.delivery });
    const leads = new Leads({ store, nonces, delivery, addresses, formSecret: config.formSecret, bakedPages: options.bakedPages ?? false });
    app.decorate('leads', leads);

    const timers: NodeJS.Timeout[] = [];
    const purge = async () => {
      try {
        const deleted = { ...(await store.purge()), tokens: await nonces.purge() };
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
      timers.push(setInterval(() => void purge(), PURGE_INTERVAL_MS).unref(), setInterval(() => void rescan(), POLL_INTERVAL_MS).unref());
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

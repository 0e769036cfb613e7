import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DeliveryLoop, POLL_INTERVAL_MS } from '../../contact/delivery.ts';
import { Leads } from '../../contact/leads.ts';
import { MaildirStore } from '../../contact/maildir.ts';
import { NonceLedger } from '../../contact/nonces.ts';
import { housekeeping } from '../../contact/retention.ts';
import { createTransport } from '../../contact/smtp.ts';
import { serial } from '../../serial.ts';

/** Housekeeping (retention, expired spam, used tokens, tmp/ debris) runs at boot and this often (tests shorten it). */
const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    leads: Leads;
  }
}

/**
 * The lead pipeline, wired: the store, the token ledger, the delivery loop (started when the app is ready, stopped on
 * close) and housekeeping (retention included), as `app.leads`.
 */
export const leads = fp(
  async (app: FastifyInstance, options: { housekeepingIntervalMs?: number }) => {
    const { config } = app;
    const store = new MaildirStore(config.dataDir);
    const nonces = new NonceLedger(store.tokens, (id) => store.has(id));
    const addresses = { from: config.mailFrom, to: config.mailTo ?? config.mailFrom };
    const transport = () => (config.smtpUrl ? createTransport(config.smtpUrl) : null);
    const overdueMs = config.alertAfterMinutes * 60_000;
    const delivery = new DeliveryLoop({ store, transport: transport(), envelope: addresses, log: app.log, overdueMs });
    const service = new Leads({ store, nonces, delivery, addresses, formSecret: config.formSecret });
    app.decorate('leads', service);
    // The owner's settings: the next lead is composed for, and every message sent to, the new addresses (one
    // object, the envelope and the leads' headers); a new relay takes the waiting leads at once.
    const relayChange = serial();
    app.settings.onChange((changed) => {
      Object.assign(addresses, { from: config.mailFrom, to: config.mailTo ?? config.mailFrom });
      delivery.overdueMs = config.alertAfterMinutes * 60_000;
      if (changed.has('SMTP_URL')) void relayChange(() => delivery.use(transport()));
      else if (changed.has('MAIL_TO') || changed.has('MAIL_FROM')) delivery.retryNow();
    });

    const timers: NodeJS.Timeout[] = [];
    let housekeepingRun: Promise<void> | null = null;
    const tidy = () => {
      // One pass at a time: a slow disk must not stack them up.
      housekeepingRun ??= housekeeping(store, nonces, config.leadRetentionDays)
        .then((deleted) => {
          if (Object.values(deleted).some((count) => count > 0))
            app.log.info({ deleted, retentionDays: config.leadRetentionDays }, 'lead store: expired files deleted');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'lead store: housekeeping failed'))
        .finally(() => (housekeepingRun = null));
    };
    // Keeps status() true to changes made by the outbox tool (the delivery loop rescans too).
    const rescan = () => store.scanPending().catch(() => {});

    app.addHook('onReady', async () => {
      // The probe creates the store's folders, as a lead would.
      if (!(await service.checkWritable()))
        app.log.error({ dataDir: config.dataDir }, 'DATA_DIR is not writable: the form answers 503 until it is');
      if (!delivery.enabled && config.nodeEnv === 'production') {
        app.log.error(
          { dataDir: config.dataDir },
          'SMTP_URL is not set with NODE_ENV=production: leads stay in DATA_DIR and reach nobody; /readyz says delivery-disabled. ' +
            'Set SMTP_URL, MAIL_TO and MAIL_FROM, e.g. SMTP_URL=smtp://user:password@mail.example.de:587',
        );
      } else if (!delivery.enabled)
        app.log.warn({ dataDir: config.dataDir }, 'SMTP_URL is not set: leads stay in DATA_DIR (delivery disabled)');
      await rescan();
      tidy();
      const every = options.housekeepingIntervalMs ?? HOUSEKEEPING_INTERVAL_MS;
      timers.push(setInterval(tidy, every).unref(), setInterval(() => void rescan(), POLL_INTERVAL_MS).unref());
      delivery.start();
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await relayChange(() => Promise.all([delivery.stop(), housekeepingRun]));
    });
  },
  { name: 'leads', decorators: { fastify: ['config'] } },
);

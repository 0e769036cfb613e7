// Retention of the lead store, as the privacy statement promises it: a delivered lead (cur/)
// and a lead the relay refused (.Failed/) are deleted LEAD_RETENTION_DAYS after they were
// received. Pending leads (new/) are never deleted: they are not delivered yet. Expired spam,
// used-token records and tmp/ debris are MaildirStore.purge()'s (run by the contact plugin).
import { unlink } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { MaildirStore, type State } from './maildir.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The sweep runs at boot and this often. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/** The states a retention period applies to. */
const EXPIRING: readonly State[] = ['sent', 'failed'];

export interface RetentionResult {
  sent: number;
  failed: number;
}

/**
 * Deletes delivered and failed leads received more than `retentionDays` ago (by the file's
 * mtime: the time it was stored; a move between folders keeps it). Returns the counts.
 */
export async function sweepRetention(store: MaildirStore, retentionDays: number, now = Date.now()): Promise<RetentionResult> {
  const cutoff = now - retentionDays * DAY_MS;
  const deleted: RetentionResult = { sent: 0, failed: 0 };
  for (const state of EXPIRING) {
    for (const entry of await store.list(state)) {
      if (entry.mtimeMs >= cutoff) continue;
      try {
        await unlink(entry.file);
        deleted[state as keyof RetentionResult]++;
      } catch (error) {
        // Moved or deleted meanwhile (the outbox tool, a mail client): nothing left to do.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  return deleted;
}

export interface RetentionOptions {
  config: Config;
  /** How often the sweep runs after the one at boot; tests shorten it. */
  intervalMs?: number;
}

/** Runs the sweep when the app is ready and every intervalMs (an unref'd timer, cleared on close). */
export const retention = fp(
  async (app: FastifyInstance, { config, intervalMs = RETENTION_INTERVAL_MS }: RetentionOptions) => {
    const store = new MaildirStore(config.dataDir);
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | null = null;
    const sweep = () => {
      // One sweep at a time: a slow disk must not stack them up.
      running ??= sweepRetention(store, config.leadRetentionDays)
        .then((deleted) => {
          if (deleted.sent + deleted.failed > 0) {
            app.log.info({ deleted, retentionDays: config.leadRetentionDays }, 'lead store: leads past their retention deleted');
          }
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'lead store: retention sweep failed'))
        .finally(() => (running = null));
      return running;
    };
    app.addHook('onReady', async () => {
      void sweep();
      timer = setInterval(() => void sweep(), intervalMs).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'retention' },
);

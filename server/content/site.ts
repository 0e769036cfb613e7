// The owner's content as the running site has it: his store in DATA_DIR/content over the
// repository's defaults, and the facts of the configuration its texts cite. The content plugin
// (server/plugins/app/content.ts) keeps it for the server; the command-line tools read it here.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { defaults, siteOf, type Content, type SiteSettings } from '../../shared/content/index.ts';
import { RATE_LIMIT_WINDOW_MINUTES, type Config } from '../config.ts';
import { checkContent, describeChanges } from './check.ts';
import { ContentStore } from './store.ts';

/** The facts of the configuration the texts cite (the privacy statement's retention and rate-limit window). */
export const settingsOf = (config: Pick<Config, 'leadRetentionDays'>): SiteSettings => ({
  leadRetentionDays: config.leadRetentionDays,
  rateLimitMinutes: RATE_LIMIT_WINDOW_MINUTES,
});

export const contentStore = (config: Pick<Config, 'dataDir'>, log: FastifyBaseLogger) =>
  new ContentStore<Content>({ dir: path.join(config.dataDir, 'content'), defaults, check: checkContent, describe: describeChanges, log });

/** The published Site, read from DATA_DIR once (the command-line tools' topics and wording). */
export async function publishedSite(config: Pick<Config, 'dataDir' | 'leadRetentionDays'>, log: FastifyBaseLogger) {
  const store = contentStore(config, log);
  await store.open();
  return siteOf(store.published.content, settingsOf(config));
}

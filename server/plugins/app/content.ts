import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defaults, siteOf, type Site } from '../../../shared/content/index.ts';
import { RATE_LIMIT_WINDOW_MINUTES } from '../../config.ts';
import { countPages } from '../../stats/day.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The owner's content: `published()` is what every public page, mail and JSON-LD is made from. */
    content: { published(): { version: number; site: Site } };
  }
}

/** The content the pages render, with the facts of the running site (the retention LEAD_RETENTION_DAYS sets). */
export const content = fp(
  async (app: FastifyInstance) => {
    const settings = { leadRetentionDays: app.config.leadRetentionDays, rateLimitMinutes: RATE_LIMIT_WINDOW_MINUTES };
    const published = { version: 0, site: siteOf(defaults, settings) };
    countPages(published.site.pages.map((page) => page.path));
    app.decorate('content', { published: () => published });
  },
  { name: 'content', decorators: { fastify: ['config'] } },
);

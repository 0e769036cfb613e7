import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { siteOf, type Content, type Site } from '../../../shared/content/index.ts';
import { contentStore, settingsOf } from '../../content/site.ts';
import type { ContentStore, ContentVersion } from '../../content/store.ts';
import { countPages } from '../../stats/day.ts';

/** The owner's content: the store of his versions and draft, and the Site every public page, mail and JSON-LD is made from. */
export interface SiteContent {
  store: ContentStore<Content>;
  /** The published version and its Site. */
  published(): { version: number; site: Site };
  /** The draft's Site, for the preview. */
  draft(): Site;
  /** Publishes the draft, or restores version `n`, and makes the new version's pages at once; null: nothing to publish. */
  publish(device: string, restore?: number): Promise<ContentVersion | null>;
  /** Told after each new version, before its pages are made (the booking's hours follow the content). */
  onPublish: Array<(site: Site) => void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    content: SiteContent;
  }
}

/**
 * The content store in DATA_DIR/content, opened before the app is ready (a broken file is passed
 * over, never fatal: store.problem says so on /intern). A new version replaces the Site at once;
 * its public pages are then made one after another through their own routes, so the next visitor
 * gets prebuilt, precompressed bytes with a new ETag, and other requests go on between them.
 */
export const content = fp(
  async (app: FastifyInstance) => {
    const { config, log } = app;
    const settings = settingsOf(config);
    const store = contentStore(config, log);
    await store.open();
    let published = { version: store.published.version, site: siteOf(store.published.content, settings) };
    let draft = { revision: -1, site: published.site };
    const service: SiteContent = {
      store,
      published: () => published,
      draft: () => {
        if (draft.revision !== store.draft.revision)
          draft = { revision: store.draft.revision, site: siteOf(store.draft.content, settings) };
        return draft.site;
      },
      onPublish: [],
      async publish(device, restore) {
        const version = restore === undefined ? await store.publish(device) : await store.restore(restore, device);
        if (!version) return null;
        published = { version: store.published.version, site: siteOf(store.published.content, settings) };
        countPages(published.site.pages.map((page) => page.path));
        for (const listener of service.onPublish) listener(published.site);
        const started = performance.now();
        for (const url of [...published.site.pages.map((page) => page.path), '/llms.txt', '/sitemap.xml', '/robots.txt'])
          await app.inject(url);
        log.info({ version: version.n, ms: Math.round(performance.now() - started) }, 'content: published; the public pages are made');
        return version;
      },
    };
    countPages(published.site.pages.map((page) => page.path));
    app.decorate('content', service);
  },
  { name: 'content', decorators: { fastify: ['config'] } },
);

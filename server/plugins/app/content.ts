import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { siteOf, type Content, type Site } from '../../../shared/content/index.ts';
import { contentStore, settingsOf } from '../../content/site.ts';
import type { ContentStore, ContentVersion } from '../../content/store.ts';
import { countPages } from '../../stats/day.ts';

/** The owner's content: the store of his versions and draft, and the Site every public page, mail and JSON-LD is made from. */
interface SiteContent {
  store: ContentStore<Content>;
  /** The published Site, and a number that changes with every new one (a publish, another retention): kept pages are keyed by it. */
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
 * The content store in DATA_DIR/content, opened before the app is ready. A new version, or a new retention in the
 * owner's settings (the privacy statement names it), replaces the Site at once; its public pages are then made one after
 * another through their own routes, so the next visitor gets prebuilt bytes, and other requests go on between them.
 */
export const content = fp(
  async (app: FastifyInstance) => {
    const { config, log } = app;
    const store = contentStore(config, log);
    await store.open();
    let published = { version: 0, site: siteOf(store.published.content, settingsOf(config)) };
    let draft = { revision: -1, site: published.site };
    /** The published content anew, its pages made at once; how many ms that took. */
    const renew = async () => {
      published = { version: published.version + 1, site: siteOf(store.published.content, settingsOf(config)) };
      draft.revision = -1;
      countPages(published.site.pages.map((page) => page.path));
      for (const listener of service.onPublish) listener(published.site);
      const started = performance.now();
      for (const url of [...published.site.pages.map((page) => page.path), '/llms.txt', '/sitemap.xml', '/robots.txt'])
        await app.inject(url);
      return Math.round(performance.now() - started);
    };
    const service: SiteContent = {
      store,
      published: () => published,
      draft: () => {
        if (draft.revision !== store.draft.revision)
          draft = { revision: store.draft.revision, site: siteOf(store.draft.content, settingsOf(config)) };
        return draft.site;
      },
      onPublish: [],
      async publish(device, restore) {
        const version = restore === undefined ? await store.publish(device) : await store.restore(restore, device);
        if (version) log.info({ version: version.n, ms: await renew() }, 'content: published; the public pages are made');
        return version;
      },
    };
    countPages(published.site.pages.map((page) => page.path));
    app.settings.onChange((changed) => {
      // A save's answer does not wait for the pages; one the app's close cuts short is no fault.
      if (changed.has('LEAD_RETENTION_DAYS'))
        renew().catch((error: { code?: string }) => {
          if (error.code !== 'FST_ERR_REOPENED_CLOSE_SERVER') log.error({ err: error }, 'content: the pages could not be made anew');
        });
    });
    app.decorate('content', service);
  },
  { name: 'content', decorators: { fastify: ['config', 'settings'] } },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AssetManifest } from '../../../shared/assets.ts';
import { loadManifest } from '../../render/manifest.ts';
import { PageRenderer } from '../../render/renderer.tsx';

declare module 'fastify' {
  interface FastifyInstance {
    assets: AssetManifest;
    renderer: PageRenderer;
  }
}

/**
 * `app.assets`, the build's manifest (hashed names of the stylesheet, scripts, fonts, images),
 * and `app.renderer`, which keeps every page variant as prebuilt bytes. A page's form
 * gets its token from the lead service.
 */
export const renderer = fp(
  async (app: FastifyInstance, { distDir }: { distDir: string }) => {
    app.decorate('assets', loadManifest(distDir));
    app.decorate(
      'renderer',
      new PageRenderer({ siteUrl: app.config.publicUrl, assets: app.assets, log: app.log, formToken: () => app.leads.token() }),
    );
  },
  { name: 'renderer', dependencies: ['config', 'leads'] },
);

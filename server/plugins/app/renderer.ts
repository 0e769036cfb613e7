import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AssetManifest } from '../../../shared/assets.ts';
import { PageRenderer } from '../../render/renderer.tsx';

declare module 'fastify' {
  interface FastifyInstance {
    assets: AssetManifest;
    renderer: PageRenderer;
  }
}

/** `app.assets`, the build's manifest of hashed names, and `app.renderer`. */
export const renderer = fp(
  async (app: FastifyInstance, { distDir }: { distDir: string }) => {
    const file = path.join(distDir, 'manifest.json');
    try {
      app.decorate('assets', JSON.parse(readFileSync(file, 'utf8')) as AssetManifest);
    } catch (error) {
      throw new Error(`Cannot read ${file}: run "npm run build" first (${(error as Error).message})`);
    }
    const published = () => app.content.published();
    app.decorate('renderer', new PageRenderer({ siteUrl: app.config.publicUrl, assets: app.assets, log: app.log, published }));
  },
  { name: 'renderer', dependencies: ['content'], decorators: { fastify: ['config'] } },
);

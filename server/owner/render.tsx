import type { FastifyReply } from 'fastify';
import type { ReactElement } from 'react';
import type { AssetManifest } from '../../shared/assets.ts';
import { CACHE_CONTROL } from '../render/cache-control.ts';
import { renderToBuffer } from '../render/stream.ts';

/** As for the public pages: a render that takes longer fails (the 500 page) instead of holding the request. */
const RENDER_TIMEOUT_MS = 5000;

/** Headers of every answer under /intern: no cache keeps it, no search engine lists it. */
export const OWNER_HEADERS = { 'cache-control': CACHE_CONTROL.none, 'x-robots-tag': 'noindex, nofollow' } as const;

export interface OwnerPage {
  /** The document's title (the site's name is not added: the tab says „… – Intern“). */
  title: string;
  /** The page, usually an <OwnerLayout>. */
  body: ReactElement;
  /** Loads the passkey module (the sign-in and set-up pages alone). */
  script?: boolean;
  status?: number;
}

/**
 * Renders an owner page through the same streaming render as the public pages, but every time:
 * it shows live data, so unlike those it is never kept as a template. Sent uncompressed: a few
 * KB to one person.
 */
export async function sendOwnerPage(reply: FastifyReply, page: OwnerPage): Promise<FastifyReply> {
  const assets = reply.server.assets;
  const html = await renderToBuffer(<OwnerDocument {...page} assets={assets} />, RENDER_TIMEOUT_MS, (error) =>
    reply.log.error({ err: error, page: page.title }, 'owner page: render error'),
  );
  return reply
    .code(page.status ?? 200)
    .headers(OWNER_HEADERS)
    .type('text/html; charset=utf-8')
    .send(html);
}

function OwnerDocument({ title, body, script, assets }: OwnerPage & { assets: AssetManifest }) {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} – Intern`}</title>
        <link rel="stylesheet" href={assets.owner.css} />
        <link rel="icon" href={assets.icons.svg} type="image/svg+xml" />
        {script ? <script type="module" src={assets.owner.script} /> : null}
      </head>
      <body>{body}</body>
    </html>
  );
}

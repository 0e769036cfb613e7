import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Site } from '../../shared/content/index.ts';
import { ErrorPage } from '../../shared/components/views/ErrorPage.tsx';
import { LegalPage } from '../../shared/components/views/LegalPage.tsx';
import { LetterPage } from '../../shared/components/views/LetterPage.tsx';
import type { PageSpec } from '../render/Document.tsx';
import { formPageRoutes } from './form-pages.tsx';

export const TEXT_PAGES = ['/impressum', '/datenschutz', '/brief-aus-der-zukunft'] as const;

/** A text page of `site`: the Impressum, the privacy statement or the letter. */
export function textPageSpec({ content, pages }: Site, path: (typeof TEXT_PAGES)[number]): PageSpec {
  const meta = pages.find((page) => page.path === path)!;
  const { prose } = content;
  if (path === '/brief-aus-der-zukunft') return { meta, ogType: 'article', body: <LetterPage letter={prose.letter} /> };
  return { meta, body: <LegalPage doc={path === '/impressum' ? prose.impressum : prose.datenschutz} /> };
}

export async function pageRoutes(app: FastifyInstance) {
  formPageRoutes(app);
  for (const path of TEXT_PAGES) app.get(path, (_request, reply) => app.renderer.send(reply, path, (site) => textPageSpec(site, path)));

  // No route ends in a slash but `/`: a trailing slash is a different URL to crawlers, so such a
  // request lands here and is sent to the one canonical path, always same-origin: `//host/` and
  // `/\\host/` are network-path references to a browser (it treats `\\` like `/`), so leading
  // slashes and backslashes collapse into one `/`.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?', 1)[0]!;
    if ((request.method === 'GET' || request.method === 'HEAD') && pathname.length > 1 && pathname.endsWith('/')) {
      const canonical = '/' + pathname.replace(/^[/\\]+/, '').replace(/\/+$/, '');
      return reply.redirect(canonical + request.url.slice(pathname.length), 301);
    }
    return sendErrorPage(app, reply, 404);
  });
}

/** The designed 404 or 500 page, kept as one page for everyone. */
function sendErrorPage(app: FastifyInstance, reply: FastifyReply, code: 404 | 500) {
  const [key, name] = code === 404 ? (['not-found', 'notFound'] as const) : (['server-error', 'serverError'] as const);
  const spec = ({ content: { site: texts } }: Site) => ({
    meta: { path: '', ...texts.pages[name] },
    noindex: true,
    body: <ErrorPage content={texts[name]} code={code} />,
  });
  return app.renderer.send(reply, key, spec, { status: code });
}

/** The designed 500 page; plain text if even that cannot render. */
export async function sendServerError(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  try {
    return await sendErrorPage(app, reply, 500);
  } catch (error) {
    request.log.error({ err: error }, 'the 500 page failed to render');
    return reply.code(500).type('text/plain; charset=utf-8').send('Interner Fehler');
  }
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, pageMeta, serverError } from '../../shared/content/site.ts';
import * as letter from '../../shared/content/prose/brief-aus-der-zukunft.mdx';
import * as datenschutz from '../../shared/content/prose/datenschutz.mdx';
import * as impressum from '../../shared/content/prose/impressum.mdx';
import type { PageMeta } from '../../shared/content/types.ts';
import { ErrorPage } from '../../shared/components/views/ErrorPage.tsx';
import { LegalPage } from '../../shared/components/views/LegalPage.tsx';
import { LetterPage } from '../../shared/components/views/LetterPage.tsx';
import type { ProseDocument } from '../../shared/components/views/TextPage.tsx';
import { formPageRoutes } from './form-pages.tsx';

export async function pageRoutes(app: FastifyInstance) {
  const { renderer } = app;

  formPageRoutes(app);

  const legal = (meta: PageMeta, doc: ProseDocument) => (request: FastifyRequest, reply: FastifyReply) =>
    renderer.send(reply, meta.path, () => ({ meta, body: <LegalPage doc={doc} /> }));
  app.get('/impressum', legal(pageMeta.impressum, impressum));
  app.get('/datenschutz', legal(pageMeta.datenschutz, datenschutz));

  app.get('/brief-aus-der-zukunft', (request, reply) =>
    renderer.send(reply, pageMeta.letter.path, () => ({ meta: pageMeta.letter, ogType: 'article', body: <LetterPage doc={letter} /> })),
  );

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
  const [key, meta, content] =
    code === 404 ? ['not-found', pageMeta.notFound, notFound] : ['server-error', pageMeta.serverError, serverError];
  const spec = () => ({ meta, noindex: true, body: <ErrorPage content={content} code={code} /> });
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

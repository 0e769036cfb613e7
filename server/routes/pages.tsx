import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_ID_PREFIX, isTopic, QUERY, STATUS_QUERY } from '../../shared/contact.ts';
import { home, statementOn } from '../../shared/content/home.ts';
import { keynotes } from '../../shared/content/keynotes.ts';
import { offers } from '../../shared/content/offers.ts';
import { notFound, pageMeta, serverError } from '../../shared/content/site.ts';
import * as letter from '../../shared/content/prose/brief-aus-der-zukunft.mdx';
import * as datenschutz from '../../shared/content/prose/datenschutz.mdx';
import * as impressum from '../../shared/content/prose/impressum.mdx';
import type { PageMeta } from '../../shared/content/types.ts';
import { ErrorPage } from '../../shared/components/views/ErrorPage.tsx';
import { HomePage } from '../../shared/components/views/HomePage.tsx';
import { KeynotesPage } from '../../shared/components/views/KeynotesPage.tsx';
import { OfferPage } from '../../shared/components/views/OfferPage.tsx';
import { LegalPage } from '../../shared/components/views/LegalPage.tsx';
import { LetterPage } from '../../shared/components/views/LetterPage.tsx';
import type { ProseDocument } from '../../shared/components/views/TextPage.tsx';
import type { ContactFormProps } from '../../shared/islands/ContactForm.tsx';
import { SLOTS } from '../render/template.ts';
import { servicePageData, structuredData } from './structured-data.ts';

export async function pageRoutes(app: FastifyInstance) {
  const { renderer } = app;

  app.get<{ Querystring: Record<string, string | undefined> }>('/', async (request, reply) => {
    const { [QUERY.topic]: topic, [QUERY.status]: status } = request.query;
    // The form's token and start time are slots the renderer fills per request.
    const form: ContactFormProps = {
      idPrefix: FORM_ID_PREFIX,
      mode: app.config.formMode,
      token: SLOTS.token,
      startTime: SLOTS.startTime,
      initialTopic: isTopic(topic) ? topic : '',
      initialStatus: status === STATUS_QUERY.success ? 'success' : status === STATUS_QUERY.error ? 'error' : 'idle',
      labels: home.contact.labels,
      counted: app.stats.enabled && app.config.formMode === 'live',
      nextSteps: home.contact.nextSteps,
    };
    // One template per topic and status: at most 6 × 3 variants.
    const key = `home:${form.initialTopic}:${form.initialStatus}`;
    return renderer.send(request, reply, key, () => ({
      meta: pageMeta.home,
      ogType: 'profile',
      jsonLd: structuredData(app.config.publicUrl, app.assets),
      body: <HomePage assets={app.assets} form={form} />,
    }));
  });

  // A page per offer and one for the keynotes: no island, so no JavaScript.
  for (const offer of offers) {
    app.get(offer.page.path, (request, reply) =>
      renderer.send(request, reply, offer.page.path, () => ({
        meta: offer.page,
        og: offer.anchor,
        jsonLd: servicePageData(app.config.publicUrl, offer),
        body: <OfferPage offer={offer} background={statementOn(offer.page.path)} />,
      })),
    );
  }
  app.get(keynotes.page.path, (request, reply) =>
    renderer.send(request, reply, keynotes.page.path, () => ({
      meta: keynotes.page,
      og: 'keynotes',
      jsonLd: servicePageData(app.config.publicUrl, 'keynotes'),
      body: <KeynotesPage content={keynotes} background={statementOn(keynotes.page.path)!} stage={app.assets.images.stage} />,
    })),
  );

  const legal = (meta: PageMeta, doc: ProseDocument) => (request: FastifyRequest, reply: FastifyReply) =>
    renderer.send(request, reply, meta.path, () => ({ meta, body: <LegalPage doc={doc} /> }));
  app.get('/impressum', legal(pageMeta.impressum, impressum));
  app.get('/datenschutz', legal(pageMeta.datenschutz, datenschutz));

  app.get('/brief-aus-der-zukunft', (request, reply) =>
    renderer.send(request, reply, pageMeta.letter.path, () => ({
      meta: pageMeta.letter,
      ogType: 'article',
      body: <LetterPage doc={letter} />,
    })),
  );

  // No route ends in a slash but `/`: a trailing slash is a different URL to crawlers, so such
  // a request lands here and is sent to the one canonical path.
  app.setNotFoundHandler((request, reply) => {
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    if ((request.method === 'GET' || request.method === 'HEAD') && pathname.length > 1 && pathname.endsWith('/')) {
      return reply.redirect(canonicalPath(pathname) + (queryAt === -1 ? '' : request.url.slice(queryAt)), 301);
    }
    return renderer.send(
      request,
      reply,
      'not-found',
      () => ({ meta: pageMeta.notFound, noindex: true, body: <ErrorPage content={notFound} code={404} /> }),
      { status: 404 },
    );
  });
}

/**
 * The path without trailing slashes, and always same-origin: `//host/` and `/\\host/` are
 * network-path references to a browser (it treats `\\` like `/`), so leading slashes and
 * backslashes collapse into one `/`.
 */
function canonicalPath(pathname: string): string {
  return '/' + pathname.replace(/^[/\\]+/, '').replace(/\/+$/, '');
}

/** The designed 500 page; plain text if even that cannot render. */
export async function sendServerError(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  try {
    return await app.renderer.send(
      request,
      reply,
      'server-error',
      () => ({ meta: pageMeta.serverError, noindex: true, body: <ErrorPage content={serverError} code={500} /> }),
      { status: 500 },
    );
  } catch (error) {
    request.log.error({ err: error }, 'the 500 page failed to render');
    return reply.code(500).type('text/plain; charset=utf-8').send('Interner Fehler');
  }
}

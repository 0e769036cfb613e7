import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseSlotStart, slotLabel } from '../../shared/booking.ts';
import { BookingPage, type BookingView } from '../../shared/components/views/BookingPage.tsx';
import type { LinkState, Refusal } from '../booking/desk.ts';
import { MANAGE_PATH } from '../booking/link.ts';
import { originKind } from '../contact/http.ts';
import { Document } from '../render/Document.tsx';
import { CACHE_CONTROL } from '../render/cache-control.ts';
import { renderToBuffer } from '../render/stream.ts';

/** The move form's body: one short field (the slot); anything larger is refused. */
const BODY_LIMIT = 1024;
const RENDER_TIMEOUT_MS = 5000;

type Params = { token: string };
/** A forged link names nothing here (404), nor a genuine one another server's store holds; an expired or used one is gone (410). */
const STATUS: Record<BookingView['state'], number> = { ok: 200, cancelled: 200, forged: 404, unknown: 404, expired: 410, used: 410 };

/**
 * `/termin/<token>`, the page of a confirmation's link: GET shows the booking, POST …/absagen
 * cancels it, POST …/verschieben moves it (a plain form post, no JavaScript). Rendered per
 * request and never cached or indexed: the page names the visitor. A forged, expired, used or
 * cancelled link gets its own page and changes nothing. The posts count against the form's rate limit.
 */
export async function bookingRoutes(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const post = { config: { rateLimit: {} }, bodyLimit: BODY_LIMIT };
  const refuseForeign = (request: FastifyRequest, reply: FastifyReply) =>
    originKind(request, app.config) === 'foreign'
      ? reply.code(403).type('text/plain; charset=utf-8').send('Anfragen von dieser Herkunft werden nicht angenommen.')
      : null;

  app.get<{ Params: Params }>(`${MANAGE_PATH}/:token`, async (request, reply) => {
    const found = app.bookings.inspect(request.params.token);
    const notice =
      (request.query as Record<string, string | undefined>).geaendert === '1'
        ? 'Dein Termin ist verschoben; die neue Einladung kommt per E-Mail.'
        : undefined;
    return page(app, request, reply, viewOf(app, found, request.params.token, notice));
  });

  app.post<{ Params: Params }>(`${MANAGE_PATH}/:token/absagen`, post, async (request, reply) => {
    if (refuseForeign(request, reply)) return reply;
    const result = await app.bookings.cancel(request.params.token);
    if (result.state === 'cancelled' && result.justNow) request.log.info({ bookingId: result.record.id }, 'booking cancelled');
    return page(app, request, reply, viewOf(app, result, request.params.token));
  });

  app.post<{ Params: Params; Body: Record<string, string> | undefined }>(
    `${MANAGE_PATH}/:token/verschieben`,
    post,
    async (request, reply) => {
      if (refuseForeign(request, reply)) return reply;
      const start = parseSlotStart(request.body?.slot ?? '');
      const found = app.bookings.inspect(request.params.token);
      if (start === undefined || found.state !== 'ok')
        return page(app, request, reply, viewOf(app, found, request.params.token), found.state === 'ok' ? 400 : 200);
      const result = await app.bookings.move(request.params.token, start);
      if ('refused' in result) return page(app, request, reply, refusedView(app, found, request.params.token, result), 409);
      if (result.state !== 'ok') return page(app, request, reply, viewOf(app, result, request.params.token));
      request.log.info({ bookingId: result.record.id, sequence: result.record.sequence }, 'booking moved');
      // The new booking has a new link; the old one is used up.
      return reply
        .code(303)
        .header('cache-control', CACHE_CONTROL.none)
        .header('location', `${new URL(app.bookings.manageUrl(result.record)).pathname}?geaendert=1`)
        .send();
    },
  );
}

const labelOf = (app: FastifyInstance, start: string) => slotLabel(Date.parse(start), app.booking.hours.timeZone);

function viewOf(app: FastifyInstance, found: LinkState, token: string, notice?: string): BookingView {
  if (found.state !== 'ok' && found.state !== 'cancelled') return { state: found.state };
  if (found.state === 'cancelled') return { state: 'cancelled', label: labelOf(app, found.record.start), justNow: found.justNow };
  const { record } = found;
  return {
    state: 'ok',
    label: labelOf(app, record.start),
    name: record.name,
    action: `${MANAGE_PATH}/${token}`,
    slots: app.bookings.movable(record),
    notice,
  };
}

function refusedView(app: FastifyInstance, found: LinkState, token: string, refusal: Refusal<'taken' | 'capped'>): BookingView {
  const notice =
    refusal.refused === 'capped'
      ? 'Dieser Termin wurde schon zu oft verschoben. Schreib mir bitte eine E-Mail.'
      : 'Dieser Termin ist leider gerade vergeben worden. Bitte wähle einen anderen.';
  return { ...viewOf(app, found, token), notice } as BookingView;
}

/** Renders the page for this request alone (it names the visitor), with no-store and noindex. */
async function page(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, view: BookingView, code?: number) {
  const status = code ?? STATUS[view.state];
  const meta = { path: '', title: 'Dein Termin', description: 'Termin ansehen, absagen oder verschieben.' };
  const html = await renderToBuffer(
    <Document meta={meta} noindex body={<BookingPage view={view} />} siteUrl={app.config.publicUrl} assets={app.assets} />,
    RENDER_TIMEOUT_MS,
    (error) => request.log.error({ err: error }, 'booking page render error'),
  );
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', CACHE_CONTROL.none)
      .header('x-robots-tag', 'noindex')
      // The URL is the link's secret: no page it leads to learns it.
      .header('referrer-policy', 'no-referrer')
      .send(html)
  );
}

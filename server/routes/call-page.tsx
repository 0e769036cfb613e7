import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MANAGE_PATH, parseSlotStart, refusalText } from '../../shared/slots.ts';
import { ZONE_NOTE } from '../../shared/clock.ts';
import { CallPage, type CallView } from '../../shared/components/views/CallPage.tsx';
import { invitation } from '../booking/invite.ts';
import type { LinkState } from '../booking/link.ts';
import { whenOf } from '../booking/store.ts';
import { field } from '../contact/parse.ts';
import { originGuard } from '../origin.ts';
import { CACHE_CONTROL } from '../render/cache-control.ts';

/** The move form's body: one short field (the slot); anything larger is refused. */
const BODY_LIMIT = 1024;

type Params = { Params: { token: string }; Querystring: Record<string, string | undefined> };
/** A forged link names nothing here (404), nor a genuine one another server's store holds; an expired or used one is gone (410). */
const statusOf = ({ state }: CallView) =>
  state === 'forged' || state === 'unknown' ? 404 : state === 'expired' || state === 'used' ? 410 : 200;
const STATUS_LINES: Record<string, string> = {
  gebucht: 'Dein Termin ist gebucht. Die Einladung kommt per E-Mail.',
  verschoben: 'Dein Termin ist verschoben; die neue Einladung kommt per E-Mail.',
};
/** The owner's calendar refused the moved event (a booking's refusal asks for the number instead). */
const UNMOVED = 'Mein Kalender nimmt die Änderung gerade nicht an; dein Termin bleibt, wie er war. Versuch es bitte später noch einmal.';

/**
 * `/termin/<token>`, the page of a confirmation's link: GET shows the booking, …/termin.ics is its calendar file,
 * …/absagen asks before POST cancels it, POST …/verschieben moves it. Every POST answers 303, so a reload never posts
 * again. The posts count against the form's rate limit.
 */
export async function callPageRoutes(app: FastifyInstance) {
  const post = { config: { rateLimit: {} }, bodyLimit: BODY_LIMIT, preHandler: originGuard() };
  const again = (reply: FastifyReply, to: string) => reply.header('cache-control', CACHE_CONTROL.none).redirect(to, 303);

  app.get<Params>(`${MANAGE_PATH}/:token`, async (request, reply) => {
    return page(request, reply, viewOf(app, app.bookings.inspect(request.params.token), request.params.token, request.query));
  });

  app.get<Params>(`${MANAGE_PATH}/:token/termin.ics`, async (request, reply) => {
    const found = app.bookings.inspect(request.params.token);
    if (found.state !== 'ok') return page(request, reply, viewOf(app, found, request.params.token));
    const ics = invitation(found.record, null, 'visitor', app.bookings.about(found.record));
    return reply
      .headers(PRIVATE)
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="termin.ics"')
      .send(ics);
  });

  app.get<Params>(`${MANAGE_PATH}/:token/absagen`, async (request, reply) => {
    const found = app.bookings.inspect(request.params.token);
    if (found.state !== 'ok') return page(request, reply, viewOf(app, found, request.params.token));
    return page(request, reply, { state: 'confirm', label: labelOf(found), action: path(request.params.token) });
  });

  app.post<Params>(`${MANAGE_PATH}/:token/absagen`, post, async (request, reply) => {
    const result = await app.bookings.cancel(request.params.token, { by: 'visitor' });
    if (result.state === 'cancelled' && result.justNow) request.log.info({ bookingId: result.record.id }, 'booking cancelled');
    if (result.state !== 'cancelled') return page(request, reply, viewOf(app, result, request.params.token));
    return again(reply, `${path(request.params.token)}${result.justNow ? '?abgesagt=1' : ''}`);
  });

  app.post<Params>(`${MANAGE_PATH}/:token/verschieben`, post, async (request, reply) => {
    const { token } = request.params;
    const start = parseSlotStart(field(request.body, 'slot'));
    if (start === undefined) return again(reply, path(token));
    const result = await app.bookings.move(token, start, { by: 'visitor' });
    if ('refused' in result) {
      const notice = result.refused === 'unwritable' ? UNMOVED : refusalText(result);
      return page(request, reply, { ...viewOf(app, app.bookings.inspect(token), token), notice } as CallView, 409);
    }
    if (result.state !== 'ok') return page(request, reply, viewOf(app, result, token));
    request.log.info({ bookingId: result.record.id, sequence: result.record.sequence }, 'booking moved');
    // The new booking has a new link; the old one is used up.
    return again(reply, `${new URL(app.bookings.manageUrl(result.record)).pathname}?verschoben=1`);
  });
}

/** Every answer: no cache keeps it, no search engine lists it, and no page it leads to learns its URL (the link's secret). */
const PRIVATE = { 'cache-control': CACHE_CONTROL.none, 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' };

const path = (token: string) => `${MANAGE_PATH}/${token}`;
const labelOf = (found: { record: { start: string } }) => `${whenOf(found.record)} ${ZONE_NOTE}`;

/** What the page shows of `found`; `query`: the GET's, which says what was just done (`?gebucht=1`). */
function viewOf(app: FastifyInstance, found: LinkState, token: string, query: Params['Querystring'] = {}): CallView {
  if (found.state === 'cancelled') return { state: 'cancelled', label: labelOf(found), justNow: query.abgesagt === '1' };
  if (found.state !== 'ok') return { state: found.state };
  const status = Object.entries(STATUS_LINES).find(([key]) => query[key] === '1')?.[1];
  return { state: 'ok', booking: app.bookings.booked(found.record), action: path(token), days: app.slots.offered(), status };
}

function page(request: FastifyRequest, reply: FastifyReply, view: CallView, status = statusOf(view)) {
  reply.headers(PRIVATE);
  const meta = { path: '', title: 'Dein Termin', description: 'Termin ansehen, verschieben oder absagen.' };
  return request.server.renderer.send(reply, null, () => ({ meta, noindex: true, body: <CallPage view={view} /> }), { status });
}

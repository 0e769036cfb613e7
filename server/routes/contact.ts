import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BOOKING_MESSAGES, parseSlotStart, refusalText } from '../../shared/slots.ts';
import { FIELDS, FORM_PATH, isTopic, MESSAGES, QUERY, STATUS_QUERY, statusIds, TOKEN_PATH, WAYS } from '../../shared/contact.ts';
import type { FormResponse, FormSession, Way } from '../../shared/contact.ts';
import { leadKind, rejectionText } from '../../shared/contact-rules.ts';
import { parseForm, type FormFields } from '../contact/parse.ts';
import { validateLead, type Lead } from '../contact/validate.ts';
import type { Judged } from '../contact/leads.ts';
import { multipart } from '../plugins/external/multipart.ts';
import { FOREIGN_ORIGIN, originGuard } from '../origin.ts';
import { CACHE_CONTROL } from '../render/cache-control.ts';
import { confirmPost, formPageOf, sendFormAgain } from './form-pages.tsx';

/** A failed answer's message, for other clients and the network panel: the page shows MESSAGES.error. */
const REJECTION_TEXT: Record<number, string> = {
  400: 'Ungültige Eingabe.',
  403: FOREIGN_ORIGIN,
  413: 'Die Anfrage ist zu groß.',
  415: 'Erwartet wird multipart/form-data.',
  429: 'Zu viele Anfragen. Bitte versuche es später erneut.',
};

function failure(status: number, field?: string): FormResponse {
  const text = REJECTION_TEXT[status] ?? MESSAGES.error;
  return { success: false, message: field ? `${text} Feld: ${field}` : text };
}

/** What the 303 of a post without JavaScript needs to know; a post that could not be read goes back to the home's form. */
type Context = { kind: Way; page: string; topic?: string };

/**
 * Where a browser without JavaScript is sent after its post: the page it came from, its form replaced by the
 * confirmation (or the error, with the topic still chosen). The query says which form and how it went, nothing the
 * visitor typed: a URL ends up in the browser's history, in access logs and in the Referer of the next link. And
 * nothing unbounded, so each answer is one of a few pages rendered once (form-pages.tsx).
 */
function statusLocation(publicUrl: string, { kind, page, topic }: Context, success: boolean): string {
  const base = new URL(publicUrl).pathname.replace(/\/+$/, '');
  const query = new URLSearchParams();
  if (!success && topic) query.set(QUERY.topic, topic);
  const sent = kind === 'booking' ? STATUS_QUERY.booked : STATUS_QUERY.success;
  query.set(QUERY.status, success ? sent : STATUS_QUERY.error);
  query.set(QUERY.form, WAYS[kind]);
  const ids = statusIds(WAYS[kind]);
  return `${base}${page}?${query}#${success ? ids.success : ids.error}`;
}

/**
 * The contract's JSON, or for a browser posting without JavaScript (it asks for HTML) a 303 back to the page the form
 * was on, with what the confirmation repeats. `fields`: the post as read, if it was.
 */
function answer(request: FastifyRequest, reply: FastifyReply, status: number, body: FormResponse, fields?: FormFields) {
  reply.header('cache-control', CACHE_CONTROL.none);
  if (status === 413) reply.header('connection', 'close');
  if (status !== 403 && wantsHtml(request)) {
    const context: Context = fields ? contextOf(request, fields) : { kind: 'message', page: '/' };
    return reply.redirect(statusLocation(request.server.config.publicUrl, context, body.success), 303);
  }
  return reply.code(status).send(body);
}

const wantsHtml = (request: FastifyRequest) => request.accepts().type(['json', 'html']) === 'html';

/** Where the 303 goes, from the fields as posted (before validation: an error keeps the topic). */
function contextOf(request: FastifyRequest, fields: FormFields): Context {
  const [topic, site] = [fields[FIELDS.topic], request.server.content.published().site];
  return { kind: leadKind(fields), page: formPageOf(site, fields) ?? '/', ...(isTopic(topic, site.topics) ? { topic } : {}) };
}

/** POST /sendForm.php and GET /form-token, encapsulated: multipart and the JSON error format stay with them. */
export async function contactRoutes(app: FastifyInstance) {
  await app.register(multipart);

  // Every answer of these routes is the contract's JSON (or the 303), errors of plugins included.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 503;
    if (status === 503) request.log.error({ err: error }, 'form endpoint failed');
    return answer(request, reply, status, failure(status));
  });

  // What the cached page cannot carry: this visitor's token, and the slots as they are now.
  app.get(TOKEN_PATH, async (_request, reply) => {
    const session: FormSession = { ...app.leads.token(), slots: app.slots.offered() };
    return reply.header('cache-control', CACHE_CONTROL.none).send(session);
  });

  app.post(
    FORM_PATH,
    {
      onRequest: originGuard((request, reply) => {
        request.log.info({ reason: 'foreign-origin' }, 'lead rejected');
        return answer(request, reply, 403, failure(403));
      }),
      // CONTACT_RATE_LIMIT posts per address and window: plugins/external/rate-limit.ts.
      config: { rateLimit: {} },
    },
    receiveLead,
  );
}

async function receiveLead(request: FastifyRequest, reply: FastifyReply) {
  const { leads, stats } = request.server;
  const parsed = await parseForm(request);
  if (!parsed.ok) {
    request.log.info({ reason: parsed.reason, field: parsed.field }, 'lead rejected');
    return answer(request, reply, parsed.status, failure(parsed.status, parsed.field));
  }
  const { fields } = parsed;
  const validation = validateLead(fields, request.server.content.published().site);
  if (!validation.ok) {
    request.log.info({ reason: validation.reason, field: validation.field }, 'lead rejected');
    const notice = rejectionText(validation.field, validation.reason);
    const shown = (['name', 'email', 'message', 'phone', 'slot'] as const).find((name) => name === validation.field);
    if (wantsHtml(request) && shown) return sendFormAgain(request, reply, { status: 400, field: shown, notice, fields });
    return answer(request, reply, 400, { success: false, message: notice }, fields);
  }
  const { lead } = validation;
  if (wantsHtml(request) && leads.needsConfirmation(fields[FIELDS.token])) return confirmPost(request, reply, fields);
  if (lead.slot !== undefined) return receiveBooking(request, reply, fields, { ...lead, slot: lead.slot });
  let judged;
  try {
    judged = await leads.judge(fields);
    await leads.keep(judged, lead);
  } catch (error) {
    request.log.error({ err: error, leadId: (error as { leadId?: string }).leadId }, 'lead could not be stored: answered 503');
    return answer(request, reply, 503, failure(503), fields);
  }
  const [id, spam] = [judged.id, judged.verdict.spam];
  stats.formPosted(request, { topic: lead.topic, spam, page: formPageOf(request.server.content.published().site, fields) });
  // An expired token is most likely a person whose tab stayed open for a day (the island renews it; a page asks to confirm).
  if (spam === 'token-expired')
    request.log.warn({ leadId: id, spam }, 'lead quarantined: its form token had expired; may be a person (npm run outbox -- show <id>)');
  else if (spam) request.log.info({ leadId: id, spam }, 'lead quarantined as spam');
  else if (leads.delivery.enabled) request.log.info({ leadId: id, topic: lead.topic }, 'lead stored; queued for delivery');
  else request.log.info({ leadId: id, topic: lead.topic }, 'lead stored; delivery disabled (SMTP_URL not set)');
  // Spam gets exactly the answer of a lead, fresh token included.
  return answer(request, reply, 200, { success: true, message: MESSAGES.success, ...leads.token() }, fields);
}

/**
 * A post with a slot: judged like every lead first (spam is quarantined, gets the success answer, holds no slot and
 * mails nobody), then booked. A slot no longer free, or a cap, is answered 409 with the free slots, and the form token
 * stays unused.
 */
async function receiveBooking(request: FastifyRequest, reply: FastifyReply, fields: FormFields, lead: Lead & { slot: string }) {
  const { leads, bookings, stats } = request.server;
  const page = formPageOf(request.server.content.published().site, fields);
  reply.header('cache-control', CACHE_CONTROL.none);
  let judged: Judged | undefined;
  let result;
  try {
    judged = await leads.judge(fields);
    if (judged.verdict.spam) await leads.keep(judged, lead);
    else result = await bookings.book(judged, lead, parseSlotStart(lead.slot)!, page, request.ip);
  } catch (error) {
    request.log.error({ err: error, leadId: judged?.id }, 'booking could not be stored: answered 503');
    return answer(request, reply, 503, failure(503), fields);
  }
  const spam = judged.verdict.spam;
  if (result && 'refused' in result) {
    request.log.info({ reason: result.refused, slot: lead.slot }, 'booking refused');
    const message = refusalText(result);
    if (!wantsHtml(request)) return reply.code(409).send({ success: false, message, slots: result.slots });
    return sendFormAgain(request, reply, { status: 409, field: 'slot', notice: message, slots: result.slots, fields });
  }
  stats.formPosted(request, { topic: lead.topic, spam, page });
  if (spam) request.log.info({ leadId: judged.id, spam }, 'booking quarantined as spam; no slot held');
  if (!result) return answer(request, reply, 200, { success: true, message: BOOKING_MESSAGES.success, ...leads.token() }, fields);
  stats.booked(request, page);
  request.log.info({ leadId: judged.id, bookingId: result.id, slot: lead.slot }, 'booking stored; confirmation queued');
  const booking = bookings.booked(result);
  if (wantsHtml(request)) return reply.redirect(`${booking.manage}?gebucht=1`, 303);
  return reply.send({ success: true, message: BOOKING_MESSAGES.success, ...leads.token(), booking } satisfies FormResponse);
}

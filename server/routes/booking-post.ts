import type { FastifyReply, FastifyRequest } from 'fastify';
import { BOOKING_MESSAGES, BOOKING_STATUS_QUERY, parseSlotStart, type Slot } from '../../shared/booking.ts';
import { FIELDS, QUERY, STATUS_ANCHOR } from '../../shared/contact.ts';
import type { TopicValue } from '../../shared/content/types.ts';
import type { FormFields } from '../contact/parse.ts';
import type { Judged } from '../contact/leads.ts';
import type { Lead } from '../contact/validate.ts';
import { CACHE_CONTROL } from '../render/cache-control.ts';
import { answer, failure } from './contact.ts';

/** A refused booking as the no-JavaScript page shows it: the message, the next free slots and what the visitor typed. */
export interface BookingConflict {
  message: string;
  slots: Slot[];
  /** The posted fields without the token and the honeypot, to fill the form in again. */
  fields: FormFields;
  topic: TopicValue;
}

/** Renders the 409 page for a browser without JavaScript (set by the page routes); without one, a 303 to the form with `?kontakt=belegt`. */
export type ConflictRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  conflict: BookingConflict,
) => Promise<FastifyReply> | FastifyReply;

/** The page the form was posted from (same origin), for the statistics: the Referer's path. */
function pageOf(request: FastifyRequest): string | undefined {
  const referer = URL.parse(request.headers.referer ?? '');
  const own = URL.parse(request.server.config.publicUrl);
  return referer && own && referer.origin === own.origin ? referer.pathname : undefined;
}

/**
 * A post with a slot: judged like every lead first (spam is stored in the quarantine and gets the
 * success answer, holds no slot and mails nobody), then booked under the one lock. A slot that is
 * no longer free is answered 409 with the next free slots, and the form token stays unused.
 */
export async function receiveBooking(request: FastifyRequest, reply: FastifyReply, fields: FormFields, lead: Lead & { slot: string }) {
  const { leads, bookings, stats } = request.server;
  const start = parseSlotStart(lead.slot)!;
  const page = pageOf(request);
  let judged: Judged | undefined;
  let result;
  try {
    judged = await leads.judge(fields);
    if (judged.verdict.spam) await leads.keep(judged, lead);
    else result = await bookings.book(judged, lead, start, page);
  } catch (error) {
    request.log.error({ err: error, leadId: judged?.id }, 'booking could not be stored: answered 503');
    return answer(request, reply, 503, failure(503), fields);
  }
  const spam = judged.verdict.spam;
  if (result && 'refused' in result) {
    request.log.info({ reason: result.refused, slot: lead.slot }, 'booking refused');
    const taken = result.slots.length ? BOOKING_MESSAGES.conflict : BOOKING_MESSAGES.conflictNoSlots;
    const message = result.refused === 'taken' ? taken : BOOKING_MESSAGES[result.refused];
    return conflict(request, reply, { message, slots: result.slots, fields: typedFields(fields), topic: lead.topic });
  }
  stats.formPosted(request, { topic: lead.topic, spam });
  if (result) stats.booked(request, page);
  if (spam) request.log.info({ leadId: judged.id, spam }, 'booking quarantined as spam; no slot held');
  else request.log.info({ leadId: judged.id, bookingId: result?.id, slot: lead.slot }, 'booking stored; confirmation queued');
  return answer(request, reply, 200, { success: true, message: BOOKING_MESSAGES.success, ...leads.token() }, fields);
}

function conflict(request: FastifyRequest, reply: FastifyReply, body: BookingConflict) {
  reply.header('cache-control', CACHE_CONTROL.none);
  if (request.accepts().type(['json', 'html']) !== 'html')
    return reply.code(409).send({ success: false, message: body.message, slots: body.slots });
  const render = request.server.bookings.conflictPage;
  if (render) return render(request, reply, body);
  const query = new URLSearchParams({ [QUERY.topic]: body.topic, [QUERY.status]: BOOKING_STATUS_QUERY.conflict });
  const base = `${new URL(request.server.config.publicUrl).pathname.replace(/\/+$/, '')}/`;
  return reply.code(303).header('location', `${base}?${query}#${STATUS_ANCHOR.error}`).send();
}

function typedFields(fields: FormFields): FormFields {
  const { [FIELDS.token]: _token, [FIELDS.honeypot]: _honeypot, [FIELDS.startTime]: _start, ...typed } = fields;
  return typed;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { BOOKING_MESSAGES, parseSlotStart } from '../../shared/booking.ts';
import type { FormFields } from '../contact/parse.ts';
import type { Judged } from '../contact/leads.ts';
import type { Lead } from '../contact/validate.ts';
import { CACHE_CONTROL } from '../render/cache-control.ts';
import { answer, failure, wantsHtml } from './contact.ts';
import { formPageOf, sendFormAgain } from './form-pages.tsx';

/**
 * A post with a slot: judged like every lead first (spam is stored in the quarantine and gets the
 * success answer, holds no slot and mails nobody), then booked under the one lock. A slot that is
 * no longer free is answered 409 with the next free slots (without JavaScript: the page, see
 * form-pages.tsx), and the form token stays unused.
 */
export async function receiveBooking(request: FastifyRequest, reply: FastifyReply, fields: FormFields, lead: Lead & { slot: string }) {
  const { leads, bookings, stats } = request.server;
  const start = parseSlotStart(lead.slot)!;
  const page = formPageOf(fields);
  let judged: Judged | undefined;
  let result;
  try {
    judged = await leads.judge(fields);
    if (judged.verdict.spam) await leads.keep(judged, lead);
    else result = await bookings.book(judged, lead, start, page, request.ip);
  } catch (error) {
    request.log.error({ err: error, leadId: judged?.id }, 'booking could not be stored: answered 503');
    return answer(request, reply, 503, failure(503), fields);
  }
  const spam = judged.verdict.spam;
  if (result && 'refused' in result) {
    request.log.info({ reason: result.refused, slot: lead.slot }, 'booking refused');
    const taken = result.slots.length ? BOOKING_MESSAGES.conflict : BOOKING_MESSAGES.conflictNoSlots;
    const message = result.refused === 'taken' ? taken : BOOKING_MESSAGES[result.refused];
    reply.header('cache-control', CACHE_CONTROL.none);
    if (!wantsHtml(request)) return reply.code(409).send({ success: false, message, slots: result.slots });
    return sendFormAgain(request, reply, { status: 409, field: 'slot', notice: message, slots: result.slots, fields });
  }
  stats.formPosted(request, { topic: lead.topic, spam, page });
  if (result) stats.booked(request, page);
  if (spam) request.log.info({ leadId: judged.id, spam }, 'booking quarantined as spam; no slot held');
  else request.log.info({ leadId: judged.id, bookingId: result?.id, slot: lead.slot }, 'booking stored; confirmation queued');
  return answer(request, reply, 200, { success: true, message: BOOKING_MESSAGES.success, ...leads.token() }, fields);
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BOOKING_MESSAGES, findSlot, refusalText, type SlotDay } from '../../shared/slots.ts';
import { dateOf } from '../../shared/clock.ts';
import { FIELDS, isTopic, MESSAGES, QUERY, STATUS_QUERY, WAYS, type TokenResponse, type Way } from '../../shared/contact.ts';
import { leadKind } from '../../shared/contact-rules.ts';
import { contactForm } from '../../shared/content/contact-form.ts';
import { statementOn } from '../../shared/content/home.ts';
import type { Site } from '../../shared/content/index.ts';
import { ogCardFits } from '../../shared/content/og-cards.ts';
import type { ContactForms } from '../../shared/components/home/Contact.tsx';
import { HomePage } from '../../shared/components/views/HomePage.tsx';
import { KeynotesPage } from '../../shared/components/views/KeynotesPage.tsx';
import { OfferPage } from '../../shared/components/views/OfferPage.tsx';
import type { ConfirmationFacts } from '../../shared/islands/Confirmation.tsx';
import type { ContactFormProps } from '../../shared/islands/ContactForm.tsx';
import type { KeptField } from '../../shared/islands/WayFields.tsx';
import type { PageSpec } from '../render/Document.tsx';
import { CACHE_CONTROL } from '../render/cache-control.ts';
import type { FormFields } from '../contact/parse.ts';
import { servicePageData, structuredData } from './structured-data.ts';

/** The form page a post was sent from: its `page` field, when that names one of `site`'s; undefined otherwise. */
export function formPageOf(site: Site, fields: FormFields): string | undefined {
  const page = fields[FIELDS.page];
  return page !== undefined && site.formPages.has(page) ? page : undefined;
}

/** What a form page shows: its forms as new, or one of them after a post without JavaScript. */
export interface FormPageState {
  topic: string;
  status: ContactFormProps['initialStatus'];
  /** The form the status is about. */
  form: Way;
  confirmation?: ConfirmationFacts;
  kept?: ContactFormProps['kept'];
  /** The slots to offer instead of the calendar's (the 409's own list). */
  slots?: SlotDay[];
  /** The token of a page that answers a post; a page kept for everyone has none (the island fetches one). */
  token?: TokenResponse;
}

/** A GET's state: the page's own topic, or the query after the 303 of a post without JavaScript (see contact.ts). */
function stateOfQuery(site: Site, path: string, query: Record<string, string | undefined>): FormPageState {
  const [topic, status] = [query[QUERY.topic], query[QUERY.status]];
  const form = (Object.keys(WAYS) as Way[]).find((way) => WAYS[way] === query[QUERY.form]) ?? 'message';
  const state: FormPageState = { topic: isTopic(topic, site.topics) ? topic : (site.formPages.get(path) ?? ''), status: 'idle', form };
  if (status === STATUS_QUERY.error) state.status = 'error';
  if (status === STATUS_QUERY.success || status === STATUS_QUERY.booked) {
    state.status = 'success';
    state.confirmation = { kind: status === STATUS_QUERY.booked ? 'booking' : form };
  }
  return state;
}

/**
 * The forms of a page, one per way; they share the token of a page that answers a post. No slot
 * to offer (no CALENDAR_URL, the calendar unreadable or full): no booking way, and where a
 * calendar is set the callback form says why at its head.
 */
function formsOf(app: FastifyInstance, site: Site, path: string, state: FormPageState): ContactForms {
  const common = {
    topics: site.topics,
    ownerCalls: site.ownerCalls,
    mode: app.config.formMode,
    ...(state.token ? { token: state.token } : {}),
    page: path,
    initialTopic: state.topic,
    counted: app.stats.enabled && app.config.formMode === 'live',
  };
  // Undefined props are left out of the island's JSON.
  const own = (form: Way) =>
    state.form === form
      ? { initialStatus: state.status, confirmation: state.confirmation, kept: state.kept }
      : { initialStatus: 'idle' as const };
  const form = (kind: Way): ContactFormProps => ({ ...common, ...own(kind), idPrefix: WAYS[kind], kind });
  const slots = state.slots ?? app.slots.offered();
  const closed = app.config.calendarUrl && slots.length === 0;
  return {
    booking: app.config.calendarUrl && !closed ? { ...form('booking'), slots } : undefined,
    callback: { ...form('callback'), ...(closed ? { notice: BOOKING_MESSAGES.unavailable } : {}) },
    message: form('message'),
  };
}

function pageSpec(app: FastifyInstance, site: Site, path: string, forms: ContactForms): PageSpec {
  const { content } = site;
  const base = app.config.publicUrl;
  if (path === '/') {
    const body = <HomePage assets={app.assets} forms={forms} />;
    return { meta: site.pages[0]!, ogType: 'profile', jsonLd: structuredData(base, app.assets, site), body };
  }
  const offer = site.offers.find((o) => o.page.path === path);
  const background = statementOn(content.home, path);
  if (offer) {
    const body = <OfferPage offer={offer} background={background} forms={forms} />;
    return { meta: offer.page, og: ogCardFits(offer) ? offer.anchor : undefined, jsonLd: servicePageData(base, site, offer), body };
  }
  const stage = content.photos.stage ?? app.assets.images.stage;
  return {
    meta: { path, ...content.keynotes.page },
    og: 'keynotes',
    jsonLd: servicePageData(base, site, 'keynotes'),
    body: <KeynotesPage content={content.keynotes} background={background} stage={stage} forms={forms} />,
  };
}

/** The form page `path` of `site` as a first visit shows it, or undefined when `site` has none there: the owner's preview of his draft. */
export const freshPageSpec = (app: FastifyInstance, site: Site, path: string): PageSpec | undefined =>
  site.formPages.has(path) ? pageSpec(app, site, path, formsOf(app, site, path, stateOfQuery(site, path, {}))) : undefined;

/**
 * Sends a form page in `state`. A page for everyone (as new, with `?anliegen=`, or after a 303: bounded keys) is
 * rendered once and kept until the offered slots change or the statistics are switched (the form's beacon), so a booked
 * slot leaves every page at once. A page that answers a post holds what the visitor typed and a token: never kept.
 */
function sendFormPage(request: FastifyRequest, reply: FastifyReply, path: string, state: FormPageState, status = 200) {
  const { server } = request;
  const site = server.content.published().site;
  const key = state.token ? null : [path, state.topic, state.status, state.form, state.confirmation?.kind].join(':');
  return server.renderer.send(reply, key, () => pageSpec(server, site, path, formsOf(server, site, path, state)), {
    status,
    variant: `${server.slots.version()}:${server.stats.enabled}`,
    cacheControl: CACHE_CONTROL.formPage,
  });
}

/** A post without JavaScript the server shows again: the answer's status, what it is about, the server's sentence, the post. */
export interface PostAgain {
  status: 200 | 400 | 409;
  field: KeptField;
  notice: string;
  fields: FormFields;
  /** A 409's next free slots. */
  slots?: SlotDay[];
}

/** What the page shows again of a post: what was typed and chosen, never the token, the honeypot or the page. */
const KEPT = [FIELDS.name, FIELDS.email, FIELDS.message, FIELDS.phone, FIELDS.callTime, FIELDS.slot] as const;

/**
 * A post without JavaScript shown again: its own page, the form holding what the visitor typed (the answer's body, so
 * the text never enters a URL) and a token, the reason at the refused field (400: what the browser cannot check) or the
 * slot (409: taken meanwhile), focused. A booking refused with no slot left goes on as a callback, the reason at its head.
 */
export function sendFormAgain(request: FastifyRequest, reply: FastifyReply, again: PostAgain) {
  const { fields } = again;
  const site = request.server.content.published().site;
  const path = formPageOf(site, fields) ?? '/';
  const topic = fields[FIELDS.topic];
  const values = Object.fromEntries(KEPT.flatMap((name) => (fields[name] ? [[name, fields[name]]] : [])));
  // A taken slot's day stays open with the times left.
  const slot = fields[FIELDS.slot];
  const openDay = slot && Number.isFinite(Date.parse(slot)) ? { openDay: dateOf(Date.parse(slot)) } : {};
  const handover = again.field === 'slot' && again.slots?.length === 0;
  const state: FormPageState = {
    // The posted topic, else the page's own: never a fallback to „Sonstiges“.
    topic: isTopic(topic, site.topics) ? topic : (site.formPages.get(path) ?? ''),
    status: 'idle',
    form: handover ? 'callback' : leadKind(fields),
    kept: { values, notice: again.notice, field: handover ? 'notice' : again.field, ...openDay },
    token: request.server.leads.tokenAgain(fields[FIELDS.token]),
    ...(again.slots ? { slots: again.slots } : {}),
  };
  return sendFormPage(request, reply, path, state, again.status);
}

/**
 * A valid post without JavaScript and without a usable token: the page to confirm it, from which the minimum fill time
 * counts. Its slot taken since the page was cached: the 409 page at once, with the next free slots.
 */
export function confirmPost(request: FastifyRequest, reply: FastifyReply, fields: FormFields) {
  const slot = fields[FIELDS.slot];
  const slots = request.server.slots.offered();
  const chosen = slot ? findSlot(slots, slot) : undefined;
  if (slot && !chosen) {
    const notice = refusalText({ refused: 'taken', slots });
    return sendFormAgain(request, reply, { status: 409, field: 'slot', notice, fields, slots });
  }
  const notice = chosen ? contactForm.confirmBooking(chosen.label) : MESSAGES.confirm;
  return sendFormAgain(request, reply, { status: 200, field: 'confirm', notice, fields });
}

/**
 * The form pages: `/`, /keynotes and each offer's page, whose path is the owner's, so looked up in the published content
 * at each request (a static route wins over `/:page` in Fastify's router).
 */
export function formPageRoutes(app: FastifyInstance) {
  type Get = { Params: { page?: string }; Querystring: Record<string, string | undefined> };
  const send = (request: FastifyRequest<Get>, reply: FastifyReply) => {
    const path = `/${request.params.page ?? ''}`;
    const site = app.content.published().site;
    if (!site.formPages.has(path)) return reply.callNotFound();
    return sendFormPage(request, reply, path, stateOfQuery(site, path, request.query));
  };
  app.get<Get>('/', send);
  app.get<Get>('/:page', send);
}

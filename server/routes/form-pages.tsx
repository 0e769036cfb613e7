import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseSlotStart, slotLabel, type Slot } from '../../shared/booking.ts';
import { bookableHours } from '../../shared/content/booking.ts';
import {
  CALLBACK_FORM,
  CALLBACK_ID_PREFIX,
  FIELDS,
  FORM_ID_PREFIX,
  isCallTime,
  isTopic,
  QUERY,
  STATUS_QUERY,
} from '../../shared/contact.ts';
import { statementOn } from '../../shared/content/home.ts';
import { keynotes } from '../../shared/content/keynotes.ts';
import { offers } from '../../shared/content/offers.ts';
import { pageMeta } from '../../shared/content/site.ts';
import type { TopicValue } from '../../shared/content/types.ts';
import { HomePage, type ContactForms } from '../../shared/components/views/HomePage.tsx';
import { KeynotesPage } from '../../shared/components/views/KeynotesPage.tsx';
import { OfferPage } from '../../shared/components/views/OfferPage.tsx';
import type { ConfirmationFacts } from '../../shared/islands/Confirmation.tsx';
import type { ContactFormProps, KeptField } from '../../shared/islands/ContactForm.tsx';
import type { PageSpec } from '../render/Document.tsx';
import type { FormFields } from '../contact/parse.ts';
import { SLOTS } from '../render/template.ts';
import { servicePageData, structuredData } from './structured-data.ts';

/** The pages that carry the contact forms, each with the topic its forms pre-select. */
const FORM_PAGES = new Map<string, TopicValue | ''>([
  ['/', ''],
  ...offers.map((offer) => [offer.page.path, offer.topic] as const),
  [keynotes.page.path, 'speaking'],
]);

const isFormPage = (path: string): boolean => FORM_PAGES.has(path);

/** The form page a post was sent from: its `page` field, when that names one; undefined otherwise. */
export function formPageOf(fields: FormFields): string | undefined {
  const page = fields[FIELDS.page];
  return page !== undefined && isFormPage(page) ? page : undefined;
}

/** What a form page shows: its forms as new, or one of them after a post without JavaScript. */
export interface FormPageState {
  topic: TopicValue | '';
  status: ContactFormProps['initialStatus'];
  /** The form the status is about. */
  form: ContactFormProps['kind'];
  confirmation?: ConfirmationFacts;
  kept?: ContactFormProps['kept'];
  /** The slots to offer instead of the calendar's (the 409's own list). */
  slots?: Slot[];
}

/** A slot named in the confirmation's query, labelled like the offered ones; undefined unless it is a slot's start. */
function slotOf(value: string | undefined): Slot | undefined {
  const ms = value === undefined ? undefined : parseSlotStart(value);
  return ms === undefined ? undefined : { start: value!, label: slotLabel(ms, bookableHours.timeZone) };
}

/** A GET's state: the page's own topic, or the query after the 303 of a post without JavaScript (see contact/http.ts). */
function stateOfQuery(path: string, query: Record<string, string | undefined>): FormPageState {
  const topic = query[QUERY.topic];
  const state: FormPageState = {
    topic: isTopic(topic) ? topic : (FORM_PAGES.get(path) ?? ''),
    status: query[QUERY.status] === STATUS_QUERY.success ? 'success' : query[QUERY.status] === STATUS_QUERY.error ? 'error' : 'idle',
    form: query[QUERY.form] === CALLBACK_FORM ? 'callback' : 'message',
  };
  if (state.status !== 'success') return state;
  const slot = slotOf(query[QUERY.slot]);
  const callTime = query[QUERY.callTime];
  const phoneEnd = query[QUERY.phoneEnd];
  state.confirmation = {
    kind: state.form === 'callback' ? 'callback' : slot ? 'booking' : 'message',
    ...(isTopic(topic) ? { topic } : {}),
    ...(slot ? { slot } : {}),
    ...(isCallTime(callTime) ? { callTime } : {}),
    ...(phoneEnd && /^\d{2}$/.test(phoneEnd) ? { phone: { end: phoneEnd } } : {}),
  };
  return state;
}

/** Both forms of a page; the form tokens are slots the renderer fills per request. */
function formsOf(app: FastifyInstance, path: string, state: FormPageState): ContactForms {
  const common = {
    mode: app.config.formMode,
    token: SLOTS.token,
    startTime: SLOTS.startTime,
    page: path,
    initialTopic: state.topic,
    counted: app.stats.enabled && app.config.formMode === 'live',
  };
  const own = (form: ContactFormProps['kind']) =>
    state.form === form
      ? {
          initialStatus: state.status,
          ...(state.confirmation ? { confirmation: state.confirmation } : {}),
          ...(state.kept ? { kept: state.kept } : {}),
        }
      : { initialStatus: 'idle' as const };
  return {
    message: { ...common, ...own('message'), idPrefix: FORM_ID_PREFIX, kind: 'message', slots: state.slots ?? app.booking.offered() },
    callback: { ...common, ...own('callback'), idPrefix: CALLBACK_ID_PREFIX, kind: 'callback' },
  };
}

/** The page at `path` with its forms. */
function pageSpec(app: FastifyInstance, path: string, forms: ContactForms): PageSpec {
  if (path === '/') {
    return {
      meta: pageMeta.home,
      ogType: 'profile',
      jsonLd: structuredData(app.config.publicUrl, app.assets),
      body: <HomePage assets={app.assets} forms={forms} />,
    };
  }
  const offer = offers.find((o) => o.page.path === path);
  if (offer) {
    return {
      meta: offer.page,
      og: offer.anchor,
      jsonLd: servicePageData(app.config.publicUrl, offer),
      body: <OfferPage offer={offer} background={statementOn(path)} forms={forms} />,
    };
  }
  return {
    meta: keynotes.page,
    og: 'keynotes',
    jsonLd: servicePageData(app.config.publicUrl, 'keynotes'),
    body: <KeynotesPage content={keynotes} background={statementOn(path)!} stage={app.assets.images.stage} forms={forms} />,
  };
}

/**
 * Sends a form page in `state`. The page as new, or showing an error, is one template per topic
 * and status (bounded by the lists in shared/); it is rendered again when the offered slots
 * change (`app.booking.version`), so a booked slot leaves every page at once. A confirmation (its
 * slot comes from the query) and a refused post's answer (it holds what the visitor typed) are
 * rendered for their request alone and never kept.
 */
function sendFormPage(request: FastifyRequest, reply: FastifyReply, path: string, state: FormPageState, refused?: RefusedPost) {
  const cached = !refused && (state.status === 'idle' || state.status === 'error');
  const key = cached ? `${path}:${state.topic}:${state.status}:${state.form}` : null;
  return request.server.renderer.send(request, reply, key, () => pageSpec(request.server, path, formsOf(request.server, path, state)), {
    variant: String(request.server.booking.version),
    ...(refused ? { status: refused.status, formToken: request.server.leads.tokenAgain(refused.fields[FIELDS.token]) } : {}),
  });
}

/** A post without JavaScript refused for a reason the visitor can mend: its field, the German reason, what was posted. */
export interface RefusedPost {
  status: 400 | 409;
  field: KeptField;
  notice: string;
  fields: FormFields;
  /** A 409's next free slots. */
  slots?: Slot[];
}

/**
 * The answer to a post without JavaScript that the server refused for a field (400: a booking
 * without its slot still needs a message, which the browser cannot tell) or for its slot (409:
 * taken meanwhile): its own page again, with what the visitor typed, the reason, and the field
 * focused. Rendered as the post's answer, so the typed text never enters a URL.
 */
export function sendFormAgain(request: FastifyRequest, reply: FastifyReply, refused: RefusedPost) {
  const { fields } = refused;
  const path = formPageOf(fields) ?? '/';
  const topic = fields[FIELDS.topic];
  const kept = {
    name: fields[FIELDS.name] ?? '',
    email: fields[FIELDS.email] ?? '',
    message: fields[FIELDS.message] ?? '',
    notice: refused.notice,
    field: refused.field,
  };
  const state: FormPageState = {
    // The posted topic, else the page's own: never a fallback to „Sonstiges“.
    topic: isTopic(topic) ? topic : (FORM_PAGES.get(path) ?? ''),
    status: 'idle',
    form: 'message',
    kept,
    ...(refused.slots ? { slots: refused.slots } : {}),
  };
  return sendFormPage(request, reply, path, state, refused);
}

/** GET of every form page. */
export function formPageRoutes(app: FastifyInstance) {
  for (const path of FORM_PAGES.keys()) {
    app.get<{ Querystring: Record<string, string | undefined> }>(path, (request, reply) =>
      sendFormPage(request, reply, path, stateOfQuery(path, request.query)),
    );
  }
}

/** How the form island talks to the form endpoint, apart from the component so that its rules are testable without a DOM. */
import type { SlotDay } from '../slots.ts';
import {
  FIELDS,
  FORM_PATH,
  MAX_TOKEN_AGE_MS,
  MOCK_SEND_DELAY_MS,
  TOKEN_PATH,
  type BookedCall,
  type FormSession,
  type TokenResponse,
} from '../contact.ts';

/** `next`: the fresh token an answer carries for the next message. `conflict`: a 409's message and the free slots, both shown. */
type SendResult =
  | { ok: true; next?: TokenResponse; booking?: BookedCall }
  | { ok: false; conflict?: { message: string; slots: SlotDay[] }; next?: TokenResponse };

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
/** Both endpoints are asked for JSON, without cookies. */
const ASK_JSON = { credentials: 'omit', headers: { Accept: 'application/json' } } as const;

/**
 * The one client spam rule: a filled honeypot, answered like a success and sent nowhere. The
 * specification's too-fast rule is left to the server on purpose (it waits out the fill time of
 * a young token): a success is shown only for a lead that was stored.
 */
export function looksLikeSpam(data: FormData): boolean {
  const honeypot = data.get(FIELDS.honeypot);
  return typeof honeypot === 'string' && honeypot !== '';
}

/** Posts multipart without cookies, asking for JSON: success only on a 2xx with `success: true`; the server's message is never shown. */
export async function sendForm(data: FormData, fetchImpl: Fetch = fetch): Promise<SendResult> {
  try {
    const response = await fetchImpl(FORM_PATH, { ...ASK_JSON, method: 'POST', body: data });
    const answer = (await response.json()) as Record<string, unknown> | null;
    const next = freshToken(answer);
    const token = next ? { next } : {};
    if (response.status === 409 && answer?.success === false) {
      // The message and slots, each kept only in the shape the form can show.
      const message = typeof answer.message === 'string' ? answer.message : '';
      return { ok: false, conflict: { message, slots: slotsOf(answer.slots) }, ...token };
    }
    if (!response.ok || answer?.success !== true) return { ok: false };
    return { ok: true, ...token, ...(bookedOf(answer.booking) ?? {}) };
  } catch {
    return { ok: false };
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTexts = (value: unknown) => Array.isArray(value) && value.every(isText);

/** The slots of an answer that have the shape the form shows. */
function slotsOf(value: unknown): SlotDay[] {
  const days = Array.isArray(value) ? (value as Array<Partial<SlotDay>>) : [];
  return days.filter((d): d is SlotDay => [d?.date, d?.day, d?.offset].every(isText) && isTexts(d.times));
}

/** A booking's confirmation from a success answer, when it has the shape the form shows. */
function bookedOf(value: unknown): { booking: BookedCall } | undefined {
  const b = value as Partial<BookedCall> | undefined;
  const facts = Array.isArray(b?.facts) && b.facts.every((row) => isTexts(row) && row.length === 2);
  return b && facts && [b.email, b.manage, b.calendar].every(isText) ? { booking: b as BookedCall } : undefined;
}

/** The local demo mode: no request, success after MOCK_SEND_DELAY_MS. */
export function mockSend(delayMs = MOCK_SEND_DELAY_MS): Promise<SendResult> {
  return new Promise((resolve) => setTimeout(() => resolve({ ok: true }), delayMs));
}

/** Token and start time from an answer, only as a pair: a start time from the visitor's clock
 * could be ahead of the server's and make the next message look too fast. */
function freshToken(answer: { token?: unknown; startTime?: unknown } | null): TokenResponse | undefined {
  const { token, startTime } = answer ?? {};
  if (typeof token !== 'string' || token === '') return undefined;
  if (typeof startTime === 'number' && Number.isSafeInteger(startTime)) return { token, startTime: String(startTime) };
  if (typeof startTime === 'string' && /^\d{1,16}$/.test(startTime)) return { token, startTime };
  return undefined;
}

/** A fresh signed token and the free slots from the token endpoint; undefined when no token could be had. */
export async function fetchSession(fetchImpl: Fetch = fetch): Promise<FormSession | undefined> {
  try {
    const response = await fetchImpl(TOKEN_PATH, { ...ASK_JSON, cache: 'no-store' });
    const answer = response.ok ? ((await response.json()) as Record<string, unknown> | null) : null;
    const token = freshToken(answer);
    return token && { ...token, slots: slotsOf(answer!.slots) };
  } catch {
    return undefined;
  }
}

/**
 * A token issued more than half its life ago (the server's start time against the visitor's
 * clock, which may be hours off): a tab left open overnight. Sent as it is, it might arrive
 * expired, and the server would keep the message as spam.
 */
export function tokenIsOld(startTime: string): boolean {
  const issued = Number(startTime);
  return Number.isSafeInteger(issued) && issued > 0 && Date.now() - issued > MAX_TOKEN_AGE_MS / 2;
}

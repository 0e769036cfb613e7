import { QUERY, STATUS_QUERY, statusIds, WAYS } from '../../shared/contact.ts';
import type { LeadKind } from '../../shared/contact-rules.ts';
import type { Config } from '../config.ts';

/** A post's result, as far as the page it came from shows it. */
export interface PostOutcome {
  success: boolean;
  kind: LeadKind;
  /** The path of the page whose form posted (checked by the caller), e.g. `/keynotes`. */
  page: string;
  topic?: string;
}

/**
 * Where a browser without JavaScript is sent after its post: the page it came from, its form replaced by the
 * confirmation (or the error, with the topic still chosen). The query says which form and how it went, nothing the
 * visitor typed: a URL ends up in the browser's history, in access logs and in the Referer of the next link. And
 * nothing unbounded, so each answer is one of a few pages rendered once (routes/form-pages.tsx).
 */
export function statusLocation(config: Config, outcome: PostOutcome): string {
  const base = new URL(config.publicUrl).pathname.replace(/\/+$/, '');
  const query = new URLSearchParams();
  if (!outcome.success && outcome.topic) query.set(QUERY.topic, outcome.topic);
  const sent = outcome.kind === 'booking' ? STATUS_QUERY.booked : STATUS_QUERY.success;
  query.set(QUERY.status, outcome.success ? sent : STATUS_QUERY.error);
  query.set(QUERY.form, WAYS[outcome.kind]);
  const ids = statusIds(WAYS[outcome.kind]);
  return `${base}${outcome.page}?${query}#${outcome.success ? ids.success : ids.error}`;
}

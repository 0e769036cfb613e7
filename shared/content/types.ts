/**
 * The shapes of the content that several modules share. Components receive these as props and
 * contain no prose of their own; the owner edits only this folder.
 */
import type { TopicValue } from './topics.ts';

export type { TopicValue };

/** Running text: plain strings and links, rendered in order. External links open in a new tab. */
export type RichText = string | ReadonlyArray<string | { href: string; label: string; external?: boolean }>;

export interface PageMeta {
  path: string;
  /** The <title>; also og:title. */
  title: string;
  /** Meta description, 120–160 characters. */
  description: string;
}

/** A call-to-action link. `topic` makes it a topic link to the contact form. */
export interface CtaLink {
  label: string;
  href: string;
  external?: boolean;
  topic?: TopicValue;
}

/** A labelled fact, rendered as a <dt>/<dd> pair. */
export interface Fact {
  label: string;
  value: string;
}

interface Feature {
  title: string;
  text: string;
}

/** A numbered list of steps with a heading, e.g. "So läuft es ab". */
export interface Steps {
  title: string;
  items: readonly Feature[];
}

export interface Offer {
  /** The contact form topic its button selects. */
  topic: Exclude<TopicValue, 'speaking' | 'sonstiges'>;
  /** The home section's id. */
  anchor: 'ki-lead' | 'potenzial-check' | 'sparring';
  /** The offer's own page (a German slug). */
  page: PageMeta;
  eyebrow: string;
  title: string;
  /** One sentence for the home page. */
  promise: string;
  /** One short line for the home page's overview card. */
  tagline: string;
  lead: string;
  /** Whole euros, formatted by formatEuro(): "Festpreis ab 3.500 € pro Monat". */
  priceEur: number;
  pricePrefix: string;
  priceSuffix: string;
  /** Shown next to the price on the offer's page. */
  facts: readonly string[];
  /** The three points the home page shows. */
  keyPoints: readonly [string, string, string];
  /** The home section's link to the offer's page. */
  detailsLabel: string;
  featuresHeading: string;
  features: readonly Feature[];
  audience: { title: string; items: readonly string[] };
  process: Steps;
  cta: CtaLink;
  /** Structured data: the price's billing unit (UN/CEFACT code). */
  billing?: { unitCode: 'MON'; unitText: string };
  /** Structured data and llms.txt: one sentence. */
  summary: string;
}

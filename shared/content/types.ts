/**
 * The shapes of the visitor-facing content (the home page's sections: home-types.ts). Components
 * receive these as props and contain no prose of their own; the owner edits only this folder.
 */
import type { TopicValue } from './topics.ts';

export type { TopicValue };

/** A link inside running text. `external` links open in a new tab with rel="noopener noreferrer". */
interface InlineLink {
  href: string;
  label: string;
  external?: boolean;
}

/** Running text: plain strings and links, rendered in order. A bare string is one run of text. */
export type RichText = string | ReadonlyArray<string | InlineLink>;

/** Meta data of one route. */
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

export interface SpeakingTopic {
  /** Anchor id on the keynotes page; lower-case ASCII, hyphens. */
  id: string;
  /** The talk's name, e.g. "KI ist Chefsache"; `talkTitle()` joins it with the subtitle. */
  title: string;
  subtitle: string;
  description: string;
  format: string;
  /** e.g. "45–90 Min." */
  length: string;
  audience: string;
  languages: string;
}

/** A labelled fact, rendered as a <dt>/<dd> pair (the keynote fact box). */
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
  /** Value of the contact form topic this offer's button selects. */
  topic: Exclude<TopicValue, 'speaking' | 'sonstiges'>;
  /** The home section's id (anchor). */
  anchor: 'ki-lead' | 'potenzial-check' | 'sparring';
  /** The offer's own page: its path (a German slug), title and description. */
  page: PageMeta;
  /** Small line above the heading. */
  eyebrow: string;
  title: string;
  /** One sentence: what the offer promises (the home page's compact version). */
  promise: string;
  lead: string;
  /** Price in whole euros, e.g. 3500. Formatted by formatEuro(). */
  priceEur: number;
  /** Text before the price, e.g. "Festpreis ab". */
  pricePrefix: string;
  /** Text after the price, e.g. "pro Monat". */
  priceSuffix: string;
  /** Key facts shown next to the price, e.g. "2 Tage (48 Stunden)". */
  facts: readonly string[];
  /** The three points the home page shows; the full scope is on the offer's page. */
  keyPoints: readonly [string, string, string];
  /** The link from the home section to the offer's page, e.g. "Alles zum KI-Potenzial-Check". */
  detailsLabel: string;
  /** Heading of the scope list, e.g. "Das ist enthalten". */
  featuresHeading: string;
  features: readonly Feature[];
  /** Who the offer is for (offer page). */
  audience: { title: string; items: readonly string[] };
  /** How it runs, step by step (offer page). */
  process: Steps;
  cta: CtaLink;
  /** For structured data: billing unit of the price (UN/CEFACT code), e.g. "MON" for monthly. */
  billing?: { unitCode: 'MON'; unitText: string };
  /** For structured data and llms.txt: one-sentence description. */
  summary: string;
}

export interface ImageContent {
  /** Path below /images/, without extension; the build makes .avif/.webp/.png variants. */
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface SpeakingContent {
  /** The keynotes page: path, title, description. */
  page: PageMeta;
  eyebrow: string;
  title: string;
  /** One or two sentences for the home page. */
  teaser: string;
  intro: string;
  topicsEyebrow: string;
  topicsTitle: string;
  /** The labels of a topic's facts on the keynotes page. */
  topicLabels: { format: string; length: string; audience: string; languages: string };
  topics: readonly SpeakingTopic[];
  /** The fact box: formats, lengths, audience, languages, place. */
  factsTitle: string;
  facts: readonly Fact[];
  /** The stage photo, shown on the keynotes page once the owner has one (public/images/stage.jpg). */
  stageImage: ImageContent;
  /** How a keynote request runs (keynotes page). */
  process: Steps;
  /** How keynotes are priced (there is no list price). */
  priceNote: string;
  cta: CtaLink; // "Keynote anfragen"
  /** The link from the home section to the keynotes page. */
  detailsLabel: string;
}

/**
 * A statement (the essay on machine-readable presence, the practice section): on the home page
 * the short `statement` and a link to where the long text lives (`paragraphs` and `points`).
 */
export interface StatementContent {
  eyebrow: string;
  title: string;
  statement: string;
  link: CtaLink;
  paragraphs: readonly string[];
  points: readonly Feature[];
}

export interface FooterContent {
  /** e.g. "Top-10-KI-Experte 2025". */
  accolade: string;
  /** Where the accolade comes from (UWG). */
  accoladeSource: string;
  tagline: string;
  /** The offer and keynote pages. */
  offersTitle: string;
  offerLinks: readonly CtaLink[];
  linksTitle: string;
  links: readonly CtaLink[];
  copyright: string;
}

export interface NotFoundContent {
  title: string;
  text: string;
  homeLabel: string;
}

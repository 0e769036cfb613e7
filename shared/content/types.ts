/**
 * The shapes of every piece of visitor-facing content. Components receive these as props
 * and contain no prose of their own; the owner edits only the modules in this folder.
 */

import type { TopicValue } from './topics.ts';

export type { TopicValue };

/** A link inside running text. `external` links open in a new tab with rel="noopener noreferrer". */
export interface InlineLink {
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

export interface Thesis {
  title: string;
  /** 40–70 words. */
  text: string;
}

export interface SpeakingTopic {
  title: string;
  description: string;
  /** Short facts shown as tags, e.g. "45–60 Min.", "Deutsch". */
  tags: readonly string[];
}

export interface Feature {
  title: string;
  text: string;
}

export interface Offer {
  /** Value of the contact form topic this offer's button selects. */
  topic: Exclude<TopicValue, 'speaking' | 'sonstiges'>;
  /** The section's id (anchor). */
  anchor: 'ki-lead' | 'potenzial-check' | 'sparring';
  /** Small line above the heading. */
  eyebrow: string;
  title: string;
  lead: string;
  /** Price in whole euros, e.g. 3500. Formatted by formatEuro(). */
  priceEur: number;
  /** Text before the price, e.g. "Festpreis ab". */
  pricePrefix: string;
  /** Text after the price, e.g. "pro Monat". */
  priceSuffix: string;
  /** Key facts shown next to the price, e.g. "2 Tage (48 Stunden)". */
  facts: readonly string[];
  /** Heading of the scope list, e.g. "Das ist enthalten". */
  featuresHeading: string;
  features: readonly Feature[];
  cta: CtaLink;
  /** For structured data: billing unit of the price (UN/CEFACT code), e.g. "MON" for monthly. */
  billing?: { unitCode: 'MON'; unitText: string };
  /** For structured data and llms.txt: one-sentence description. */
  summary: string;
}

export interface Faq {
  question: string;
  answer: RichText;
}

export interface ImageContent {
  /** Path below /images/, without extension; the build makes .avif/.webp/.png variants. */
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface HeroContent {
  eyebrow: string;
  /** The page's only <h1>. */
  title: string;
  lead: string;
  primaryCta: CtaLink; // the free first call -> #contact with a topic
  secondaryCta: CtaLink; // "Lösungen entdecken" -> #ki-lead
  newsletterCta: CtaLink; // external newsletter link
  /** Short trust line under the buttons, e.g. "Top 10 KI-Experte 2025 · …". */
  proof: readonly string[];
  portrait: ImageContent;
}

export interface ThesesContent {
  eyebrow: string;
  title: string;
  intro: string;
  items: readonly Thesis[];
  /** How many theses show before the disclosure. */
  visible: number;
  /** The summary of the disclosure with the rest, e.g. "Alle 10 Thesen". */
  moreLabel: string;
  linkedinCta: CtaLink;
  letterCta: CtaLink;
}

export interface QuoteContent {
  text: string;
  cite: string;
}

export interface SpeakingContent {
  eyebrow: string;
  title: string;
  intro: string;
  topics: readonly SpeakingTopic[];
  /** The stage photo (public/images/stage.jpg, or a drawn placeholder). */
  stageImage: ImageContent;
  cta: CtaLink; // "Keynote anfragen"
}

export interface OntologyContent {
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  points: readonly Feature[];
}

export interface PraxisContent {
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  points: readonly Feature[];
}

export interface AboutContent {
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  accolade: { title: string; text: string; source: string };
  clientsHeading: string;
  clients: readonly string[];
  portrait: ImageContent;
}

export interface FaqContent {
  eyebrow: string;
  title: string;
  items: readonly Faq[];
}

export interface NewsletterContent {
  eyebrow: string;
  title: string;
  text: string;
  points: readonly string[];
  cta: CtaLink; // "Abonnieren", external
}

export interface ContactContent {
  eyebrow: string;
  title: string;
  intro: string;
  /** e.g. "Lieber per E-Mail?" followed by the mailto link. */
  directLabel: string;
  /** e.g. "Oder ruf an:" followed by the tel: link. */
  phoneLabel: string;
  labels: { name: string; email: string; topic: string; message: string; submit: string; sending: string };
  /** Text under the form about data protection, with a link to /datenschutz. */
  privacyNote: RichText;
}

export type SparringImageContent = ImageContent;

export interface HomeContent {
  hero: HeroContent;
  theses: ThesesContent;
  quote: QuoteContent;
  speaking: SpeakingContent;
  ontology: OntologyContent;
  sparringImage: SparringImageContent;
  praxis: PraxisContent;
  about: AboutContent;
  faq: FaqContent;
  newsletter: NewsletterContent;
  contact: ContactContent;
}

export interface FooterContent {
  /** e.g. "Top 10 KI-Experte 2025". */
  accolade: string;
  /** Where the accolade comes from (UWG). */
  accoladeSource: string;
  tagline: string;
  links: readonly CtaLink[];
  copyright: string;
}

export interface NotFoundContent {
  title: string;
  text: string;
  homeLabel: string;
}


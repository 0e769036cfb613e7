/** The shapes of the home page's sections (the shared building blocks are in types.ts). */
import type { CtaLink, ImageContent, RichText, SpeakingContent, StatementContent, Steps } from './types.ts';

export interface HeroContent {
  eyebrow: string;
  /** The page's only <h1>. */
  title: string;
  lead: string;
  primaryCta: CtaLink; // the free first call -> #contact with a topic
  secondaryCta: CtaLink; // "Lösungen entdecken" -> #ki-lead
  newsletterCta: CtaLink; // external newsletter link
  /** Short trust line under the buttons, e.g. "Top-10-KI-Experte 2025 · …". */
  proof: readonly string[];
  portrait: ImageContent;
}

export interface Thesis {
  title: string;
  /** 40–70 words. */
  text: string;
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
  /** The same summary while the disclosure is open. */
  lessLabel: string;
  linkedinCta: CtaLink;
  letterCta: CtaLink;
}

export interface QuoteContent {
  text: string;
  cite: string;
}

export interface AboutContent {
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  accolade: { title: string; text: string; source: string };
  portrait: ImageContent;
}

interface Faq {
  question: string;
  answer: RichText;
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

interface ContactLabels {
  name: string;
  email: string;
  topic: string;
  message: string;
  /** The optional callback fields and their group. */
  callback: string;
  callbackHint: string;
  phone: string;
  callTime: string;
  submit: string;
  sending: string;
}

export interface ContactContent {
  eyebrow: string;
  title: string;
  intro: string;
  /** e.g. "Lieber per E-Mail?" followed by the mailto link. */
  directLabel: string;
  /** e.g. "Oder ruf an:" followed by the tel: link. */
  phoneLabel: string;
  /** "So läuft's": the first call in three steps. */
  steps: Steps;
  labels: ContactLabels;
  /** Shown under the success message: what happens next. */
  nextSteps: string;
  /** Text under the form about data protection, with a link to /datenschutz. */
  privacyNote: RichText;
}

export interface HomeContent {
  hero: HeroContent;
  theses: ThesesContent;
  quote: QuoteContent;
  speaking: SpeakingContent;
  ontology: StatementContent;
  sparringImage: ImageContent;
  praxis: StatementContent;
  about: AboutContent;
  faq: FaqContent;
  newsletter: NewsletterContent;
  contact: ContactContent;
}

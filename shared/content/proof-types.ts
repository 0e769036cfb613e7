/**
 * Shapes of the trust content (logos, testimonials, cases). Entries the
 * owner still has to replace carry `placeholder: true`: the build lists them
 * (shared/content/placeholders.ts) and the HTML marks them with `data-placeholder`.
 */

interface Placeholder {
  /** True while the entry is an invented stand-in; remove the flag once it is real. */
  placeholder?: boolean;
}

/** An event or client, shown as a typographic wordmark (no third-party logo files). */
interface LogoEntry extends Placeholder {
  name: string;
  /** e.g. "Keynote 2025" or "Kunde"; read by screen readers after the name. */
  context: string;
}

interface Testimonial extends Placeholder {
  quote: string;
  name: string;
  role: string;
  company: string;
}

interface CaseResult {
  /** The measured figure, e.g. "−38 %". */
  value: string;
  label: string;
}

interface CaseStudy extends Placeholder {
  /** Who, anonymised if needed, e.g. "Maschinenbauer, 420 Mitarbeitende". */
  client: string;
  title: string;
  text: string;
  results: readonly CaseResult[];
}

export interface ProofContent {
  logos: { eyebrow: string; title: string; items: readonly LogoEntry[] };
  testimonials: { eyebrow: string; title: string; items: readonly Testimonial[] };
  cases: { eyebrow: string; title: string; intro: string; items: readonly CaseStudy[] };
}

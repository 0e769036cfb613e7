/**
 * Every piece of content still invented, for the build's reminder: what the typed modules mark
 * `placeholder: true` (logos, testimonials, cases, the ranking's source), the processors the
 * privacy statement names, and any `[Platzhalter: …]` written into a prose document.
 */
import { identity } from './identity.ts';
import { processors } from './privacy.ts';
import { proof } from './proof.ts';

/** How an invented text marks itself. */
const MARKER = /\[Platzhalter:[^\]]*\]/g;

/** `prose`: the sources of the prose documents (prose/*.mdx) by file name. */
export function placeholders(prose: Record<string, string> = {}): string[] {
  const found: string[] = [];
  if (identity.accoladeSource.placeholder) found.push(`identity.ts: accoladeSource (${identity.accoladeSource.short})`);
  for (const logo of proof.logos.items) if (logo.placeholder) found.push(`proof.ts: logo ${logo.name}`);
  for (const t of proof.testimonials.items) if (t.placeholder) found.push(`proof.ts: testimonial ${t.name}`);
  for (const c of proof.cases.items) if (c.placeholder) found.push(`proof.ts: case ${c.title}`);
  for (const [name, text] of Object.entries(processors)) {
    for (const [marker] of text.matchAll(MARKER)) found.push(`privacy.ts: processors.${name} (on /datenschutz) ${marker}`);
  }
  for (const [file, text] of Object.entries(prose)) for (const [marker] of text.matchAll(MARKER)) found.push(`prose/${file}: ${marker}`);
  return found;
}

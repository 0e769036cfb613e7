/**
 * Every piece of content still marked `placeholder: true`, for the build's reminder: invented
 * logos, testimonials and cases, and the ranking's source, until the owner replaces them.
 */
import { identity } from './identity.ts';
import { proof } from './proof.ts';

export function placeholders(): string[] {
  const found: string[] = [];
  if (identity.accoladeSource.placeholder) found.push(`identity.ts: accoladeSource (${identity.accoladeSource.short})`);
  for (const logo of proof.logos.items) if (logo.placeholder) found.push(`proof.ts: logo ${logo.name}`);
  for (const t of proof.testimonials.items) if (t.placeholder) found.push(`proof.ts: testimonial ${t.name}`);
  for (const c of proof.cases.items) if (c.placeholder) found.push(`proof.ts: case ${c.title}`);
  return found;
}

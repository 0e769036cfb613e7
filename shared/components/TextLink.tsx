import type { Link } from '../content/types.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';

/** A plain link, in a new tab when it leaves the site. */
export function TextLink({ link }: { link: Link }) {
  return /^https?:/.test(link.href) ? <ExternalLink href={link.href}>{link.label}</ExternalLink> : <a href={link.href}>{link.label}</a>;
}

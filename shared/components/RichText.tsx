import type { RichText as RichTextValue } from '../content/types.ts';
import { ExternalLink } from './ExternalLink.tsx';

/** Running text with its links. */
export function RichText({ text }: { text: RichTextValue }) {
  if (typeof text === 'string') return <>{text}</>;
  return <>{text.map((part, i) => (typeof part === 'string' ? part : <TextLink key={i} link={part} />))}</>;
}

/** A plain link, in a new tab when it leaves the site. */
export function TextLink({ link }: { link: { href: string; label: string; external?: boolean } }) {
  return link.external ? <ExternalLink href={link.href}>{link.label}</ExternalLink> : <a href={link.href}>{link.label}</a>;
}

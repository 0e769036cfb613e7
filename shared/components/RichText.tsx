import type { RichText as RichTextValue } from '../content/types.ts';
import { ExternalLink } from './ExternalLink.tsx';

/** Renders running text with its links; external links open in a new tab. */
export function RichText({ text }: { text: RichTextValue }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : part.external ? (
          <ExternalLink key={i} href={part.href}>
            {part.label}
          </ExternalLink>
        ) : (
          <a key={i} href={part.href}>
            {part.label}
          </a>
        ),
      )}
    </>
  );
}

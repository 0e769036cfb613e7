import type { CtaLink, PageMeta } from '../content/types.ts';
import { ExternalLink } from './ExternalLink.tsx';

/**
 * A call-to-action link styled as a button. Topic links are real links to the contact
 * section (`/?anliegen=…#contact`) and carry `data-topic` for the delegated listener.
 */
export function CtaButton({ link, variant = 'primary' }: { link: CtaLink; variant?: 'primary' | 'ghost' }) {
  const className = `button button--${variant}`;
  if (link.external) {
    return (
      <ExternalLink href={link.href} className={className}>
        {link.label}
      </ExternalLink>
    );
  }
  return (
    <a href={link.href} className={className} data-topic={link.topic}>
      {link.label}
    </a>
  );
}

/** A home section's actions: its button, and beside it the link to its own page, where the details are. */
export function CtaActions({ className, of }: { className: string; of: { cta: CtaLink; page: PageMeta; detailsLabel: string } }) {
  return (
    <div className={className}>
      <CtaButton link={of.cta} />
      <a className="text-link" href={of.page.path}>
        {of.detailsLabel}
      </a>
    </div>
  );
}

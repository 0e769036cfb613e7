import { topicOf } from '../content/index.ts';
import type { Link, PageMeta } from '../content/types.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';

/**
 * A call-to-action link styled as a button. Topic links are real links to the contact
 * section (`/?anliegen=…#contact`) and carry `data-topic` for the delegated listener (`topic`: a
 * link to the page's own form that still sets it).
 */
export function CtaButton({ link, variant = 'primary', topic }: { link: Link; variant?: 'primary' | 'ghost'; topic?: string }) {
  const className = `button button--${variant}`;
  if (/^https?:/.test(link.href)) {
    return (
      <ExternalLink href={link.href} className={className}>
        {link.label}
      </ExternalLink>
    );
  }
  return (
    <a href={link.href} className={className} data-topic={topic ?? topicOf(link.href)}>
      {link.label}
    </a>
  );
}

/** A home section's actions: its button, and beside it the link to its own page, where the details are. */
export function CtaActions({
  className,
  cta,
  page,
  detailsLabel,
}: {
  className: string;
  cta: Link;
  page: Pick<PageMeta, 'path'>;
  detailsLabel: string;
}) {
  return (
    <div className={className}>
      <CtaButton link={cta} />
      <a className="text-link" href={page.path}>
        {detailsLabel}
      </a>
    </div>
  );
}

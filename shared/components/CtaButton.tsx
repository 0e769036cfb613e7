import { topicOf } from '../content/index.ts';
import type { Link } from '../content/types.ts';
import { SiteLink } from '../ui/SiteLink.tsx';

/** A button-styled link; a topic link (or `topic`, for the page's own form) carries `data-topic` for the delegated listener. */
export function CtaButton({ link, variant = 'primary', topic }: { link: Link; variant?: 'primary' | 'ghost'; topic?: string }) {
  return (
    <SiteLink href={link.href} className={`button button--${variant}`} data-topic={topic ?? topicOf(link.href)}>
      {link.label}
    </SiteLink>
  );
}

/** A home section's actions: its button, and beside it the link to its own page (`href`), where the details are. */
export function CtaActions({ className, cta, href, detailsLabel }: { className: string; cta: Link; href: string; detailsLabel: string }) {
  return (
    <div className={className}>
      <CtaButton link={cta} />
      <a className="text-link" href={href}>
        {detailsLabel}
      </a>
    </div>
  );
}

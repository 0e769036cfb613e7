import type { ComponentProps } from 'react';

/** A link; one that leaves the site (http, https) opens a new tab without opener or referrer and says so; `rest` goes on the site's own. */
export function SiteLink({ href, className, children, ...rest }: ComponentProps<'a'> & { href: string }) {
  const away = /^https?:/.test(href);
  return (
    <a href={href} className={className} {...(away ? { target: '_blank', rel: 'noopener noreferrer' } : rest)}>
      {children}
      {away ? <span className="visually-hidden"> (öffnet in neuem Tab)</span> : null}
    </a>
  );
}

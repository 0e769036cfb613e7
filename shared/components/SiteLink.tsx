import type { ComponentProps } from 'react';
import type { Link } from '../content/types.ts';

/**
 * A link. One that leaves the site (http, https) opens a new tab, with no opener and no referrer,
 * and says so to screen readers; `rest` (e.g. a topic link's `data-topic`) goes on the site's own.
 */
export function SiteLink({ href, className, children, ...rest }: ComponentProps<'a'> & { href: string }) {
  if (!/^https?:/.test(href)) {
    return (
      <a href={href} className={className} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (öffnet in neuem Tab)</span>
    </a>
  );
}

/** Links as a list (the header's menus, the footer's), each `<a>` of the class `linkClass`. */
export function Links({ links, linkClass, ...list }: ComponentProps<'ul'> & { links: readonly Link[]; linkClass?: string }) {
  return (
    <ul {...list}>
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink href={link.href} className={linkClass}>
            {link.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

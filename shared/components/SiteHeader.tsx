import type { ComponentProps } from 'react';
import { telUri } from '../format.ts';
import type { Link } from '../content/types.ts';
import { SiteLink } from '../ui/SiteLink.tsx';
import { useSite } from './site-context.ts';

/**
 * Fixed header: wide screens show the links in a row, the offers behind "Angebote"; narrow ones a menu with every link,
 * both native disclosures that work without script. The call link and "Kontakt" stay in the bar; on a page with its own
 * contact section, "Kontakt" goes there.
 */
export function SiteHeader({ ownContact }: { ownContact?: boolean | undefined }) {
  const { content, offerLinks } = useSite();
  const { identity } = content;
  const nav = content.site.nav;
  const contact = { label: nav.contactLabel, href: ownContact ? '#contact' : '/#contact' };
  const items = [offerLinks.at(-1)!, { label: nav.aboutLabel, href: '/#ueber-mich' }];
  const offers = offerLinks.slice(0, -1);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="site-header__brand" href="/">
          <span className="site-header__name">{identity.name}</span>
          <span className="site-header__title">{identity.title}</span>
        </a>
        <nav className="site-nav" aria-label={nav.label}>
          <ul className="site-nav__list">
            <li className="site-nav__item">
              <details className="site-submenu">
                <summary className="bar-link site-nav__link site-submenu__toggle">{nav.offersLabel}</summary>
                <Links links={offers} className="site-submenu__list" linkClass="bar-link site-submenu__link" />
              </details>
            </li>
            {items.map((item) => (
              <li key={item.href} className="site-nav__item">
                <a href={item.href} className="bar-link site-nav__link">
                  {item.label}
                </a>
              </li>
            ))}
            <li className="site-nav__call">
              <a href={telUri(identity.phone)} className="bar-link site-call">
                <PhoneIcon />
                <span className="visually-hidden">{nav.callLabel} </span>
                <span className="site-call__number">{identity.phone}</span>
              </a>
            </li>
            <li className="site-nav__cta">
              <a href={contact.href} className="bar-link site-nav__link">
                {contact.label}
              </a>
            </li>
          </ul>
          <PhoneMenu offers={offers} links={[...items, contact]} />
        </nav>
      </div>
    </header>
  );
}

/** The narrow screens' menu: the offer pages under their group name, then the other links and a call button. */
function PhoneMenu({ offers, links }: { offers: Link[]; links: Link[] }) {
  const { site, identity } = useSite().content;
  return (
    <details className="site-menu">
      <summary className="bar-link site-menu__toggle">
        <span className="site-menu__icon" aria-hidden="true" />
        <span className="site-menu__label">{site.nav.menuLabel}</span>
      </summary>
      <div className="site-menu__panel">
        <p id="site-menu-offers" className="site-menu__group">
          {site.nav.offersLabel}
        </p>
        <Links links={offers} className="site-menu__list" linkClass="site-menu__link" aria-labelledby="site-menu-offers" />
        <Links links={links} className="site-menu__list" linkClass="site-menu__link" />
        <a href={telUri(identity.phone)} className="button button--primary site-menu__call">
          {site.nav.callLabel} <span className="site-menu__number">{identity.phone}</span>
        </a>
      </div>
    </details>
  );
}

/** Links as a list (the header's menus, the footer's, the owner's nav), each `<a>` of class `linkClass`, `current` marked as the page. */
export function Links({
  links,
  linkClass,
  current,
  ...list
}: ComponentProps<'ul'> & { links: readonly Link[]; linkClass?: string; current?: string }) {
  return (
    <ul {...list}>
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink href={link.href} className={linkClass} aria-current={link.href === current ? 'page' : undefined}>
            {link.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** A handset, drawn in the text colour. */
function PhoneIcon() {
  return (
    <svg className="site-call__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}

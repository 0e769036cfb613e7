import type { ReactNode } from 'react';
import { telUri } from '../content/format.ts';
import { identity } from '../content/identity.ts';
import { footer, nav, skipLinkLabel } from '../content/site.ts';
import type { CtaLink } from '../content/types.ts';
import { EmailLink, PhoneLink } from './ContactLinks.tsx';
import { TextLink } from './RichText.tsx';

/** Header, the page's main landmark (target of the skip link) and footer. */
export function Layout({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className={className}>
        {children}
      </main>
      <Footer />
    </>
  );
}

/**
 * Fixed header: the name links home; the title line is hidden on small screens. Wide screens
 * show the links in a row; narrow ones show the last link (Kontakt) and a native disclosure
 * with all links and a tap-to-call link, which needs no script. CSS shows one of the two lists,
 * never both.
 */
function Header() {
  return (
    <>
      <a className="skip-link" href="#main">
        {skipLinkLabel}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <a className="site-header__brand" href="/">
            <span className="site-header__name">{identity.name}</span>
            <span className="site-header__title">{identity.title}</span>
          </a>
          <nav className="site-nav" aria-label={nav.label}>
            <ul className="site-nav__list">
              {nav.items.map((item, i) => (
                <li key={item.href} className={i === nav.items.length - 1 ? 'site-nav__item site-nav__item--cta' : 'site-nav__item'}>
                  <a href={item.href} className="site-nav__link">
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
            <details className="site-menu">
              <summary className="site-menu__toggle">
                <span className="site-menu__icon" aria-hidden="true" />
                {nav.menuLabel}
              </summary>
              <div className="site-menu__panel">
                <ul className="site-menu__list">
                  {nav.items.map((item) => (
                    <li key={item.href}>
                      <a href={item.href} className="site-menu__link">
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
                <a href={telUri(identity.phone.display)} className="site-menu__call">
                  {nav.callLabel} <span className="site-menu__number">{identity.phone.display}</span>
                </a>
              </div>
            </details>
          </nav>
        </div>
      </header>
    </>
  );
}

function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__id">
          <p className="site-footer__name">{identity.name}</p>
          <p className="site-footer__title">{identity.title}</p>
          <p className="site-footer__accolade">{footer.accolade}</p>
          <p className="site-footer__source">{footer.accoladeSource}</p>
          <p className="site-footer__tagline">{footer.tagline}</p>
          <p>
            <EmailLink />
          </p>
          <p>
            <PhoneLink />
          </p>
        </div>
        <FooterNav id="footer-offers" title={footer.offersTitle} links={footer.offerLinks} />
        <FooterNav id="footer-more" title={footer.linksTitle} links={footer.links} />
      </div>
      <p className="site-footer__copyright">{footer.copyright}</p>
    </footer>
  );
}

/** A titled list of links in the footer, a navigation landmark named by its title. */
function FooterNav({ id, title, links }: { id: string; title: string; links: readonly CtaLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <p id={id} className="site-footer__heading">
        {title}
      </p>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.href}>
            <TextLink link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

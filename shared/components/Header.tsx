import type { CtaLink } from '../content/types.ts';

export interface HeaderProps {
  name: string;
  title: string;
  nav: { label: string; menuLabel: string; callLabel: string; items: readonly CtaLink[] };
  phone: { display: string; href: string };
  skipLinkLabel: string;
}

/**
 * Fixed header: the name links home; the title line is hidden on small screens. Wide screens
 * show the links in a row; narrow ones show the last link (Kontakt) and a native disclosure
 * with all links and a tap-to-call link, which needs no script. CSS shows one of the two lists,
 * never both.
 */
export function Header({ name, title, nav, phone, skipLinkLabel }: HeaderProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        {skipLinkLabel}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <a className="site-header__brand" href="/">
            <span className="site-header__name">{name}</span>
            <span className="site-header__title">{title}</span>
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
                <a href={phone.href} className="site-menu__call">
                  {nav.callLabel} <span className="site-menu__number">{phone.display}</span>
                </a>
              </div>
            </details>
          </nav>
        </div>
      </header>
    </>
  );
}

import type { CtaLink } from '../content/types.ts';

export interface HeaderProps {
  name: string;
  title: string;
  nav: { label: string; items: readonly CtaLink[] };
  skipLinkLabel: string;
}

/** Fixed header: the name links home; the title line is hidden on small screens. */
export function Header({ name, title, nav, skipLinkLabel }: HeaderProps) {
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
          </nav>
        </div>
      </header>
    </>
  );
}

import type { FooterContent } from '../content/types.ts';
import { ExternalLink } from './ExternalLink.tsx';

export interface FooterProps {
  name: string;
  title: string;
  email: string;
  phone: { display: string; href: string };
  content: FooterContent;
}

export function Footer({ name, title, email, phone, content }: FooterProps) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__id">
          <p className="site-footer__name">{name}</p>
          <p className="site-footer__title">{title}</p>
          <p className="site-footer__accolade">{content.accolade}</p>
          <p className="site-footer__source">{content.accoladeSource}</p>
          <p className="site-footer__tagline">{content.tagline}</p>
          <p>
            <a href={`mailto:${email}`}>{email}</a>
          </p>
          <p>
            <a href={phone.href}>{phone.display}</a>
          </p>
        </div>
        <nav aria-labelledby="footer-offers">
          <p id="footer-offers" className="site-footer__heading">
            {content.offersTitle}
          </p>
          <ul className="site-footer__links">
            {content.offerLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-more">
          <p id="footer-more" className="site-footer__heading">
            {content.linksTitle}
          </p>
          <ul className="site-footer__links">
            {content.links.map((link) => (
              <li key={link.href}>
                {link.external ? <ExternalLink href={link.href}>{link.label}</ExternalLink> : <a href={link.href}>{link.label}</a>}
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__copyright">{content.copyright}</p>
    </footer>
  );
}

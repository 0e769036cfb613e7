import type { CtaLink, FooterContent } from '../content/types.ts';
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
        <FooterNav id="footer-offers" title={content.offersTitle} links={content.offerLinks} />
        <FooterNav id="footer-more" title={content.linksTitle} links={content.links} />
      </div>
      <p className="site-footer__copyright">{content.copyright}</p>
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
            {link.external ? <ExternalLink href={link.href}>{link.label}</ExternalLink> : <a href={link.href}>{link.label}</a>}
          </li>
        ))}
      </ul>
    </nav>
  );
}

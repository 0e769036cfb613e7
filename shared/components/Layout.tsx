import { useContext, type ReactNode } from 'react';
import type { Link } from '../content/types.ts';
import { EmailLink, PhoneLink } from './ContactLinks.tsx';
import { Links, SiteHeader } from './SiteHeader.tsx';
import { PreviewContext, useSite } from './site-context.ts';

/** Header, the page's main landmark (target of the skip link) and footer; `ownContact`: the page has its contact section. */
export function Layout({ children, className, ownContact }: { children: ReactNode; className?: string; ownContact?: boolean }) {
  return (
    <>
      <SkipLink label={useSite().content.site.skipLinkLabel} />
      {useContext(PreviewContext)}
      <SiteHeader ownContact={ownContact} />
      <main id="main" tabIndex={-1} className={className}>
        {children}
      </main>
      <Footer />
    </>
  );
}

/** First on every page, the site's and the owner's: past the header to the main landmark, `#main`. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a className="skip-link" href="#main">
      {label}
    </a>
  );
}

function Footer() {
  const { content, offerLinks } = useSite();
  const { identity } = content;
  const footer = content.site.footer;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__id">
          <p className="site-footer__name">{identity.name}</p>
          <p className="site-footer__title">{identity.title}</p>
          <p className="site-footer__accolade">{identity.accolade}</p>
          <p className="site-footer__source">{footer.accoladeSource}</p>
          <p className="site-footer__tagline">{footer.tagline}</p>
          <p>
            <EmailLink />
          </p>
          <p>
            <PhoneLink />
          </p>
        </div>
        <FooterNav id="footer-offers" title={footer.offersTitle} links={offerLinks} />
        <FooterNav id="footer-more" title={footer.linksTitle} links={footer.links} />
      </div>
      <p className="site-footer__copyright">{footer.copyright}</p>
    </footer>
  );
}

/** A titled list of links in the footer, a navigation landmark named by its title. */
function FooterNav({ id, title, links }: { id: string; title: string; links: readonly Link[] }) {
  return (
    <nav aria-labelledby={id}>
      <p id={id} className="site-footer__heading">
        {title}
      </p>
      <Links links={links} className="site-footer__links" />
    </nav>
  );
}

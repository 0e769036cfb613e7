import type { ReactNode } from 'react';
import { identity } from '../content/identity.ts';
import { footer, nav, skipLinkLabel } from '../content/site.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** Header, the page's main landmark (target of the skip link) and footer. */
export function Layout({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <>
      <Header name={identity.name} title={identity.title} nav={nav} phone={identity.phone} skipLinkLabel={skipLinkLabel} />
      <main id="main" tabIndex={-1} className={className}>
        {children}
      </main>
      <Footer name={identity.name} title={identity.title} email={identity.email} phone={identity.phone} content={footer} />
    </>
  );
}

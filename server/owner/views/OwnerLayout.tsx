import type { ReactNode } from 'react';
import { SkipLink } from '../../../shared/components/Layout.tsx';
import { Links } from '../../../shared/components/SiteHeader.tsx';
import { OWNER_NAV, OWNER_PATHS } from '../paths.ts';
import type { StatusLine } from '../status.ts';
import { Submit } from './parts.tsx';

interface OwnerLayoutProps {
  /** The page's heading (h1) and, with „ – Intern“, the document's title. */
  title: string;
  /** The nav link to mark as the current page (`aria-current`), e.g. OWNER_PATHS.leads. */
  current?: string;
  /** false on the sign-in and set-up pages: no nav, no sign-out, for nobody is signed in yet. */
  signedIn?: boolean;
  /** The last action's outcome (status.ts), on the nav's pages: its live region is there even when empty, as a live region must be. */
  status?: StatusLine | null;
  children: ReactNode;
}

/** The owner's pages: a header „Intern“ with the nav and the sign-out button, then the main landmark. */
export function OwnerLayout({ title, current, signedIn = true, status, children }: OwnerLayoutProps) {
  return (
    <>
      <title>{`${title} – Intern`}</title>
      <SkipLink label="Zum Inhalt springen" />
      <header className="owner-header">
        <div className="owner-header__inner">
          <div className="owner-header__top">
            <p className="owner-header__title">Intern</p>
            {signedIn ? (
              <form method="post" action={OWNER_PATHS.signOut}>
                <Submit kind="ghost" label="Abmelden" />
              </form>
            ) : null}
          </div>
          {signedIn ? (
            <nav aria-label="Bereiche">
              <Links links={OWNER_NAV} current={current} className="owner-nav__list" linkClass="bar-link owner-nav__link" />
            </nav>
          ) : null}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="owner-main">
        <h1>{title}</h1>
        {status === undefined ? null : (
          <p role="status" className={`owner-status${status?.error ? ' owner-status--error' : ''}`}>
            {status?.text ?? ''}
          </p>
        )}
        {children}
      </main>
    </>
  );
}

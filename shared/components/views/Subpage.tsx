import type { ReactNode } from 'react';
import { softHyphens } from '../../format.ts';
import { Layout } from '../Layout.tsx';
import { Headline } from '../Section.tsx';
import { useSite } from '../site-context.ts';

interface SubpageProps {
  /** Where the ways back go, e.g. "/#ki-lead": the home section the visitor came from. */
  backHref: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** Beside the text on wide screens, below it on phones (the price box, the fact box). */
  aside: ReactNode;
  /** The page's own contact section, last: the price box's button jumps to it. */
  contact: ReactNode;
  children: ReactNode;
}

/** The frame of an offer or keynote page: a dark head (the way back, the only h1, the box beside it), sections, own contact forms. */
export function Subpage({ backHref, eyebrow, title, lead, aside, contact, children }: SubpageProps) {
  return (
    <Layout className="subpage" ownContact>
      <header className="page-hero">
        <div className="page-hero__inner">
          <div className="page-hero__text">
            <p className="page-hero__back">
              <a href={backHref}>← {useSite().content.site.offerPage.backLabel}</a>
            </p>
            <Headline as="h1" block="page-hero" eyebrow={eyebrow} title={softHyphens(title)} text={lead} />
          </div>
          {aside}
        </div>
      </header>
      {children}
      {contact}
    </Layout>
  );
}

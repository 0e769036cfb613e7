import type { ReactNode } from 'react';
import { softHyphens } from '../../content/format.ts';

interface PageHeroProps {
  /** Where the back link goes, e.g. "/#ki-lead": the section the visitor came from. */
  backHref: string;
  backLabel: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** Beside the text on wide screens, below it on phones (the price box, the fact box). */
  aside: ReactNode;
}

/** The dark head of an offer or keynote page: the way back, the page's only h1, its lead. */
export function PageHero({ backHref, backLabel, eyebrow, title, lead, aside }: PageHeroProps) {
  return (
    <header className="page-hero">
      <div className="page-hero__inner">
        <div className="page-hero__text">
          <p className="page-hero__back">
            <a href={backHref}>← {backLabel}</a>
          </p>
          <p className="eyebrow eyebrow--light">{eyebrow}</p>
          <h1 className="page-hero__title">{softHyphens(title)}</h1>
          <p className="page-hero__lead">{lead}</p>
        </div>
        {aside}
      </div>
    </header>
  );
}

import type { ReactNode } from 'react';
import { softHyphens } from '../../content/format.ts';
import { subpage } from '../../content/site.ts';
import type { CtaLink } from '../../content/types.ts';
import { Layout } from '../Layout.tsx';
import { CtaBand } from './CtaBand.tsx';

interface SubpageProps {
  /** Where the ways back go, e.g. "/#ki-lead": the home section the visitor came from. */
  backHref: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** Beside the text on wide screens, below it on phones (the price box, the fact box). */
  aside: ReactNode;
  /** The closing call to action; its section takes the other tint than the last section before it. */
  cta: { title: string; text: string; link: CtaLink; tone: 'light' | 'tinted' };
  children: ReactNode;
}

/**
 * The frame of an offer or keynote page: a dark head with the way back, the page's only h1,
 * its lead and the box beside it; the sections; the closing call to action and the way back.
 */
export function Subpage({ backHref, eyebrow, title, lead, aside, cta, children }: SubpageProps) {
  return (
    <Layout className="subpage">
      <header className="page-hero">
        <div className="page-hero__inner">
          <div className="page-hero__text">
            <p className="page-hero__back">
              <a href={backHref}>← {subpage.backLabel}</a>
            </p>
            <p className="eyebrow eyebrow--light">{eyebrow}</p>
            <h1 className="page-hero__title">{softHyphens(title)}</h1>
            <p className="page-hero__lead">{lead}</p>
          </div>
          {aside}
        </div>
      </header>
      {children}
      <CtaBand tone={cta.tone} title={cta.title} text={cta.text} cta={cta.link} backHref={backHref} backLabel={subpage.backLabel} />
    </Layout>
  );
}

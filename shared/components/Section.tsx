import type { ReactNode } from 'react';
import { Dots } from './Dots.tsx';

export type SectionTone = 'light' | 'tinted' | 'dark';

interface SectionProps {
  /** The anchor; the section is labelled by its heading `${id}-title` (see sectionTitleId). */
  id: string;
  tone?: SectionTone;
  /** Further classes of the <section>, e.g. "section--offer". */
  className?: string;
  /** Classes of the inner container beside "section__inner", e.g. "about". */
  inner?: string;
  /** Decorative dots seeded by the id. */
  dots?: boolean;
  children: ReactNode;
}

export const sectionTitleId = (id: string) => `${id}-title`;

/** The frame every home section shares: the labelled <section>, its tone, dots and inner width. */
export function Section({ id, tone = 'light', className, inner, dots, children }: SectionProps) {
  const classes = ['section', tone === 'light' ? '' : `section--${tone}`, className ?? ''].filter(Boolean).join(' ');
  return (
    <section id={id} className={classes} aria-labelledby={sectionTitleId(id)}>
      {dots ? <Dots seed={id} /> : null}
      <div className={inner ? `section__inner ${inner}` : 'section__inner'}>{children}</div>
    </section>
  );
}

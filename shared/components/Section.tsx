import type { ReactNode } from 'react';
import { seededRandom, seedFrom } from '../random.ts';

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

/**
 * Twenty decorative dots at seeded positions, so server and client agree. Drawn as SVG circles
 * (attributes, not inline styles), positions in percent of the section.
 */
function Dots({ seed }: { seed: string }) {
  const random = seededRandom(seedFrom(seed));
  const dots = Array.from({ length: 20 }, () => ({
    x: (random() * 100).toFixed(2),
    y: (random() * 100).toFixed(2),
    r: (1 + random() * 2.5).toFixed(2),
    o: (0.15 + random() * 0.35).toFixed(2),
  }));
  return (
    <svg className="dots" aria-hidden="true" focusable="false" data-parallax-dots="">
      {dots.map((d, i) => (
        <circle key={i} cx={`${d.x}%`} cy={`${d.y}%`} r={d.r} opacity={d.o} />
      ))}
    </svg>
  );
}

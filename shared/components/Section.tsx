import type { ReactNode } from 'react';
import { softHyphens } from '../format.ts';
import { seededRandom, seedFrom } from '../random.ts';

export type SectionTone = 'light' | 'tinted' | 'dark';

interface SectionProps {
  /** The anchor; the section is labelled by its heading `${id}-title`. */
  id: string;
  /** The section's heading, first in it; a section whose heading stands deeper renders SectionHeading itself. */
  heading?: { eyebrow: string; title: string };
  tone?: SectionTone;
  className?: string;
  /** Classes of the inner container beside "section__inner", e.g. "about". */
  inner?: string;
  /** Decorative dots seeded by the id. */
  dots?: boolean;
  children: ReactNode;
}

/** The frame every home section shares: the labelled <section>, its tone, dots and inner width. */
export function Section({ id, heading, tone = 'light', className, inner, dots, children }: SectionProps) {
  const classes = ['section', tone === 'light' ? '' : `section--${tone}`, className ?? ''].filter(Boolean).join(' ');
  return (
    <section id={id} className={classes} aria-labelledby={`${id}-title`}>
      {dots ? <Dots seed={id} /> : null}
      <div className={inner ? `section__inner ${inner}` : 'section__inner'}>
        {heading ? <SectionHeading section={id} eyebrow={heading.eyebrow} title={heading.title} /> : null}
        {children}
      </div>
    </section>
  );
}

/** The eyebrow line and the h2 of a section; the h2's id `${section}-title` labels the section. */
export function SectionHeading({ section, eyebrow, title }: { section: string; eyebrow: string; title: string }) {
  return (
    <header className="section__header">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={`${section}-title`} className="section__title">
        {softHyphens(title)}
      </h2>
    </header>
  );
}

type HeadlineProps = { eyebrow: string; title: ReactNode; text: string; as: 'h1' | 'h3'; block: string; id?: string; lead?: string };

/** An eyebrow, a heading of `block` and its lead (`lead`: its class); an h1 heads a dark page head, so its eyebrow is the light one. */
export function Headline({ eyebrow, title, text, as: Heading, block, id, lead = 'lead' }: HeadlineProps) {
  return (
    <>
      <p className={Heading === 'h1' ? 'eyebrow eyebrow--light' : 'eyebrow'}>{eyebrow}</p>
      <Heading id={id} className={`${block}__title`}>
        {title}
      </Heading>
      <p className={`${block}__${lead}`}>{text}</p>
    </>
  );
}

/**
 * Twenty decorative dots at seeded positions, so server and client agree. Drawn as SVG circles
 * (attributes, not inline styles), positions in whole percent of the section, radius and
 * opacity to a tenth: the random digits do not compress, and finer ones cost the home page
 * 415 bytes (gzip) of the 14,600 its document must fit in (docs/benchmarks.md).
 */
function Dots({ seed }: { seed: string }) {
  const random = seededRandom(seedFrom(seed));
  const dots = Array.from({ length: 20 }, () => ({
    x: (random() * 100).toFixed(0),
    y: (random() * 100).toFixed(0),
    r: (1 + random() * 2.5).toFixed(1),
    o: (0.15 + random() * 0.35).toFixed(1),
  }));
  return (
    <svg className="dots" aria-hidden="true" focusable="false" data-parallax-dots="">
      {dots.map((d, i) => (
        <circle key={i} cx={`${d.x}%`} cy={`${d.y}%`} r={d.r} opacity={d.o} />
      ))}
    </svg>
  );
}

import type { OntologyContent, PraxisContent } from '../../content/types.ts';
import { Section } from '../Section.tsx';
import { SectionHeading } from '../SectionHeading.tsx';

interface StatementSectionProps {
  id: string;
  content: OntologyContent | PraxisContent;
  /** Ontologie is dark with dots, Praxis is tinted. */
  tone: 'dark' | 'tinted';
}

/** A statement: heading, a few paragraphs at reading width and three points (Ontologie, Praxis). */
export function StatementSection({ id, content, tone }: StatementSectionProps) {
  return (
    <Section id={id} tone={tone} inner="statement" dots={tone === 'dark'}>
      <SectionHeading section={id} eyebrow={content.eyebrow} title={content.title} />
      <div className="statement__body">
        {content.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <ul className={tone === 'dark' ? 'points points--dark' : 'points'}>
        {content.points.map((point) => (
          <li key={point.title} className="point" data-reveal="">
            <h3 className="point__title">{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

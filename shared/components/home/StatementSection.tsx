import type { StatementContent } from '../../content/types.ts';
import { Section } from '../Section.tsx';
import { SectionHeading } from '../SectionHeading.tsx';

interface StatementSectionProps {
  id: string;
  content: StatementContent;
  /** Ontologie is dark with dots, Praxis is tinted. */
  tone: 'dark' | 'tinted';
}

/** A statement on the home page: heading, one short paragraph and the link to the long text. */
export function StatementSection({ id, content, tone }: StatementSectionProps) {
  return (
    <Section id={id} tone={tone} inner="statement" dots={tone === 'dark'}>
      <SectionHeading section={id} eyebrow={content.eyebrow} title={content.title} />
      <p className="statement__body">{content.statement}</p>
      <a className="text-link statement__link" href={content.link.href}>
        {content.link.label}
      </a>
    </Section>
  );
}

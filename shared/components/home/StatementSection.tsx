import type { StatementContent } from '../../content/home.ts';
import { Section } from '../Section.tsx';

/** A statement on the home page: heading, one short paragraph and the link to the long text; dots on the dark one. */
export function StatementSection({ id, content, tone }: { id: string; content: StatementContent; tone: 'dark' | 'tinted' }) {
  return (
    <Section id={id} tone={tone} inner="statement" dots={tone === 'dark'} heading={content}>
      <p className="statement__body">{content.statement}</p>
      <a className="text-link statement__link" href={content.link.href}>
        {content.link.label}
      </a>
    </Section>
  );
}

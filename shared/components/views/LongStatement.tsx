import type { StatementContent } from '../../content/home.ts';
import { Section, type SectionTone } from '../Section.tsx';

/** The long text behind a home statement, on the page the statement links to. */
export function LongStatement({ id, content, tone }: { id: string; content: StatementContent; tone?: SectionTone }) {
  return (
    <Section id={id} tone={tone} inner="statement" heading={content}>
      <div className="statement__long">
        {content.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <ul className="points">
        {content.points.map((point) => (
          <li key={point.title} className="point">
            <h3 className="point__title">{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

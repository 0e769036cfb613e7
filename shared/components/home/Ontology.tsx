import type { OntologyContent } from '../../content/types.ts';
import { Dots } from '../Dots.tsx';
import { SectionHeading } from '../SectionHeading.tsx';

export function Ontology({ content }: { content: OntologyContent }) {
  return (
    <section id="ontologie" className="section section--dark" aria-labelledby="ontologie-title">
      <Dots seed="ontologie" />
      <div className="section__inner statement">
        <SectionHeading id="ontologie-title" eyebrow={content.eyebrow} title={content.title} />
        <div className="statement__body">
          {content.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <ul className="points points--dark">
          {content.points.map((point) => (
            <li key={point.title} className="point" data-reveal="">
              <h3 className="point__title">{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

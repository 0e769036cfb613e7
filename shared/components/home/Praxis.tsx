import type { PraxisContent } from '../../content/types.ts';
import { SectionHeading } from '../SectionHeading.tsx';

export function Praxis({ content }: { content: PraxisContent }) {
  return (
    <section id="praxis" className="section section--tinted" aria-labelledby="praxis-title">
      <div className="section__inner statement">
        <SectionHeading id="praxis-title" eyebrow={content.eyebrow} title={content.title} />
        <div className="statement__body">
          {content.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <ul className="points">
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

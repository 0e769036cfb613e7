import type { ResponsiveImage } from '../../assets.ts';
import type { Home } from '../../content/home.ts';
import { Portrait } from '../Portrait.tsx';
import { Section, SectionHeading } from '../Section.tsx';

export function About({ content, alt, portrait }: { content: Home['about']; alt: string; portrait?: ResponsiveImage | undefined }) {
  return (
    <Section id="ueber-mich" inner="about">
      <Portrait block="about" image={portrait} alt={alt} />
      <div className="about__text">
        <SectionHeading section="ueber-mich" eyebrow={content.eyebrow} title={content.title} />
        {content.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <div className="accolade" data-reveal="">
          <p className="accolade__title">{content.accolade.title}</p>
          <p className="accolade__text">{content.accolade.text}</p>
          <p className="accolade__source">{content.accolade.source}</p>
        </div>
      </div>
    </Section>
  );
}

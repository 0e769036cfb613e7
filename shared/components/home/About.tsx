import type { ResponsiveImage } from '../../assets.ts';
import type { Home } from '../../content/home.ts';
import { NameCard } from '../NameCard.tsx';
import { Picture } from '../Picture.tsx';
import { Section, SectionHeading } from '../Section.tsx';
import { PORTRAIT_SIZES } from './Hero.tsx';

export function About({ content, alt, portrait }: { content: Home['about']; alt: string; portrait?: ResponsiveImage | undefined }) {
  return (
    <Section id="ueber-mich" inner="about">
      {portrait ? (
        <Picture className="about__portrait" image={portrait} alt={alt} sizes={PORTRAIT_SIZES} />
      ) : (
        <NameCard className="about__card" />
      )}
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

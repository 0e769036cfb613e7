import type { ResponsiveImage } from '../../assets.ts';
import type { SpeakingContent } from '../../content/types.ts';
import { CtaButton } from '../CtaButton.tsx';
import { Picture } from '../Picture.tsx';
import { Section } from '../Section.tsx';
import { SectionHeading } from '../SectionHeading.tsx';

export function Speaking({ content, stage }: { content: SpeakingContent; stage: ResponsiveImage }) {
  return (
    <Section id="speaking" className="section--speaking">
      <div className="speaking__head">
        <div>
          <SectionHeading section="speaking" eyebrow={content.eyebrow} title={content.title} />
          <p className="section__intro">{content.intro}</p>
        </div>
        <Picture
          className="speaking__stage"
          image={stage}
          alt={content.stageImage.alt}
          sizes="(min-width: 60rem) 34rem, calc(100vw - 3rem)"
        />
      </div>
      <ul className="card-grid talks">
        {content.topics.map((topic, i) => (
          <li key={topic.title} className="talk" data-reveal="" data-reveal-index={i} data-reveal-step="150">
            <article>
              <h3 className="talk__title">{topic.title}</h3>
              <p className="talk__text">{topic.description}</p>
              <ul className="talk__tags" aria-label="Format">
                {topic.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
      <div className="section__actions">
        <CtaButton link={content.cta} />
      </div>
    </Section>
  );
}

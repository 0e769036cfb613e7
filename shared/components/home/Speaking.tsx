import type { SpeakingContent } from '../../content/types.ts';
import { CtaButton } from '../CtaButton.tsx';
import { SectionHeading } from '../SectionHeading.tsx';

export function Speaking({ content }: { content: SpeakingContent }) {
  return (
    <section id="speaking" className="section section--speaking" aria-labelledby="speaking-title">
      <div className="section__inner">
        <SectionHeading id="speaking-title" eyebrow={content.eyebrow} title={content.title} />
        <p className="section__intro">{content.intro}</p>
        <ul className="talks">
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
      </div>
    </section>
  );
}

import { topicLink } from '../../content/index.ts';
import { KEYNOTES_PATH, type Keynotes } from '../../content/keynotes.ts';
import { CtaActions } from '../CtaButton.tsx';
import { Section, SectionHeading } from '../Section.tsx';

/** The keynotes, compact: the topics by title, the request and the way to /keynotes. */
export function Speaking({ content }: { content: Keynotes }) {
  return (
    <Section id="speaking" tone="tinted" className="section--speaking" inner="speaking">
      <div className="speaking__text">
        <SectionHeading section="speaking" eyebrow={content.eyebrow} title={content.title} />
        <p className="speaking__teaser">{content.teaser}</p>
      </div>
      <ol className="talks">
        {content.topics.map((topic, i) => (
          <li key={topic.id} className="talk" data-reveal="" data-reveal-index={i} data-reveal-step="150">
            <article>
              <h3 className="talk__title">
                <a href={`${KEYNOTES_PATH}#${topic.id}`}>{topic.title}</a>
              </h3>
              <p className="talk__meta">{topic.subtitle}</p>
            </article>
          </li>
        ))}
      </ol>
      <CtaActions
        className="speaking__actions"
        cta={topicLink('speaking', content.ctaLabel)}
        href={KEYNOTES_PATH}
        detailsLabel={content.detailsLabel}
      />
    </Section>
  );
}

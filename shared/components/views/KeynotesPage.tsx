import type { ResponsiveImage } from '../../assets.ts';
import type { StatementContent } from '../../content/home.ts';
import type { Keynotes } from '../../content/keynotes.ts';
import { CtaButton } from '../CtaButton.tsx';
import { FactList } from '../../ui/FactList.tsx';
import { Contact, type ContactForms } from '../home/Contact.tsx';
import { Picture } from '../Picture.tsx';
import { Section } from '../Section.tsx';
import { SectionHeading } from '../SectionHeading.tsx';
import { StepList } from '../StepList.tsx';
import { useSite } from '../site-context.ts';
import { LongStatement } from './LongStatement.tsx';
import { PageProof } from './PageProof.tsx';
import { Subpage } from './Subpage.tsx';

interface KeynotesPageProps {
  content: Keynotes;
  /** The essay on machine-readable presence: the background of the third talk. */
  background?: { id: string; content: StatementContent } | undefined;
  /** Shown once the owner has dropped in a stage photo; no drawn stand-in. */
  stage?: ResponsiveImage;
  forms: ContactForms;
}

const TOPIC_FACTS = ['format', 'length', 'audience', 'languages'] as const;

/** The keynotes page: the fact box with its request button at once, its proof, then each topic with format, length, audience and languages. */
export function KeynotesPage({ content, background, stage, forms }: KeynotesPageProps) {
  // The request button jumps to this page's own form, whose topic is the keynote already.
  const cta = { label: content.ctaLabel, href: '#contact' };
  const texts = useSite().content.site.offerPage;
  return (
    <Subpage
      backHref="/#speaking"
      eyebrow={content.eyebrow}
      title={content.title}
      lead={content.intro}
      aside={
        <div className="fact-box fact-box--hero">
          <h2 className="fact-box__title">{content.factsTitle}</h2>
          <FactList facts={content.facts} rowClass="facts__row" />
          <div className="fact-box__actions">
            <CtaButton link={cta} topic="speaking" />
          </div>
        </div>
      }
      contact={<Contact forms={forms} heading={{ title: texts.keynoteCtaTitle, text: texts.keynoteCtaText }} tone="tinted" />}
    >
      <PageProof topic="speaking" />
      <Section id="themen" inner="topics">
        <SectionHeading section="themen" eyebrow={content.topicsEyebrow} title={content.topicsTitle} />
        {content.topics.map((topic) => (
          <article key={topic.id} id={topic.id} className="topic" aria-labelledby={`${topic.id}-title`}>
            <h3 id={`${topic.id}-title`} className="topic__title">
              {topic.title}
              <span className="visually-hidden">: </span>
              <span className="topic__subtitle">{topic.subtitle}</span>
            </h3>
            <p className="topic__text">{topic.description}</p>
            <FactList facts={TOPIC_FACTS.map((key) => ({ label: content.topicLabels[key], value: topic[key] }))} rowClass="facts__row" />
          </article>
        ))}
        {stage ? (
          <Picture
            className="topics__stage"
            image={stage}
            alt={content.stageImage.alt}
            sizes="(min-width: 60rem) 44rem, calc(100vw - 3rem)"
          />
        ) : null}
      </Section>
      {background ? <LongStatement id={background.id} content={background.content} tone="tinted" /> : null}
      <Section id="ablauf" inner="fit">
        <StepList steps={content.process} id="ablauf-title" level="h2" />
        <p className="fit__note">{content.priceNote}</p>
      </Section>
    </Subpage>
  );
}

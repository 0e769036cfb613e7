import type { NewsletterContent } from '../../content/types.ts';
import { CtaButton } from '../CtaButton.tsx';
import { Dots } from '../Dots.tsx';
import { SectionHeading } from '../SectionHeading.tsx';

export function Newsletter({ content }: { content: NewsletterContent }) {
  return (
    <section id="newsletter" className="section section--dark" aria-labelledby="newsletter-title">
      <Dots seed="newsletter" />
      <div className="section__inner newsletter">
        <div>
          <SectionHeading id="newsletter-title" eyebrow={content.eyebrow} title={content.title} />
          <p className="newsletter__text">{content.text}</p>
        </div>
        <div className="newsletter__aside">
          <ul className="checklist">
            {content.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <CtaButton link={content.cta} />
        </div>
      </div>
    </section>
  );
}

import type { ThesesContent } from '../../content/types.ts';
import { CtaButton } from '../CtaButton.tsx';
import { Dots } from '../Dots.tsx';
import { SectionHeading } from '../SectionHeading.tsx';

export function Theses({ content }: { content: ThesesContent }) {
  return (
    <section id="thesen" className="section section--theses" aria-labelledby="thesen-title">
      <Dots seed="thesen" />
      <div className="section__inner">
        <SectionHeading id="thesen-title" eyebrow={content.eyebrow} title={content.title} />
        <p className="section__intro">{content.intro}</p>
        <ol className="theses">
          {content.items.map((thesis, i) => (
            <li key={thesis.title} className="thesis" data-reveal="" data-reveal-index={i} data-reveal-step="100">
              <article>
                <span className="thesis__number" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3 className="thesis__title">{thesis.title}</h3>
                <p className="thesis__text">{thesis.text}</p>
              </article>
            </li>
          ))}
        </ol>
        <div className="section__actions">
          <CtaButton link={content.linkedinCta} variant="secondary" />
          <CtaButton link={content.letterCta} variant="secondary" />
        </div>
      </div>
    </section>
  );
}

import type { FaqContent } from '../../content/types.ts';
import { RichText } from '../RichText.tsx';
import { SectionHeading } from '../SectionHeading.tsx';

export function Faq({ content }: { content: FaqContent }) {
  return (
    <section id="faq" className="section section--tinted" aria-labelledby="faq-title">
      <div className="section__inner section__inner--narrow">
        <SectionHeading id="faq-title" eyebrow={content.eyebrow} title={content.title} />
        <div className="faq">
          {content.items.map((item) => (
            <details key={item.question} className="faq__item">
              <summary className="faq__question">{item.question}</summary>
              <p className="faq__answer">
                <RichText text={item.answer} />
              </p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

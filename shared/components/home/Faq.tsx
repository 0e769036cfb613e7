import type { Home } from '../../content/home.ts';
import { Inline } from '../Markdown.tsx';
import { Section } from '../Section.tsx';

export function Faq({ content }: { content: Home['faq'] }) {
  return (
    <Section id="faq" tone="tinted" inner="section__inner--narrow" heading={content}>
      <div className="faq">
        {content.items.map((item) => (
          <details key={item.question} className="faq__item">
            <summary className="faq__question">{item.question}</summary>
            <p className="faq__answer">
              <Inline text={item.answer} />
            </p>
          </details>
        ))}
      </div>
    </Section>
  );
}

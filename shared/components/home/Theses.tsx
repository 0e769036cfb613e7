import type { Thesis, ThesesContent } from '../../content/types.ts';
import { CtaButton } from '../CtaButton.tsx';
import { Section } from '../Section.tsx';
import { SectionHeading } from '../SectionHeading.tsx';

/**
 * The first theses at once, the rest behind a native disclosure: no script, keyboard and
 * screen readers get <details> for free. The numbering continues across both lists.
 */
export function Theses({ content }: { content: ThesesContent }) {
  const shown = content.items.slice(0, content.visible);
  const more = content.items.slice(content.visible);
  return (
    <Section id="thesen" className="section--theses" dots>
      <SectionHeading section="thesen" eyebrow={content.eyebrow} title={content.title} />
      <p className="section__intro">{content.intro}</p>
      <ThesisList items={shown} first={1} />
      {more.length > 0 ? (
        <details className="theses-more">
          <summary className="theses-more__summary">{content.moreLabel}</summary>
          <ThesisList items={more} first={content.visible + 1} />
        </details>
      ) : null}
      <div className="section__actions">
        <CtaButton link={content.linkedinCta} variant="secondary" />
        <CtaButton link={content.letterCta} variant="secondary" />
      </div>
    </Section>
  );
}

function ThesisList({ items, first }: { items: readonly Thesis[]; first: number }) {
  return (
    <ol className="card-grid theses" start={first}>
      {items.map((thesis, i) => (
        <li key={thesis.title} className="thesis" data-reveal="" data-reveal-index={i} data-reveal-step="100">
          <article className="card">
            <span className="thesis__number" aria-hidden="true">
              {String(first + i).padStart(2, '0')}
            </span>
            <h3 className="thesis__title">{thesis.title}</h3>
            <p className="thesis__text">{thesis.text}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}

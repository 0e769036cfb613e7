import type { Theses as ThesesContent } from '../../content/theses.ts';
import { SiteLink } from '../../ui/SiteLink.tsx';
import { Section } from '../Section.tsx';

/** The first theses at once, the rest behind a native <details> (no script); numbering and the reveal continue across both lists. */
export function Theses({ content, linkedinUrl }: { content: ThesesContent; linkedinUrl: string }) {
  const shown = content.items.slice(0, content.visible);
  const more = content.items.slice(content.visible);
  return (
    <Section id="thesen" tone="tinted" className="section--theses" dots heading={content}>
      <p className="section__intro">{content.intro}</p>
      <ThesisList items={shown} first={1} />
      {more.length > 0 ? (
        <details className="theses-more">
          <summary className="button theses-more__summary">
            <span className="theses-more__closed">{content.moreLabel}</span>
            <span className="theses-more__open">{content.lessLabel}</span>
          </summary>
          <ThesisList items={more} first={content.visible + 1} />
        </details>
      ) : null}
      <p className="theses__links">
        <SiteLink href={linkedinUrl} className="text-link">
          {content.linkedinLabel}
        </SiteLink>
        <a className="text-link" href="/brief-aus-der-zukunft">
          {content.letterLabel}
        </a>
      </p>
    </Section>
  );
}

function ThesisList({ items, first }: { items: readonly { title: string; text: string }[]; first: number }) {
  return (
    <ol className="card-grid theses" start={first}>
      {items.map((thesis, i) => (
        <li key={thesis.title} className="thesis" data-reveal="" data-reveal-index={first - 1 + i} data-reveal-step="100">
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

import type { Content } from '../../content/index.ts';
import { softHyphens } from '../../format.ts';
import { CaseCard, mark, TestimonialFigure } from '../ProofItems.tsx';
import { Headline, Section } from '../Section.tsx';
import { tileColumns } from '../tile-columns.ts';

const onHome = (entry: { onHome: boolean }) => entry.onHome;

/** The proof after the overview: wordmarks, testimonials and measured cases; an empty list is left out, all three empty no section. */
export function References({ logos, testimonials: allTestimonials, cases: allCases }: Content['proof']) {
  const testimonials = allTestimonials.items.filter(onHome);
  const cases = allCases.items.filter(onHome);
  const count = logos.items.length;
  if (count === 0 && testimonials.length === 0 && cases.length === 0) return null;
  const columns = `logos__list--s${tileColumns(count, 2)} logos__list--m${tileColumns(count, 3)}`;
  return (
    <Section id="referenzen" className="section--references" inner="references" heading={logos}>
      {count > 0 ? (
        <ul className={`logos__list ${columns}`}>
          {logos.items.map((logo) => (
            <li key={logo.name} className="logos__item" {...mark(logo)}>
              <span className="logos__name">{logo.name}</span>
              <span className="logos__context">{logo.context}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {testimonials.length > 0 ? (
        <div id="stimmen" className="testimonials">
          <h3 id="stimmen-title" className="testimonials__title">
            {softHyphens(allTestimonials.title)}
          </h3>
          <ul className="testimonials__list">
            {testimonials.map((t, i) => (
              <li key={t.name} className="testimonial" data-reveal="" data-reveal-index={i} data-reveal-step="100" {...mark(t)}>
                <TestimonialFigure item={t} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {cases.length > 0 ? (
        <div id="ergebnisse" className="cases">
          <Headline
            as="h3"
            id="ergebnisse-title"
            block="cases"
            eyebrow={allCases.eyebrow}
            title={allCases.title}
            lead="intro"
            text={allCases.intro}
          />
          <ul className="card-grid cases__list">
            {cases.map((c, i) => (
              <li key={c.title} className="case" data-reveal="" data-reveal-index={i} data-reveal-step="100" {...mark(c)}>
                <CaseCard item={c} level="h4" compact />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}

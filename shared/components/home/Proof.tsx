import type { proof } from '../../content/proof.ts';
import { initialsOf, softHyphens } from '../../content/format.ts';
import { Section } from '../Section.tsx';
import { tileColumns } from '../tile-columns.ts';
import { SectionHeading } from '../SectionHeading.tsx';

/** `data-placeholder` marks invented entries in the HTML, so the owner can find them. */
const mark = (entry: { placeholder?: boolean }) => (entry.placeholder ? { 'data-placeholder': '' } : {});

/**
 * The proof after the hero, in one section: events and clients as typographic wordmarks on
 * tiles of one size (the columns per width chosen for the number of entries, by stylesheet
 * classes), the testimonials with initials instead of photos, and the measured cases. A list
 * left empty is left out; with all three empty there is no section.
 */
export function References({ logos, testimonials, cases }: typeof proof) {
  const count = logos.items.length;
  if (count === 0 && testimonials.items.length === 0 && cases.items.length === 0) return null;
  const columns = `logos__list--s${tileColumns(count, 2)} logos__list--m${tileColumns(count, 3)} logos__list--l${tileColumns(count, 6)}`;
  return (
    <Section id="referenzen" className="section--references" inner="references">
      <SectionHeading section="referenzen" eyebrow={logos.eyebrow} title={logos.title} />
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
      {testimonials.items.length > 0 ? (
        <div id="stimmen" className="testimonials">
          <h3 id="stimmen-title" className="testimonials__title">
            {softHyphens(testimonials.title)}
          </h3>
          <ul className="testimonials__list">
            {testimonials.items.map((t, i) => (
              <li key={t.name} className="testimonial" data-reveal="" data-reveal-index={i} data-reveal-step="100" {...mark(t)}>
                <figure>
                  <blockquote className="testimonial__quote">
                    <p>{t.quote}</p>
                  </blockquote>
                  <figcaption className="testimonial__cite">
                    <span className="testimonial__initials" aria-hidden="true">
                      {initialsOf(t.name)}
                    </span>
                    <span>
                      <span className="testimonial__name">{t.name}</span>
                      <span className="testimonial__role">
                        {t.role}, {t.company}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {cases.items.length > 0 ? <Cases content={cases} /> : null}
    </Section>
  );
}

/** The measured cases, under their own subheading inside the references. */
function Cases({ content }: { content: typeof proof.cases }) {
  return (
    <div id="ergebnisse" className="cases">
      <p className="eyebrow">{content.eyebrow}</p>
      <h3 id="ergebnisse-title" className="cases__title">
        {content.title}
      </h3>
      <p className="cases__intro">{content.intro}</p>
      <ul className="card-grid cases__list">
        {content.items.map((c, i) => (
          <li key={c.title} className="case" data-reveal="" data-reveal-index={i} data-reveal-step="100" {...mark(c)}>
            <article className="card">
              <p className="case__client">{c.client}</p>
              <h4 className="case__title">{c.title}</h4>
              <p className="case__text">{c.text}</p>
              <dl className="case__results">
                {c.results.map((r) => (
                  <div key={r.label} className="case__result">
                    <dt>{r.label}</dt>
                    <dd>{r.value}</dd>
                  </div>
                ))}
              </dl>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
